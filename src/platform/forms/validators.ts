import { getIn } from 'final-form';

/**
 * Field-level validators in final-form style: `(value, allValues) => message | undefined`.
 * Messages are the spec's generic texts (section 5), verbatim.
 */
export type Validator<V = unknown> = (value: V, allValues?: object) => string | undefined;

export const messages = {
  required: 'Value is required',
  email: 'Value is not a valid email address',
  numeric: 'Value must be numeric',
  maxLength: (max: number) => `The maximum length allowed is ${max}`,
  minLength: (min: number) => `This field should be at least ${min} characters long`,
  minValue: (min: number) => `The minimum value allowed is ${min}`,
  maxValue: (max: number) => `The maximum value allowed is ${max}`,
  sameAs: (other: string) => `The value must be equal to the ${other} value`,
  requiredIf: 'The value is required',
} as const;

/** Empty means "nothing entered": optional rules skip it and leave it to `required`. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export const required: Validator = (value) =>
  isEmpty(value) || value === false ? messages.required : undefined;

// Deliberately permissive (one @, a dot in the domain, no spaces): the server is the authority.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const email: Validator = (value) =>
  isEmpty(value) || EMAIL.test(String(value).trim()) ? undefined : messages.email;

/**
 * A number as people write one: digits, at most one point, a sign. Not JavaScript's other
 * number syntax (QA 58 M3: "1e3" saved $1,000.00/h and "0x20" $32.00/h), nor "Infinity".
 */
const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !DECIMAL.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return Number.isFinite(n) ? n : undefined;
}

export const numeric: Validator = (value) =>
  isEmpty(value) || toNumber(value) !== undefined ? undefined : messages.numeric;

/**
 * A list's items, or a text's characters as the server counts them (Laravel's `max` and JSON
 * Schema's maxLength count code points): an emoji is one, not the two UTF-16 units of
 * `length` (QA 2026-12-04: a reason of 150 emoji was refused as over 200).
 */
function lengthOf(value: unknown): number {
  return Array.isArray(value) ? value.length : characterCount(String(value));
}

/** A text's length as maxLength counts it (code points), for a field's live counter. */
export const characterCount = (text: string): number => [...text].length;

export const maxLength =
  (max: number): Validator =>
  (value) =>
    isEmpty(value) || lengthOf(value) <= max ? undefined : messages.maxLength(max);

export const minLength =
  (min: number): Validator =>
  (value) =>
    isEmpty(value) || lengthOf(value) >= min ? undefined : messages.minLength(min);

export const minValue =
  (min: number): Validator =>
  (value) => {
    const n = toNumber(value);
    return n === undefined || n >= min ? undefined : messages.minValue(min);
  };

export const maxValue =
  (max: number): Validator =>
  (value) => {
    const n = toNumber(value);
    return n === undefined || n <= max ? undefined : messages.maxValue(max);
  };

/**
 * Beyond the spec's messages: a money amount typed in dollars may have at most two decimals
 * (19.99, not 19.999), as the API stores whole cents. Pair it with numeric/minValue/maxValue.
 */
/**
 * The spec has no message for a fraction (section 5 lists none): where the contract wants a
 * whole number (helpers, stars), this one rule says so in plain words.
 */
export const WHOLE_NUMBER_MESSAGE = 'Value must be a whole number';
export const wholeNumber: Validator = (value) =>
  typeof value === 'string' && value.trim() !== '' && !Number.isInteger(Number(value.trim()))
    ? WHOLE_NUMBER_MESSAGE
    : undefined;

/**
 * A number in steps of `step` (e.g. quarter hours: 0.25), said before the server would refuse
 * it ("must be a multiple of 0.25"). Not a number, or empty: left to `numeric` and `required`.
 */
export const multipleOf =
  (step: number): Validator =>
  (value) => {
    const n = toNumber(value);
    if (n === undefined) return undefined;
    const steps = n / step;
    return Math.abs(steps - Math.round(steps)) < 1e-9
      ? undefined
      : `Value must be a multiple of ${step}`;
  };

export const CENTS_PRECISION_MESSAGE = 'Use at most 2 decimal places';

export const centsPrecision: Validator = (value) =>
  isEmpty(value) || !/\.\d{3,}\s*$/.test(String(value)) ? undefined : CENTS_PRECISION_MESSAGE;

/** Equal to another field (a dotted path in the form values), e.g. password confirmation. */
export const sameAs =
  (otherField: string, otherLabel: string): Validator =>
  (value, allValues) => {
    const other: unknown = allValues ? getIn(allValues, otherField) : undefined;
    if (isEmpty(value) && isEmpty(other)) return undefined;
    return value === other ? undefined : messages.sameAs(otherLabel);
  };

/** Required only while `predicate(allValues)` holds (e.g. destination fields for help type 2). */
export const requiredIf =
  (predicate: (allValues: object) => boolean): Validator =>
  (value, allValues) =>
    predicate(allValues ?? {}) && isEmpty(value) ? messages.requiredIf : undefined;

