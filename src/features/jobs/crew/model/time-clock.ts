import type { CrewMember } from '@/platform/api/generated/model';
import { clockedHours } from '@/platform/orders';

/** The accepted crew members who clocked in and out, with their hours. */
export function clockedCrew(crew: readonly CrewMember[]) {
  return crew.flatMap((member) => {
    const hours = member.invitation_status === 'accepted' ? clockedHours(member) : null;
    return hours === null ? [] : [{ member, hours }];
  });
}
