import { Form } from 'react-final-form';
import { useUpdatePassword } from '../api/endpoints';
import {
  composeValidators,
  minLength,
  PasswordField,
  required,
  sameAs,
  ValidatingForm,
} from '@/platform/forms';
import { toast } from '@/platform/ui';
import { SaveButton } from '../components/form-actions';
import { settingsSaveErrors } from '../components/save-profile';
import { SettingsCard, SettingsLayout } from '../components/settings-layout';

/** Contract: UpdatePasswordRequest.password minLength 8. */
export const PASSWORD_MIN = 8;

type PasswordValues = {
  current_password?: string;
  password?: string;
  password_confirmation?: string;
};

const rules = {
  current: required,
  password: composeValidators(required, minLength(PASSWORD_MIN)),
  confirmation: composeValidators(required, sameAs('password', 'New password')),
};

/** /helper/settings/reset-password: a signed-in password change (POST auth/update-password). */
export function ResetPasswordPage() {
  const update = useUpdatePassword();
  const onSubmit = async (values: PasswordValues) => {
    try {
      await update.mutateAsync({
        data: {
          current_password: values.current_password ?? '',
          password: values.password ?? '',
          password_confirmation: values.password_confirmation ?? '',
        },
      });
      toast.success('Password changed');
      return undefined;
    } catch (error) {
      return settingsSaveErrors(error);
    }
  };
  return (
    <SettingsLayout>
      <SettingsCard
        id="password-change"
        title="Reset password"
        description={`Enter your current password, then the new one (at least ${PASSWORD_MIN} characters) twice.`}
      >
        <Form<PasswordValues>
          subscription={{}}
          onSubmit={onSubmit}
          render={({ handleSubmit, form }) => (
            <ValidatingForm
              aria-label="Reset password"
              handleSubmit={(e) =>
                handleSubmit(e)?.then((errors) => {
                  // Saved: the fields empty again; a failure keeps what was typed.
                  if (!errors && form.getState().submitSucceeded) form.restart();
                })
              }
            >
              <PasswordField
                name="current_password"
                label="Current password"
                autoComplete="current-password"
                validate={rules.current}
              />
              <PasswordField
                name="password"
                label="New password"
                autoComplete="new-password"
                validate={rules.password}
              />
              <PasswordField
                name="password_confirmation"
                label="Confirm new password"
                autoComplete="new-password"
                validate={rules.confirmation}
              />
              <SaveButton text="Change password" />
            </ValidatingForm>
          )}
        />
      </SettingsCard>
    </SettingsLayout>
  );
}
