import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask, fillMask, isMaskComplete, MASKS, unmask } from './mask';

/*
 * Properties of the mask engine (spec section 5: '#' digit, '@' letter, '*' letter or digit;
 * phone +1(###)-###-####, time ##:## - ##:##, ssn ###-##-####) over generated input.
 */

const DIGITS = '0123456789';
const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...DIGITS), minLength: min, maxLength: max });
/** Anything a user might type or paste: printable ASCII and a few odd characters. */
const anyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom(...DIGITS, ...LETTERS, ...' +-()_:./#@*!?'),
    fc.constantFrom('é', '٣', '５', '\t', '🙂'),
  ),
  maxLength: 30,
});
const slotCount = (mask: string) => [...mask].filter((c) => '#@*'.includes(c)).length;
const MASK_LIST = [MASKS.PHONE, MASKS.TIME, MASKS.SSN, '@@-##', '**/**'];

describe('masks (properties)', () => {
  it('never put anything but an ASCII digit in a # slot, and keep literals where the mask has them', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MASK_LIST), anyText, (mask, raw) => {
        const out = applyMask(raw, mask);
        expect(out.length).toBeLessThanOrEqual(mask.length);
        for (let i = 0; i < out.length; i++) {
          const m = mask[i];
          if (m === '#') expect(out[i]).toMatch(/^[0-9]$/);
          else if (m === '@') expect(out[i]).toMatch(/^[a-z]$/i);
          else if (m === '*') expect(out[i]).toMatch(/^[a-z0-9]$/i);
          else expect(out[i]).toBe(m);
        }
      }),
    );
  });

  it('are idempotent: masking a masked value changes nothing', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MASK_LIST), anyText, (mask, raw) => {
        const once = applyMask(raw, mask);
        expect(applyMask(once, mask)).toBe(once);
      }),
    );
  });

  it('round-trip: a full phone typed with or without its +1 reads back as the same 10 digits', () => {
    fc.assert(
      fc.property(digits(10, 10), fc.constantFrom('', '1', '+1 ', '+1(', '1-'), (d, prefix) => {
        // A leading 1 typed without its country code is ambiguous; the user typing 10 digits
        // that start with 1 gets it read as the country code (as people type '1 555 ...').
        fc.pre(prefix !== '' || !d.startsWith('1'));
        const masked = applyMask(`${prefix}${d}`, MASKS.PHONE);
        expect(masked).toBe(`+1(${d.slice(0, 3)})-${d.slice(3, 6)}-${d.slice(6)}`);
        expect(unmask(masked, MASKS.PHONE)).toBe(d);
        expect(isMaskComplete(masked, MASKS.PHONE)).toBe(true);
      }),
    );
  });

  it('round-trip: a stored raw value (PhoneField keeps the 10 digits) shows and reads back unchanged, a leading 1 included', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MASK_LIST), digits(0, 12), (mask, d) => {
        fc.pre(!mask.includes('@'));
        const kept = d.slice(0, slotCount(mask));
        const shown = fillMask(d, mask);
        expect(unmask(shown, mask)).toBe(kept);
        // Typing over the shown value keeps it as it is.
        expect(applyMask(shown, mask)).toBe(shown);
      }),
    );
  });

  it('unmask gives only slot characters, never more than the mask has slots', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MASK_LIST), anyText, (mask, raw) => {
        const slots = unmask(raw, mask);
        expect(slots.length).toBeLessThanOrEqual(slotCount(mask));
        expect(slots).toMatch(/^[a-z0-9]*$/i);
        if (mask === MASKS.PHONE || mask === MASKS.TIME || mask === MASKS.SSN)
          expect(slots).toMatch(/^[0-9]*$/);
      }),
    );
  });

  it('a value is complete exactly when every slot is filled', () => {
    fc.assert(
      fc.property(fc.constantFrom(MASKS.TIME, MASKS.SSN), digits(0, 12), (mask, d) => {
        expect(isMaskComplete(fillMask(d, mask), mask)).toBe(d.length >= slotCount(mask));
      }),
    );
  });
});
