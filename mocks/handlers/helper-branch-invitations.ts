import { http } from './lib/http';
import type { HelperBranchInvitation, HelperBucket } from '@/platform/api/generated/model';
import { listMyBranchInvitationsQueryParams } from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import { branchInvitationService, db, type BranchInvitationRecord } from '../db';
import { ok } from './lib/envelope';
import { branchCompanyRating, toBranchSummary } from './lib/helper-jobs';
import { parseQuery } from './lib/validation';
import { guarded, requireHelperArea, requireMyBranchInvitation, type RawId } from './lib/guards';
import { paginate } from './lib/pagination';

/*
 * Contract tag `helper-jobs`, the helper's side of branch invitations (the company sends them
 * with invite-helper): list by bucket, accept (the helper becomes a member of the branch and
 * the branch is notified), reject (the branch is notified too, as for order invitations).
 * The answer itself is `branchInvitationService.answerBranchInvitation` (the demo's simulated
 * helpers answer through it too). Guards as the other helper calls: 401, 403 for users
 * without the helper area, 404 unknown id, 403 someone else's invitation, 422 on `status`
 * when it is not pending any more.
 */

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
    invited_by_name: branchInvitationService.inviterName(db, invitation),
    created_at: invitation.created_at,
    updated_at: invitation.updated_at,
    responded_at: invitation.responded_at ?? null,
    company_rating: branchCompanyRating(invitation.branch_id),
  };
}

async function answer(
  request: Request,
  rawId: RawId,
  status: branchInvitationService.BranchAnswer,
) {
  const { invitation } = await requireMyBranchInvitation(request, rawId);
  return guarded(() => branchInvitationService.answerBranchInvitation(db, invitation.id, status));
}

export const helperBranchInvitationHandlers = [
  // listMyBranchInvitations: by bucket, most recently changed first; paged (5).
  http.get('*/api/helper/branch-invitations', async ({ request }) => {
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
    const accepted = await answer(request, params.id, 'accepted');
    return ok(toHelperBranchInvitation(accepted), 'Invitation accepted.');
  }),

  // rejectMyBranchInvitation: pending only; branch notified.
  http.post('*/api/helper/branch-invitations/:id/reject', async ({ request, params }) => {
    const rejected = await answer(request, params.id, 'rejected');
    return ok(toHelperBranchInvitation(rejected), 'Invitation declined.');
  }),
];
