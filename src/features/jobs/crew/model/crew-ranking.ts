import type { InvitableEmployee, PositionCode, ServingArea } from '@/platform/api/generated/model';
import { availabilityReason, busyReason, timeOffReason } from './time-reasons';
import { MATCH_WEIGHTS, ratePoints, ratingPoints } from './score-points';
import { isForeman, orderWindow } from '@/platform/format';
import {
  areaFit,
  areaNames,
  outsideAreaText,
  servesText,
  spotsNobodyHolds,
} from '@/platform/orders';
import { onePerPerson, type InvitablePerson } from './one-per-person';
export { offText } from './time-reasons';
export { MATCH_WEIGHTS } from './score-points';

/*
 * Crew matching (beyond the spec): who to invite for an order, best first, with the reasons
 * in plain words. A pure function of what the contract returns (the order card, the current
 * crew, the invitable lists with each person's serving areas, weekly availabilities and busy
 * job, and the counties of the order's addresses); no request, no clock, no guess.
 *
 * ELIGIBLE or not. A person who cannot do the job is never ranked above one who can; they
 * come last, with the reason ("block"):
 *  - busy: an accepted job overlaps the order (busy_with, the double-booking guard);
 *  - off: their time off covers a day of the order (time_off, 7/8; the same guard);
 *  - outside: serves none of the counties the order's addresses lie in;
 *  - unavailable: no weekly window that day, or one that does not cover the time window
 *    (a person without a kept schedule, availabilities null, books any day).
 *
 * SCORE of the eligible (MATCH_WEIGHTS, all weights here):
 *  - position still needed: +driver for someone who can drive (1 or 4) while trucks lack a
 *    driver, +foreman for a foreman (2 or 4) while the crew (2 people or more) has none;
 *    drivers weigh more, since a truck cannot leave without one. Needs are filled greedily:
 *    the best driver takes the driver's spot, so a second driver gets no bonus;
 *  - rating: (average - 3) x rating per star, halved under 3 reviews, 0 when unrated;
 *  - rate: (order price - person's rate) / order price x rate, so cheaper is better and a
 *    rate above the order's hourly price costs points (capped both ways);
 *  - all of the order's counties served (+inArea), only some (-partialArea);
 *  - in this branch (+ownBranch);
 *  - declined this order before (-declinedBefore).
 * FAVOURITES (7/8, the company's roster: roster_status 'favourite') come first among those
 * who can take the job, without overriding the positions the order needs: each needed
 * position (a truck's driver, the foreman; filled in the order the scores give, as without a
 * roster) goes to the best FAVOURITE who holds it, and only when no favourite holds it to the
 * best of the others; after the needed positions, every
 * remaining favourite comes before everyone else, each group by score. Who cannot take the
 * job stays last whatever their status. A blocked helper (the server leaves them out of the
 * invitable lists) is never ranked.
 * TIES keep the input order (this branch first, then other branches, as the API lists
 * them), so the ranking is stable. A marketplace helper listed in several branches counts
 * once, the membership the picker lists (onePerPerson: the own branch's when there is one).
 */

export type ReasonKind =
  | 'busy'
  | 'off'
  | 'outside'
  | 'unavailable'
  | 'available'
  | 'free'
  | 'area'
  | 'driver'
  | 'foreman'
  | 'rating'
  | 'rate'
  | 'branch'
  | 'declined'
  | 'favourite';

export interface MatchReason {
  kind: ReasonKind;
  /** plus: speaks for them; minus: against; block: cannot do the job; info: neither. */
  effect: 'plus' | 'minus' | 'block' | 'info';
  text: string;
}

export interface RankedCandidate {
  candidate: InvitablePerson;
  /** From this branch (true) or another branch of the company. */
  ownBranch: boolean;
  /** On the company's favourites (7/8): ranked first among those who can take the job. */
  favourite: boolean;
  eligible: boolean;
  /** Total score (needs included as they were when the person was placed). */
  score: number;
  /** The needed position this person was ranked to fill, if any. */
  fills: 'driver' | 'foreman' | null;
  reasons: MatchReason[];
}

