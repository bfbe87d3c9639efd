import {
  composeValidators,
  emailRule,
  HOURLY_RATE_DOLLARS,
  hourlyRateRule,
  maxLength,
  phoneRule,
  required,
  type Validator,
} from '@/platform/forms';
import { MIN_CROP_SIZE } from '@/platform/widgets/crop';

/**
 * EmployeeCreateRequest limits (contract/openapi.yaml). The price is typed in dollars: the
 * contract README's hourly-rate bounds for employees, $1 to $1,000 (100..100000 cents).
 */
export const MEMBER_LIMITS = {
  nameMax: 60,
  priceMin: HOURLY_RATE_DOLLARS.min,
  priceMax: HOURLY_RATE_DOLLARS.max,
} as const;

/** The member form's own rule (spec section 5 leaves product rules "not shown"). */
export const MEMBER_MESSAGES = {
  imageTooSmall: `The image must be at least ${MIN_CROP_SIZE} x ${MIN_CROP_SIZE} px`,
  /** Under a manager's fixed Manager access switch (QA-184 H1). */
  managerAccessOwnerOnly: 'Only the company owner can give or take manager access.',
} as const;

/** The spec's generic messages (platform/forms), one per field. */
export const memberRules = {
  name: composeValidators(required, maxLength(MEMBER_LIMITS.nameMax)),
  email: emailRule(),
  phone: phoneRule(),
  positions: required,
  price: hourlyRateRule(),
} satisfies Record<string, Validator>;
