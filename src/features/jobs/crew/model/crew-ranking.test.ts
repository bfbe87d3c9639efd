import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvitableEmployee, ServingArea } from '@/platform/api/generated/model';
import { zonedInstant } from '@/platform/format';
import {
  MATCH_WEIGHTS,
  openSpots,
  positionNeeds,
  rankCandidates,
  type RankingInput,
} from './crew-ranking';
import { END, invitable as person, START, TRAVIS, WEEK, ZONE } from './crew-ranking.test-helpers';

const HAYS: ServingArea = {
  ...TRAVIS,
  id: 2,
  name: 'Hays County',
  name_with_state_initials: 'Hays County, TX',
  fips: '48209',
};

function rank(branch: InvitableEmployee[], extra: Partial<RankingInput> = {}) {
  return rankCandidates({
    order: { start_at: START, end_at: END, helpers_needed: 3, trucks_needed: 0, hourly_rate: 4000 },
    crew: [],
    branchEmployees: branch,
    otherBranchEmployees: [],
    orderAreas: [TRAVIS],
    timeZone: ZONE,
    ...extra,
  });
}

const names = (list: ReturnType<typeof rank>) => list.map((r) => r.candidate.employee_id);

describe('crew ranking: each reason moves a candidate the way it should', () => {
  it('a better rating ranks higher', () => {
    const low = person({ rating: { average: 3.5, count: 10 } });
    const high = person({ rating: { average: 4.9, count: 10 } });
    expect(names(rank([low, high]))).toEqual([high.employee_id, low.employee_id]);
  });

  it('a lower rate ranks higher; a rate above the order price says so', () => {
    const dear = person({ price: 5000 });
    const cheap = person({ price: 2500 });
    const ranked = rank([dear, cheap]);
    expect(names(ranked)).toEqual([cheap.employee_id, dear.employee_id]);
    expect(ranked[1]!.reasons.find((r) => r.kind === 'rate')).toMatchObject({
      effect: 'minus',
      text: "Rate $50.00/h, above the order's $40.00/h",
    });
  });

  it('a driver comes first while a truck needs one; the second driver gets no bonus', () => {
    const helper = person({ rating: { average: 5, count: 10 }, price: 2000 });
    const driver1 = person({ positions: [1] });
    const driver2 = person({ positions: [1] });
    const ranked = rank([helper, driver1, driver2], {
      order: {
        start_at: START,
        end_at: END,
        helpers_needed: 1,
        trucks_needed: 1,
        hourly_rate: 4000,
      },
    });
    expect(names(ranked)).toEqual([driver1.employee_id, helper.employee_id, driver2.employee_id]);
    expect(ranked[0]!.fills).toBe('driver');
    expect(ranked[2]!.fills).toBeNull();
  });

  it('a foreman is wanted once for a crew of two or more, unless the crew has one', () => {
    const helper = person({ rating: { average: 5, count: 10 } });
    const foreman = person({ positions: [2] });
    expect(names(rank([helper, foreman]))[0]).toBe(foreman.employee_id);
    expect(names(rank([helper, foreman], { crew: [{ positions: [2] }] }))[0]).toBe(
      helper.employee_id,
    );
  });

  it('the own branch beats another branch; declining before costs points', () => {
    const other = person({ branch_id: 2 });
    const own = person();
    const declined = person({ invitation: { id: 9, status: 'rejected' } });
    const ranked = rankCandidates({
      order: {
        start_at: START,
        end_at: END,
        helpers_needed: 1,
        trucks_needed: 0,
        hourly_rate: 4000,
      },
      crew: [],
      branchEmployees: [declined, own],
      otherBranchEmployees: [other],
      orderAreas: [TRAVIS],
      timeZone: ZONE,
    });
    expect(names(ranked)).toEqual([own.employee_id, other.employee_id, declined.employee_id]);
    expect(ranked[0]!.score - ranked[1]!.score).toBeCloseTo(MATCH_WEIGHTS.ownBranch);
  });

  it('serving only some of the order’s counties costs points, none blocks', () => {
    const all = person({ serving_area_ids: [1, 2] });
    const some = person({ serving_area_ids: [1] });
    const none = person({ serving_area_ids: [3] });
    const ranked = rank([none, some, all], { orderAreas: [TRAVIS, HAYS] });
    expect(names(ranked)).toEqual([all.employee_id, some.employee_id, none.employee_id]);
    expect(ranked[1]!.reasons).toContainEqual({
      kind: 'area',
      effect: 'minus',
      text: 'Does not serve Hays County, TX',
    });
    expect(ranked[2]!.eligible).toBe(false);
    expect(ranked[2]!.reasons).toContainEqual({
      kind: 'outside',
      effect: 'block',
      text: 'Outside serving area (Travis County, TX, Hays County, TX)',
    });
  });

  it('a person no job holds then is "free at that time", not free all day: only an overlapping job is known', () => {
    const [free] = rank([person({})]);
    expect(free!.reasons).toContainEqual({
      kind: 'free',
      effect: 'plus',
      text: 'No other job at that time',
    });
  });

  it('busy, outside the area or unavailable that day: never above an eligible person', () => {
    const eligible = person({ rating: { average: 3, count: 1 }, price: 6000 });
    const busy = person({
      rating: { average: 5, count: 50 },
      is_available: false,
      busy_with: { order_id: 7, number: 1042, start_at: START, end_at: END },
    });
    const outside = person({ rating: { average: 5, count: 50 }, serving_area_ids: [] });
    const noTuesday = person({
      rating: { average: 5, count: 50 },
      availabilities: WEEK.filter((a) => a.day !== 2),
    });
    const afternoons = person({ availabilities: [{ day: 2, from: '13:00', to: '19:00' }] });
    const ranked = rank([busy, outside, noTuesday, afternoons, eligible]);
    expect(ranked[0]!.candidate.employee_id).toBe(eligible.employee_id);
    expect(ranked.slice(1).every((r) => !r.eligible)).toBe(true);
    const text = (p: InvitableEmployee) =>
      ranked
        .find((r) => r.candidate.employee_id === p.employee_id)!
        .reasons.find((r) => r.effect === 'block')!.text;
    // In the branch's zone, and named as the page's other times name it (qa-135 finding 2):
    // the tests' viewer is in UTC.
    expect(text(busy)).toBe('Busy with order #1042 (9:00 am - 1:00 pm CST)');
    // An overnight job it is busy with says where it ends (2/8).
    const night = person({
      is_available: false,
      busy_with: {
        order_id: 8,
        number: 1043,
        start_at: zonedInstant('2030-05-10', '22:00', ZONE).toISOString(),
        end_at: zonedInstant('2030-05-11', '01:00', ZONE).toISOString(),
      },
    });
    expect(rank([night])[0]!.reasons.find((r) => r.effect === 'block')!.text).toBe(
      'Busy with order #1043 (10:00 pm - 1:00 am (next day) CDT)',
    );
    expect(text(noTuesday)).toBe('Unavailable on Tuesdays');
    expect(text(afternoons)).toBe('Available Tuesdays 1:00 pm - 7:00 pm only');
  });

  it('reads the order in its branch zone, not the viewer’s (4/8)', () => {
    // Order #1016 of the issue: 8:30 am - 3:30 pm on a Monday in Austin, 14:30-21:30 UTC.
    const order = {
      start_at: zonedInstant('2027-01-04', '08:30', ZONE).toISOString(),
      end_at: zonedInstant('2027-01-04', '15:30', ZONE).toISOString(),
      helpers_needed: 1,
      trucks_needed: 0,
      hourly_rate: 4000,
    };
    const mondays = person({ availabilities: [{ day: 1, from: '07:00', to: '18:00' }] });
    const input = {
      order,
      crew: [],
      branchEmployees: [mondays],
      otherBranchEmployees: [],
      orderAreas: [TRAVIS],
    };
    const inAustin = rankCandidates({ ...input, timeZone: ZONE })[0]!;
    expect(inAustin.eligible).toBe(true);
    expect(inAustin.reasons.map((r) => r.text)).toContain('Available Mondays 7:00 am - 6:00 pm');
    // The same instants read in Berlin's zone would be 3:30 pm - 10:30 pm: not coverable.
    const inBerlin = rankCandidates({ ...input, timeZone: 'Europe/Berlin' })[0]!;
    expect(inBerlin.eligible).toBe(false);
  });

  it('no weekly schedule kept: eligible any day; ties keep the input order', () => {
    const a = person({ availabilities: null });
    const b = person({ availabilities: null });
    const c = person({ availabilities: null });
    expect(names(rank([a, b, c]))).toEqual([a.employee_id, b.employee_id, c.employee_id]);
    expect(names(rank([c, a, b]))).toEqual([c.employee_id, a.employee_id, b.employee_id]);
  });

  it('a marketplace helper listed in several branches counts once', () => {
    const here = person({ user_id: 50, is_helper: true });
    const there = person({ user_id: 50, is_helper: true, branch_id: 2 });
    const ranked = rankCandidates({
      order: {
        start_at: START,
        end_at: END,
        helpers_needed: 1,
        trucks_needed: 0,
        hourly_rate: 4000,
      },
      crew: [],
      branchEmployees: [here],
      otherBranchEmployees: [there],
      orderAreas: [TRAVIS],
      timeZone: ZONE,
    });
    expect(names(ranked)).toEqual([here.employee_id]);
  });

  it('open spots and needs count the live crew; a Foreman/Driver covers the driver first', () => {
    const order = { helpers_needed: 3, trucks_needed: 1 };
    expect(openSpots(order, [{}, {}])).toBe(1);
    expect(positionNeeds(order, [])).toEqual({ drivers: 1, foremen: 1 });
    expect(positionNeeds(order, [{ positions: [4] }])).toEqual({ drivers: 0, foremen: 1 });
    expect(positionNeeds(order, [{ positions: [4] }, { positions: [1] }])).toEqual({
      drivers: 0,
      foremen: 0,
    });
  });
});

