import type { DispatchBooking } from '@/platform/api/generated/model';

/**
 * A person's two overlapping jobs of the company, as the board's flag says it: on one and
 * invited to the other (QA 56: "invited to overlapping jobs" read as if neither was taken),
 * or invited to both.
 */
export function overlapText(name: string, a: DispatchBooking, b: DispatchBooking): string {
  const on = a.status === 'accepted' ? a : b.status === 'accepted' ? b : null;
  if (!on) return `${name} is invited to overlapping jobs #${a.number} and #${b.number}`;
  const other = on === a ? b : a;
  return `${name} is on #${on.number} and invited to #${other.number}, which overlaps it`;
}
