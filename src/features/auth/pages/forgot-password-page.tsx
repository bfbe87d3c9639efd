import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useLocation } from 'wouter';
import { useResetPassword } from '@/platform/api/generated/endpoints/auth/auth';
import { FormSubmitError, TextField, ValidatingForm } from '@/platform/forms';
import { href, RouteLink } from '@/platform/routing';
import { otpFlowCleared } from '@/platform/session';
import { useAppDispatch } from '@/platform/store';
import { AppButton, toast } from '@/platform/ui';
import { PasswordPair } from '../components/account-fields';
import { AuthHeader } from '../components/auth-header';
import { OtpCodeStep, StepHeading } from '../components/otp-code-step';
import { accountRules } from '../model/account-rules';
import { useAbandonOtpFlowOnLeave } from '../model/use-abandon-otp-flow';
import {
  submitErrorsOf,
  submitOtpStep,
  useOtpFlow,
  type SubmitErrors,
} from '../model/use-otp-flow';

export type ResetValues = {
  email?: string;
  code?: string;
  password?: string;
  password_confirmation?: string;
};

type Step = 'email' | 'code' | 'password';
const TITLES: Record<Step, string> = {
  email: 'Your email',
  code: 'Enter the code',
  password: 'Choose a new password',
};
const STEP_NUMBER: Record<Step, number> = { email: 1, code: 2, password: 3 };
export const PASSWORD_RESET_TOAST = 'Your password has been reset. Please log in.';

/**
 * /forgot-password (route reset-password): email, the emailed code (auth-v2
 * reset-password/request-otp, verify-otp), then the new password twice
 * (auth-v2/reset-password); then the login page, with the email filled in.
 */
export function ForgotPasswordPage() {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const otp = useOtpFlow('reset');
  const reset = useResetPassword();
  const [step, setStep] = useState<Step>('email');
  useAbandonOtpFlowOnLeave();

  const finish = async (values: ResetValues): Promise<SubmitErrors> => {
    if (!otp.temporaryToken) {
      setStep('email');
      return { [FORM_ERROR]: 'Please verify your email first.' };
    }
    try {
      await reset.mutateAsync({
        data: {
          temporary_token: otp.temporaryToken,
          password: values.password ?? '',
          password_confirmation: values.password_confirmation ?? '',
        },
      });
      dispatch(otpFlowCleared());
      toast.success(PASSWORD_RESET_TOAST);
      navigate(href('login'));
      return undefined;
    } catch (error) {
      const errors = submitErrorsOf(error);
      if (errors.temporary_token) {
        dispatch(otpFlowCleared());
        setStep('email');
        return { [FORM_ERROR]: `${String(errors.temporary_token)} Continue to get a new code.` };
      }
      return errors;
    }
  };

  const onSubmit = (values: ResetValues): Promise<SubmitErrors> =>
    submitOtpStep(otp, { step, first: 'email', last: 'password', setStep }, values, () =>
      finish(values),
    );

  return (
    <div className="auth-page">
      <AuthHeader />
      <main className="auth-main">
        <section className="auth-card" aria-labelledby="reset-title">
          <h1 id="reset-title" className="auth-title">
            Forgot your password?
          </h1>
          <p className="app-muted auth-subtitle">We will email you a code to set a new one.</p>
          <StepHeading step={STEP_NUMBER[step]} of={3} title={TITLES[step]} />
          <Form<ResetValues>
            onSubmit={onSubmit}
            render={({ handleSubmit, submitting }) => (
              <ValidatingForm handleSubmit={handleSubmit} aria-label="Reset password">
                <FormSubmitError className="auth-form-error" />
                {step === 'email' && (
                  <TextField
                    name="email"
                    label="Email"
                    type="email"
                    autoComplete="email"
                    placeholder="you@company.com"
                    validate={accountRules.email}
                  />
                )}
                {step === 'code' && (
                  <OtpCodeStep otp={otp} onChangeEmail={() => setStep('email')} />
                )}
                {step === 'password' && (
                  <>
                    <p className="app-muted">
                      New password for <strong>{otp.email}</strong>.
                    </p>
                    <PasswordPair reset />
                  </>
                )}
                <AppButton
                  type="submit"
                  intent="primary"
                  size="large"
                  fill
                  loading={submitting}
                  text={
                    step === 'email' ? 'Send code' : step === 'code' ? 'Verify' : 'Reset password'
                  }
                />
              </ValidatingForm>
            )}
          />
          <p className="auth-register">
            Remembered it? <RouteLink to="login">Back to login</RouteLink>
          </p>
        </section>
      </main>
    </div>
  );
}
