import type { ReactNode } from 'react';
import { selectIsManager, useBranchList } from '@/platform/session';
import { useAppSelector } from '@/platform/store';
import { EmptyState, ErrorState, SkeletonList, TEXTS } from '@/platform/ui';

/**
 * Outsourcing works on one branch (the active one, else the first: spec section 4). The
 * sidebar hides these pages without branches, but a typed URL still lands here.
 */
export function BranchGate({ children }: { children: (branchId: number) => ReactNode }) {
  const branches = useBranchList();
  const isManager = useAppSelector(selectIsManager);
  if (branches.status === 'error') {
    return <ErrorState message="Your branches could not be loaded." onRetry={branches.retry} />;
  }
  if (branches.status === 'loading' || (branches.hasBranches && !branches.actionBranchId)) {
    return <SkeletonList label="Loading" />;
  }
  if (!branches.hasBranches) {
    return (
      <EmptyState
        icon={isManager ? 'lock' : 'office'}
        title="No branches yet"
        description={
          isManager
            ? TEXTS.noBranchesManager
            : 'Create a branch and its orders first; then you can offer them to other movers here.'
        }
      />
    );
  }
  return <>{children(branches.actionBranchId)}</>;
}
