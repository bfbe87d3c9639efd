import type { BusyWith, CrewMember } from '@/platform/api/generated/model';
import { countOf, formatTimeRange } from '@/platform/format';
import { spotsNobodyHolds } from './status';

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
 * '1 pending': the invitations nobody has answered yet, in one word wherever the company reads
 * them (the job cards said "1 invited" where the crew page said "1 pending", QA 2026-12-07;
 * neither is the spec's). The crew page's rows tag them "Pending".
 */
export const pendingCount = (count: number) => `${count} pending`;

/**
 * '0 of 4 accepted': who is on an order's crew (`isOnCrew`) against the helpers it needs, as
 * the crew page's summary and the dispatch board's job rows say it.
 */
export const acceptedOf = (accepted: number, needed: number) => `${accepted} of ${needed} accepted`;

/**
 * The spots of an order nobody has accepted yet, by who holds them: '3 pending · 1 open spot'.
 * An invitee holds a spot until she answers (`spotsNobodyHolds`), so the two add up to the
 * "needs 4 more people" (needed - accepted) beside them; pending ones beyond the spots still
 * count as pending, as on the crew page. One text for the dispatch board's job rows and its
 * "needs N more people" flags (QA-217 M3: a row's "1 open" beside "#1071 needs 4 more people"
 * read as two counts of one thing). '' when no spot is missing and nobody is pending.
 */
export function crewGapText(needed: number, accepted: number, pending: number): string {
  const open = spotsNobodyHolds(needed, accepted, pending);
  return [pending > 0 ? pendingCount(pending) : '', open > 0 ? countOf(open, 'open spot') : '']
    .filter(Boolean)
    .join(' · ');
}

/**
 * '1 no answer': invitations of a job that ended before anyone answered them (`jobHasEnded`).
 * Nobody can accept them any more (the helper's side reads them "Ended"), so they are not
 * pending: the crew page's rows tag them "No answer" and offer nothing to keep waiting on.
 */
export const NO_ANSWER = 'No answer';

/**
 * Whether an invitation went unanswered: still pending when its job ended (`ended`, from
 * `jobHasEnded`). One rule for the crew page's rows and the dispatch board's chips and people
 * (QA 2026-12-07: the board still read such a one "(invited)" and offered to cancel it): it
 * reads "No answer", has no Keep, Cancel or Move, and no count calls it pending.
 */
export const wentUnanswered = (status: string, ended: boolean) => ended && status === 'pending';

/**
 * '3 accepted · 1 pending' ('3 accepted' alone), as the rows and the summary say: a listed
 * crew, counted by `isOnCrew`. Once the job has ended, the unanswered ones are '1 no answer'.
 */
export function crewListCount(
  crew: ReadonlyArray<Pick<CrewMember, 'invitation_status'>>,
  ended = false,
): string {
  const accepted = crew.filter(isOnCrew).length;
  const invited = crew.length - accepted;
  if (invited === 0) return `${accepted} accepted`;
  const rest = ended ? `${invited} ${NO_ANSWER.toLowerCase()}` : pendingCount(invited);
  return `${accepted} accepted · ${rest}`;
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
