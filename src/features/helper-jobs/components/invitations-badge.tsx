import { Icon, Tag } from '@blueprintjs/core';
import { Link } from 'wouter';
import { countOf } from '@/platform/format';
import { href, type StaticRouteName } from '@/platform/routing';
import { formatBadge } from '@/platform/ui';
import { usePendingBranchInvitations } from '../api/use-branch-invitations';
import { useJobCounts } from '../api/use-helper-jobs';

/** "3 invitations to answer: 1 job, 2 to join a branch" (a part that is 0 is left out). */
export function invitationsLabel(jobs: number, branches: number): string {
  const parts = [
    jobs > 0 ? countOf(jobs, 'job') : '',
    branches > 0 ? `${branches} to join a branch` : '',
  ].filter(Boolean);
  return `${countOf(jobs + branches, 'invitation')} to answer: ${parts.join(', ')}`;
}

/**
 * What waits for her answer: the companies' new job invitations (the Company invitations New
 * tab's count, GET /helper/job-counts) and her pending invitations to join a branch (page 1 of
 * that list). Both are the queries those lists show, refreshed by the same pushed events; 0
 * while loading. New outsourcing offers are not counted: open offers, not addressed to her.
 */
function useInvitationsToAnswer() {
  const jobs = useJobCounts().data?.data.company.new ?? 0;
  const branches = usePendingBranchInvitations();
  // Where they are: one list when only one kind waits, else the Job page (both groups).
  const route: StaticRouteName =
    branches === 0
      ? 'helper-job-company-new'
      : jobs === 0
        ? 'helper-job-branch-invitations'
        : 'helper-job';
  return { total: jobs + branches, label: invitationsLabel(jobs, branches), path: href(route) };
}

/** The sidebar Job entry's count of invitations to answer (top-right of its icon). */
export function InvitationsBadge() {
  const { total, label } = useInvitationsToAnswer();
  if (total <= 0) return null;
  return (
    <span className="app-badge" aria-label={label} title={label}>
      {formatBadge(total)}
    </span>
  );
}

/** The same count on the phone drawer's Job entry. */
export function InvitationsTag() {
  const { total, label } = useInvitationsToAnswer();
  if (total <= 0) return null;
  return (
    <Tag round intent="danger" aria-label={label}>
      {formatBadge(total)}
    </Tag>
  );
}

/** The phone header's link to them, shown while some wait (like the bell's dot). */
export function InvitationsLink() {
  const { total, label, path } = useInvitationsToAnswer();
  if (total <= 0) return null;
  return (
    <Link href={path} className="mobile-bell" aria-label={label}>
      <Icon icon="envelope" size={20} />
      <span className="app-badge">{formatBadge(total)}</span>
    </Link>
  );
}
