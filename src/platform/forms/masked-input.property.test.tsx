import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MASKS, unmask } from './mask';
import { MaskedInput } from './masked-input';

/*
 * PhoneField stores a phone as its 10 digits (emitRaw). Whatever 10 digits are stored, the
 * input shows all of them in the mask: a stored number starting with 1 used to lose that
 * digit to the mask's literal '+1' ('1551234567' showed as '+1(551)-234-567').
 */
describe('MaskedInput with a raw value (property)', () => {
  it('shows every stored digit, a leading 1 included', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 10, maxLength: 10 }),
        (digits) => {
          render(<MaskedInput aria-label="Phone" value={digits} onChange={() => {}} emitRaw />);
          const shown = (screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement).value;
          cleanup();
          expect(shown).toBe(`+1(${digits.slice(0, 3)})-${digits.slice(3, 6)}-${digits.slice(6)}`);
          expect(unmask(shown, MASKS.PHONE)).toBe(digits);
        },
      ),
      { numRuns: 40, examples: [['1551234567'], ['1111111111']] },
    );
  });
});

/** A time window field holding its own value, as a form would. */
function Time({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <MaskedInput aria-label="Time window" mask={MASKS.TIME} value={value} onChange={setValue} />
  );
}

describe('MaskedInput with the time mask, typed key by key', () => {
  it('reads 8:00 - 17:00 as 08:00 - 17:00 (review 53 M6: it showed 80:01 - 70:0)', async () => {
    render(<Time initial="" />);
    const input = screen.getByRole('textbox', { name: 'Time window' });
    await userEvent.type(input, '8:00 - 17:00');
    expect(input).toHaveValue('08:00 - 17:00');
    cleanup();
  });

  it.each([
    ['800 - 1700', '08:00 - 17:00'],
    ['9-17', '09:00 - 17:00'],
    ['930 - 1600', '09:30 - 16:00'],
  ])('reads %j, typed without colons, as %j once it is left (QA 56)', async (typed, read) => {
    render(<Time initial="" />);
    const input = screen.getByRole('textbox', { name: 'Time window' });
    await userEvent.type(input, typed);
    await userEvent.tab();
    expect(input).toHaveValue(read);
    cleanup();
  });

  it('Backspace empties it, and a selected hour retyped reads as typed (the padding only follows a colon typed)', async () => {
    render(<Time initial="08:00 - 17:00" />);
    const input = screen.getByRole('textbox', { name: 'Time window' }) as HTMLInputElement;
    await userEvent.type(input, '{Backspace}'.repeat(13));
    expect(input).toHaveValue('');
    await userEvent.type(input, '8:');
    expect(input).toHaveValue('08:');
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}');
    expect(input).toHaveValue('');
    await userEvent.clear(input);
    await userEvent.type(input, '0800 - 1700');
    expect(input).toHaveValue('08:00 - 17:00');
    input.setSelectionRange(0, 2);
    await userEvent.keyboard('10');
    expect(input).toHaveValue('10:00 - 17:00');
    cleanup();
  });
});
