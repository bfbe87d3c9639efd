import type { CrewMember } from '@/platform/api/generated/model';
import { fullName } from '@/platform/format';
import { AppButton, ConfirmDialog, Modal } from '@/platform/ui';

/**
 * "Cancel invitation", naming the person and the order: the one confirmation dialog. The crew
 * page's action says its own failure beside the bar, and closes it either way (`settle`).
 */
export function CancelInvitationDialog({
  member,
  orderNumber,
  running,
  onConfirm,
  onClose,
}: {
  member: CrewMember | null;
  orderNumber: number | undefined;
  running: boolean;
  onConfirm: (member: CrewMember) => Promise<void>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen={member !== null}
      title="Cancel invitation"
      question={
        <>
          Cancel the invitation of <strong>{member ? fullName(member) : ''}</strong>
          {orderNumber !== undefined ? ` to order #${orderNumber}` : ''}?
        </>
      }
      confirmLabel="Cancel invitation"
      cancelLabel="Keep invitation"
      loading={running}
      onConfirm={() => member && onConfirm(member)}
      onClose={onClose}
    >
      {/* QA 2026-12-04: for someone on the crew it read as if they were only invited. */}
      {member?.invitation_status === 'accepted' && (
        <p className="app-muted">
          {member.first_name} has accepted: they leave the crew, and they are told.
        </p>
      )}
    </ConfirmDialog>
  );
}

/** "Save crew" when it removes someone: who goes, and who is invited with them. */
export function ConfirmSaveDialog({
  isOpen,
  removals,
  additions,
  running,
  onConfirm,
  onClose,
}: {
  isOpen: boolean;
  removals: [number, string][];
  additions: [number, string][];
  running: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const names = (list: [number, string][]) => list.map(([, name]) => name).join(', ');
  return (
    <Modal
      isOpen={isOpen}
      title="Save crew"
      size="x-small"
      cancelLabel="Back"
      onClose={onClose}
      actions={<AppButton intent="danger" text="Save crew" loading={running} onClick={onConfirm} />}
    >
      <p>
        Remove from the crew: <strong>{names(removals)}</strong>?{' '}
        {removals.length === 1
          ? 'Their invitation is cancelled.'
          : 'Their invitations are cancelled.'}
      </p>
      {additions.length > 0 && (
        <p>
          Invite: <strong>{names(additions)}</strong>.
        </p>
      )}
    </Modal>
  );
}
