import { addDays, weekdayOf, zonedClock, zonedDate } from '@/platform/format/zone';
import { zoneOffsets } from 'virtual:mock-worlds';
import { createMockDb } from './database';
import { precomputedWorld } from './precomputed';
import { collectionSchemas, type CollectionName } from './schema';
import { seededWorld } from './reset';
import {
  baseDay,
  BASE_WEEK_MONDAY,
  moveWorld,
  moveWorldText,
  WORLD_ZONE,
  worldMoveFor,
  putWorld,
  type World,
} from './world';

const WEEK_MS = 7 * 86_400_000;

const ordersOf = (world: World) => world.snapshot.orders;

describe('worldMoveFor', () => {
  it.each([
    ['a winter morning', '2026-12-02T15:00:00Z'],
    ['a summer evening, after midnight UTC', '2026-07-15T03:30:00Z'],
    ['just after midnight in Chicago (CDT)', '2026-07-15T05:00:00Z'],
    ['just before midnight in Chicago (CST)', '2026-12-01T05:30:00Z'],
    ['the first of a month at 23:30 UTC', '2027-03-01T23:30:00Z'],
    ['before the base week', '2025-11-20T12:00:00Z'],
  ])('takes the base day of the weekday of Chicago’s date on %s', (_, at) => {
    const anchor = new Date(at);
    const move = worldMoveFor(anchor);
    const today = zonedDate(anchor, WORLD_ZONE);

    expect(move.weekday).toBe(weekdayOf(today));
    expect(move.from).toEqual(baseDay(move.weekday).anchor);
    expect(Number.isInteger(move.weeks)).toBe(true);
    expect(addDays(baseDay(move.weekday).date, move.weeks * 7)).toBe(today);
    expect(move.to).toBe(anchor);
  });

  it('builds each base world at the start of its day in Chicago, Monday to Sunday', () => {
    const days = [1, 2, 3, 4, 5, 6, 0].map(baseDay);
    expect(days.map((d) => d.date)).toEqual(
      [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(BASE_WEEK_MONDAY, i)),
    );
    for (const day of days) {
      expect(zonedDate(day.anchor, WORLD_ZONE)).toBe(day.date);
      expect(zonedClock(day.anchor, WORLD_ZONE)).toBe('00:00');
    }
  });
});

describe('moveWorld', () => {
  it('gives exactly the world seeded at the later anchor when moved by whole weeks', async () => {
    const { anchor } = baseDay(3);
    const later = new Date(anchor.getTime() + 3 * WEEK_MS);
    const base = structuredClone(await seededWorld('default', anchor));
    const expected = structuredClone(await seededWorld('default', later));

    const moved = moveWorld(base, worldMoveFor(later));

    expect(moved).toEqual(expected);
    // and it is a copy: the base world is untouched
    expect(base).toEqual(await seededWorld('default', anchor));
  });

  it('keeps jobs at their wall-clock time and weekday across a change of the clocks', async () => {
    const { anchor } = baseDay(3);
    const base = structuredClone(await seededWorld('default', anchor));
    const summer = new Date('2026-07-15T14:00:00Z'); // a Wednesday, CDT
    const move = worldMoveFor(summer);
    expect(move.weekday).toBe(3);

    const moved = moveWorld(base, move);
    const zones = new Map(base.snapshot.branches.map((b) => [b.id, b.timezone!]));
    ordersOf(base).forEach((order, i) => {
      const after = ordersOf(moved)[i]!;
      const zone = zones.get(order.branch_id)!;
      for (const field of ['start_at', 'end_at'] as const) {
        expect(zonedClock(after[field], zone)).toBe(zonedClock(order[field], zone));
        expect(zonedDate(after[field], zone)).toBe(
          addDays(zonedDate(order[field], zone), move.weeks * 7),
        );
      }
      // what happened moves by the exact time between the anchors
      expect(Date.parse(after.created_at) - Date.parse(order.created_at)).toBe(
        summer.getTime() - anchor.getTime(),
      );
    });
    // The times a moved job's crew agreed to are on the clocks too: still a day before its own.
    const moves = moved.snapshot.order_invitations.filter((i) => i.rescheduled_from);
    expect(moves.length).toBeGreaterThan(0);
    for (const invitation of moves) {
      const order = ordersOf(moved).find((o) => o.id === invitation.order_id)!;
      const zone = zones.get(order.branch_id)!;
      for (const field of ['start_at', 'end_at'] as const) {
        const agreed = invitation.rescheduled_from![field];
        expect(zonedClock(agreed, zone)).toBe(zonedClock(order[field], zone));
        expect(zonedDate(agreed, zone)).toBe(addDays(zonedDate(order[field], zone), -1));
      }
    }
    // the latest activity stays as recent as it was at the base anchor
    const latest = (w: World) =>
      Math.max(...w.snapshot.notifications.map((n) => Date.parse(n.created_at)));
    expect(summer.getTime() - latest(moved)).toBe(anchor.getTime() - latest(base));
  });

  it('holds today’s jobs as not started, at any hour of the day', async () => {
    const evening = new Date('2026-12-02T23:30:00Z'); // 5:30 pm in Austin
    const world = moveWorld(
      structuredClone(await seededWorld('default', baseDay(3).anchor)),
      worldMoveFor(evening),
    );
    const today = ordersOf(world).filter((o) => zonedDate(o.start_at, WORLD_ZONE) === '2026-12-02');
    expect(today.length).toBeGreaterThan(0);
    expect(today.every((o) => o.completion == null && o.completed_at == null)).toBe(true);
  });
});

