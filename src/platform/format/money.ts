/** The API carries prices in cents; people see and type whole dollars (factor 100). */
export const CENTS_PER_UNIT = 100;

export function centsToUnits(cents: number): number {
  return cents / CENTS_PER_UNIT;
}

/** Rounded so 19.99 becomes 1999, not 1998.9999999999998. */
export function unitsToCents(units: number): number {
  return Math.round(units * CENTS_PER_UNIT);
}

/**
 * 4250 -> '$42.50', 123456789 -> '$1,234,567.89', -5 -> '-$0.05' (input in cents; a fraction
 * of a cent is rounded). The same text as Intl's en-US USD currency format, written out: an
 * Intl.NumberFormat costs ~25 ms to create (0.1 s at 4x CPU, measured on the job list's first
 * render), a price needs only grouping and two decimals. A property test holds it to Intl.
 */
export function formatMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / CENTS_PER_UNIT)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = String(whole % CENTS_PER_UNIT).padStart(2, '0');
  return `${cents < 0 && whole > 0 ? '-' : ''}$${dollars}.${rest}`;
}

/**
 * A person's hourly rate, 0 when none is set (a new helper's profile: the contract's Cents has
 * no null, and a set rate is at least $1.00): 'No rate set' then, never "$0.00/h", which reads
 * as working for free (QA helper-132 LOW 4).
 */
export const formatPersonRate = (cents: number) =>
  cents > 0 ? formatHourlyRate(cents) : 'No rate set';

/** 4250 -> '$42.50/h' (input in cents). */
export function formatHourlyRate(cents: number | null | undefined): string {
  const money = formatMoney(cents);
  return money ? `${money}/h` : '';
}

/**
 * Whose rate a figure is, said with it wherever a company sees a person's rate beside another
 * (README "One rate per helper", QA-215): what a helper asks (her own rate, the same in every
 * answer), or what a job pays her (the job's rate, or the rate an outsourcing offer took her at).
 */
export const RATE_LABEL = { asks: 'Asks', jobPays: 'Job pays', offerPays: 'Offer pays' } as const;

/**
 * A marketplace helper with her account sets her own rate: her member price is it, shown as
 * what she asks, and no company changes it. A member without an account has the branch's price.
 */
export const asksOwnRate = (person: { is_helper: boolean; user_id: number | null }) =>
  person.is_helper && person.user_id !== null;
