import { formatTimeRange } from '@/platform/format';
import {
  isBlocked,
  overlap,
  takesInvitations,
  type Board,
  type JobRow,
  type PersonRow,
} from './board';

/** Whether the person declined or left this job of the day (the server's declined_order_ids). */
export const hasDeclined = (person: { declined_order_ids?: number[] }, orderId: number) =>
  person.declined_order_ids?.includes(orderId) === true;

/**
 * What holds the person while the job runs: an accepted job ("busy on #1017"), else an
 * invitation not answered yet ("invited to #1022 then": QA 2026-12-04, the menus said
 * nothing and the board then flagged the overlap). `leaving`: the job a move takes the
 * invitation from, which holds her no more.
 */
export function clashNote(row: PersonRow, job: JobRow, leaving?: number): string | null {
  const busy = row.busy.find((b) => overlap(b, job.order));
  if (busy) return busy.number != null ? `busy on #${busy.number}` : 'busy then';
  const invited = row.unanswered.find(
    (b) => b.order_id !== job.order.id && b.order_id !== leaving && overlap(b, job.order),
  );
  if (invited)
    return invited.number != null ? `invited to #${invited.number} then` : 'invited then';
  return null;
}

/**
 * Why nobody can be invited from the board, when no job of the day takes an invitation (all
 * done, ended or with every spot held), else null: "Invite to…" is then off with this said
 * beside it, not a menu that only says so (QA helper-105).
 */
export function noInvitationsText(board: Board): string | null {
  if (board.jobs.some(takesInvitations)) return null;
  return board.jobs.length === 0
    ? 'No jobs this day to invite anyone to.'
    : 'No job of the day has an open spot: nobody can be invited.';
}

/**
 * The jobs a person can be invited to from the board: not done nor ended, with open spots
 * and not already theirs, each with what may not suit: a job they declined or left (QA 56:
 * the board offered it again without a word), a clash, time off, a day off, or hours outside
 * their window.
 */
export function invitableJobs(
  board: Board,
  row: PersonRow,
  timeZoneClock: (iso: string) => string,
): Array<{ job: JobRow; note: string | null }> {
  if (isBlocked(row)) return [];
  return board.jobs
    .filter(takesInvitations)
    .filter(
      (job) =>
        ![...job.accepted, ...job.pending].some((m) => m.employee_id === row.person.employee_id),
    )
    .map((job) => ({ job, note: jobNote(row, job, timeZoneClock) }));
}

/**
 * What may not suit the person in a job of the day, one note, in the menus' order: a job
 * they declined or left, a clash, time off, a day off, or hours outside their window.
 * `leaving`: the job a move takes the invitation from (Move to… says what Invite to… says;
 * QA 2026-12-04: it left out "works 7:00 am - 6:00 pm").
 */
export function jobNote(
  row: PersonRow,
  job: JobRow,
  timeZoneClock: (iso: string) => string,
  leaving?: number,
): string | null {
  if (hasDeclined(row.person, job.order.id)) return 'declined it';
  const clash = clashNote(row, job, leaving);
  if (clash) return clash;
  const window = row.person.window;
  if (row.state === 'time-off') return 'time off that day';
  if (row.state === 'off') return 'off that day';
  if (
    window &&
    (timeZoneClock(job.order.start_at) < window.from || timeZoneClock(job.order.end_at) > window.to)
  )
    return `works ${formatTimeRange(window.from, window.to)}`;
  return null;
}
