import type { CrewMember } from '@/platform/api/generated/model';
import { workedMs } from '@/platform/orders';

/** CompleteOrderRequest's bounds for hours: quarter hours, up to 24. */
export const COMPLETION_HOURS = { min: 0.25, max: 24, step: 0.25 } as const;
const QUARTER_HOUR_MS = 900_000;

/**
 * Time clock (not in the spec): a person's hours from clock-in to clock-out, to the nearest
 * quarter hour (at least one quarter, at most 24), as the completion records hours; null
 * unless she did both.
 */
export function clockedHours(
  member: Pick<CrewMember, 'clocked_in_at' | 'clocked_out_at'>,
): number | null {
  const ms = workedMs(member);
  if (ms === null || !(ms > 0)) return null;
  return Math.min(
    COMPLETION_HOURS.max,
    Math.max(1, Math.round(ms / QUARTER_HOUR_MS)) * COMPLETION_HOURS.min,
  );
}

/** The accepted crew members who clocked in and out, with their hours. */
export function clockedCrew(crew: readonly CrewMember[]) {
  return crew.flatMap((member) => {
    const hours = member.invitation_status === 'accepted' ? clockedHours(member) : null;
    return hours === null ? [] : [{ member, hours }];
  });
}
