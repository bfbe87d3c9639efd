import { Callout } from '@blueprintjs/core';
import { Link } from 'wouter';
import { href } from '@/platform/routing';
import { branchTimeZone, formatDateTime } from '@/platform/format';
import type { HelperCalendarEvent, HelperCompanyInvitation } from '@/platform/api/generated/model';
import { TAKEN_OFF_CREW, takenOffCrew } from '../model/buckets';
import type { HelperJob } from './job-facts';
import { useCalendarAroundJob } from './job-clash';

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

/**
 * Why a job of hers is cancelled (QA 56: a plain "Cancelled" tag said neither when nor why,
 * nor whether the order went or only her invitation): the company cancelled the order (when,
 * and the reason it gave; a provider without `cancel_reason` gives the date alone), completed
 * it before she answered (its completion closes the invitations not answered: review 56), or
 * withdrew her invitation while the order goes on (or moved it to another of its jobs: the
 * dispatch board, `moved_to`), or took her off the crew after she accepted (`takenOffCrew`).
 */
export function CancelledJob({ job, again }: { job: HelperJob; again?: HelperCalendarEvent }) {
  if (job.bucket !== 'cancelled') return null;
  // An offer says why it ended itself (offerEndedText), but for its order's cancellation,
  // said as for an invitation (QA 57 M9: an accepted offer's job read "You are on the crew").
  if ('my_application' in job && !job.order.cancelled_at) return null;
  const zone = branchTimeZone(job.branch);
  const company = job.branch.company_name;
  const { order } = job;
  if (order.cancelled_at) {
    const reason = order.cancel_reason?.trim();
    return (
      <Callout compact className="hj-left" title="The order was cancelled">
        <p>
          {company} cancelled order #{order.number} on {formatDateTime(order.cancelled_at, zone)}
          {reason ? ':' : '.'}
        </p>
        {reason && <p className="hj-left__reason">“{reason}”</p>}
      </Callout>
    );
  }
  const invitedAgain = again && (
    <p className="hj-left__again">
      {company} invited you to order #{order.number} again.{' '}
      <Link href={href('helper-job-company-details', { id: again.source_id })}>
        Open the new invitation
      </Link>
    </p>
  );
  if (takenOffCrew(job as HelperCompanyInvitation))
    return (
      <Callout compact className="hj-left" title={TAKEN_OFF_CREW.label}>
        <p>
          {TAKEN_OFF_CREW.text(
            company,
            order.number,
            formatDateTime((job as HelperCompanyInvitation).updated_at, zone),
          )}
        </p>
        {invitedAgain}
      </Callout>
    );
  if (order.completed_at)
    return (
      <Callout compact className="hj-left" title="The job was done without you">
        <p>
          {company} completed order #{order.number} on {formatDateTime(order.completed_at, zone)}{' '}
          before you answered; the invitation is closed.
        </p>
      </Callout>
    );
  const moved = (job as HelperCompanyInvitation).moved_to;
  if (moved)
    return (
      <Callout compact className="hj-left" title="Your invitation was moved">
        <p>
          {company} moved your invitation from order #{order.number} to order #{moved.order_number},
          on {formatDateTime(moved.start_at, zone)}.{' '}
          <Link href={href('helper-job-company-details', { id: moved.id })}>
            See order #{moved.order_number}
          </Link>
        </p>
      </Callout>
    );
  return (
    <Callout compact className="hj-left" title="Your invitation was withdrawn">
      <p>
        {company} withdrew your invitation to order #{order.number} on{' '}
        {formatDateTime((job as HelperCompanyInvitation).updated_at, zone)}; the order goes on
        without you.
      </p>
      {invitedAgain}
    </Callout>
  );
}

/** CancelledJob on her Order details: a withdrawn invitation links to her new one (L3). */
export function CancelledJobDetails({ job }: { job: HelperJob }) {
  return <CancelledJob job={job} again={useInvitedAgain(job)} />;
}

/**
 * Her live invitation (pending or accepted) to the order of this withdrawn one, when the
 * company invited her to it again: from her calendar around the job's day (useJobClash's
 * query; refreshed by each push of her invitations). QA helper-172 L3: the withdrawn page
 * stayed "the order goes on without you", the new invitation to be found in New.
 */
function useInvitedAgain(job: HelperJob): HelperCalendarEvent | undefined {
  const withdrawn =
    job.bucket === 'cancelled' &&
    !('my_application' in job) &&
    !job.order.cancelled_at &&
    !job.order.completed_at &&
    !(job as HelperCompanyInvitation).moved_to;
  const calendar = useCalendarAroundJob(job, withdrawn);
  if (!withdrawn) return undefined;
  return calendar?.find(
    (event) =>
      event.source === 'company_invitation' &&
      event.order.id === job.order.id &&
      event.source_id !== job.id,
  );
}
