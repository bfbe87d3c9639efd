import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useRegisterCompany } from '@/platform/api/generated/endpoints/auth/auth';
import { US_STATE_ITEMS } from '@/platform/format';
import { FormSubmitError, SelectField, TextField, ValidatingForm } from '@/platform/forms';
import { RouteLink } from '@/platform/routing';
import { loggedIn, toUserData } from '@/platform/session';
import { useAppDispatch } from '@/platform/store';
import { AppButton } from '@/platform/ui';
import { PasswordPair, PersonFields } from '../components/account-fields';
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

export type CompanySignUpValues = {
  company_name?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  code?: string;
  branch_name?: string;
  city?: string;
  state_initials?: string;
  password?: string;
  password_confirmation?: string;
};

type Step = 'details' | 'code' | 'branch';
const DETAIL_FIELDS = ['company_name', 'first_name', 'last_name', 'email', 'phone'];
const TITLES: Record<Step, string> = {
  details: 'Your company',
  code: 'Verify your email',
  branch: 'First branch and password',
};
const STEP_NUMBER: Record<Step, number> = { details: 1, code: 2, branch: 3 };
export const COMPANY_WELCOME = 'Welcome to Movers Marketplace! Your company is ready 🎉';

/**
 * /sign-up/company: the company and its owner, the emailed code (auth-v2 register
 * request-otp, verify-otp: the address is proven before the account exists), then the first
 * branch and a password (auth/register creates company, owner and branch and signs in).
 */
export function SignUpCompanyPage() {
  const dispatch = useAppDispatch();
  const otp = useOtpFlow('register');
  const register = useRegisterCompany();
  const [step, setStep] = useState<Step>('details');
  useAbandonOtpFlowOnLeave();

  const finish = async (values: CompanySignUpValues): Promise<SubmitErrors> => {
    if (!otp.temporaryToken || !otp.email) {
      setStep('details');
      return { [FORM_ERROR]: 'Please verify your email first.' };
    }
    try {
      const response = await register.mutateAsync({
        data: {
          company_name: values.company_name?.trim() ?? '',
          first_name: values.first_name?.trim() ?? '',
          last_name: values.last_name?.trim() ?? '',
          // The verified address, whatever the field holds since.
          email: otp.email,
          phone: values.phone ?? '',
          branch_name: values.branch_name?.trim() ?? '',
          city: values.city?.trim() ?? '',
          state_initials: values.state_initials ?? '',
          password: values.password ?? '',
          password_confirmation: values.password_confirmation ?? '',
        },
      });
      dispatch(
        loggedIn({
          token: response.data.access_token,
          user: toUserData(response.data.user),
          welcome: COMPANY_WELCOME,
        }),
      );
      return undefined;
    } catch (error) {
      const errors = submitErrorsOf(error);
      if (DETAIL_FIELDS.some((field) => field in errors)) setStep('details');
      return errors;
    }
  };

  const onSubmit = (values: CompanySignUpValues): Promise<SubmitErrors> =>
    submitOtpStep(
      otp,
      { step, first: 'details', last: 'branch', setStep, skipVerified: true },
      values,
      () => finish(values),
    );

  return (
    <div className="auth-page">
      <AuthHeader />
      <main className="auth-main">
        <section className="auth-card" aria-labelledby="company-signup-title">
          <h1 id="company-signup-title" className="auth-title">
            Join as a moving company
          </h1>
          <p className="app-muted auth-subtitle">
            Run your branches, post jobs and build your moving team.
          </p>
          <StepHeading step={STEP_NUMBER[step]} of={3} title={TITLES[step]} />
          <Form<CompanySignUpValues>
            onSubmit={onSubmit}
            render={({ handleSubmit, submitting }) => (
              <ValidatingForm handleSubmit={handleSubmit} aria-label="Company sign-up">
                <FormSubmitError className="auth-form-error" />
                {step === 'details' && (
                  <>
                    <TextField
                      name="company_name"
                      label="Company name"
                      autoComplete="organization"
                      validate={accountRules.companyName}
                    />
                    <PersonFields emailPlaceholder="you@company.com" />
                  </>
                )}
                {step === 'code' && (
                  <OtpCodeStep otp={otp} onChangeEmail={() => setStep('details')} />
                )}
                {step === 'branch' && (
                  <>
                    <p className="app-muted">
                      Your first branch; you can add more later on the Branch page.
                    </p>
                    <TextField
                      name="branch_name"
                      label="Branch name"
                      placeholder="e.g. Austin"
                      validate={accountRules.branchName}
                    />
                    <div className="auth-row-2">
                      <TextField
                        name="city"
                        label="City"
                        autoComplete="address-level2"
                        validate={accountRules.city}
                      />
                      <SelectField
                        name="state_initials"
                        label="State"
                        items={US_STATE_ITEMS}
                        placeholder="Choose a state"
                        validate={accountRules.state}
                      />
                    </div>
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
                    step === 'details' ? 'Continue' : step === 'code' ? 'Verify' : 'Create company'
                  }
                />
              </ValidatingForm>
            )}
          />
          <p className="auth-register">
            Already a member? <RouteLink to="login">Log in</RouteLink>
          </p>
        </section>
      </main>
    </div>
  );
}
