import {
  composeValidators,
  emailRule,
  maxLength,
  minLength,
  phoneRule,
  required,
  sameAs,
} from '@/platform/forms';
import { OTP_LENGTH } from '@/platform/widgets';

/** The contract's bounds (CompanyRegisterRequest, HelperSignupRequest, ResetPasswordRequest). */
export const ACCOUNT_LIMITS = {
  name: 60,
  company: 120,
  address: 255,
  passwordMin: 8,
} as const;

/** Field validators of the sign-up and password-reset forms; messages are the spec's. */
export const accountRules = {
  firstName: composeValidators(required, maxLength(ACCOUNT_LIMITS.name)),
  lastName: composeValidators(required, maxLength(ACCOUNT_LIMITS.name)),
  companyName: composeValidators(required, maxLength(ACCOUNT_LIMITS.company)),
  branchName: composeValidators(required, maxLength(ACCOUNT_LIMITS.company)),
  address: composeValidators(required, maxLength(ACCOUNT_LIMITS.address)),
  city: composeValidators(required, maxLength(ACCOUNT_LIMITS.company)),
  state: required,
  email: emailRule(),
  phone: phoneRule(),
  password: composeValidators(required, minLength(ACCOUNT_LIMITS.passwordMin)),
  passwordConfirmation: composeValidators(required, sameAs('password', 'Password')),
  newPasswordConfirmation: composeValidators(required, sameAs('password', 'New password')),
  code: composeValidators(required, minLength(OTP_LENGTH)),
};
