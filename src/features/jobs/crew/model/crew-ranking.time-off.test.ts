import { describe, expect, it } from 'vitest';
import type { InvitableEmployee } from '@/platform/api/generated/model';
import { rankCandidates } from './crew-ranking';
import { END, invitable, START, ZONE } from './crew-ranking.test-helpers';

/*
 * Crew matching and time off (7/8): the server marks a person off on the order's days
 * (InvitableEmployee.time_off); the ranking treats it as a clash, as a busy job.
 */
const person = (overrides: Partial<InvitableEmployee> = {}) =>
  invitable({ serving_area_ids: [], ...overrides });

const rank = (branch: InvitableEmployee[]) =>
  rankCandidates({
    order: { start_at: START, end_at: END, helpers_needed: 3, trucks_needed: 0, hourly_rate: 4000 },
    crew: [],
    branchEmployees: branch,
    otherBranchEmployees: [],
    orderAreas: [],
    timeZone: ZONE,
  });
const names = (list: ReturnType<typeof rank>) => list.map((r) => r.candidate.employee_id);

describe('crew matching: time off (7/8)', () => {
  it('time off is a clash (7/8): never proposed above anyone eligible, the dates are said', () => {
    const eligible = person({ rating: { average: 3, count: 1 }, price: 6000 });
    const off = person({
      rating: { average: 5, count: 50 },
      price: 2000,
      is_available: false,
      time_off: { start_date: '2026-11-24', end_date: '2026-11-26' },
    });
    const ranked = rank([off, eligible]);
    expect(names(ranked)).toEqual([eligible.employee_id, off.employee_id]);
    const entry = ranked[1]!;
    expect(entry.eligible).toBe(false);
    expect(entry.reasons.filter((r) => r.effect === 'block')).toEqual([
      { kind: 'off', effect: 'block', text: 'Off that day (time off 11/24/2026 – 11/26/2026)' },
    ]);
    // Not called busy, and not "No other job" either.
    expect(entry.reasons.some((r) => r.kind === 'busy' || r.kind === 'free')).toBe(false);
    // Off and busy: both reasons.
    const both = person({
      is_available: false,
      busy_with: { order_id: 7, number: 1042, start_at: START, end_at: END },
      time_off: { start_date: '2026-11-25', end_date: '2026-11-25' },
    });
    expect(rank([both])[0]!.reasons.map((r) => r.kind)).toEqual(
      expect.arrayContaining(['off', 'busy']),
    );
  });
});
