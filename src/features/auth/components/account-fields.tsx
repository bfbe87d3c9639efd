import { PasswordField, PhoneField, TextField } from '@/platform/forms';
import { accountRules } from '../model/account-rules';

/** What a sign-up asks of its person (PersonFields, the code step, PasswordPair). */
export type PersonSignUpValues = {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  code?: string;
  password?: string;
  password_confirmation?: string;
};

/** The person's details of a sign-up (helper or company owner): name, email, phone. */
export function PersonFields({ emailPlaceholder }: { emailPlaceholder: string }) {
  return (
    <>
      <div className="auth-row-2">
        <TextField
          name="first_name"
          label="First name"
          autoComplete="given-name"
          validate={accountRules.firstName}
        />
        <TextField
          name="last_name"
          label="Last name"
          autoComplete="family-name"
          validate={accountRules.lastName}
        />
      </div>
      <TextField
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder={emailPlaceholder}
        validate={accountRules.email}
      />
      <PhoneField name="phone" label="Phone" validate={accountRules.phone} />
    </>
  );
}

/**
 * A password and its confirmation (sign-ups; `reset` for a new password), whose mismatch says
 * 'The value must be equal to the {other} value' with the first field's label.
 */
export function PasswordPair({ reset = false }: { reset?: boolean }) {
  return (
    <>
      <PasswordField
        name="password"
        label={reset ? 'New password' : 'Password'}
        autoComplete="new-password"
        helperText="At least 8 characters."
        validate={accountRules.password}
      />
      <PasswordField
        name="password_confirmation"
        label={reset ? 'Confirm new password' : 'Confirm password'}
        autoComplete="new-password"
        validate={reset ? accountRules.newPasswordConfirmation : accountRules.passwordConfirmation}
      />
    </>
  );
}
