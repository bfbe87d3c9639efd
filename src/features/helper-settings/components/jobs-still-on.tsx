import { Callout } from '@blueprintjs/core';
import { Link } from 'wouter';
import type { HelperCalendarEvent } from '@/platform/api/generated/model';
import { branchTimeZone, formatDate, formatTimeRange } from '@/platform/format';
import { helperEventHref } from '@/platform/routing';

/**
 * Jobs she accepted and is still on although her settings now say she is away (time off on
 * their days, or a weekly availability that no longer holds them): the text, then each job
 * linking to its details page, where she can tell the company she can't make it.
 */
export function JobsStillOn({
  jobs,
  text,
  label,
}: {
  jobs: readonly HelperCalendarEvent[];
  text: string;
  label: string;
}) {
  return (
    <Callout intent="warning" compact className="helper-settings__time-off-jobs">
      {text}
      <ul aria-label={label}>
        {jobs.map((job) => {
          const zone = branchTimeZone(job.branch);
          return (
            <li key={job.id}>
              <Link href={helperEventHref(job)}>Order #{job.order.number}</Link>{' '}
              {formatDate(job.start_at, zone)}, {formatTimeRange(job.start_at, job.end_at, zone)} ·{' '}
              {job.branch.name}
            </li>
          );
        })}
      </ul>
    </Callout>
  );
}
