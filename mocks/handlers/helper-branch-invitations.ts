import { http } from 'msw';
import type { HelperBranchInvitation, HelperBucket } from '@/platform/api/generated/model';
import { listMyBranchInvitationsQueryParams } from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import {
  db,
  notifyBranch,
  outsourcingService,
  type BranchEvent,
  type BranchInvitationRecord,
  type BranchRecord,
  type UserRecord,
} from '../db';
import { helperProfileOf } from '../db/services/helpers';
import { notFound, ok, validationError } from './lib/envelope';
import { toBranchSummary } from './lib/helper-jobs';
import { simulateLatency } from './lib/latency';
import { parseQuery } from './lib/validation';
import { requireHelperArea, requireMyBranchInvitation, type RawId } from './lib/guards';
import { paginate } from './lib/pagination';

/*
 * Contract tag `helper-jobs`, the helper's side of branch invitations (the company sends them
 * with invite-helper): list by bucket, accept (the helper becomes a member of the branch and
 * the branch is notified), reject (the branch is notified too, as for order invitations).
 * Guards as the other helper calls: 401, 403 for users without the helper area, 404 unknown
 * id, 403 someone else's invitation.
 */

/** Used when the helper has no usable rate on their profile yet (onboarding). */
const FALLBACK_PRICE = 2500;

const BUCKET_OF: Record<BranchInvitationRecord['status'], HelperBucket> = {
  pending: 'new',
  accepted: 'accepted',
  rejected: 'waiting',
  cancelled: 'cancelled',
};

function toHelperBranchInvitation(invitation: BranchInvitationRecord): HelperBranchInvitation {
  return {
    id: invitation.id,
    status: invitation.status,
    bucket: BUCKET_OF[invitation.status],
    branch: toBranchSummary(invitation.branch_id),
    created_at: invitation.created_at,
    updated_at: invitation.updated_at,
    responded_at: invitation.responded_at ?? null,
  };
}

/**
 * The helper's answer to a pending invitation of theirs: accepting first makes them a member
 * of the branch (at their profile's rate); either way the invitation records the answer and
 * the branch is notified.
 */
async function answerMyBranchInvitation(
  request: Request,
  rawId: RawId,
  status: 'accepted' | 'rejected',
  describe: (
    user: UserRecord,
    branch: BranchRecord,
  ) => Pick<BranchEvent, 'kind' | 'title' | 'body'>,
): Promise<BranchInvitationRecord> {
  const { user, invitation } = await requireMyBranchInvitation(request, rawId);
  if (invitation.status !== 'pending')
    throw validationError({ status: [`The invitation is ${invitation.status}, not pending.`] });
  const branch = db.findById('branches', invitation.branch_id);
  if (!branch) throw notFound('Invitation');
  const now = new Date().toISOString();
  if (status === 'accepted') {
    const rate = helperProfileOf(db, user.id)?.hourly_rate ?? 0;
    await outsourcingService.ensureHelperEmployee(
      db,
      branch.id,
      user,
      rate > 0 ? rate : FALLBACK_PRICE,
    );
  }
  const updated = await db.patch('branch_invitations', invitation.id, {
    status,
    responded_at: now,
    updated_at: now,
  });
  await notifyBranch(db, { branch_id: branch.id, created_at: now, ...describe(user, branch) });
  return updated;
}

export const helperBranchInvitationHandlers = [
  // listMyBranchInvitations: by bucket, most recently changed first; paged (5).
  http.get('*/api/helper/branch-invitations', async ({ request }) => {
    await simulateLatency();
    const { user } = await requireHelperArea(request);
    const query = parseQuery(request, listMyBranchInvitationsQueryParams);
    const items = db.branch_invitations
      .findMany((q) => q.where({ helper_id: user.id }))
      .filter((invitation) => BUCKET_OF[invitation.status] === query.bucket)
      .filter((invitation) => db.findById('branches', invitation.branch_id) !== undefined)
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id);
    return ok(paginate(items, query.page, query.per_page, toHelperBranchInvitation));
  }),

  // acceptMyBranchInvitation: pending only; membership at the profile's rate; branch notified.
  http.post('*/api/helper/branch-invitations/:id/accept', async ({ request, params }) => {
    await simulateLatency();
    const answer = await answerMyBranchInvitation(
      request,
      params.id,
      'accepted',
      (user, branch) => ({
        kind: 'branch_invitation_accepted',
        title: `${user.first_name} ${user.last_name} joined your ${branch.city} branch`,
        body: `${user.first_name} accepted your invitation and is now on your team.`,
      }),
    );
    return ok(toHelperBranchInvitation(answer), 'Invitation accepted.');
  }),

  // rejectMyBranchInvitation: pending only; branch notified.
  http.post('*/api/helper/branch-invitations/:id/reject', async ({ request, params }) => {
    await simulateLatency();
    const answer = await answerMyBranchInvitation(
      request,
      params.id,
      'rejected',
      (user, branch) => ({
        kind: 'branch_invitation_rejected',
        title: `${user.first_name} ${user.last_name} declined your invitation to join your ${branch.city} branch`,
        body: 'Invite another helper from the marketplace search.',
      }),
    );
    return ok(toHelperBranchInvitation(answer), 'Invitation declined.');
  }),
];
