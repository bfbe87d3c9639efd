import type { Availability } from '@/platform/api/generated/model';
import { viewerTimeZone } from '@/platform/format';
import { useToday } from '@/platform/ui';
import { comingJobsParams, jobsOutsideWeek } from '../model/availability-jobs';
import { JobsStillOn } from './jobs-still-on';

/**
 * Under the weekly availability: the jobs she accepted that her saved schedule no longer holds
 * (a day taken off, hours cut). She is still on them; each opens its details, where she can
 * tell the company she can't make it.
 */
export function JobsOutsideWeek({ week }: { week: readonly Availability[] }) {
  const today = useToday(viewerTimeZone());
  return (
    <JobsStillOn
      params={comingJobsParams(today)}
      pick={(events, now) => jobsOutsideWeek(week, events, now)}
      label="Your jobs outside your weekly availability"
      text={(count) =>
        count === 1
          ? 'You are still on this job, outside your weekly availability: the availability is for new invitations, and its company still counts on you. If you can’t make it, open it and tell them.'
          : 'You are still on these jobs, outside your weekly availability: the availability is for new invitations, and their companies still count on you. If you can’t make them, open each and tell its company.'
      }
    />
  );
}
