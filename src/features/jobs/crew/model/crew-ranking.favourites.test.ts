import { describe, expect, it } from 'vitest';
import type { InvitableEmployee } from '@/platform/api/generated/model';
import { rankCandidates, type RankingInput } from './crew-ranking';
import { END, marketplaceHelper as person, START, TRAVIS, ZONE } from './crew-ranking.test-helpers';
import { favouritesToInvite } from './favourites';

/*
 * The roster's rule in crew matching (7/8): favourites first among those who can take the
 * job, a needed position going to a favourite who holds it first; who cannot take the job
 * stays last; blocked helpers are never ranked. A Tuesday 09:00-13:00 in Austin.
 */

const order = (o: Partial<RankingInput['order']> = {}) => ({
  start_at: START,
  end_at: END,
  helpers_needed: 3,
  trucks_needed: 0,
  hourly_rate: 4000,
  ...o,
});

function rank(branch: InvitableEmployee[], extra: Partial<RankingInput> = {}) {
  return rankCandidates({
    order: order(),
    crew: [],
    branchEmployees: branch,
    otherBranchEmployees: [],
    orderAreas: [TRAVIS],
    timeZone: ZONE,
    ...extra,
  });
}

const ids = (list: ReturnType<typeof rank>) => list.map((r) => r.candidate.employee_id);

describe('crew ranking: favourites (7/8)', () => {
  it('a favourite comes before better-scored people who are not', () => {
    const star = person({ rating: { average: 5, count: 30 }, price: 2000 });
    const plain = person({ rating: { average: 3.2, count: 10 }, roster_status: 'favourite' });
    const ranked = rank([star, plain]);
    expect(ids(ranked)).toEqual([plain.employee_id, star.employee_id]);
    expect(ranked[0]).toMatchObject({ favourite: true });
    expect(ranked[0]!.reasons[0]).toEqual({
      kind: 'favourite',
      effect: 'plus',
      text: 'One of your favourites',
    });
    expect(ranked[1]).toMatchObject({ favourite: false });
  });

  it('favourites among themselves keep the score order', () => {
    const low = person({ rating: { average: 3.5, count: 10 }, roster_status: 'favourite' });
    const high = person({ rating: { average: 4.9, count: 10 }, roster_status: 'favourite' });
    const other = person({ rating: { average: 5, count: 10 } });
    expect(ids(rank([low, other, high]))).toEqual([
      high.employee_id,
      low.employee_id,
      other.employee_id,
    ]);
  });

  it('a needed driver is a favourite who drives when there is one, else the best driver', () => {
    const favDriver = person({
      positions: [1],
      rating: { average: 3.5, count: 10 },
      roster_status: 'favourite',
    });
    const driver = person({ positions: [1], rating: { average: 5, count: 10 } });
    const favHelper = person({ roster_status: 'favourite' });
    const withFavDriver = rank([driver, favHelper, favDriver], {
      order: order({ trucks_needed: 1 }),
    });
    expect(ids(withFavDriver)).toEqual([
      favDriver.employee_id,
      favHelper.employee_id,
      driver.employee_id,
    ]);
    expect(withFavDriver[0]!.fills).toBe('driver');
    expect(withFavDriver[0]!.reasons.map((r) => r.kind).slice(0, 2)).toEqual([
      'favourite',
      'driver',
    ]);

    // No favourite drives: the driver's spot is not given up for a favourite helper.
    const noFavDriver = rank([favHelper, driver], { order: order({ trucks_needed: 1 }) });
    expect(ids(noFavDriver)).toEqual([driver.employee_id, favHelper.employee_id]);
    expect(noFavDriver[0]!.fills).toBe('driver');
  });

  it("a favourite foreman does not take the driver's turn: the driver first, then her", () => {
    const driver = person({ positions: [1], rating: { average: 5, count: 10 } });
    const foreman = person({ positions: [2], rating: { average: 5, count: 10 } });
    const favForeman = person({
      positions: [2],
      rating: { average: 3.5, count: 10 },
      roster_status: 'favourite',
    });
    const ranked = rank([foreman, favForeman, driver], { order: order({ trucks_needed: 1 }) });
    expect(ids(ranked)).toEqual([driver.employee_id, favForeman.employee_id, foreman.employee_id]);
    expect(ranked.map((r) => r.fills)).toEqual(['driver', 'foreman', null]);
  });

  it('a favourite who cannot take the job stays with those who cannot', () => {
    const busyFavourite = person({
      roster_status: 'favourite',
      is_available: false,
      busy_with: { order_id: 9, number: 1009, start_at: START, end_at: END },
    });
    const outside = person({ roster_status: 'favourite', serving_area_ids: [7] });
    const plain = person();
    const ranked = rank([busyFavourite, outside, plain]);
    expect(ids(ranked)[0]).toBe(plain.employee_id);
    expect(ranked.slice(1).every((r) => !r.eligible && r.favourite)).toBe(true);
  });

  it('a blocked helper is never ranked', () => {
    const blocked = person({ roster_status: 'blocked', rating: { average: 5, count: 50 } });
    const plain = person();
    expect(ids(rank([blocked, plain]))).toEqual([plain.employee_id]);
  });

  it('Invite favourites takes the favourites who can take the job, up to the open spots', () => {
    const a = person({ roster_status: 'favourite', rating: { average: 5, count: 10 } });
    const b = person({ roster_status: 'favourite', rating: { average: 4, count: 10 } });
    const c = person({ roster_status: 'favourite', serving_area_ids: [7] });
    const d = person();
    const ranked = rank([d, c, b, a]);
    expect(favouritesToInvite(ranked, 3).map((r) => r.candidate.employee_id)).toEqual([
      a.employee_id,
      b.employee_id,
    ]);
    expect(favouritesToInvite(ranked, 1).map((r) => r.candidate.employee_id)).toEqual([
      a.employee_id,
    ]);
    expect(favouritesToInvite(ranked, 0)).toEqual([]);
  });
});
