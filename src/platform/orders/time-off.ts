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
 * which `time_off` on a crew member means) says she will not come, so no confirmation state is
 * shown beside it (QA 2026-12-04: "Confirmed" and "Time off 12/05/2026" on one person told the
 * dispatcher both that she comes and that she does not; QA-244: "Not confirmed" beside it said
 * twice that she does not). Her row's "Invite someone else" follows the time off itself.
 */
export function shownConfirmation<S extends string>(member: {
  confirmation?: S | null;
  time_off?: unknown;
}): S | null {
  const state = member.confirmation ?? null;
  return member.time_off ? null : state;
}

/**
 * Whether someone on a job's crew has time off during it: she accepted, and the server's
 * `time_off` on her crew record (the entry that clashes with that order, contract/README
 * "Time off") is set. She stays on the crew and counts in its `crew_count`, but will not come:
 * the job is short by her. The one rule of the dispatch board (its understaffed count, the
 * row's "1 on time off", its flag) and the crew page (its note, Best matches, Invite someone
 * else): QA 244 M1, the board called a job short while its crew page said "The crew is full".
 */
export const offDuringJob = (member: { invitation_status: string; time_off?: unknown }) =>
  member.invitation_status === 'accepted' && member.time_off != null;

/** Who on a job's crew has time off during it (`offDuringJob`), in the crew's order. */
export const crewOffDuringJob = <M extends { invitation_status: string; time_off?: unknown }>(
  crew: readonly M[],
): M[] => crew.filter(offDuringJob);

/** '1 on time off': who on a crew has time off during the job (`crewOffDuringJob`), counted. */
export const onTimeOffCount = (count: number) => `${count} on time off`;
