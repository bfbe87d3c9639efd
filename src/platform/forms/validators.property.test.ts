import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  multipleOf,
  wholeNumber,
  WHOLE_NUMBER_MESSAGE,
  CENTS_PRECISION_MESSAGE,
  composeValidators,
  dollarAmount,
  DOLLAR_SIGN_MESSAGE,
  parseDollars,
  THOUSANDS_MESSAGE,
  hourlyRateRule,
  email,
  emailRule,
  phoneRule,
  maxLength,
  maxValue,
  messages,
  minLength,
  minValue,
  numeric,
  required,
  requiredIf,
  sameAs,
} from './validators';

/*
 * The validators against generated values: every valid value passes, every invalid one gets
 * the spec's exact message (section 5), and empty values are left to `required`.
 */

const blank = fc.constantFrom(undefined, null, '', ' ', '\t \n', []);
const nonBlankText = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim() !== '');
const localPart = fc.string({
  unit: fc.constantFrom(...'abcxyz019._%+-'),
  minLength: 1,
  maxLength: 12,
});
const label = fc.string({
  unit: fc.constantFrom(...'abcdefxyz0189-'),
  minLength: 1,
  maxLength: 10,
});
const validEmail = fc
  .tuple(localPart, label, fc.constantFrom('com', 'test', 'co.uk', 'io'))
  .map(([l, d, tld]) => `${l}@${d}.${tld}`);

