import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useSignUpHelper } from '@/platform/api/generated/endpoints/auth/auth';
import { FormSubmitError, ValidatingForm } from '@/platform/forms';
import { RouteLink } from '@/platform/routing';
import { loggedIn, otpFlowCleared, toUserData } from '@/platform/session';
import { useAppDispatch } from '@/platform/store';
import { AppButton } from '@/platform/ui';
import { PasswordPair, PersonFields } from '../components/account-fields';
import { AuthHeader } from '../components/auth-header';
import { OtpCodeStep, StepHeading } from '../components/otp-code-step';
import { useAbandonOtpFlowOnLeave } from '../model/use-abandon-otp-flow';
import {
  submitErrorsOf,
  submitOtpStep,
  useOtpFlow,
  type SubmitErrors,
} from '../model/use-otp-flow';

export type HelperSignUpValues = {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  code?: string;
  password?: string;
  password_confirmation?: string;
};

type Step = 'details' | 'code' | 'password';
const DETAIL_FIELDS = ['first_name', 'last_name', 'email', 'phone'];
const TITLES: Record<Step, string> = {
  details: 'Your details',
  code: 'Verify your email',
  password: 'Choose a password',
};
const STEP_NUMBER: Record<Step, number> = { details: 1, code: 2, password: 3 };
export const HELPER_WELCOME = 'Welcome to Movers Marketplace! Complete your profile to get jobs 🎉';

/**
 * /sign-up/helper (white background): details, the emailed code (auth-v2 register
 * request-otp, verify-otp), then a password (register/signup); the new helper is signed in
 * and starts on their profile.
 */
export function SignUpHelperPage() {
  const dispatch = useAppDispatch();
  const otp = useOtpFlow('register');
  const signUp = useSignUpHelper();
  const [step, setStep] = useState<Step>('details');
  useAbandonOtpFlowOnLeave();

  const finish = async (values: HelperSignUpValues): Promise<SubmitErrors> => {
    if (!otp.temporaryToken) {
      setStep('details');
      return { [FORM_ERROR]: 'Please verify your email first.' };
    }
    try {
      const response = await signUp.mutateAsync({
        data: {
          temporary_token: otp.temporaryToken,
          first_name: values.first_name?.trim() ?? '',
          last_name: values.last_name?.trim() ?? '',
          phone: values.phone ?? '',
          password: values.password ?? '',
          password_confirmation: values.password_confirmation ?? '',
        },
      });
      dispatch(
        loggedIn({
          token: response.data.access_token,
          user: toUserData(response.data.user),
          welcome: HELPER_WELCOME,
          personalInfo: true,
        }),
      );
      return undefined;
    } catch (error) {
      const errors = submitErrorsOf(error);
      if (errors.temporary_token) {
        // The verification is spent or expired: a new code is needed.
        dispatch(otpFlowCleared());
        setStep('details');
        return { [FORM_ERROR]: `${String(errors.temporary_token)} Continue to get a new code.` };
      }
      if (DETAIL_FIELDS.some((field) => field in errors)) setStep('details');
      return errors;
    }
  };

  const onSubmit = (values: HelperSignUpValues): Promise<SubmitErrors> =>
    submitOtpStep(
      otp,
      { step, first: 'details', last: 'password', setStep, skipVerified: true },
      values,
      () => finish(values),
    );

  return (
    <div className="auth-page">
      <AuthHeader showJoin={false} />
      <main className="auth-main">
        <section className="auth-card" aria-labelledby="helper-signup-title">
          <h1 id="helper-signup-title" className="auth-title">
            Become a helper
          </h1>
          <p className="app-muted auth-subtitle">
            Get invited to moving jobs near you at your hourly rate.
          </p>
          <StepHeading step={STEP_NUMBER[step]} of={3} title={TITLES[step]} />
          <Form<HelperSignUpValues>
            onSubmit={onSubmit}
            render={({ handleSubmit, submitting }) => (
              <ValidatingForm handleSubmit={handleSubmit} aria-label="Helper sign-up">
                <FormSubmitError className="auth-form-error" />
                {step === 'details' && (
                  <>
                    <PersonFields emailPlaceholder="you@example.com" />
                  </>
                )}
                {step === 'code' && (
                  <OtpCodeStep otp={otp} onChangeEmail={() => setStep('details')} />
                )}
                {step === 'password' && (
                  <>
                    <p className="app-muted">
                      Signing up as <strong>{otp.email}</strong>.
                    </p>
                    <PasswordPair />
                  </>
                )}
                <AppButton
                  type="submit"
                  intent="primary"
                  size="large"
                  fill
                  loading={submitting}
                  text={
                    step === 'details' ? 'Continue' : step === 'code' ? 'Verify' : 'Create account'
                  }
                />
              </ValidatingForm>
            )}
          />
          <p className="auth-register">
            Already a member? <RouteLink to="login">Log in</RouteLink>
          </p>
          <p className="auth-register app-muted">
            Running a moving company? <RouteLink to="sign-up-company">Register it here</RouteLink>
          </p>
        </section>
      </main>
    </div>
  );
}
