import { useState } from 'react';
import { useLocation } from 'wouter';
import { useResetPassword } from '../api/endpoints';
import { TextField } from '@/platform/forms';
import { href } from '@/platform/routing';
import { useAppDispatch } from '@/platform/store';
import { otpFlowCleared } from '../model/otp.slice';
import { toast, useMounted } from '@/platform/ui';
import { PasswordPair } from '../components/account-fields';
import { OtpFlowPage } from '../components/otp-flow-page';
import { accountRules } from '../model/account-rules';
import { useOtpSteps, type OtpSteps } from '../model/use-otp-steps';

export type ResetValues = {
  email?: string;
  code?: string;
  password?: string;
  password_confirmation?: string;
};

const STEPS: OtpSteps<'email' | 'password'> = [
  ['email', { title: 'Your email', submit: 'Send code' }],
  ['code', { title: 'Enter the code', submit: 'Verify' }],
  ['password', { title: 'Choose a new password', submit: 'Reset password' }],
];
export const PASSWORD_RESET_TOAST = 'Your password has been reset. Please log in.';

/** The email typed on the login page, which its Forgot Password? link carries (history state). */
function carriedEmail(): Partial<ResetValues> | undefined {
  const email: unknown = (window.history.state as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email ? { email } : undefined;
}

/**
 * /forgot-password (route reset-password): email, the emailed code (auth-v2
 * reset-password/request-otp, verify-otp), then the new password twice
 * (auth-v2/reset-password); then the login page, with the email filled in.
 */
export function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const reset = useResetPassword();
  const mounted = useMounted();
  const [startWith] = useState(carriedEmail);
  const flow = useOtpSteps('reset', {
    steps: STEPS,
    startWith,
    finished: ['your password', 'changed'],
    lastStepFields: ['password', 'password_confirmation'],
    finish: async (values: ResetValues, { temporaryToken }) => {
      await reset.mutateAsync({
        data: {
          temporary_token: temporaryToken,
          password: values.password ?? '',
          password_confirmation: values.password_confirmation ?? '',
        },
      });
      dispatch(otpFlowCleared());
      toast.success(PASSWORD_RESET_TOAST);
      // A reset that ends after the person went elsewhere (Join as a helper, Back) leaves them
      // there; its toast says the password changed (the README's decisions).
      if (mounted()) navigate(href('login'));
    },
  });
  return (
    <OtpFlowPage
      id="reset-title"
      title="Forgot your password?"
      subtitle="We will email you a code to set a new one."
      formLabel="Reset password"
      flow={flow}
      fields={(step) =>
        step === 'email' ? (
          <TextField
            name="email"
            label="Email"
            type="email"
            autoComplete="email"
            placeholder="you@company.com"
            validate={accountRules.email}
          />
        ) : (
          <>
            <p className="app-muted">
              New password for <strong>{flow.otp.email}</strong>.
            </p>
            <PasswordPair reset />
          </>
        )
      }
      backToLogin={['Remembered it?', 'Back to login']}
    />
  );
}
