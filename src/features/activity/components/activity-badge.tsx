import { formatBadge } from '@/platform/ui';
import { selectActiveBranchId } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import { useUnreadCount } from '../api/use-branch-notifications';

/** Unread count of the active branch; '99+' from 100. Nothing when all is read. */
export function ActivityBadge() {
  const branchId = useAppSelector(selectActiveBranchId);
  const count = useUnreadCount(branchId);
  if (count <= 0) return null;
  return (
    <span className="app-badge" aria-label={`${count} unread`}>
      {formatBadge(count)}
    </span>
  );
}

/** Mobile bell's green dot: anything unread. */
export function useHasUnread(): boolean {
  const branchId = useAppSelector(selectActiveBranchId);
  return useUnreadCount(branchId) > 0;
}