describe('crew ranking: property', () => {
  const candidate = fc.record({
    positions: fc.subarray([1, 2, 3, 4] as const, { minLength: 1 }),
    price: fc.integer({ min: 100, max: 100_000 }),
    average: fc.integer({ min: 0, max: 50 }),
    count: fc.integer({ min: 0, max: 60 }),
    busy: fc.boolean(),
    areas: fc.subarray([1, 2, 3]),
    days: fc.option(fc.subarray([0, 1, 2, 3, 4, 5, 6])),
    from: fc.integer({ min: 0, max: 12 }),
    to: fc.integer({ min: 12, max: 23 }),
    own: fc.boolean(),
    helperUser: fc.option(fc.integer({ min: 1, max: 5 })),
    declined: fc.boolean(),
  });

  it('everyone ranked above an ineligible person is eligible; nobody is lost or repeated', () => {
    fc.assert(
      fc.property(
        fc.array(candidate, { maxLength: 40 }),
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 3 }),
        fc.subarray([TRAVIS, HAYS]),
        (specs, helpersNeeded, trucks, areas) => {
          const people = specs.map((s, i) =>
            person({
              employee_id: 1000 + i,
              positions: s.positions,
              price: s.price,
              rating: { average: s.count ? s.average / 10 : 0, count: s.count },
              is_available: !s.busy,
              busy_with: s.busy ? { order_id: 1, number: 1, start_at: START, end_at: END } : null,
              serving_area_ids: s.areas,
              availabilities:
                s.days === null
                  ? null
                  : s.days.map((day) => ({
                      day,
                      from: `${String(s.from).padStart(2, '0')}:00`,
                      to: `${s.to}:00`,
                    })),
              user_id: s.helperUser,
              invitation: s.declined ? { id: i, status: 'rejected' } : null,
            }),
          );
          const ranked = rankCandidates({
            order: {
              start_at: START,
              end_at: END,
              helpers_needed: helpersNeeded,
              trucks_needed: trucks,
              hourly_rate: 4000,
            },
            crew: [],
            branchEmployees: people.filter((_, i) => specs[i]!.own),
            otherBranchEmployees: people.filter((_, i) => !specs[i]!.own),
            orderAreas: areas,
            timeZone: ZONE,
          });
          const firstBlocked = ranked.findIndex((r) => !r.eligible);
          if (firstBlocked >= 0)
            expect(ranked.slice(firstBlocked).every((r) => !r.eligible)).toBe(true);
          for (const r of ranked)
            expect(r.eligible).toBe(!r.reasons.some((reason) => reason.effect === 'block'));
          const ids = ranked.map((r) => r.candidate.employee_id);
          expect(new Set(ids).size).toBe(ids.length);
          const users = new Set(specs.map((s) => s.helperUser).filter((u) => u !== null));
          expect(ids.length).toBe(specs.filter((s) => s.helperUser === null).length + users.size);
        },
      ),
      { numRuns: 300 },
    );
  });
});
