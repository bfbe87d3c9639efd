import type { Employee } from '@/platform/api/generated/model';
import { fullName } from '@/platform/format';
import { ConfirmDialog, toast } from '@/platform/ui';
import { useRemoveMember } from '../api/use-member-actions';

/** Removal is confirmed in a dialog naming the person; `onRemoved` runs once it is done. */
export function RemoveMemberDialog({
  member,
  onClose,
  onRemoved,
}: {
  member: Employee;
  onClose: () => void;
  onRemoved?: () => void;
}) {
  const remove = useRemoveMember(member.branch_id);
  const name = fullName(member);
  return (
    <ConfirmDialog
      isOpen
      title="Remove member"
      thing={name}
      confirmLabel="Remove member"
      loading={remove.isPending}
      onClose={onClose}
      onConfirm={async () => {
        await remove.mutateAsync({ id: member.id });
        toast.success(`${name} was removed from the team`);
        onRemoved?.();
      }}
    />
  );
}
