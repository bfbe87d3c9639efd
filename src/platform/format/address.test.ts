import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAddress, formatCity } from './address';

const part = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => !s.includes(','));

describe('addresses (one text everywhere)', () => {
  it('street, unit, city, then state and zip together', () => {
    expect(
      formatAddress({
        street: '2400 E Cesar Chavez St',
        unit: 'Apt 4',
        city: 'Austin',
        state: 'TX',
        zip: '78702',
      }),
    ).toBe('2400 E Cesar Chavez St, Apt 4, Austin, TX 78702');
    expect(
      formatAddress({ street: '1 Main St', unit: null, city: 'Tampa', state: 'FL', zip: '33601' }),
    ).toBe('1 Main St, Tampa, FL 33601');
    expect(formatAddress(null)).toBe('');
    expect(formatCity({ street: 'x', city: 'Austin', state: 'TX', zip: '1' })).toBe('Austin, TX');
    // A branch or a person names its state `state_initials`.
    expect(formatCity({ city: 'Dallas', state_initials: 'TX' })).toBe('Dallas, TX');
    expect(formatCity({ city: 'Dallas', state_initials: null })).toBe('Dallas');
    // A branch carries both, its state's full name and its initials: the initials.
    expect(formatCity({ city: 'Austin', state: 'Texas', state_initials: 'TX' })).toBe('Austin, TX');
  });

  it('every given part appears once, in order, and a missing one leaves no empty comma', () => {
    fc.assert(
      fc.property(
        fc.record({
          street: part,
          unit: fc.option(part, { nil: null }),
          city: part,
          state: part,
          zip: part,
        }),
        (a) => {
          const text = formatAddress(a);
          const expected = [a.street, a.unit, a.city, `${a.state} ${a.zip}`].filter(Boolean);
          expect(text.split(', ')).toEqual(expected);
          expect(text).not.toMatch(/, ,|^, |, $/);
        },
      ),
    );
  });
});
