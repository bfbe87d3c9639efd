import type { BusyWith, CrewMember } from '@/platform/api/generated/model';
import { countOf, formatTimeRange } from '@/platform/format';

/**
 * How much of an order's crew is there: '2 of 4 helpers', '1 of 1 helper' (the noun agrees
 * with the number needed). One text for the company's job cards, a helper's Order details,
 * her calendar's job dialog and the calendar files.
 */
export function crewProgress(crew: number, needed: number): string {
  return `${crew} of ${countOf(needed, 'helper')}`;
}

/**
 * Whether a person listed with a job's crew is on it: she accepted (the current crew call
 * lists the invited too). One rule with the API's `crew_count` that the job cards, Edit job
 * and the crew page's summary read (QA helper-204: "Current crew (4)" counted an unanswered
 * invitation where #1030's card said 3 of 4).
 */
export const isOnCrew = (member: Pick<CrewMember, 'invitation_status'>) =>
  member.invitation_status === 'accepted';

/**
 * '3 accepted · 1 pending' ('3 accepted' alone), as the rows and the summary say: a listed
 * crew, counted by `isOnCrew`.
 */
export function crewListCount(crew: ReadonlyArray<Pick<CrewMember, 'invitation_status'>>): string {
  const accepted = crew.filter(isOnCrew).length;
  const invited = crew.length - accepted;
  return invited > 0 ? `${accepted} accepted · ${invited} pending` : `${accepted} accepted`;
}

/**
 * 'Busy on #1042, 9:00 am - 1:00 pm': the job that holds a person at an order's time (no
 * double booking), on the order's branch's clocks; another company's job is not named. One
 * text for the crew page's people and an offer's applicants.
 */
export function busyText(busy: BusyWith | null | undefined, timeZone?: string): string {
  if (!busy) return 'Busy';
  const job = busy.number != null ? `#${busy.number}` : "another company's job";
  return `Busy on ${job}, ${formatTimeRange(busy.start_at, busy.end_at, timeZone)}`;
}
