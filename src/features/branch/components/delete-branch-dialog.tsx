import type { BranchDetail } from '@/platform/api/generated/model';
import { countOf } from '@/platform/format';
import { ConfirmDialog } from '@/platform/ui';

/**
 * Deleting a branch is confirmed in a dialog that names it and says what goes with it; the
 * confirm is guarded (one request for a double click) and the dialog closes once it worked.
 */
export function DeleteBranchDialog({
  branch,
  onConfirm,
  onClose,
}: {
  branch: BranchDetail;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      isOpen
      title="Delete branch"
      thing={branch.name}
      confirmLabel="Delete branch"
      failure={['the branch', 'deleted']}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p className="app-muted">
        Its {countOf(branch.orders_count, 'order')}, its team (
        {countOf(branch.employees_count, 'member')}), invitations and activity are deleted with it.
        This cannot be undone.
      </p>
    </ConfirmDialog>
  );
}
