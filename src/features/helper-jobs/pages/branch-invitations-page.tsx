import { useLocation } from 'wouter';
import { usePageParam, useQueryParam, useStayInRange } from '@/platform/routing';
import { EmptyState, QueryError, SkeletonList, failedOutright } from '@/platform/ui';
import { ListFooter, RouteTabs } from '@/platform/widgets';
import { useBranchInvitationCounts, useBranchInvitationList } from '../api/use-branch-invitations';
import { BranchInvitationCard } from '../components/branch-invitation-card';
import {
  BRANCH_EMPTY,
  BRANCH_INVITATIONS_TITLE,
  BRANCH_PER_PAGE,
  formatBranchBucket,
  parseBranchBucket,
} from '../model/branch-invitations';
import { BUCKETS, bucketLabel } from '../model/buckets';
import './helper-job.css';

/**
 * /helper/job/branch-invitations: the companies' invitations to join one of their branches
 * (not jobs: joining makes her a member of the branch's team). The four buckets are tabs
 * (`?bucket=`, New by default), each with its count; one page of cards (`?page=`).
 */
export function BranchInvitationsPage() {
  const [location] = useLocation();
  const bucket = useQueryParam('bucket', parseBranchBucket, formatBranchBucket);
  const [page, setPage] = usePageParam();
  const counts = useBranchInvitationCounts();
  const query = useBranchInvitationList(bucket, page);
  const data = query.data?.data;
  const listTitle = `${BRANCH_INVITATIONS_TITLE}: ${bucketLabel(bucket)}`;
  // Answering the last card of the last page, or a stale link, leaves it past the end.
  const moving = useStayInRange(data, page, setPage);
  return (
    <div className="helper-job">
      <p className="app-muted">
        Companies invite you to join a branch&apos;s team. Once you join, the branch can put you on
        its crews.
      </p>
      <RouteTabs
        label={BRANCH_INVITATIONS_TITLE}
        current={bucket}
        className="hj-tabs"
        tabs={BUCKETS.map(({ key, label }) => ({
          key,
          label,
          to: key === 'new' ? location : `${location}?bucket=${key}`,
          count: counts[key],
        }))}
      />
      <section aria-label={listTitle} className="hj-list">
        {failedOutright(query) ? (
          <QueryError query={query} message="Your branch invitations could not be loaded." />
        ) : data === undefined || moving ? (
          <SkeletonList rows={3} label="Loading branch invitations" />
        ) : data.data.length === 0 ? (
          <EmptyState
            icon="office"
            title="No branch invitations here"
            description={BRANCH_EMPTY[bucket]}
          />
        ) : (
          <>
            {data.data.map((invitation) => (
              <BranchInvitationCard key={invitation.id} invitation={invitation} />
            ))}
            <ListFooter
              page={data}
              current={page}
              size={BRANCH_PER_PAGE}
              label={`${listTitle} pages`}
              onPageChange={setPage}
              hideSinglePage
            />
          </>
        )}
      </section>
    </div>
  );
}
