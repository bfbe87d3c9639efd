import { fullName } from '@/platform/format';
import { offDuringJob, onTheWayText } from '@/platform/orders';
import type { BoardFlag, JobRow } from './board';

/*
 * The dispatch board's flags about a crew's people around the start (buildBoard puts them in
 * its list): who runs late, who has not arrived, who has not confirmed.
 */

/** The day's jobs' flags about their crews' people at `now`. */
export function crewFlags(jobs: JobRow[], now: number) {
  // On the day (not in the spec): someone on the crew told the company she runs late, while
  // the job is not over (then it is news no more). First: it is about the next hour.
  const lateFlags = jobs
    .filter((job) => !job.done && now < Date.parse(job.order.end_at))
    .flatMap((job) =>
      job.accepted
        .filter(
          (member) =>
            member.on_my_way_at != null &&
            (member.late_minutes ?? 0) > 0 &&
            // She is there (time clock): late no more.
            member.clocked_in_at == null,
        )
        .map((member): BoardFlag => ({
          kind: 'late',
          text: `${fullName(member)} is ${onTheWayText(member)} for #${job.order.number}`,
          orderId: job.order.id,
          orderNumber: job.order.number,
          employeeId: member.employee_id,
          person: fullName(member),
        })),
    );
  // A job under way with someone who never confirmed, said nothing and has not clocked in:
  // the dispatcher calls her now (first, with who runs late).
  const notArrivedFlags = jobs.flatMap((job) =>
    job.notArrived.map((member): BoardFlag => ({
      kind: 'not-arrived',
      text: `${fullName(member)} has not arrived at #${job.order.number} (never confirmed)`,
      orderId: job.order.id,
      orderNumber: job.order.number,
      employeeId: member.employee_id,
      person: fullName(member),
    })),
  );
  // Before the start: someone on the crew who has not confirmed within 24 hours of it (the
  // server's `overdue`, her chip red; the Activity's crew_unconfirmed): the dispatcher asks her
  // or finds someone else. Not who has time off (flagged as such) or said she is on her way.
  const unconfirmedFlags = jobs
    .filter((job) => !job.done && !job.ended && now < Date.parse(job.order.start_at))
    .flatMap((job) =>
      job.accepted
        .filter(
          (member) =>
            member.confirmation === 'overdue' &&
            !offDuringJob(member) &&
            member.on_my_way_at == null,
        )
        .map((member): BoardFlag => ({
          kind: 'unconfirmed',
          text: `${fullName(member)} has not confirmed #${job.order.number} (starts within 24 hours)`,
          orderId: job.order.id,
          orderNumber: job.order.number,
          employeeId: member.employee_id,
          person: fullName(member),
        })),
    );
  return { lateFlags, notArrivedFlags, unconfirmedFlags };
}
