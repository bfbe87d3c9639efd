import { Button } from '@blueprintjs/core';
import type { BranchDetail } from '@/platform/api/generated/model';
import { Modal } from '@/platform/ui';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** Deleting a branch is confirmed in a dialog that names it and says what goes with it. */
export function DeleteBranchDialog({
  branch,
  loading,
  onConfirm,
  onClose,
}: {
  branch: BranchDetail;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      isOpen
      title="Delete branch"
      size="x-small"
      onClose={onClose}
      actions={
        <Button intent="danger" text="Delete branch" loading={loading} onClick={onConfirm} />
      }
    >
      <p>
        Delete branch: <strong>{branch.name}</strong>?
      </p>
      <p className="app-muted">
        Its {plural(branch.orders_count, 'order', 'orders')}, its team (
        {plural(branch.employees_count, 'member', 'members')}), invitations and activity are deleted
        with it. This cannot be undone.
      </p>
    </Modal>
  );
}