describe('validators (properties)', () => {
  it('required: "Value is required" for every blank value, nothing for any other text', () => {
    fc.assert(fc.property(blank, (v) => void expect(required(v)).toBe(messages.required)));
    fc.assert(fc.property(nonBlankText, (v) => void expect(required(v)).toBeUndefined()));
    fc.assert(
      fc.property(fc.double({ noNaN: true }), (n) => void expect(required(n)).toBeUndefined()),
    );
  });

  it('the optional rules leave blank values alone (required decides)', () => {
    const rules = [email, numeric, maxLength(3), minLength(5), minValue(1), maxValue(0)];
    fc.assert(
      fc.property(
        blank,
        fc.constantFrom(...rules),
        (v, rule) => void expect(rule(v)).toBeUndefined(),
      ),
    );
  });

  it('email: accepts generated addresses (with spaces around), refuses text without an @ or a dotted domain', () => {
    fc.assert(
      fc.property(
        validEmail,
        fc.constantFrom('', ' ', '  '),
        (address, pad) => void expect(email(`${pad}${address}${pad}`)).toBeUndefined(),
      ),
    );
    const noAt = nonBlankText.filter((s) => !s.includes('@'));
    fc.assert(fc.property(noAt, (v) => void expect(email(v)).toBe(messages.email)));
    fc.assert(
      fc.property(localPart, label, (l, d) => void expect(email(`${l}@${d}`)).toBe(messages.email)),
    );
    fc.assert(
      fc.property(
        localPart,
        label,
        (l, d) => void expect(email(`${l} x@${d}.com`)).toBe(messages.email),
      ),
    );
  });

  it('numeric: any finite number, as a number or written with digits and a point, passes; text that is no number fails', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.integer({ min: 0, max: 6 }),
        (n, decimals) => {
          expect(numeric(n)).toBeUndefined();
          if (Math.abs(n) < 1e15) expect(numeric(n.toFixed(decimals))).toBeUndefined();
        },
      ),
    );
    const notANumber = nonBlankText.filter((s) => !Number.isFinite(Number(s.trim())));
    fc.assert(fc.property(notANumber, (v) => void expect(numeric(v)).toBe(messages.numeric)));
  });

  it("numeric: JavaScript's other number syntax is no number a person typed (QA 58 M3)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.constantFrom(
          (n: number) => `${n}e3`,
          (n: number) => `${n}E-2`,
          (n: number) => `0x${n.toString(16)}`,
          (n: number) => `0b${n.toString(2)}`,
          (n: number) => `0o${n.toString(8)}`,
          () => 'Infinity',
          () => '-Infinity',
        ),
        (n, write) => void expect(numeric(write(n))).toBe(messages.numeric),
      ),
    );
    for (const typed of ['32', '32.5', '32.50', '.5', '5.', '-3', '+4', ' 12 '])
      expect(numeric(typed), typed).toBeUndefined();
  });

  it('minLength / maxLength: the boundary is inclusive and the message names the limit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), nonBlankText, (limit, text) => {
        const long = text.padEnd(limit, 'x');
        expect(minLength(limit)(long.slice(0, limit))).toBeUndefined();
        expect(maxLength(limit)(long.slice(0, limit))).toBeUndefined();
        expect(maxLength(limit)(`${long.slice(0, limit)}y`)).toBe(
          `The maximum length allowed is ${limit}`,
        );
        if (limit > 1 && long.slice(0, limit - 1).trim() !== '')
          expect(minLength(limit)(long.slice(0, limit - 1))).toBe(
            `This field should be at least ${limit} characters long`,
          );
      }),
    );
  });

  it('minValue / maxValue: values on the right side pass, the others get the exact message', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        fc.boolean(),
        (limit, value, asText) => {
          const v = asText ? String(value) : value;
          expect(minValue(limit)(v)).toBe(
            value >= limit ? undefined : `The minimum value allowed is ${limit}`,
          );
          expect(maxValue(limit)(v)).toBe(
            value <= limit ? undefined : `The maximum value allowed is ${limit}`,
          );
        },
      ),
    );
  });

  it('wholeNumber / multipleOf: whole numbers and whole quarters pass, anything between fails', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_600 }),
        fc.integer({ min: 1, max: 99 }),
        (quarters, hundredths) => {
          // A whole number of quarters, written as people type it ('2.25', '3.5', '4').
          const onStep = String(quarters / 4);
          expect(multipleOf(0.25)(onStep)).toBeUndefined();
          expect(wholeNumber(String(quarters))).toBeUndefined();
          // Off the step by some hundredths that are not themselves quarters.
          const off = quarters / 4 + hundredths / 100;
          const offText = off.toFixed(2);
          if (hundredths % 25 !== 0)
            expect(multipleOf(0.25)(offText)).toBe('Value must be a multiple of 0.25');
          expect(wholeNumber(offText)).toBe(
            Number.isInteger(Number(offText)) ? undefined : WHOLE_NUMBER_MESSAGE,
          );
        },
      ),
    );
    // Blank and non-numbers are left to required and numeric.
    expect(multipleOf(0.25)('')).toBeUndefined();
    expect(multipleOf(0.25)('abc')).toBeUndefined();
    expect(wholeNumber('')).toBeUndefined();
  });

  it('sameAs: equal values pass, different ones name the other field', () => {
    fc.assert(
      fc.property(nonBlankText, nonBlankText, (a, b) => {
        const rule = sameAs('password', 'Password');
        expect(rule(a, { password: a })).toBeUndefined();
        expect(rule(a, { password: b })).toBe(
          a === b ? undefined : 'The value must be equal to the Password value',
        );
      }),
    );
  });

  it('requiredIf: "The value is required" only while the condition holds and the value is blank', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.oneof(blank, nonBlankText), (on, v) => {
        const rule = requiredIf((all) => (all as { on?: boolean }).on === true);
        const isBlank = typeof v !== 'string' || v.trim() === '';
        expect(rule(v, { on })).toBe(on && isBlank ? messages.requiredIf : undefined);
      }),
    );
  });

  it('composeValidators gives the first failing message only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), nonBlankText, (max, text) => {
        const rule = composeValidators(required, maxLength(max), numeric);
        const expected =
          text.length > max
            ? messages.maxLength(max)
            : /^[+-]?(\d+\.?\d*|\.\d+)$/.test(text.trim())
              ? undefined
              : messages.numeric;
        expect(rule(text)).toBe(expected);
      }),
    );
  });
});

