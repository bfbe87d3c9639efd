import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { EmptyState, ErrorState, SkeletonList } from '@/platform/ui';
import { Pagination, RouteTabs } from '@/platform/widgets';
import { useBranchInvitationCounts, useBranchInvitationList } from '../api/use-branch-invitations';
import { BranchInvitationCard } from '../components/branch-invitation-card';
import {
  BRANCH_EMPTY,
  BRANCH_INVITATIONS_TITLE,
  BRANCH_PER_PAGE,
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
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const bucket = parseBranchBucket(params.get('bucket'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const counts = useBranchInvitationCounts();
  const query = useBranchInvitationList(bucket, page);
  const data = query.data?.data;
  const listTitle = `${BRANCH_INVITATIONS_TITLE}: ${bucketLabel(bucket)}`;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / BRANCH_PER_PAGE)) : page;
  // Answering the last card of the last page leaves it empty: show the page before it.
  useEffect(() => {
    if (page > lastPage) navigate(at(lastPage), { replace: true });
  });
  function at(next: number) {
    const wanted = new URLSearchParams();
    if (bucket !== 'new') wanted.set('bucket', bucket);
    if (next > 1) wanted.set('page', String(next));
    const text = wanted.toString();
    return text ? `${location}?${text}` : location;
  }
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
        {query.isError ? (
          <ErrorState
            message="Your branch invitations could not be loaded."
            onRetry={() => void query.refetch()}
          />
        ) : data === undefined ? (
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
            {data.total > BRANCH_PER_PAGE && (
              <Pagination
                total={data.total}
                page={page}
                size={BRANCH_PER_PAGE}
                label={`${listTitle} pages`}
                onPageChange={(next) => navigate(at(next))}
              />
            )}
          </>
        )}
      </section>
    </div>
  );
}
