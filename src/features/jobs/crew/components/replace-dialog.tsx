import type { CrewMember, InvitableEmployee } from '@/platform/api/generated/model';
import { daysPhrase, fullName } from '@/platform/format';
import { AppButton, Modal } from '@/platform/ui';

/**
 * "Invite someone else" for a crew member who has not confirmed within 24 h, or who took time
 * off during the job after accepting it (7/8): says why, names who is released and who, the
 * best match for the spot, is invited instead. Releasing a
 * person is destructive, so the one click is confirmed here.
 */
export function ReplaceDialog({
  member,
  replacement,
  orderNumber,
  running,
  onConfirm,
  onClose,
  whenOpenerGone,
}: {
  member: CrewMember | null;
  replacement: InvitableEmployee | null;
  orderNumber: number | undefined;
  running: boolean;
  onConfirm: (member: CrewMember, replacement: InvitableEmployee) => Promise<void>;
  onClose: () => void;
  /** Where the focus goes once the button that opened it is gone (her row, replaced). */
  whenOpenerGone?: () => void;
}) {
  const name = member ? fullName(member) : '';
  const off = member?.time_off;
  const why = off
    ? `has time off ${daysPhrase(off)}, during order #${orderNumber}`
    : `has not confirmed order #${orderNumber}`;
  return (
    <Modal
      isOpen={member !== null}
      title="Invite someone else"
      size="x-small"
      cancelLabel="Back"
      onClose={onClose}
      whenOpenerGone={whenOpenerGone}
      actions={
        replacement && (
          <AppButton
            intent="primary"
            icon="new-person"
            text={`Invite ${fullName(replacement)}`}
            loading={running}
            onClick={() => member && onConfirm(member, replacement)}
          />
        )
      }
    >
      {replacement ? (
        <p>
          <strong>{name}</strong> {why}. Release {name} and invite the best match,{' '}
          <strong>{fullName(replacement)}</strong>?
        </p>
      ) : (
        <p>
          Nobody invitable can take {name}&apos;s spot on order #{orderNumber} now. Offer it to the
          marketplace, or call {name}.
        </p>
      )}
    </Modal>
  );
}
