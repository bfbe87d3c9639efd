import { useState } from 'react';
import { useDeleteAccount } from '../api/endpoints';
import { loginNotice, logoutRequested, selectIsHelper } from '@/platform/session';
import { useAppDispatch, useAppSelector } from '@/platform/store';
import { AppButton, ConfirmDialog } from '@/platform/ui';
import { SettingsCard, SettingsLayout } from '../components/settings-layout';

/**
 * /helper/settings/danger-zone: DELETE auth/delete-account, confirmed in a dialog; then the
 * session ends the way Logout ends it (token and storage wiped, page reloaded). The call
 * deletes a helper's account only: a manager in Helper view is told so, with no button to a
 * 403 (QA 2026-12-04).
 */
export function DangerZonePage() {
  const [open, setOpen] = useState(false);
  const remove = useDeleteAccount();
  const dispatch = useAppDispatch();
  const isHelper = useAppSelector(selectIsHelper);

  // Guarded by the dialog; a failure (toasted centrally) keeps it open to try again or cancel.
  const confirm = async () => {
    await remove.mutateAsync();
    // Said on the login page the logout reloads to (a toast here went with this page).
    loginNotice.leave('Your account has been deleted.');
    dispatch(logoutRequested());
  };

  if (!isHelper)
    return (
      <SettingsLayout>
        <SettingsCard
          id="danger-delete"
          title="Delete account"
          description="Only a helper's account can be deleted here. Yours is a manager's account of your company's team: the company owner can remove you from the team."
        />
      </SettingsLayout>
    );

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
        question={
          <>
            Delete <strong>your helper account and all its data</strong>?
          </>
        }
        confirmLabel="Delete my account"
        failure={['your account', 'deleted']}
        loading={remove.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </SettingsLayout>
  );
}
