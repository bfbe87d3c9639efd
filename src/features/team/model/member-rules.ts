import {
  composeValidators,
  email,
  isEmpty,
  maxLength,
  maxValue,
  minLength,
  minValue,
  numeric,
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
  phoneDigits: 10,
  priceMin: 1,
  priceMax: 1000,
} as const;

/** The member form's own rule (spec section 5 leaves product rules "not shown"). */
export const MEMBER_MESSAGES = {
  cents: 'Use at most 2 decimal places',
  imageTooSmall: `The image must be at least ${MIN_CROP_SIZE} x ${MIN_CROP_SIZE} px`,
} as const;

/** Dollars with cents at most (19.99, not 19.999): the API stores whole cents. */
const centsPrecision: Validator = (value) =>
  isEmpty(value) || !/\.\d{3,}\s*$/.test(String(value)) ? undefined : MEMBER_MESSAGES.cents;

/** The spec's generic messages (platform/forms), one per field. */
export const memberRules = {
  name: composeValidators(required, maxLength(MEMBER_LIMITS.nameMax)),
  email: composeValidators(required, email),
  phone: composeValidators(required, minLength(MEMBER_LIMITS.phoneDigits)),
  positions: required,
  price: composeValidators(
    required,
    numeric,
    minValue(MEMBER_LIMITS.priceMin),
    maxValue(MEMBER_LIMITS.priceMax),
    centsPrecision,
  ),
} satisfies Record<string, Validator>;
