import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countOf, formatWhole } from './index';

describe('countOf', () => {
  it('says the noun alone for one and its plural otherwise, the number first', () => {
    expect(countOf(1, 'truck')).toBe('1 truck');
    expect(countOf(2, 'truck')).toBe('2 trucks');
    expect(countOf(0, 'truck')).toBe('0 trucks');
    expect(countOf(1.5, 'hour')).toBe('1.5 hours');
  });

  it('takes a plural that is not the noun and "s"', () => {
    expect(countOf(1, 'branch', 'branches')).toBe('1 branch');
    expect(countOf(3, 'branch', 'branches')).toBe('3 branches');
    expect(countOf(1, 'more person', 'more people')).toBe('1 more person');
    expect(countOf(0, 'more person', 'more people')).toBe('0 more people');
  });

  // Words, as a noun or its plural might be ('open spot', 'team member').
  const word = fc.stringMatching(/^[a-z]+( [a-z]+)?$/);

  it('(property) is the number, a space and the noun: singular exactly at 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), word, (n, noun) => {
        expect(countOf(n, noun)).toBe(`${n} ${n === 1 ? noun : `${noun}s`}`);
      }),
    );
  });

  it('(property) a given plural is used for every count but 1, and the noun for 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), word, word, (n, noun, plural) => {
        const text = countOf(n, noun, plural);
        expect(text.startsWith(`${n} `)).toBe(true);
        expect(text.slice(String(n).length + 1)).toBe(n === 1 ? noun : plural);
        // The default plural is the noun and 's': giving it changes nothing.
        expect(countOf(n, noun, `${noun}s`)).toBe(countOf(n, noun));
      }),
    );
  });
});

describe('formatWhole', () => {
  it('groups thousands as en-US does', () => {
    expect(formatWhole(0)).toBe('0');
    expect(formatWhole(999)).toBe('999');
    expect(formatWhole(1008)).toBe('1,008');
    expect(formatWhole(1234567)).toBe('1,234,567');
    expect(formatWhole(-1000)).toBe('-1,000');
    for (const n of [0, 7, 1000, 98765, 1234567, -4321])
      expect(formatWhole(n)).toBe(n.toLocaleString('en-US'));
  });
});
