import { Callout, type IconName, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { helperJobHref, href } from '@/platform/routing';
import { useRecentlyCancelled } from '../api/recently-cancelled';
import { bucketRoute } from '../model/buckets';
import { useEndedJobs, useRememberUnseen } from '../model/ended-jobs-notice';

/**
 * One notice on top of the Job page: what waits for her (her confirmations, invitations to a
 * job or to a branch's team) or what happened to her jobs, a sentence and where to see it.
 */
export function JobPageNote(props: { intent: Intent; icon: IconName; children: ReactNode }) {
  return (
    <Callout intent={props.intent} icon={props.icon} className="helper-job__invite-note" compact>
      {props.children}
    </Callout>
  );
}

/**
 * New job invitations wait for her answer (the Company invitations New tab's count): said as
 * the branch invitations are, not only by the badge's number (QA-211 L1).
 */
export function JobInvitationsNote({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <JobPageNote intent="primary" icon="envelope">
      {count === 1
        ? 'A company invites you to a job.'
        : `${count} job invitations wait for your answer.`}{' '}
      <Link href={href('helper-job-company-new')}>See new job invitations</Link>
    </JobPageNote>
  );
}

/**
 * Her accepted jobs the company ended (took her off the crew, cancelled the order) that she
 * has not seen yet (model/ended-jobs.ts; QA-211 H1), heard live or read from her Cancelled
 * lists as the page opens: one opens its Order details, several the Cancelled list.
 */
export function EndedJobsNote() {
  // Those the company ended while no tab of hers listened: her Cancelled lists say them.
  const cancelled = useRecentlyCancelled();
  useRememberUnseen('company', cancelled.company);
  useRememberUnseen('outsource', cancelled.outsource);
  const jobs = useEndedJobs();
  const [only] = jobs;
  if (!only) return null;
  // Several: the Cancelled list that holds them (her Company invitations' when both do).
  const list = jobs.every((job) => job.group === 'outsource') ? 'outsource' : 'company';
  return (
    <JobPageNote intent="warning" icon="disable">
      {jobs.length === 1 ? (
        <>
          {only.text} <Link href={helperJobHref(only.group, only.id)}>Open order</Link>
        </>
      ) : (
        <>
          {jobs.map((job) => job.text).join(' ')}{' '}
          <Link href={href(bucketRoute(list, 'cancelled'))}>See cancelled jobs</Link>
        </>
      )}
    </JobPageNote>
  );
}
