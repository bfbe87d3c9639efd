import { resetDb } from '../node';

/*
 * Test helper (not imported by the app): the mock's twin of the app's fixedClock
 * (src/app/test-utils.tsx). Each test of the file runs on a fixed `now` (Date only; timers
 * run as usual), and, unless `seed` is false (a file that seeds per describe), on a database
 * seeded from it: no test depends on the hour it runs at (3/8).
 */
export function fixedClock(now: number | Date, { seed = true }: { seed?: boolean } = {}) {
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now });
    if (seed) await resetDb('default', { now: new Date(now) });
  });
  afterEach(() => vi.useRealTimers());
}

/**
 * Timers as usual for a test that waits on real ones, Date still the world's (the seed's
 * moment: TEST_NOW, mocks/testing/fixed-now.setup.ts, or the test's own): `vi.useRealTimers()`
 * would put back the real clock's date, which finds the world's orders past or far ahead (a
 * faketime run at 2027-06-30: the simulator's "No upcoming orders", the company side with
 * nothing to do).
 */
export const realTimers = () =>
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now(), shouldAdvanceTime: true });
