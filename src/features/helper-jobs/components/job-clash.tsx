import type {
  HelperCalendarEvent,
  HelperCompanyInvitation,
  HelperOutsourceOffer,
} from '@/platform/api/generated/model';
import { branchTimeZone, formatWhen } from '@/platform/format';
import { useListHelperCalendar } from '../api/endpoints';

const DAY_MS = 24 * 60 * 60_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Her calendar around a job: the jobs starting from the day before its start to its end's
 * day, in UTC days, so a job over midnight in any zone is read. One query for the job's
 * clash and for a new invitation to its order (the same key: one request).
 */
export function useCalendarAroundJob(
  job: Pick<HelperCompanyInvitation | HelperOutsourceOffer, 'order'>,
  enabled: boolean,
): HelperCalendarEvent[] | undefined {
  const start = Date.parse(job.order.start_at);
  const end = Date.parse(job.order.end_at);
  const calendar = useListHelperCalendar(
    { 'filter[date_from]': utcDay(start - DAY_MS), 'filter[date_to]': utcDay(end) },
    { query: { enabled } },
  );
  return calendar.data?.data;
}

/**
 * Another job she is on whose time overlaps this one's (from her calendar around it), if
 * any, and still on: a job its company has completed or cancelled holds her no longer, as
 * the server's rule says (QA-228 L3: one completed early kept a new job at its time from her
 * Accept). Read only where it matters (a job she may still take).
 */
export function useJobClash(
  job: HelperCompanyInvitation | HelperOutsourceOffer,
  { enabled = true }: { enabled?: boolean } = {},
): HelperCalendarEvent | undefined {
  const start = Date.parse(job.order.start_at);
  const end = Date.parse(job.order.end_at);
  return useCalendarAroundJob(job, enabled)?.find(
    (event) =>
      event.status === 'accepted' &&
      event.order.id !== job.order.id &&
      event.order.completed_at == null &&
      event.order.cancelled_at == null &&
      Date.parse(event.start_at) < end &&
      start < Date.parse(event.end_at),
  );
}

/**
 * A new job at the time of another she is on says so before she tries: the server refuses
 * to book her twice ("Maria Lopez is already on order #1012 at that time."), and before, she
 * learnt it from that refusal, or a company from refusing her application (QA helper-94).
 * The details then offer no Accept, as for her time off. Nothing while her jobs are loading
 * or could not be read.
 */
export function JobClash({ event }: { event: HelperCalendarEvent | undefined }) {
  if (!event) return null;
  return (
    <p className="hj-details__ended" role="note">
      You are on order #{event.order.number} at that time (
      {formatWhen(event, branchTimeZone(event.branch))}): you cannot take this job while that
      stands. Ask that company to release you, or reject this one.
    </p>
  );
}
