import type { ReactNode } from 'react';
import { useAppSelector } from '@/platform/store/hooks';
import { EmptyState, ErrorState, SkeletonList } from '@/platform/ui/page-state';
import { TEXTS } from '@/platform/ui/texts';
import { useBranchList } from './branches';
import { selectIsManager } from './session.slice';

/**
 * Company pages work on one branch: the active one, else the first (spec section 4). Until
 * there is one they show the same states: loading, an error with a retry, or "No branches
 * yet" (a manager is told the owner must give access, spec section 6; an owner what to do).
 * The sidebar hides these pages without branches, but a typed URL still lands here.
 */
export function BranchGate({
  children,
  noBranches,
  loadingLabel = 'Loading',
}: {
  children: (branchId: number) => ReactNode;
  /** What an owner without branches should do, on this page. */
  noBranches: string;
  loadingLabel?: string;
}) {
  const branches = useBranchList();
  const isManager = useAppSelector(selectIsManager);
  const branchId = branches.actionBranchId;
  if (branches.status === 'error' && !branchId) {
    return <ErrorState message="Your branches could not be loaded." onRetry={branches.retry} />;
  }
  if (branches.status === 'ready' && !branches.hasBranches) {
    return (
      <EmptyState
        icon={isManager ? 'lock' : 'office'}
        title="No branches yet"
        description={isManager ? TEXTS.noBranchesManager : noBranches}
      />
    );
  }
  if (!branchId || branches.status === 'loading') return <SkeletonList label={loadingLabel} />;
  return <>{children(branchId)}</>;
}
