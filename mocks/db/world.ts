import { addDays, weekdayOf, zonedDate, zonedInstant, zonedParts } from '@/platform/format/zone';
import type { MockDb, Snapshot } from './database';
import type { CollectionName } from './schema';

/*
 * A world: every record of a scenario plus where each collection's ids go on. Node seeds
 * one at any anchor (./reset.ts); the browser gets one built at build time for a fixed day
 * of a base week and moved to now (./precomputed.ts, scripts/mock-worlds-plugin.mjs, 5/8),
 * so a demo starts without running faker or the seeders.
 *
 * Moving a world keeps what the seed made of its weekdays: jobs on weekdays at business
 * hours, the helpers' weekly availability matching them. So a world is built for each of
 * the seven weekdays, and moved by whole weeks:
 *  - a job's start and end keep their wall-clock time and weekday in the branch's zone
 *    (the clocks may have changed between the base week and now);
 *  - every other timestamp (created, answered, notified, ...) moves by the exact time
 *    between the base anchor and now, so recent activity stays minutes old.
 * The base anchor is the start of the day in WORLD_ZONE (where the demo's branches are): a
 * moved world holds the jobs of today as not started yet, and the statuses it had at the
 * start of the day, whatever the hour.
 */

export interface World {
  snapshot: Snapshot;
  nextIds: Partial<Record<CollectionName, number>>;
}

/** The zone whose days the precomputed worlds follow: the demo companies' branches. */
export const WORLD_ZONE = 'America/Chicago';
/** The Monday that starts the base week; a world is built for each of its seven days. */
export const BASE_WEEK_MONDAY = '2026-01-05';

const DAY_MS = 86_400_000;
const ISO_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;
/**
 * Fields that are times on a branch's clocks rather than moments things happened ('a.b': a
 * field of a nested object): a job's times, and the ones a moved job's crew agreed to.
 */
const WALL_CLOCK_FIELDS: Partial<Record<CollectionName, readonly string[]>> = {
  orders: ['start_at', 'end_at'],
  order_invitations: ['rescheduled_from.start_at', 'rescheduled_from.end_at'],
};

/** The value at a field path ('a.b'); undefined where the path ends early. */
function valueAt(record: Record<string, unknown>, path: string): unknown {
  let value: unknown = record;
  for (const key of path.split('.'))
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** Sets the value at a field path whose parents exist (valueAt found a value there). */
function setAt(record: Record<string, unknown>, path: string, value: string): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let parent = record;
  for (const key of keys) parent = parent[key] as Record<string, unknown>;
  parent[last] = value;
}
/** Fields that are calendar dates ('YYYY-MM-DD'): they move by the whole weeks (7/8). */
const DATE_FIELDS: Partial<Record<CollectionName, readonly string[]>> = {
  time_off: ['start_date', 'end_date'],
};

/**
 * The default anchor of a seed in Node: the start of the current UTC hour. Seeds are
 * identical for the same anchor (tests pass a fixed one) while demos show recent activity.
 */
export function defaultSeedAnchor(): Date {
  const now = new Date();
  now.setUTCMinutes(0, 0, 0);
  return now;
}

/** The base week's day with a weekday (0 = Sunday), and the moment its world is built at. */
export function baseDay(weekday: number): { date: string; anchor: Date } {
  const date = addDays(BASE_WEEK_MONDAY, (weekday + 6) % 7);
  return { date, anchor: zonedInstant(date, '00:00', WORLD_ZONE) };
}

export interface WorldMove {
  /** Which of the seven base worlds to move (0 = Sunday). */
  weekday: number;
  /** The base world's anchor. */
  from: Date;
  /** Whole weeks from the base day to the anchor's day in WORLD_ZONE. */
  weeks: number;
  /** The anchor the world is moved to. */
  to: Date;
}