export interface MatchOrder {
  start_at: string;
  end_at: string;
  helpers_needed: number;
  trucks_needed: number;
  /** Cents an hour. */
  hourly_rate: number;
}

export interface CrewPositions {
  positions: PositionCode[];
}

export interface RankingInput {
  order: MatchOrder;
  /** The live crew (pending and accepted): they hold spots and positions already. */
  crew: readonly CrewPositions[];
  branchEmployees: readonly InvitableEmployee[];
  otherBranchEmployees: readonly InvitableEmployee[];
  /** The counties of the order's addresses (InvitableEmployees.order_serving_areas). */
  orderAreas: readonly ServingArea[];
  /** The order's branch time zone: availability and busy times are read in it (4/8). */
  timeZone: string;
}

const canDrive = (p: readonly number[]) => p.includes(1) || p.includes(4);

/** Open spots: the spots nobody holds, the live crew being accepted and invited people. */
export function openSpots(order: Pick<MatchOrder, 'helpers_needed'>, crew: readonly unknown[]) {
  return spotsNobodyHolds(order.helpers_needed, crew.length, 0);
}

/**
 * Positions the order still needs: a driver per truck, one foreman for a crew of two or
 * more; a Foreman/Driver on the crew covers a missing driver first, else the foreman.
 */
export function positionNeeds(
  order: Pick<MatchOrder, 'helpers_needed' | 'trucks_needed'>,
  crew: readonly CrewPositions[],
): { drivers: number; foremen: number } {
  let drivers = Math.max(0, order.trucks_needed);
  let foremen = order.helpers_needed >= 2 ? 1 : 0;
  const both: CrewPositions[] = [];
  for (const member of crew) {
    if (member.positions.includes(4)) both.push(member);
    else if (member.positions.includes(1) && drivers > 0) drivers--;
    else if (member.positions.includes(2) && foremen > 0) foremen--;
  }
  for (const _ of both) {
    if (drivers > 0) drivers--;
    else if (foremen > 0) foremen--;
  }
  return { drivers, foremen };
}

interface Scored {
  entry: RankedCandidate;
  favourite: boolean;
  base: number;
  index: number;
  drive: boolean;
  lead: boolean;
}

