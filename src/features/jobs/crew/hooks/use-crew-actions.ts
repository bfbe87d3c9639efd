import { useState } from 'react';
import { isApiError } from '@/platform/api/api-error';
import { doneAlready } from '@/platform/api/notify';
import { confirmFailureMessage } from '@/platform/api/failure-texts';
import type {
  CrewMember,
  InvitableEmployee,
  OrderInvitation,
} from '@/platform/api/generated/model';
import { fullName } from '@/platform/format';
import { toast, watchForLostFocus } from '@/platform/ui';
import { useCancelInvitation, useEditInvitations, useInviteEmployees } from '../api/use-crew';
import { withdrawTexts } from '@/platform/orders';
import type { CrewDraft } from './use-crew-draft';

/** What an action does, for its failure to say it was not done: ['the invitations', 'sent']. */
type Done = readonly [subject: string, done: string, plural?: boolean];

/**
 * The messages of a failed action: a 422's field messages; else, as a confirmation's dialog
 * says it, the server's reason for a refusal, or that it was not done (or may have been, with
 * no answer). The toast's "Server Error" / "An unexpected error occurred:" stood here alone,
 * under the bar of another action (QA helper-110).
 */
function failureMessages(error: unknown, what: Done): string[] {
  const fields = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
  return fields.length > 0 ? fields : [confirmFailureMessage(error, ...what)];
}

function sentToast(created: OrderInvitation[]) {
  if (created.length === 0) toast.info('Everyone you picked was already invited');
  else if (created.length === 1)
    toast.success(`Invitation sent to ${fullName(created[0]!.employee)}`);
  else toast.success(`Invitations sent to ${created.length} people`);
}

/**
 * The crew page's four actions. Each returns the request's promise, so the AppButton that runs
 * it is guarded (one request for a double click). Failures were toasted; the reason also stays
 * beside the action (`failure`) until the next one. After Send invitations and Save crew the
 * bar's button is disabled ("0 selected", "No changes") and the browser drops its focus:
 * `focusCrew` takes it, to the crew they changed (QA helper-116).
 */
export function useCrewActions(orderId: number, draft: CrewDraft, focusCrew: () => void) {
  const invite = useInviteEmployees(orderId);
  const edit = useEditInvitations(orderId);
  const cancel = useCancelInvitation(orderId);
  const withdraw = useCancelInvitation(orderId, { goneIsDone: true });
  const [failure, setFailure] = useState<string[] | null>(null);

  /** Runs one action: the last failure cleared first, this one's kept; `settle` always runs. */
  const attempt = async (what: Done, work: () => Promise<void>, settle?: () => void) => {
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(failureMessages(error, what));
    } finally {
      settle?.();
    }
  };

  const sendInvitations = () =>
    attempt(['the invitations', 'sent', true], async () => {
      const response = await invite.mutateAsync({
        id: orderId,
        data: { employee_ids: [...draft.picked.keys()] },
      });
      sentToast(response.data);
      draft.clear();
      watchForLostFocus(focusCrew);
    });

  const saveCrew = (settle: () => void) =>
    attempt(
      ['the crew', 'saved'],
      async () => {
        const added = draft.additions.length;
        const dropped = draft.removals.length;
        await edit.mutateAsync({ id: orderId, data: { employee_ids: draft.wanted() } });
        const parts = [
          added > 0 ? `${added} invited` : null,
          dropped > 0 ? `${dropped} removed` : null,
        ].filter(Boolean);
        toast.success(`Crew updated${parts.length ? `: ${parts.join(', ')}` : ''}`);
        draft.clear();
        watchForLostFocus(focusCrew);
      },
      settle,
    );

  const inviteBest = (employeeIds: number[], settle: () => void) =>
    attempt(
      ['the invitations', 'sent', true],
      async () => {
        const response = await invite.mutateAsync({
          id: orderId,
          data: { employee_ids: employeeIds },
        });
        sentToast(response.data);
      },
      settle,
    );

  /**
   * A row's Cancel invitation / Remove from crew. Its failure is its dialog's to say (it stays
   * open, ConfirmDialog's `failure`), not the bar's: the error goes on to the dialog. Her
   * invitation deleted meanwhile (its order deleted elsewhere: a 404) is done, said as news.
   */
  const cancelInvitation = async (member: CrewMember, orderNumber: number | undefined) => {
    setFailure(null);
    const texts = withdrawTexts(member, orderNumber);
    try {
      await withdraw.mutateAsync({ id: member.invitation_id, data: {} });
    } catch (error) {
      if (!doneAlready(error, texts.gone)) throw error;
      return;
    }
    toast.success(texts.done);
  };

  // Confirmations (7/8): an unconfirmed person released, the best match invited instead.
  const replaceMember = (member: CrewMember, replacement: InvitableEmployee, settle: () => void) =>
    attempt(
      [`${fullName(member)}`, 'replaced'],
      async () => {
        await cancel.mutateAsync({ id: member.invitation_id, data: {} });
        await invite.mutateAsync({
          id: orderId,
          data: { employee_ids: [replacement.employee_id] },
        });
        toast.success(`${fullName(member)} released; invitation sent to ${fullName(replacement)}`);
      },
      settle,
    );

  return {
    failure,
    replaceMember,
    sendInvitations,
    saveCrew,
    inviteBest,
    cancelInvitation,
    inviting: invite.isPending,
    saving: edit.isPending,
    cancelling: withdraw.isPending,
    replacing: cancel.isPending || invite.isPending,
  };
}

export type CrewActions = ReturnType<typeof useCrewActions>;
