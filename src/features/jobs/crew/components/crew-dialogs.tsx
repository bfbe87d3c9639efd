import type { CrewMember } from '@/platform/api/generated/model';
import { AppButton, ConfirmDialog, Modal } from '@/platform/ui';
import { withdrawTexts } from '@/platform/orders';

/**
 * "Cancel invitation" of someone invited, "Remove from crew" of someone on it (withdrawTexts),
 * naming the person and the order: the one confirmation dialog of the crew page's rows. A
 * failure keeps it open and says what was not done under the question. Its texts are those
 * of the row as it opened: a row that changed since says so instead (`outdated`).
 */
export function CancelInvitationDialog({
  member,
  orderNumber,
  running,
  onConfirm,
  onClose,
  whenOpenerGone,
  outdated,
}: {
  member: CrewMember | null;
  orderNumber: number | undefined;
  running: boolean;
  onConfirm: (member: CrewMember) => Promise<void>;
  onClose: () => void;
  /** Where the focus goes once the row (and its button, the opener) has gone. */
  whenOpenerGone: () => boolean | void;
  /** What changed on her row since it opened (withdrawChange): said instead, only OK. */
  outdated?: string | null;
}) {
  const texts = member ? withdrawTexts(member, orderNumber) : null;
  return (
    <ConfirmDialog
      isOpen={member !== null}
      title={texts?.title ?? ''}
      question={
        // QA 2026-12-04, helper-112: someone on the crew read as if only invited.
        !member || !texts ? null : member.invitation_status === 'accepted' ? (
          <>
            Remove <strong>{texts.name}</strong> from the crew of {texts.order}? {member.first_name}{' '}
            is told.
          </>
        ) : (
          <>
            Cancel the invitation of <strong>{texts.name}</strong>
            {orderNumber !== undefined ? ` to ${texts.order}` : ''}?
          </>
        )
      }
      confirmLabel={texts?.action ?? ''}
      cancelLabel={texts?.keep}
      loading={running}
      failure={texts?.failure}
      onConfirm={() => member && onConfirm(member)}
      onClose={onClose}
      whenOpenerGone={whenOpenerGone}
      outdated={outdated}
    />
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
  whenOpenerGone,
}: {
  isOpen: boolean;
  removals: [number, string][];
  additions: [number, string][];
  running: boolean;
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** Where the focus goes from the bar's Save crew, disabled once saved ("No changes"). */
  whenOpenerGone: () => void;
}) {
  const names = (list: [number, string][]) => list.map(([, name]) => name).join(', ');
  return (
    <Modal
      isOpen={isOpen}
      title="Save crew"
      size="x-small"
      cancelLabel="Back"
      onClose={onClose}
      whenOpenerGone={whenOpenerGone}
      actions={<AppButton intent="danger" text="Save crew" loading={running} onClick={onConfirm} />}
    >
      <p>
        {/* Someone who accepted is on the crew, not invited: no "invitation" (QA helper-111). */}
        Remove from the crew: <strong>{names(removals)}</strong>?{' '}
        {removals.length === 1 ? 'They are told.' : 'Each of them is told.'}
      </p>
      {additions.length > 0 && (
        <p>
          Invite: <strong>{names(additions)}</strong>.
        </p>
      )}
    </Modal>
  );
}
