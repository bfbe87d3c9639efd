import type { Employee } from '@/platform/api/generated/model';
import { fullName } from '@/platform/format';
import { doneAlready } from '@/platform/api/notify';
import { ConfirmDialog, toast } from '@/platform/ui';
import { isAlreadyRemoved, useRemoveMember } from '../api/use-member-actions';

/**
 * Removal is confirmed in a dialog naming the person; `onRemoved` runs once it is done. A
 * member someone else removed first is a removal done too: "… was already removed from the
 * team." (news, not an error), and the same way on (the list and their page catch up).
 */
export function RemoveMemberDialog({
  member,
  onClose,
  onRemoved,
  onRemoving,
}: {
  member: Employee;
  onClose: () => void;
  onRemoved?: () => void;
  /** True as the removal is sent, false if it fails (their own page stops reading them). */
  onRemoving?: (removing: boolean) => void;
}) {
  const remove = useRemoveMember(member.branch_id);
  const name = fullName(member);
  return (
    <ConfirmDialog
      isOpen
      title="Remove member"
      thing={name}
      confirmLabel="Remove member"
      failure={[name, 'removed from the team']}
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={async () => {
        onRemoving?.(true);
        try {
          await remove.mutateAsync({ id: member.id });
        } catch (error) {
          if (!isAlreadyRemoved(error)) {
            onRemoving?.(false);
            throw error;
          }
          doneAlready(error, `${name} was already removed from the team.`);
          onRemoved?.();
          return;
        }
        toast.success(`${name} was removed from the team`);
        onRemoved?.();
      }}
    />
  );
}
