import { Form, FormSpy } from 'react-final-form';
import { useSignUpHelper } from '../api/endpoints';
import { FormSubmitError, ValidatingForm } from '@/platform/forms';
import { RouteLink } from '@/platform/routing';
import { loggedIn, toUserData } from '@/platform/session';
import { useAppDispatch } from '@/platform/store';
import { PasswordPair, PersonFields } from '../components/account-fields';
import { AuthHeader } from '../components/auth-header';
import { OtpCodeStep, StepHeading, StepSubmitButton } from '../components/otp-code-step';
import { useOtpSteps, type OtpSteps } from '../model/use-otp-steps';

export type HelperSignUpValues = {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  code?: string;
  password?: string;
  password_confirmation?: string;
};

const STEPS: OtpSteps<'details' | 'password'> = [
  ['details', { title: 'Your details', submit: 'Continue' }],
  ['code', { title: 'Verify your email', submit: 'Verify' }],
  ['password', { title: 'Choose a password', submit: 'Create account' }],
];
export const HELPER_WELCOME = 'Welcome to Movers Marketplace! Complete your profile to get jobs 🎉';

/**
 * /sign-up/helper (white background): details, the emailed code (auth-v2 register
 * request-otp, verify-otp), then a password (register/signup); the new helper is signed in
 * and starts on their profile.
 */
export function SignUpHelperPage() {
  const dispatch = useAppDispatch();
  const signUp = useSignUpHelper();
  const flow = useOtpSteps('register', {
    steps: STEPS,
    skipVerified: true,
    firstStepFields: ['first_name', 'last_name', 'email', 'phone'],
    finished: ['your account', 'created'],
    lastStepFields: ['password', 'password_confirmation'],
    finish: async (values: HelperSignUpValues, { temporaryToken }) => {
      const response = await signUp.mutateAsync({
        data: {
          temporary_token: temporaryToken,
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
    },
  });
  const { step, otp } = flow;

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
          <StepHeading {...flow.heading} />
          <Form<HelperSignUpValues>
            subscription={{ submitting: true }}
            onSubmit={flow.onSubmit}
            initialValues={flow.initialValues}
            render={({ handleSubmit, submitting }) => (
              <ValidatingForm handleSubmit={handleSubmit} aria-label="Helper sign-up">
                <FormSpy
                  subscription={{ values: true }}
                  onChange={({ values }) => flow.typing(values)}
                />
                <FormSubmitError className="auth-form-error" />
                {step === 'details' && (
                  <>
                    <PersonFields emailPlaceholder="you@example.com" />
                  </>
                )}
                {step === 'code' && <OtpCodeStep otp={otp} onChangeEmail={flow.restart} />}
                {step === 'password' && (
                  <>
                    <p className="app-muted">
                      Signing up as <strong>{otp.email}</strong>.
                    </p>
                    <PasswordPair />
                  </>
                )}
                <StepSubmitButton text={flow.submitText} submitting={submitting} />
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