/** Runs validators in order; the first failing message wins, so one error is shown. */
export function composeValidators<V = unknown>(
  ...validators: Array<Validator<V> | undefined | false>
): Validator<V> {
  return (value, allValues) => {
    for (const validate of validators) {
      if (!validate) continue;
      const error = validate(value, allValues);
      if (error !== undefined) return error;
    }
    return undefined;
  };
}

/** A money amount typed with its currency sign ('$32.50'): said plainly, not "not numeric". */
export const DOLLAR_SIGN_MESSAGE = 'Enter the amount without the $ sign';
const noDollarSign: Validator = (value) =>
  typeof value === 'string' && /^\s*\$/.test(value) ? DOLLAR_SIGN_MESSAGE : undefined;

/**
 * Dollars written with thousands separators, as people write them ("1,000", "12,345.50"): a
 * comma before each group of three digits, none in the cents (QA helper-159 F4).
 */
const GROUPED_DOLLARS = /^([+-]?\d{1,3}(?:,\d{3})+)(\.\d*)?$/;
export const THOUSANDS_MESSAGE = 'Use commas only between groups of 3 digits, as in 1,000';

/** The amount's text without its thousands separators ("1,000.50" -> "1000.50"); else as is. */
export function withoutGroups(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const grouped = GROUPED_DOLLARS.exec(value.trim());
  return grouped ? `${grouped[1].replaceAll(',', '')}${grouped[2] ?? ''}` : value;
}

/**
 * A number with a comma that is no thousands separator ("1,00", "10,5"): said plainly, not
 * "not numeric". Text that is no number with or without its commas is left to `numeric`.
 */
const wellGrouped: Validator = (value) =>
  typeof value === 'string' &&
  value.includes(',') &&
  withoutGroups(value) === value &&
  toNumber(value.replaceAll(',', '')) !== undefined
    ? THOUSANDS_MESSAGE
    : undefined;

/**
 * What a dollar amount the one rule accepted stands for, as a number: "1,000.50" -> 1000.5,
 * " 32 " -> 32. Every form that sends such an amount reads it through this (then unitsToCents).
 */
export const parseDollars = (value: string | number | undefined): number =>
  Number(withoutGroups(value));

/**
 * The one dollar-amount rule: a number typed in dollars from `min` to `max`, with whole cents
 * (the API keeps cents), thousands separators allowed where they belong ("1,000"). Required
 * unless `optional`. A leading "$" is named (review 53 L8: "Value must be numeric" left people
 * guessing, as the labels say dollars), and so is a misplaced comma.
 */
export function dollarAmount(bounds: { min: number; max: number; optional?: boolean }): Validator {
  const amount = composeValidators(
    numeric,
    minValue(bounds.min),
    maxValue(bounds.max),
    centsPrecision,
  );
  const rule = composeValidators(noDollarSign, wellGrouped, (value, all) =>
    amount(withoutGroups(value), all),
  );
  return bounds.optional ? rule : composeValidators(required, rule);
}

/** The contract's Phone: 10 digits, no formatting (PhoneField keeps the mask's 10 digits). */
export const PHONE_DIGITS = 10;

/**
 * The one phone rule (every PhoneField): its 10 digits, fewer get the spec's min-length
 * message. Required unless `optional` (an order's second phone).
 */
export function phoneRule(options: { optional?: boolean } = {}): Validator {
  const rule = minLength(PHONE_DIGITS);
  return options.optional ? rule : composeValidators(required, rule);
}

/**
 * The contract's cap on an email (maxLength: 255: sign-up, password reset, personal info). A
 * member's and an order customer's email say none there, but no real address is longer (254
 * at most), so every email field has the one cap.
 */
export const EMAIL_MAX = 255;

/**
 * The one email rule (every email field): a valid address of at most 255 characters, with
 * the spec's messages. Required unless `optional` (an order's customer email); `capped: false`
 * where the spec lists the checks and no length (login: "required and valid", section 5).
 */
export function emailRule(options: { optional?: boolean; capped?: boolean } = {}): Validator {
  const rule = options.capped === false ? email : composeValidators(email, maxLength(EMAIL_MAX));
  return options.optional ? rule : composeValidators(required, rule);
}

/** The contract's hourly rates, in dollars: 100 to 100,000 cents (orders, members, offers). */
export const HOURLY_RATE_DOLLARS = { min: 1, max: 1000 } as const;

/** An hourly rate typed in dollars, within the contract's bounds (an order's, a member's). */
export const hourlyRateRule = (options: { optional?: boolean } = {}): Validator =>
  dollarAmount({ ...HOURLY_RATE_DOLLARS, ...options });

/**
 * A helper's own hourly rate, in dollars: 100 to 50,000 cents (UpdateHourlyRateRequest, and
 * ApplyToOfferRequest's proposed rate: what she asks is one rule wherever she asks it).
 * Lower than an order's $1,000: helpers ask $20-$90, and 1000 was most likely a slip for 10.00
 * (QA-211 L4).
 */
export const HELPER_RATE_DOLLARS = { min: 1, max: 500 } as const;

/** A rate a helper asks (her settings, an application's proposed rate), with the spec's messages. */
export const helperRateRule = (options: { optional?: boolean } = {}): Validator =>
  dollarAmount({ ...HELPER_RATE_DOLLARS, ...options });
