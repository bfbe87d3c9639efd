import { formatBadge } from '@/platform/ui';
import { selectActiveBranchId, useBranchList } from '@/platform/session';
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

/**
 * The mobile bell's dot: unread activity in any branch (spec section 2), not just the active
 * one. The active branch's own count is the freshest; the others' come with the branch list
 * (kept current by pushes and reads).
 */
export function useHasUnread(): boolean {
  const branchId = useAppSelector(selectActiveBranchId);
  const activeUnread = useUnreadCount(branchId);
  const { branches } = useBranchList();
  return (
    activeUnread > 0 || branches.some((b) => b.id !== branchId && b.unread_notifications_count > 0)
  );
}
