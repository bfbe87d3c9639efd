import { useDeferredValue, type ReactNode } from 'react';
import { href } from '@/platform/routing';
import { useAppSelector } from '@/platform/store/hooks';
import { LinkButton } from '@/platform/ui/link-button';
import { EmptyState, ErrorState, SkeletonList } from '@/platform/ui/page-state';
import { TEXTS } from '@/platform/ui/texts';
import { useBranchList } from './branches';
import { selectIsManager } from './session.slice';

/**
 * The one "No branches yet": a manager is told the owner must give access (spec section 6;
 * only the owner adds branches), an owner what to do on this page, with its way out: "Add
 * branch" on every page, since the sidebar and menus list Branch only once there is one (spec
 * section 2; QA helper-132 M3: Job, Calendar, Team... said "Create a branch first" with no way).
 */
export function NoBranches({
  description,
  action = <AddFirstBranch />,
}: {
  description: string;
  action?: ReactNode;
}) {
  const isManager = useAppSelector(selectIsManager);
  return isManager ? (
    <EmptyState icon="lock" title="No branches yet" description={TEXTS.noBranchesManager} />
  ) : (
    <EmptyState icon="office" title="No branches yet" description={description} action={action} />
  );
}

function AddFirstBranch() {
  return (
    <LinkButton
      to={`${href('company-branch')}?action=new`}
      intent="primary"
      icon="plus"
      text="Add branch"
    />
  );
}

/**
 * Company pages work on one branch: the active one, else the first (spec section 4). Until
 * there is one they show the same states: loading, an error with a retry, or "No branches
 * yet" (a manager is told the owner must give access, spec section 6; an owner what to do,
 * and "Add branch").
 * The sidebar hides these pages without branches, but a typed URL still lands here.
 */
export function BranchGate({
  children,
  noBranches,
  loadingLabel = 'Loading',
  activeOnly = false,
}: {
  children: (branchId: number) => ReactNode;
  /** What an owner without branches should do, on this page. */
  noBranches: string;
  loadingLabel?: string;
  /** Wait for the active branch rather than work on the first meanwhile (the landing page). */
  activeOnly?: boolean;
}) {
  const branches = useBranchList();
  // The page mounts in a deferred render, which React slices and can interrupt: when the
  // branches arrive (a cold load's busiest moment: the layout renders with them) or the
  // branch changes, the page's first render is not part of that task.
  const branchId = useDeferredValue(activeOnly ? branches.activeId : branches.actionBranchId);
  if (branches.status === 'error' && !branchId) {
    return <ErrorState message="Your branches could not be loaded." onRetry={branches.retry} />;
  }
  if (branches.noBranches) {
    return <NoBranches description={noBranches} />;
  }
  if (!branchId || branches.status === 'loading') return <SkeletonList label={loadingLabel} />;
  return <>{children(branchId)}</>;
}
