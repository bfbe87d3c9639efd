import { Callout } from '@blueprintjs/core';
import { branchTimeZone, formatDate } from '@/platform/format';
import { PhoneLink } from '@/platform/ui';
import { awaitsCompany } from '../model/confirmation';
import type { HelperJob } from './job-facts';

/**
 * A job she took that has ended and that the company has not marked completed (QA helper-159
 * F2: her Order details said only "Accepted", weeks after it; Earnings alone said it waits):
 * when it ended, on the branch's clocks, that it counts in her earnings once completed, and
 * the company's phone to ask them.
 */
export function AwaitingCompletion({ job, now }: { job: HelperJob; now: number }) {
  if (!awaitsCompany(job, now)) return null;
  const { order, branch } = job;
  return (
    <Callout compact className="hj-left" role="note">
      <p>
        This job ended on {formatDate(order.end_at, branchTimeZone(branch))}. {branch.company_name}{' '}
        has not marked it completed yet; it counts in your earnings once they do. To ask them, call{' '}
        <PhoneLink value={branch.phone} />.
      </p>
    </Callout>
  );
}
