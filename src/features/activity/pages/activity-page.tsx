import { Button } from '@blueprintjs/core';
import { selectActiveBranchId, selectBranchState, selectIsManager } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import { EmptyState, ErrorState, SkeletonList, TEXTS } from '@/platform/ui';
import { useBranchNotifications } from '../api/use-branch-notifications';
import { NotificationItem } from '../components/notification-item';
import './activity.css';

/** /company/activity: the active branch's notifications, newest first, paged. */
export function ActivityPage() {
  const branchId = useAppSelector(selectActiveBranchId);
  const branchState = useAppSelector(selectBranchState);
  const isManager = useAppSelector(selectIsManager);

  if (branchState.status === 'ready' && branchState.branchCount === 0) {
    return isManager ? (
      <EmptyState icon="lock" title="No branches yet" description={TEXTS.noBranchesManager} />
    ) : (
      <EmptyState
        icon="office"
        title="No branches yet"
        description="Your company has no branches yet. Activity appears here once a branch is created and its team starts working."
      />
    );
  }
  if (!branchId || branchState.status === 'loading' || branchState.status === 'idle') {
    return <SkeletonList label="Loading activity" />;
  }
  return <BranchActivity branchId={branchId} />;
}

function BranchActivity({ branchId }: { branchId: number }) {
  const query = useBranchNotifications(branchId);
  if (query.isPending) return <SkeletonList label="Loading activity" />;
  if (query.isError) return <ErrorState message={query.error.message} onRetry={() => query.refetch()} />;
  const { items, total } = query.data;
  if (items.length === 0) {
    return (
      <EmptyState
        icon="notifications"
        title="No activity yet"
        description="When helpers answer invitations or orders change, it shows up here."
      />
    );
  }
  return (
    <section className="app-card activity-card" aria-label="Activity">
      <ul className="activity-list">
        {items.map((n) => (
          <NotificationItem key={n.id} notification={n} />
        ))}
      </ul>
      <div className="activity-footer">
        <span className="app-muted">
          Showing {items.length} of {total}
        </span>
        {query.hasNextPage && (
          <Button
            text="Load more"
            loading={query.isFetchingNextPage}
            onClick={() => query.fetchNextPage()}
          />
        )}
      </div>
    </section>
  );
}
