import { countOf } from '@/platform/format';
import { formatBadge } from '@/platform/ui';
import { usePendingBranchInvitations } from '../api/use-branch-invitations';

export const pendingLabel = (count: number) => countOf(count, 'pending branch invitation');

/** The helper navigation's count of invitations to join a branch waiting for an answer. */
export function BranchInvitationsBadge() {
  const count = usePendingBranchInvitations();
  if (count <= 0) return null;
  return (
    <span className="app-badge" aria-label={pendingLabel(count)} title={pendingLabel(count)}>
      {formatBadge(count)}
    </span>
  );
}
