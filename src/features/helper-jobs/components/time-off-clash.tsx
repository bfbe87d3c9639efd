import { Tag } from '@blueprintjs/core';
import type {
  HelperCompanyInvitation,
  HelperOutsourceOffer,
  TimeOff,
} from '@/platform/api/generated/model';
import { branchTimeZone, formatDayRange } from '@/platform/format';
import { jobDuringTimeOff, jobHasEnded } from '@/platform/orders';
import { useListHelperTimeOff } from '../api/endpoints';

/** The entry of her time off the job touches (on its branch's clocks), if any. */
export function useTimeOffDuring(
  job: HelperCompanyInvitation | HelperOutsourceOffer,
  { enabled = true }: { enabled?: boolean } = {},
) {
  // Read only where it matters (a job she may still take): a failed read toasts.
  const timeOff = useListHelperTimeOff({ query: { enabled } });
  const zone = branchTimeZone(job.branch);
  return timeOff.data?.data.find((e) => jobDuringTimeOff(job.order, zone, e));
}

/**
 * Whether her time off has a say on the job: one she has taken and not yet started, seen end
 * or seen cancelled (the company sees her as off, she is asked no confirmation), or a new one she
 * may still take (she cannot while that stands). Her card, the calendar's dialog and Order
 * details read it.
 */
export function timeOffApplies(job: HelperCompanyInvitation | HelperOutsourceOffer, now: number) {
  const { order } = job;
  if (job.bucket === 'accepted')
    return (
      !order.cancelled_at && !order.completed_at && !job.clocked_in_at && !jobHasEnded(order, now)
    );
  const applied = 'my_application' in job && job.my_application?.status === 'pending';
  return job.bucket === 'new' && !jobHasEnded(order, now) && !applied;
}

/** The same on a job's card in her lists: a tag, the days in its title. */
export function TimeOffTag({ entry }: { entry: TimeOff | undefined }) {
  if (!entry) return null;
  return (
    <Tag
      minimal
      intent="warning"
      title={`You have time off on ${formatDayRange(entry.start_date, entry.end_date)}`}
    >
      Time off
    </Tag>
  );
}

/**
 * A new job on a day of her time off says so before she tries: the server refuses to accept
 * it ("You are off on that day."), and before, she learnt it only from that refusal (QA
 * 2026-12-04); the details offer no Accept then (QA helper-85: it stayed, and was refused).
 * Nothing while her time off is loading or could not be read.
 */
export function TimeOffClash({
  entry,
  accepted = false,
}: {
  entry: TimeOff | undefined;
  /** A job she has taken: the company sees her as off on it, and she is not asked to confirm. */
  accepted?: boolean;
}) {
  if (!entry) return null;
  const days = formatDayRange(entry.start_date, entry.end_date);
  return (
    <p className="hj-details__ended" role="note">
      {accepted
        ? `You have time off on ${days}, during this job: the company sees you as off for it. Change your time off in Work settings, or tell the company you can't make it.`
        : `You have time off on ${days}, during this job: you cannot take it while that stands. Change your time off in Work settings, or reject the job.`}
    </p>
  );
}
