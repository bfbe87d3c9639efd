import type { InvitableEmployee } from '@/platform/api/generated/model';
import {
  asksOwnRate,
  countOf,
  formatHourlyRate,
  formatPersonRate,
  RATE_LABEL,
} from '@/platform/format';
import type { MatchReason } from './crew-ranking';

/** Crew matching's weights (the rules are in crew-ranking.ts's header). */
export const MATCH_WEIGHTS = {
  driverNeeded: 40,
  foremanNeeded: 25,
  ratingPerStar: 8,
  rate: 20,
  rateCapBelow: 10,
  rateCapAbove: -25,
  inArea: 5,
  partialArea: -10,
  ownBranch: 3,
  declinedBefore: -15,
} as const;

/** Rating: (average - 3) x weight, halved under 3 reviews, 0 when unrated. */
export function ratingPoints(c: InvitableEmployee): { points: number; reason: MatchReason } {
  const { average, count } = c.rating;
  if (count === 0)
    return { points: 0, reason: { kind: 'rating', effect: 'info', text: 'No ratings yet' } };
  const weight = count < 3 ? MATCH_WEIGHTS.ratingPerStar / 2 : MATCH_WEIGHTS.ratingPerStar;
  const points = (average - 3) * weight;
  const text = `Rated ${average.toFixed(1)} (${countOf(count, 'review')})`;
  return { points, reason: { kind: 'rating', effect: average >= 4 ? 'plus' : 'minus', text } };
}

export function ratePoints(
  c: InvitableEmployee,
  orderRate: number,
): { points: number; reason: MatchReason } {
  // A marketplace helper's is what she asks, named as everywhere a company sees it (QA-215).
  const rate = `${asksOwnRate(c) ? RATE_LABEL.asks : 'Rate'} ${formatHourlyRate(c.price)}`;
  // No rate set (a helper's new profile): not cheaper than anyone, nothing to weigh.
  if (c.price <= 0)
    return { points: 0, reason: { kind: 'rate', effect: 'info', text: formatPersonRate(c.price) } };
  if (orderRate <= 0) return { points: 0, reason: { kind: 'rate', effect: 'info', text: rate } };
  const margin = (orderRate - c.price) / orderRate;
  const points = Math.max(
    MATCH_WEIGHTS.rateCapAbove,
    Math.min(MATCH_WEIGHTS.rateCapBelow, margin * MATCH_WEIGHTS.rate),
  );
  const order = formatHourlyRate(orderRate);
  return c.price > orderRate
    ? {
        points,
        reason: { kind: 'rate', effect: 'minus', text: `${rate}, above the order's ${order}` },
      }
    : {
        points,
        reason: { kind: 'rate', effect: 'plus', text: `${rate}, within the order's ${order}` },
      };
}
