import { useDeferredValue, type ReactNode } from 'react';
import { href } from '@/platform/routing';
import { useAppSelector } from '@/platform/store/hooks';
import { LinkButton } from '@/platform/ui/link-button';
import { EmptyState, ErrorState, FORBIDDEN_TEXT, SkeletonList } from '@/platform/ui/page-state';
import { TEXTS } from '@/platform/ui/texts';
import { useLocation, useSearch } from 'wouter';
import { useBranchInAddress, withoutBranch } from './branch-in-address';
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
  inAddress = false,
}: {
  children: (branchId: number) => ReactNode;
  /** What an owner without branches should do, on this page. */
  noBranches: string;
  loadingLabel?: string;
  /** Wait for the active branch rather than work on the first meanwhile (the landing page). */
  activeOnly?: boolean;
  /** The page keeps its branch in its address (`?branch=`): a link opens that branch's page. */
  inAddress?: boolean;
}) {
  return inAddress ? (
    <LinkedBranchGate noBranches={noBranches} loadingLabel={loadingLabel}>
      {children}
    </LinkedBranchGate>
  ) : (
    <Gate noBranches={noBranches} loadingLabel={loadingLabel} activeOnly={activeOnly}>
      {children}
    </Gate>
  );
}

/**
 * A page whose address names its branch (useBranchInAddress): nothing of the active branch is
 * shown (or asked for) while the link's is being made active; another company's branch, or
 * one the person does not manage, is "Not yours to open", with a way to their own.
 */
function LinkedBranchGate(props: Omit<Parameters<typeof Gate>[0], 'activeOnly'>) {
  const linked = useBranchInAddress();
  const search = useSearch();
  const [path] = useLocation();
  const { branches, activeId, status } = useBranchList();
  if (status === 'ready' && linked === 'refused') {
    const active = branches.find((b) => b.id === activeId);
    return (
      <EmptyState
        icon="lock"
        title={FORBIDDEN_TEXT.title}
        description={FORBIDDEN_TEXT.description}
        action={
          active && (
            <LinkButton to={`${path}${withoutBranch(search)}`} text={`Show ${active.name}`} />
          )
        }
      />
    );
  }
  if (status === 'ready' && linked === 'switching')
    return <SkeletonList label={props.loadingLabel ?? 'Loading'} />;
  return <Gate {...props} activeOnly />;
}

function Gate({
  children,
  noBranches,
  loadingLabel = 'Loading',
  activeOnly,
}: {
  children: (branchId: number) => ReactNode;
  noBranches: string;
  loadingLabel?: string;
  activeOnly: boolean;
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
