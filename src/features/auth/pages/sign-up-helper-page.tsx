import { useSignUpHelper } from '../api/endpoints';
import { RouteLink } from '@/platform/routing';
import { loggedIn, toUserData } from '@/platform/session';
import { useAppDispatch } from '@/platform/store';
import { PasswordPair, PersonFields, type PersonSignUpValues } from '../components/account-fields';
import { OtpFlowPage } from '../components/otp-flow-page';
import { useOtpSteps, type OtpSteps } from '../model/use-otp-steps';

export type HelperSignUpValues = PersonSignUpValues;

const STEPS: OtpSteps<'details' | 'password'> = [
  ['details', { title: 'Your details', submit: 'Continue' }],
  ['code', { title: 'Verify your email', submit: 'Verify' }],
  ['password', { title: 'Choose a password', submit: 'Create account' }],
];
export const HELPER_WELCOME = 'Welcome to Movers Marketplace! Complete your profile to get jobs 🎉';

/**
 * /sign-up/helper (white background): details, the emailed code (auth-v2 register
 * request-otp, verify-otp), then a password (register/signup); the new helper is signed in
 * and starts on the Job page, whose checklist says what her profile lacks.
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
  return (
    <OtpFlowPage
      id="helper-signup-title"
      title="Become a helper"
      subtitle="Get invited to moving jobs near you at your hourly rate."
      formLabel="Helper sign-up"
      flow={flow}
      showJoin={false}
      fields={(step) =>
        step === 'details' ? (
          <PersonFields emailPlaceholder="you@example.com" />
        ) : (
          <>
            <p className="app-muted">
              Signing up as <strong>{flow.otp.email}</strong>.
            </p>
            <PasswordPair />
          </>
        )
      }
      more={
        <p className="auth-register app-muted">
          Running a moving company? <RouteLink to="sign-up-company">Register it here</RouteLink>
        </p>
      }
    />
  );
}