/** Which base world an anchor takes, and how far it is moved. */
export function worldMoveFor(anchor: Date): WorldMove {
  const today = zonedDate(anchor, WORLD_ZONE);
  const weekday = weekdayOf(today);
  const base = baseDay(weekday);
  const days = Math.round(
    (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${base.date}T00:00:00Z`)) / DAY_MS,
  );
  return { weekday, from: base.anchor, weeks: days / 7, to: anchor };
}

/** The same clock time `weeks` weeks later on the zone's clocks. */
function movedWallClock(instant: string, weeks: number, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = addDays(`${p.year}-${pad(p.month)}-${pad(p.day)}`, weeks * 7);
  const moved = zonedInstant(date, `${pad(p.hour)}:${pad(p.minute)}`, timeZone);
  return new Date(moved.getTime() + p.second * 1000 + (Date.parse(instant) % 1000)).toISOString();
}

/** Every ISO instant in `value` moved by `shiftMs`; a copy, `value` is not changed. */
function movedInstants(value: unknown, shiftMs: number): unknown {
  if (typeof value === 'string')
    // 'YYYY-MM-DDT…Z': the cheap checks first, the pattern only for what may be an instant.
    return value.length >= 20 && value.charCodeAt(10) === 84 && ISO_INSTANT.test(value)
      ? new Date(Date.parse(value) + shiftMs).toISOString()
      : value;
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => movedInstants(item, shiftMs));
  // A plain object parsed from JSON: its own keys only.
  const moved: Record<string, unknown> = {};
  for (const key of Object.keys(value))
    moved[key] = movedInstants((value as Record<string, unknown>)[key], shiftMs);
  return moved;
}

/**
 * An instant as a JSON string value: after ':', '[' or ',' (JSON.stringify writes no spaces),
 * not a key (no ':' after it). A quote inside a string is escaped, so no text is taken.
 */
const JSON_INSTANT = /([:[,])"(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d+)?Z)"(?!:)/g;

/**
 * `moveWorld` of a base world's JSON text (the browser's: ./precomputed.ts): the instants
 * move in the text, then it is parsed, then the wall-clock and date fields are set on the
 * parsed records, which are the new world's own. The same world as moveWorld's
 * (world.test.ts), for about half the work: no walk through every value, no copies.
 */
export function moveWorldText(text: string, move: WorldMove): World {
  const shiftMs = move.to.getTime() - move.from.getTime();
  const world = JSON.parse(
    text.replace(
      JSON_INSTANT,
      (_, before: string, instant: string) =>
        `${before}"${new Date(Date.parse(instant) + shiftMs).toISOString()}"`,
    ),
  ) as World;
  const zones = new Map(
    world.snapshot.branches.map((branch) => [branch.id, branch.timezone ?? WORLD_ZONE]),
  );
  for (const [name, records] of Object.entries(world.snapshot) as Array<
    [CollectionName, Array<Record<string, unknown>>]
  >) {
    const wallClock = WALL_CLOCK_FIELDS[name] ?? [];
    const dates = DATE_FIELDS[name] ?? [];
    if (wallClock.length === 0 && dates.length === 0) continue;
    for (const record of records) {
      const zone = zones.get(record.branch_id as number) ?? WORLD_ZONE;
      for (const field of wallClock) {
        const value = valueAt(record, field);
        // Moved with the other instants above: its wall clock is the base world's.
        if (typeof value === 'string')
          setAt(
            record,
            field,
            movedWallClock(new Date(Date.parse(value) - shiftMs).toISOString(), move.weeks, zone),
          );
      }
      for (const field of dates) {
        const value = record[field];
        if (typeof value === 'string') record[field] = addDays(value, move.weeks * 7);
      }
    }
  }
  return world;
}

/**
 * A copy of a base world moved to `move.to` (see the top of this file), by walking its
 * values. The browser moves the JSON text instead (moveWorldText); this is the reference the
 * text move is checked against, and what the tests compare with seeding at the later anchor.
 */
export function moveWorld(world: World, move: WorldMove): World {
  const shiftMs = move.to.getTime() - move.from.getTime();
  const zones = new Map(
    world.snapshot.branches.map((branch) => [branch.id, branch.timezone ?? WORLD_ZONE]),
  );
  const snapshot = {} as Record<CollectionName, unknown[]>;
  for (const [name, records] of Object.entries(world.snapshot) as Array<
    [CollectionName, Array<Record<string, unknown>>]
  >) {
    const wallClock = WALL_CLOCK_FIELDS[name] ?? [];
    snapshot[name] = records.map((record) => {
      const moved = movedInstants(record, shiftMs) as Record<string, unknown>;
      const zone = zones.get(record.branch_id as number) ?? WORLD_ZONE;
      for (const field of wallClock) {
        const value = valueAt(record, field);
        if (typeof value === 'string') setAt(moved, field, movedWallClock(value, move.weeks, zone));
      }
      for (const field of DATE_FIELDS[name] ?? []) {
        const value = record[field];
        if (typeof value === 'string') moved[field] = addDays(value, move.weeks * 7);
      }
      return moved;
    });
  }
  return { snapshot: snapshot as Snapshot, nextIds: { ...world.nextIds } };
}

/**
 * Empties the db and puts a world in, without reporting the records as changes. With
 * `keepSessions`, the logins of people who still exist (matched by email) are kept, so
 * switching scenario in the demo panel does not log the user out.
 */
export async function putWorld(
  db: MockDb,
  world: World,
  options: { keepSessions?: boolean; inSlices?: boolean; owned?: boolean } = {},
): Promise<void> {
  const kept = options.keepSessions
    ? db.sessions.all().flatMap((session) => {
        const user = db.findById('users', session.user_id);
        return user
          ? [{ token: session.token, email: user.email, created_at: session.created_at }]
          : [];
      })
    : [];
  // A world is seeded through a MockDb (its records parsed by their schemas then) and only
  // moved in time since: world.test.ts checks that a moved world still fits every schema.
  await db.restore(world.snapshot, world.nextIds, {
    trusted: true,
    inSlices: options.inSlices,
    owned: options.owned,
  });
  await db.silently(async () => {
    for (const session of kept) {
      const user = db.users.findFirst((q) => q.where({ email: session.email }));
      if (user)
        await db.insert('sessions', {
          token: session.token,
          user_id: user.id,
          created_at: session.created_at,
        });
    }
  });
}