/** Ranks everyone for the order: eligible best first, then who cannot do it, each with reasons. */
export function rankCandidates(input: RankingInput): RankedCandidate[] {
  const { order, crew, orderAreas, timeZone } = input;
  const window = orderWindow(order, timeZone);

  const eligible: Scored[] = [];
  const blocked: Scored[] = [];
  // Each person once, as the picker lists them (onePerPerson).
  const people = onePerPerson({
    branch_employees: input.branchEmployees,
    other_branch_employees: input.otherBranchEmployees,
  });
  const all = [
    ...people.own.map((c) => [c, true] as const),
    ...people.others.map((c) => [c, false] as const),
  ];
  for (let index = 0; index < all.length; index++) {
    const [c, own] = all[index]!;
    if (c.roster_status === 'blocked') continue;
    const reasons: MatchReason[] = [];
    let base = 0;
    const favourite = c.roster_status === 'favourite';
    if (favourite)
      reasons.push({ kind: 'favourite', effect: 'plus', text: 'One of your favourites' });

    const busy = busyReason(c, timeZone);
    const off = timeOffReason(c);
    if (off) reasons.push(off);
    if (busy || !off)
      reasons.push(
        // Only a job overlapping this one is known (busy_with): another job earlier or later
        // that day may hold them, so not "no other job that Tuesday" (QA 2026-12-04).
        busy ?? { kind: 'free', effect: 'plus', text: 'No other job at that time' },
      );

    const fit = areaFit(orderAreas, c.serving_area_ids);
    if (fit?.kind === 'outside')
      reasons.push({ kind: 'outside', effect: 'block', text: outsideAreaText(orderAreas) });
    else if (fit?.kind === 'partial') {
      base += MATCH_WEIGHTS.partialArea;
      reasons.push({
        kind: 'area',
        effect: 'minus',
        text: `Does not serve ${areaNames(fit.missing)}`,
      });
    } else if (fit) {
      base += MATCH_WEIGHTS.inArea;
      reasons.push({ kind: 'area', effect: 'plus', text: servesText(areaNames(orderAreas)) });
    }

    const available = availabilityReason(c.availabilities, window);
    if (available) reasons.push(available);

    const rating = ratingPoints(c);
    base += rating.points;
    reasons.push(rating.reason);
    const rate = ratePoints(c, order.hourly_rate);
    base += rate.points;
    reasons.push(rate.reason);

    if (own) {
      base += MATCH_WEIGHTS.ownBranch;
      reasons.push({ kind: 'branch', effect: 'plus', text: 'In this branch' });
    }
    if (c.invitation?.status === 'rejected') {
      base += MATCH_WEIGHTS.declinedBefore;
      reasons.push({ kind: 'declined', effect: 'minus', text: 'Declined this order before' });
    }

    const isEligible = !reasons.some((r) => r.effect === 'block');
    const scored: Scored = {
      entry: {
        candidate: c,
        ownBranch: own,
        favourite,
        eligible: isEligible,
        score: base,
        fills: null,
        reasons,
      },
      favourite,
      base,
      index,
      drive: canDrive(c.positions),
      lead: isForeman(c.positions),
    };
    (isEligible ? eligible : blocked).push(scored);
  }

  // Greedy for the needed positions: each round places the best person counting the bonus of
  // the positions still open; a handful of rounds (drivers + foremen), then plain scores.
  const needs = positionNeeds(order, crew);
  const bonus = (s: Scored) =>
    s.drive && needs.drivers > 0
      ? MATCH_WEIGHTS.driverNeeded
      : s.lead && needs.foremen > 0
        ? MATCH_WEIGHTS.foremanNeeded
        : 0;
  const ranked: RankedCandidate[] = [];
  const pool = eligible;
  while ((needs.drivers > 0 || needs.foremen > 0) && pool.length > 0) {
    let best = -1;
    let bestScore = -Infinity;
    for (let i = 0; i < pool.length; i++) {
      const b = bonus(pool[i]!);
      if (b === 0) continue;
      const total = pool[i]!.base + b;
      if (total > bestScore) {
        bestScore = total;
        best = i;
      }
    }
    if (best < 0) break; // nobody left has a needed position
    // The position this round fills stays the one the scores pick (a driver before the
    // foreman, as without a roster); a favourite holding it takes it first (see FAVOURITES).
    const needed = bonus(pool[best]!);
    let bestFavourite = -1;
    for (let i = 0; i < pool.length; i++) {
      const s = pool[i]!;
      if (!s.favourite || bonus(s) !== needed) continue;
      if (bestFavourite < 0 || s.base > pool[bestFavourite]!.base) bestFavourite = i;
    }
    if (bestFavourite >= 0) {
      best = bestFavourite;
      bestScore = pool[best]!.base + needed;
    }
    const pick = pool[best]!;
    const b = bonus(pick);
    const fills = b === MATCH_WEIGHTS.driverNeeded ? 'driver' : 'foreman';
    if (fills === 'driver') needs.drivers--;
    else needs.foremen--;
    pick.entry.score = bestScore;
    pick.entry.fills = fills;
    pick.entry.reasons.splice(pick.favourite ? 1 : 0, 0, {
      kind: fills,
      effect: 'plus',
      text: fills === 'driver' ? 'Drives the truck the order needs' : 'Leads the crew as foreman',
    });
    ranked.push(pick.entry);
    pool.splice(best, 1);
  }
  const byScore = (a: Scored, b: Scored) => b.base - a.base || a.index - b.index;
  pool.sort((a, b) => Number(b.favourite) - Number(a.favourite) || byScore(a, b));
  for (const s of pool) ranked.push(s.entry);
  blocked.sort(byScore);
  for (const s of blocked) ranked.push(s.entry);
  return ranked;
}
