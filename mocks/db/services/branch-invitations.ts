import type { MockDb } from '../database';
import type { BranchInvitationRecord } from '../schema';
import { fullName, notify, stamp, StateError, type ServiceOptions } from './orders';
import { ensureHelperEmployee } from './outsourcing';

/*
 * Branch invitations, the helper's answer (the company sends them with invite-helper): accepting
 * makes the helper a member of the branch (is_helper, at her own rate, 0 while none is set:
 * "No rate set"); either answer
 * is recorded and notifies the people who run the branch. Shared by the helper's API calls and
 * the demo's simulated helpers (mocks/realtime/auto-answer.ts).
 */

export type BranchAnswer = 'accepted' | 'rejected';

/**
 * Answers a pending branch invitation. Throws StateError (422 on `status`) when it is not
 * pending any more, e.g. the company withdrew it meanwhile.
 */
export async function answerBranchInvitation(
  db: MockDb,
  invitationId: number,
  answer: BranchAnswer,
  options: ServiceOptions = {},
): Promise<BranchInvitationRecord> {
  const invitation = db.findById('branch_invitations', invitationId);
  if (!invitation) throw new Error(`unknown branch invitation ${invitationId}`);
  if (invitation.status !== 'pending')
    throw new StateError(`The invitation is ${invitation.status}, not pending.`);
  const branch = db.findById('branches', invitation.branch_id);
  const helper = db.findById('users', invitation.helper_id);
  if (!branch || !helper) throw new Error(`branch invitation ${invitationId} lost its branch`);
  const now = stamp(options);
  if (answer === 'accepted') await ensureHelperEmployee(db, branch.id, helper, options);
  const updated = await db.patch('branch_invitations', invitation.id, {
    status: answer,
    responded_at: now,
    updated_at: now,
  });
  const name = fullName(helper);
  await notify(
    db,
    {
      branch_id: branch.id,
      created_at: now,
      ...(answer === 'accepted'
        ? {
            kind: 'branch_invitation_accepted',
            title: `${name} joined your ${branch.name} branch`,
            body: `${helper.first_name} accepted your invitation and is now on your team.`,
          }
        : {
            kind: 'branch_invitation_rejected',
            title: `${name} declined your invitation to join your ${branch.name} branch`,
            body: 'Invite another helper from the marketplace search.',
          }),
    },
    options,
  );
  return updated;
}

/** The inviter's full name as the helper sees it (null when unknown). */
export function inviterName(db: MockDb, invitation: BranchInvitationRecord): string | null {
  const inviter =
    invitation.invited_by_id == null ? undefined : db.findById('users', invitation.invited_by_id);
  return inviter ? fullName(inviter) : null;
}
