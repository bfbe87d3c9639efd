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
