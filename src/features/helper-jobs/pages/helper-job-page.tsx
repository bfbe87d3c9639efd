import { Card, Icon } from '@blueprintjs/core';
import { Fragment, useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import { countOf } from '@/platform/format';
import { href } from '@/platform/routing';
import { useAppSelector } from '@/platform/store';
import { selectUser } from '@/platform/session';
import { CountNotLoaded, ErrorState, failedOutright } from '@/platform/ui';
import { useBranchInvitationCounts } from '../api/use-branch-invitations';
import { useJobCounts } from '../api/use-helper-jobs';
import { EndedJobsNote, JobInvitationsNote, JobPageNote } from '../components/job-page-notes';
import { OnTheDayJobs } from '../components/on-the-day-jobs';
import { ProfileChecklist } from '../components/profile-checklist';
import { BRANCH_INVITATIONS_TITLE } from '../model/branch-invitations';
import {
  awaitingGroups,
  BUCKETS,
  bucketRoute,
  groupTitle,
  GROUPS,
  type BucketDef,
  type JobGroup,
} from '../model/buckets';
import './helper-job.css';

/**
 * /helper/job: the helper's job area, both groups with their four buckets and counts (one
 * call, GET /helper/job-counts); each bucket card opens its list. Below them the invitations
 * to join a company's branch, by bucket too (page 1 of each list, the same queries as the
 * Branch invitations tabs). Notices on top (job-page-notes.tsx): her accepted jobs the company
 * ended that she has not seen, jobs to confirm, job and branch invitations waiting for an
 * answer. Above the groups, on the day of a job, that job with On my way / Running late.
 */
export function HelperJobPage() {
  const user = useAppSelector(selectUser);
  const jobCounts = useJobCounts();
  const { data, error, refetch } = jobCounts;
  const branchCounts = useBranchInvitationCounts();
  if (failedOutright(jobCounts)) {
    return (
      <ErrorState
        error={error}
        message="Your jobs could not be loaded."
        onRetry={() => void refetch()}
      />
    );
  }
  const counts = data?.data;
  const pending = branchCounts.new ?? 0;
  const toConfirm = counts?.awaiting_confirmation ?? 0;
  const branchPath = href('helper-job-branch-invitations');
  const none =
    counts !== undefined && GROUPS.every((g) => BUCKETS.every((b) => counts[g.key][b.key] === 0));
  return (
    <div className="helper-job">
      <p className="app-muted">
        {user ? `Hi ${user.first_name}, ` : ''}here are the jobs companies offer you, by status.
      </p>
      {/* A helper's own profile (a manager's helper view has none to complete). */}
      {user?.isHelper && <ProfileChecklist />}
      <EndedJobsNote />
      {counts && toConfirm > 0 && (
        <JobPageNote intent="warning" icon="time">
          {toConfirm === 1
            ? 'A job you accepted waits for your confirmation.'
            : `${toConfirm} jobs you accepted wait for your confirmation.`}{' '}
          <AwaitingLinks groups={awaitingGroups(counts.awaiting_confirmation_by_group)} />
        </JobPageNote>
      )}
      <JobInvitationsNote count={counts?.company.new ?? 0} />
      {pending > 0 && (
        <JobPageNote intent="primary" icon="office">
          {pending === 1
            ? 'A company invites you to join its team.'
            : `${pending} invitations to join a company's team wait for your answer.`}{' '}
          <Link href={branchPath}>See {BRANCH_INVITATIONS_TITLE.toLowerCase()}</Link>
        </JobPageNote>
      )}
      <OnTheDayJobs />
      {GROUPS.map((group) => (
        <section
          key={group.key}
          className="helper-job__group"
          aria-labelledby={`group-${group.key}`}
        >
          <h2 id={`group-${group.key}`} className="helper-job__group-title">
            {group.title}
          </h2>
          <p className="app-muted">{group.description}</p>
          <div className="helper-job__buckets">
            {BUCKETS.map((bucket) => (
              <BucketCard
                key={bucket.key}
                bucket={bucket}
                to={href(bucketRoute(group.key, bucket.key))}
                group={group.title}
                count={counts?.[group.key][bucket.key]}
                text={jobsText}
              />
            ))}
          </div>
        </section>
      ))}
      <section className="helper-job__group" aria-labelledby="group-branch">
        <h2 id="group-branch" className="helper-job__group-title">
          {BRANCH_INVITATIONS_TITLE}
        </h2>
        <p className="app-muted">Companies invite you to join a branch&apos;s team.</p>
        <div className="helper-job__buckets">
          {BUCKETS.map((bucket) => (
            <BucketCard
              key={bucket.key}
              bucket={bucket}
              to={bucket.key === 'new' ? branchPath : `${branchPath}?bucket=${bucket.key}`}
              group={BRANCH_INVITATIONS_TITLE}
              count={branchCounts[bucket.key]}
              text={invitations}
            />
          ))}
        </div>
      </section>
      {none && (
        <p className="helper-job__note" role="note">
          You have no job invitations yet. When a company invites you to an order or sends you an
          outsourcing offer, it appears here.
        </p>
      )}
    </div>
  );
}

/**
 * The Accepted list that holds the jobs to confirm; when both groups hold some, both lists,
 * by their group's title (QA helper-85: one link to her Company invitations was all).
 */
function AwaitingLinks({ groups }: { groups: JobGroup[] }) {
  // A server that does not say which list holds them: her Company invitations' first.
  if (groups.length === 0)
    return <Link href={href('helper-job-company-accepted')}>See accepted jobs</Link>;
  if (groups.length === 1)
    return <Link href={href(bucketRoute(groups[0]!, 'accepted'))}>See accepted jobs</Link>;
  return (
    <>
      See accepted jobs:{' '}
      {groups.map((group, i) => (
        <Fragment key={group}>
          {i > 0 && ', '}
          <Link href={href(bucketRoute(group, 'accepted'))}>{groupTitle(group)}</Link>
        </Fragment>
      ))}
    </>
  );
}

function BucketCard(props: {
  bucket: BucketDef;
  to: string;
  /** The group's title: the link is named "New company invitations" and so on. */
  group: string;
  /** Undefined while it loads (a skeleton), null when its call failed (a dash: `tabCount`). */
  count: number | null | undefined;
  text: (count: number) => ReactNode;
}) {
  const { bucket, to, group, count, text } = props;
  // The link is the bucket's label ("New"), stretched over the card (helper-job.css): a link
  // around the whole card showed the count too, and its name ("Company invitations: New")
  // did not start with what is shown, which fails Label in Name (WCAG 2.5.3). Its name starts
  // with the label, the group after it; the count is its description (review 54).
  const countId = useId();
  return (
    <Card interactive className="helper-job__bucket">
      <div className="helper-job__bucket-head">
        <Icon icon={bucket.icon} />
        <strong>
          <Link
            href={to}
            className="helper-job__bucket-link"
            aria-label={`${bucket.label} ${group.toLowerCase()}`}
            aria-describedby={count === undefined ? undefined : countId}
          >
            {bucket.label}
          </Link>
        </strong>
      </div>
      {count === undefined ? (
        <div className="bp6-skeleton" style={{ height: 18, width: 80 }} aria-label="Loading" />
      ) : (
        // A failed count is the tabs' dash, not a skeleton for good (QA helper-113).
        <p className="helper-job__count" id={countId}>
          {count === null ? <CountNotLoaded /> : text(count)}
        </p>
      )}
    </Card>
  );
}

function invitations(count: number): string {
  return count === 0 ? 'None yet.' : countOf(count, 'invitation');
}

function jobsText(count: number): string {
  return count === 0 ? 'No jobs here yet.' : countOf(count, 'job');
}
