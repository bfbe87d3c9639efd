import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask, MASKS, unmask } from '@/platform/forms/mask';
import { parseApiDate, toApiDate, formatDate } from './date';
import {
  centsToUnits,
  formatHourlyRate,
  formatMoney,
  formatPhone,
  nationalDigits,
  unitsToCents,
} from './index';
import { formatPhoneWithCountryCode } from './phone';

/*
 * Properties of the display formats: formatting then reading back gives the value again,
 * formatting is stable, and input that is not a US phone or a price is shown as given.
 */

const DIGITS = '0123456789';
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...DIGITS), minLength: min, maxLength: max });
const phoneDigits = digits(10, 10);

describe('phone formats (properties)', () => {
  it('round-trip: the digits of a formatted phone are the phone', () => {
    fc.assert(
      fc.property(phoneDigits, (d) => {
        expect(formatPhone(d)).toBe(`(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`);
        expect(nationalDigits(formatPhone(d))).toBe(d);
        expect(nationalDigits(formatPhoneWithCountryCode(d))).toBe(d);
      }),
    );
  });

  it('is idempotent and ignores how the number was written (+1, spaces, dashes, the mask)', () => {
    fc.assert(
      fc.property(
        phoneDigits,
        fc.constantFrom('', '1', '+1 ', '+1-'),
        fc.constantFrom('', ' ', '-', '.'),
        (d, prefix, sep) => {
          const written = `${prefix}${d.slice(0, 3)}${sep}${d.slice(3, 6)}${sep}${d.slice(6)}`;
          expect(formatPhone(written)).toBe(formatPhone(d));
          expect(formatPhone(formatPhone(d))).toBe(formatPhone(d));
          expect(formatPhoneWithCountryCode(formatPhoneWithCountryCode(d))).toBe(
            formatPhoneWithCountryCode(d),
          );
          // What the form's phone mask stores reads the same.
          expect(formatPhone(unmask(applyMask(`+1${d}`, MASKS.PHONE)))).toBe(formatPhone(d));
        },
      ),
    );
  });

  it('shows anything that is not a 10-digit US number as given', () => {
    const notUs = fc.string({ maxLength: 20 }).filter((s) => nationalDigits(s).length !== 10);
    fc.assert(
      fc.property(notUs, (s) => {
        expect(formatPhone(s)).toBe(s);
        expect(formatPhoneWithCountryCode(s)).toBe(s);
      }),
    );
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('prices: cents <-> dollars (properties)', () => {
  const cents = fc.integer({ min: 0, max: 100_000_000 });

  it('round-trip: cents to dollars and back is the same integer', () => {
    fc.assert(fc.property(cents, (c) => void expect(unitsToCents(centsToUnits(c))).toBe(c)));
  });

  it('round-trip: a typed dollar amount with at most two decimals becomes exact cents', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        (d, c) => {
          const typed = `${d}.${String(c).padStart(2, '0')}`;
          expect(unitsToCents(Number(typed))).toBe(d * 100 + c);
          expect(Number.isInteger(unitsToCents(Number(typed)))).toBe(true);
        },
      ),
    );
  });

  it('formats every amount as $ with thousands separators and two decimals that read back as the cents', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const shown = formatMoney(c);
        expect(shown).toMatch(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(unitsToCents(Number(shown.replace(/[$,]/g, '')))).toBe(c);
        expect(formatHourlyRate(c)).toBe(`${shown}/h`);
      }),
    );
  });

  it('writes every amount in cents, negative or large, exactly as Intl formats en-US dollars', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 50), max: 2 ** 50 }), (c) => {
        expect(formatMoney(c)).toBe(intl.format(c / 100).replace('-$0.00', '$0.00'));
      }),
    );
    expect(formatMoney(123456789)).toBe('$1,234,567.89');
    expect(formatMoney(-5)).toBe('-$0.05');
    expect(formatMoney(1999.6)).toBe('$20.00');
  });

  it('shows nothing for a missing or non-finite amount', () => {
    fc.assert(
      fc.property(fc.constantFrom(null, undefined, NaN, Infinity, -Infinity), (v) => {
        expect(formatMoney(v)).toBe('');
        expect(formatHourlyRate(v)).toBe('');
      }),
    );
  });
});

describe('dates (properties)', () => {
  const day = fc
    .date({ min: new Date(1990, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true })
    .map((d) => new Date(d.getFullYear(), d.getMonth(), d.getDate()));

  it('round-trip: a local day to the API format and back is the same day', () => {
    fc.assert(
      fc.property(day, (d) => {
        const wire = toApiDate(d);
        expect(wire).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(parseApiDate(wire)?.getTime()).toBe(d.getTime());
        expect(toApiDate(parseApiDate(wire)!)).toBe(wire);
      }),
    );
  });

  it('shows an API day as month/day/year of that very day (spec section 5)', () => {
    fc.assert(
      fc.property(day, (d) => {
        const [y, m, dd] = toApiDate(d).split('-');
        expect(formatDate(toApiDate(d))).toBe(`${m}/${dd}/${y}`);
      }),
    );
  });

  it('reads a day that does not exist as no date, never as a day of the next month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2099 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 40 }),
        (y, m, dd) => {
          const wire = `${y}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
          const exists = dd <= new Date(y, m, 0).getDate();
          const parsed = parseApiDate(wire);
          if (exists) expect(parsed && toApiDate(parsed)).toBe(wire);
          else expect(parsed).toBeUndefined();
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 13, max: 99 }), (m) => {
        expect(parseApiDate(`2026-${m}-01`)).toBeUndefined();
        expect(parseApiDate(`2026-00-01`)).toBeUndefined();
      }),
    );
  });

  it('reads text that is no API date as no date', () => {
    const junk = fc.string({ maxLength: 12 }).filter((s) => !/^\d{4}-\d{2}-\d{2}/.test(s));
    fc.assert(fc.property(junk, (s) => void expect(parseApiDate(s)).toBeUndefined()));
  });
});
