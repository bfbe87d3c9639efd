import { Callout } from '@blueprintjs/core';
import { branchTimeZone, formatDateTime } from '@/platform/format';
import type { HelperJob } from './job-facts';

/**
 * What she told the company when she left the crew (review M4): when, and her reason (a
 * provider without `dropped_out_reason` gives the date alone).
 */
export function LeftJob({ job }: { job: HelperJob }) {
  if (!job.dropped_out_at) return null;
  const when = formatDateTime(job.dropped_out_at, branchTimeZone(job.branch));
  const reason = job.dropped_out_reason?.trim();
  return (
    <Callout
      intent="warning"
      icon="blocked-person"
      compact
      className="hj-left"
      title="You left this job"
    >
      <p>
        On {when} you told {job.branch.company_name} you can&apos;t make it
        {reason ? ':' : '.'}
      </p>
      {reason && <p className="hj-left__reason">“{reason}”</p>}
    </Callout>
  );
}
