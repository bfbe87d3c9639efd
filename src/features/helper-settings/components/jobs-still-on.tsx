import { Callout } from '@blueprintjs/core';
import { useMemo } from 'react';
import { Link } from 'wouter';
import type { HelperCalendarEvent, ListHelperCalendarParams } from '@/platform/api/generated/model';
import { branchTimeZone, formatDate, formatTimeRange } from '@/platform/format';
import { helperEventHref } from '@/platform/routing';
import { useNowAt } from '@/platform/ui';
import { useListHelperCalendar } from '../api/endpoints';

/**
 * Jobs she accepted and is still on although her settings now say she is away (time off on
 * their days, or a weekly availability that no longer holds them): her calendar's jobs over
 * `params`, those `pick` keeps at `now` (a job leaves the list as it ends), under `text` (by
 * their count), each linking to its details page, where she can tell the company she can't
 * make it. Nothing when there are none.
 */
export function JobsStillOn({
  params,
  pick,
  text,
  label,
}: {
  params: ListHelperCalendarParams;
  pick: (events: readonly HelperCalendarEvent[], now: number) => HelperCalendarEvent[];
  text: (count: number) => string;
  label: string;
}) {
  const { data } = useListHelperCalendar(params);
  const ends = useMemo(() => (data?.data ?? []).map((e) => Date.parse(e.end_at)), [data]);
  const now = useNowAt(ends);
  const jobs = data ? pick(data.data, now) : [];
  if (jobs.length === 0) return null;
  return (
    <Callout intent="warning" compact className="helper-settings__time-off-jobs">
      {text(jobs.length)}
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
