import { useRegisterCompany } from '../api/endpoints';
import { US_STATE_ITEMS } from '@/platform/format';
import { SelectField, TextField } from '@/platform/forms';
import { loggedIn, toUserData } from '@/platform/session';
import { useAppDispatch } from '@/platform/store';
import { PasswordPair, PersonFields, type PersonSignUpValues } from '../components/account-fields';
import { OtpFlowPage } from '../components/otp-flow-page';
import { accountRules } from '../model/account-rules';
import { useOtpSteps, type OtpSteps } from '../model/use-otp-steps';

export type CompanySignUpValues = PersonSignUpValues & {
  company_name?: string;
  branch_name?: string;
  address?: string;
  city?: string;
  state_initials?: string;
};

const STEPS: OtpSteps<'details' | 'branch'> = [
  ['details', { title: 'Your company', submit: 'Continue' }],
  ['code', { title: 'Verify your email', submit: 'Verify' }],
  ['branch', { title: 'First branch and password', submit: 'Create company' }],
];
export const COMPANY_WELCOME = 'Welcome to Movers Marketplace! Your company is ready 🎉';

/**
 * /sign-up/company: the company and its owner, the emailed code (auth-v2 register
 * request-otp, verify-otp: the address is proven before the account exists), then the first
 * branch and a password (auth/register creates company, owner and branch and signs in).
 */
export function SignUpCompanyPage() {
  const dispatch = useAppDispatch();
  const register = useRegisterCompany();
  const flow = useOtpSteps('register', {
    steps: STEPS,
    skipVerified: true,
    firstStepFields: ['company_name', 'first_name', 'last_name', 'email', 'phone'],
    finished: ['your company', 'created'],
    lastStepFields: [
      'branch_name',
      'address',
      'city',
      'state_initials',
      'password',
      'password_confirmation',
    ],
    finish: async (values: CompanySignUpValues, { email }) => {
      const response = await register.mutateAsync({
        data: {
          company_name: values.company_name?.trim() ?? '',
          first_name: values.first_name?.trim() ?? '',
          last_name: values.last_name?.trim() ?? '',
          // The verified address, whatever the field holds since.
          email,
          phone: values.phone ?? '',
          branch_name: values.branch_name?.trim() ?? '',
          address: values.address?.trim() ?? '',
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
    },
  });
  return (
    <OtpFlowPage
      id="company-signup-title"
      title="Join as a moving company"
      subtitle="Run your branches, post jobs and build your moving team."
      formLabel="Company sign-up"
      flow={flow}
      fields={(step) =>
        step === 'details' ? (
          <>
            <TextField
              name="company_name"
              label="Company name"
              autoComplete="organization"
              validate={accountRules.companyName}
            />
            <PersonFields emailPlaceholder="you@company.com" />
          </>
        ) : (
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
            <TextField
              name="address"
              label="Address"
              placeholder="e.g. 500 E 7th St"
              autoComplete="address-line1"
              validate={accountRules.address}
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
        )
      }
    />
  );
}
