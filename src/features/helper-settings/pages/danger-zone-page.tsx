import { useState } from 'react';
import { useDeleteAccount } from '../api/endpoints';
import { logoutRequested } from '@/platform/session';
import { useAppDispatch } from '@/platform/store';
import { AppButton, ConfirmDialog, toast } from '@/platform/ui';
import { SettingsCard, SettingsLayout } from '../components/settings-layout';

/**
 * /helper/settings/danger-zone: DELETE auth/delete-account, confirmed in a dialog; then the
 * session ends the way Logout ends it (token and storage wiped, page reloaded).
 */
export function DangerZonePage() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const dispatch = useAppDispatch();

  // Guarded by the dialog; a failure (toasted centrally) keeps it open to try again or cancel.
  const confirm = async () => {
    await remove.mutateAsync();
    toast.success('Your account has been deleted');
    dispatch(logoutRequested());
  };

  return (
    <SettingsLayout>
      <SettingsCard
        id="danger-delete"
        title="Delete account"
        description="Deleting your account removes your helper profile, your serving areas, availability and reviews. Companies will no longer see you or be able to invite you. This cannot be undone."
      >
        <div className="helper-settings__actions">
          <AppButton intent="danger" text="Delete account" onClick={() => setOpen(true)} />
        </div>
      </SettingsCard>
      <ConfirmDialog
        isOpen={open}
        title="Delete account"
        thing="your helper account and all its data"
        confirmLabel="Delete my account"
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </SettingsLayout>
  );
}