describe('dollar amounts (the one money rule, properties)', () => {
  const cents = fc.integer({ min: 0, max: 200_000 });
  const asTyped = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;

  it('any whole-cent amount within the bounds passes; outside them gets the bound message', () => {
    const rule = dollarAmount({ min: 1, max: 1000 });
    fc.assert(
      fc.property(cents, (c) => {
        const expected =
          c < 100 ? messages.minValue(1) : c > 100_000 ? messages.maxValue(1000) : undefined;
        expect(rule(asTyped(c), {})).toBe(expected);
      }),
    );
  });

  it('a third decimal is refused with its own message; blank is left to required', () => {
    const rule = dollarAmount({ min: 0, max: 1000, optional: true });
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 9 }), (c, extra) => {
        expect(rule(`${asTyped(Math.min(c, 99_999))}${extra}`, {})).toBe(CENTS_PRECISION_MESSAGE);
      }),
    );
    fc.assert(
      fc.property(blank, (b) => {
        expect(rule(b, {})).toBeUndefined();
      }),
    );
    expect(dollarAmount({ min: 0, max: 10 })('', {})).toBe(messages.required);
    expect(hourlyRateRule()('0.99', {})).toBe(messages.minValue(1));
    expect(hourlyRateRule({ optional: true })('', {})).toBeUndefined();
  });

  it('an amount typed with its $ sign is told to drop it, whatever the amount (review 53 L8)', () => {
    const rule = dollarAmount({ min: 1, max: 1000 });
    fc.assert(
      fc.property(cents, fc.constantFrom('$', ' $', '$ '), (c, sign) => {
        expect(rule(`${sign}${asTyped(c)}`, {})).toBe(DOLLAR_SIGN_MESSAGE);
      }),
    );
    expect(rule('32$', {})).toBe(messages.numeric);
  });
});

