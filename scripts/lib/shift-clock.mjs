// One clock for the real-API journeys (3/8: no test depends on today's date): their runner
// (playwright.real.config.ts), their server (scripts/mock-server.mjs) and their browsers
// (e2e/real-mode/clock.ts) all read the machine's time moved by the same offset, so the
// server's seeded world, the journeys' dates and the pages agree on one fixed "now" whenever
// the suite runs. Timers and performance.now() are untouched: only what Date says moves.

/** The environment variable that carries the offset to the server and the workers. */
export const CLOCK_OFFSET_ENV = 'MOVERS_CLOCK_OFFSET_MS';

/** Moves this process's `Date` (new Date(), Date(), Date.now()) by `offsetMs`. */
export function shiftClock(offsetMs) {
  if (!offsetMs) return;
  const RealDate = globalThis.Date;
  const now = () => RealDate.now() + offsetMs;
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) =>
      Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, key, receiver) => (key === 'now' ? now : Reflect.get(target, key, receiver)),
  });
}

/** Shifts by the offset in the environment, if one is set. */
export function shiftClockFromEnv() {
  shiftClock(Number(process.env[CLOCK_OFFSET_ENV] ?? 0));
}
