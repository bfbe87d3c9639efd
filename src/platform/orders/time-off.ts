import { addDays, zonedInstant } from '@/platform/format';

/**
 * Whether a job touches one of the days of an entry of a helper's time off, on the job's
 * branch's clocks: the server's rule ([start_date 00:00, end_date + 1 00:00) in the branch's
 * zone; contract/README.md "Time off"). Her time off list names such jobs she is on, and a new
 * job on such a day says so before she tries to accept it.
 */
export function jobDuringTimeOff(
  job: { start_at: string; end_at: string },
  timeZone: string,
  entry: { start_date: string; end_date: string },
): boolean {
  const from = zonedInstant(entry.start_date, '00:00', timeZone).getTime();
  const to = zonedInstant(addDays(entry.end_date, 1), '00:00', timeZone).getTime();
  return Date.parse(job.start_at) < to && from < Date.parse(job.end_at);
}

/**
 * Her confirmation as the company reads it: time off over the job (taken after she accepted,
 * which `time_off` on a crew member means) voids a "confirmed", so it is not shown beside it
 * (QA 2026-12-04: "Confirmed" and "Time off 12/05/2026" on one person told the dispatcher
 * both that she comes and that she does not).
 */
export function shownConfirmation<S extends string>(member: {
  confirmation?: S | null;
  time_off?: unknown;
}): S | null {
  const state = member.confirmation ?? null;
  return state === 'confirmed' && member.time_off ? null : state;
}
