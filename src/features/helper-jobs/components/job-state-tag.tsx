import { Tag } from '@blueprintjs/core';
import type { HelperBucket } from '@/platform/api/generated/model';
import { OrderStatusTag } from '@/platform/orders';
import { bucketLabel, cancelledLabel } from '../model/buckets';
import { AWAITING_COMPLETION_TAG, hasLeft } from '../model/confirmation';
import type { HelperJob } from './job-facts';

const BUCKET_INTENT: Record<HelperBucket, 'primary' | 'success' | 'danger' | 'none'> = {
  new: 'primary',
  accepted: 'success',
  waiting: 'danger',
  cancelled: 'none',
};

/**
 * Where the job stands for her: its bucket, except a job she left ("You left", not
 * "Rejected": review M4), a job of hers the company completed (the order's own Completed
 * tag, not "Accepted": review L7), a new job that has ended (Ended, as on its card: it
 * takes no one any more), an invitation withdrawn from a job that goes on (Withdrawn, or Moved
 * when the company invited her to another of its jobs in its place) and an
 * offer that ended before it took her (Filled, Withdrawn or Closed), and a job she took that
 * ended and waits for the company to complete it (`awaiting`: awaitsCompany).
 */
export function JobStateTag({
  job,
  ended,
  awaiting = false,
}: {
  job: HelperJob;
  ended: boolean;
  awaiting?: boolean;
}) {
  if (ended) return <Tag round>Ended</Tag>;
  if (awaiting)
    return (
      <Tag intent="warning" round>
        {AWAITING_COMPLETION_TAG}
      </Tag>
    );
  if (job.bucket === 'accepted' && job.order.completed_at)
    return <OrderStatusTag order={job.order} round />;
  // An invitation the company withdrew while the order goes on (QA 56), as a branch
  // invitation reads: not "Cancelled", which the order itself may be; Moved (the dispatch
  // board) for another job of the company; an offer that ended before it took her.
  const why = cancelledLabel(job);
  if (why) return <Tag round>{why}</Tag>;
  if (hasLeft(job))
    return (
      <Tag intent="warning" round>
        You left
      </Tag>
    );
  return (
    <Tag intent={BUCKET_INTENT[job.bucket]} round>
      {bucketLabel(job.bucket)}
    </Tag>
  );
}