describe('dollar amounts with thousands separators (QA helper-159 F4, properties)', () => {
  const cents = fc.integer({ min: 0, max: 10_000_000 });
  /** As people write it: "1,000", "12,345.50" (a comma before each group of three digits). */
  const grouped = (c: number, decimals: boolean) => {
    const dollars = String(Math.floor(c / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
    return decimals ? `${dollars}.${String(c % 100).padStart(2, '0')}` : dollars;
  };

  it('an amount written with its thousands separators passes as its number, and reads back as it', () => {
    const rule = dollarAmount({ min: 0, max: 100_000 });
    fc.assert(
      fc.property(cents, fc.boolean(), (c, decimals) => {
        const shown = decimals ? c : c - (c % 100);
        const typed = grouped(shown, decimals);
        expect(rule(typed, {})).toBeUndefined();
        expect(Math.round(parseDollars(typed) * 100)).toBe(shown);
      }),
    );
    const rate = hourlyRateRule();
    for (const typed of ['1,000', '1,000.00', ' 1,000 ', '999.50'])
      expect(rate(typed, {}), typed).toBeUndefined();
    // Over the rate's $1,000 is said as such, not as "not numeric".
    expect(rate('1,000.50', {})).toBe(messages.maxValue(1000));
    expect(rate('12,345.50', {})).toBe(messages.maxValue(1000));
    expect(parseDollars('1,000')).toBe(1000);
    expect(parseDollars('1,000.50')).toBe(1000.5);
    expect(parseDollars(' 32.50 ')).toBe(32.5);
  });

  it('the bounds and the cents hold with separators too', () => {
    const rule = hourlyRateRule();
    expect(rule('1,000.01', {})).toBe(messages.maxValue(1000));
    expect(rule('1,000.001', {})).toBe(messages.maxValue(1000));
    expect(dollarAmount({ min: 0, max: 5000 })('1,000.001', {})).toBe(CENTS_PRECISION_MESSAGE);
    expect(rule('$1,000', {})).toBe(DOLLAR_SIGN_MESSAGE);
  });

  it('a comma anywhere but between groups of three digits gets its own message, never passes', () => {
    const rule = dollarAmount({ min: 0, max: 100_000 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom(1, 2, 4),
        (head, tail, width) => {
          // A group of 1, 2 or 4 digits after the comma ("1,00", "10,5", "1,0000").
          const typed = `${head},${String(tail).padStart(3, '0').slice(0, width).padEnd(width, '0')}`;
          expect(rule(typed, {})).toBe(THOUSANDS_MESSAGE);
        },
      ),
    );
    for (const typed of [
      '1,00',
      '10,5',
      '1000,000',
      '1,000,00',
      ',100',
      '100,',
      '1,000.5,0',
      '1.000,50',
    ])
      expect(rule(typed, {}), typed).toBe(THOUSANDS_MESSAGE);
    // Text that is no number with or without its commas stays "not numeric".
    expect(rule('abc,def', {})).toBe(messages.numeric);
    expect(numeric('1,000')).toBe(messages.numeric);
  });
});

describe('the phone and email rules (one of each for every form, properties)', () => {
  const digitString = (min: number, max: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

  it('phone: the 10 digits PhoneField keeps pass; fewer get the min-length message; blank is required unless optional', () => {
    fc.assert(
      fc.property(digitString(10, 10), (d) => {
        expect(phoneRule()(d, {})).toBeUndefined();
        expect(phoneRule({ optional: true })(d, {})).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(digitString(1, 9), (d) => {
        expect(phoneRule()(d, {})).toBe(messages.minLength(10));
        expect(phoneRule({ optional: true })(d, {})).toBe(messages.minLength(10));
      }),
    );
    fc.assert(
      fc.property(blank, (b) => {
        expect(phoneRule()(b, {})).toBe(messages.required);
        expect(phoneRule({ optional: true })(b, {})).toBeUndefined();
      }),
    );
    expect(messages.minLength(10)).toBe('This field should be at least 10 characters long');
  });

  it('email: a valid address passes up to 255 characters, one longer gets the max-length message', () => {
    fc.assert(
      fc.property(
        validEmail,
        fc.integer({ min: 0, max: 300 }),
        fc.boolean(),
        (address, pad, opt) => {
          const long = `${'a'.repeat(pad)}${address}`;
          expect(emailRule({ optional: opt })(long, {})).toBe(
            long.length <= 255 ? undefined : messages.maxLength(255),
          );
        },
      ),
    );
    const at255 = `${'a'.repeat(255 - '@example.com'.length)}@example.com`;
    expect(emailRule()(at255, {})).toBeUndefined();
    expect(emailRule()(`a${at255}`, {})).toBe('The maximum length allowed is 255');
  });

  it('email: what is no address gets the spec message, however long; blank is required unless optional', () => {
    const noAt = nonBlankText.filter((s) => !s.includes('@'));
    fc.assert(
      fc.property(noAt, fc.integer({ min: 0, max: 300 }), (text, pad) => {
        expect(emailRule()(`${'a'.repeat(pad)}${text}`, {})).toBe(messages.email);
      }),
    );
    fc.assert(
      fc.property(blank, (b) => {
        expect(emailRule()(b, {})).toBe(messages.required);
        expect(emailRule({ optional: true })(b, {})).toBeUndefined();
      }),
    );
    expect(messages.email).toBe('Value is not a valid email address');
  });
});

describe('wholeNumber (the one rule: the order and offer forms)', () => {
  it('a whole number however it is written (3.0, +3, 3., spaces) passes, and reads back as that integer', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom(
          (n: number) => `${n}`,
          (n: number) => `${n}.0`,
          (n: number) => `${n}.00`,
          (n: number) => `${n}.`,
          (n: number) => `+${n}`,
          (n: number) => ` ${n} `,
        ),
        (n, write) => {
          const typed = write(n);
          expect(numeric(typed)).toBeUndefined();
          expect(wholeNumber(typed)).toBeUndefined();
          // What the forms send (Number of the text): the integer itself.
          expect(Number(typed)).toBe(n);
          expect(Number.isInteger(Number(typed))).toBe(true);
        },
      ),
    );
  });
});