describe('precomputedWorld', () => {
  it('is the world built at build time for the weekday, moved to the anchor', async () => {
    const anchor = new Date('2026-12-03T16:00:00Z'); // a Thursday
    const move = worldMoveFor(anchor);

    const loaded = await precomputedWorld('default', anchor);

    expect(loaded).toEqual(
      moveWorld(structuredClone(await seededWorld('default', move.from)), move),
    );
  });
});

describe('moveWorldText (the browser’s move, 5/8)', () => {
  it.each([
    ['a winter afternoon', '2026-12-03T16:00:00Z'],
    ['a summer evening, after midnight UTC (the clocks changed)', '2026-07-15T03:30:00Z'],
    ['the first of a month at 23:30 UTC', '2027-03-01T23:30:00Z'],
    ['a Sunday, before the base week', '2025-11-23T12:00:00Z'],
  ])('moves a base world’s JSON text as moveWorld moves the world: %s', async (_, at) => {
    const move = worldMoveFor(new Date(at));
    const base = await seededWorld('default', move.from);

    const moved = moveWorldText(JSON.stringify(base), move);

    expect(moved).toEqual(moveWorld(structuredClone(base), move));
    expect(moved).not.toEqual(base);
  });

  it('moves the instants that are values, not keys nor words inside a text', () => {
    const move = worldMoveFor(new Date('2026-12-03T16:00:00Z'));
    const instant = '2026-01-08T10:00:00.000Z';
    const world = {
      snapshot: {
        branches: [],
        notifications: [
          {
            id: 1,
            created_at: instant,
            body: `sent "${instant}" then`,
            data: { kind: 'x', [instant]: 'a key', list: [instant, 'plain'] },
          },
        ],
      },
      nextIds: {},
    } as unknown as World;

    const moved = moveWorldText(JSON.stringify(world), move);

    expect(moved).toEqual(moveWorld(world, move));
    const [row] = moved.snapshot.notifications as unknown as Array<Record<string, unknown>>;
    expect(row!.created_at).not.toBe(instant);
    expect(row!.body).toBe(`sent "${instant}" then`);
    expect(Object.keys(row!.data as object)).toContain(instant);
  });
});

describe('the zones the build brings', () => {
  it('cover every zone of the worlds, 2020 to 2039, with the offsets Intl reads', async () => {
    const world = await seededWorld('default', baseDay(3).anchor);
    const zones = [WORLD_ZONE, ...world.snapshot.branches.map((b) => b.timezone ?? WORLD_ZONE)];
    for (const zone of zones) expect(Object.keys(zoneOffsets)).toContain(zone);
    for (const [zone, spans] of Object.entries(zoneOffsets)) {
      expect(spans[0]!.start).toBeLessThanOrEqual(Date.UTC(2020, 0, 1));
      expect(spans.at(-1)!.end).toBeGreaterThanOrEqual(Date.UTC(2040, 0, 1));
      const offset = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        timeZoneName: 'longOffset',
      });
      const read = (t: number) => {
        const name = offset.formatToParts(t).find((p) => p.type === 'timeZoneName')!.value;
        // 'GMT-06:00', or 'GMT' for an offset of zero.
        const [, sign, h, m] = /GMT([+-])(\d\d):(\d\d)/.exec(name) ?? ['', '+', '0', '0'];
        return (sign === '-' ? -1 : 1) * (Number(h) * 60 + Number(m)) * 60_000;
      };
      spans.forEach((span, i) => {
        if (i > 0) expect(span.start).toBe(spans[i - 1]!.end); // no gap, no overlap
        expect([read(span.start), read(span.end - 1)]).toEqual([span.offsetMs, span.offsetMs]);
      });
    }
  });
});

describe('a world put into a db (5/8: not parsed again)', () => {
  const anchor = new Date('2026-12-03T16:00:00Z');

  it.each(['default', 'busy'] as const)(
    '%s, moved to now, fits every schema as it is, so it can be taken unparsed',
    async (scenario) => {
      const world = await precomputedWorld(scenario, anchor);
      const misfits: string[] = [];
      for (const [name, records] of Object.entries(world.snapshot) as Array<
        [CollectionName, unknown[]]
      >) {
        for (const record of records) {
          const parsed = collectionSchemas[name].safeParse(record);
          if (!parsed.success) misfits.push(`${name}: ${parsed.error.message}`);
          else if (JSON.stringify(parsed.data) !== JSON.stringify(record))
            misfits.push(`${name} ${(record as { id: number }).id}: changed by parsing`);
        }
      }
      expect(misfits).toEqual([]);
    },
  );

  it('holds copies of the world’s records, without the mark, and can take the world again', async () => {
    const world = await precomputedWorld('default', anchor);
    const db = createMockDb();
    await putWorld(db, world);
    const first = world.snapshot.orders[0];
    const stored = db.findById('orders', first.id)!;
    expect(stored).toEqual(first);
    expect(stored).not.toBe(first);
    expect(Object.getOwnPropertySymbols(stored).map(String)).not.toContain(
      'Symbol(record already parsed by its schema)',
    );
    await db.patch('orders', first.id, { notes: 'Changed' });
    expect(world.snapshot.orders[0].notes).not.toBe('Changed');

    await putWorld(db, world);
    expect(db.orders.all()).toHaveLength(world.snapshot.orders.length);
    expect(db.findById('orders', first.id)).toEqual(first);
  });

  it('still parses what is not a world: a bad record is refused', async () => {
    const world = await precomputedWorld('default', anchor);
    const db = createMockDb();
    const broken = { ...world.snapshot.users[0], email: 42 };
    await expect(db.load({ users: [broken] })).rejects.toThrow(/does not match the schema/);
  });
});
