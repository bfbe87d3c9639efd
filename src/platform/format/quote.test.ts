import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoted, QUOTE_MAX_CHARACTERS } from './quote';

describe('quoted', () => {
  it('puts short text in curly quotes as it is', () => {
    expect(quoted('zzzzqqq')).toBe('“zzzzqqq”');
    expect(quoted('<b>x</b> 🚚')).toBe('“<b>x</b> 🚚”');
  });

  it('cuts long text at the limit with an ellipsis, without a space before it', () => {
    expect(quoted('a'.repeat(1000))).toBe(`“${'a'.repeat(QUOTE_MAX_CHARACTERS)}…”`);
    expect(quoted('nine to five', 5)).toBe('“nine…”');
  });

  it('never cuts a character in two (an emoji, a flag, an accented letter), and keeps at most the limit', () => {
    expect(quoted('🚚'.repeat(8), 3)).toBe('“🚚🚚🚚…”');
    expect(quoted('a🇺🇸🇺🇸', 2)).toBe('“a🇺🇸…”');
    expect(quoted('👩‍👩‍👧x', 1)).toBe('“👩‍👩‍👧…”');
    expect(quoted('e\u0301e\u0301e\u0301', 2)).toBe('“e\u0301e\u0301…”');
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    const characters = (text: string) => Array.from(segmenter.segment(text), (s) => s.segment);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.nat(80), (text, max) => {
        const inner = quoted(text, max).slice(1, -1);
        if (characters(text).length <= max) expect(inner).toBe(text);
        else {
          expect(inner.endsWith('…')).toBe(true);
          const kept = characters(inner.slice(0, -1));
          expect(kept.length).toBeLessThanOrEqual(max);
          // What is kept is whole characters of the text, from its start.
          expect(characters(text).slice(0, kept.length).join('').trimEnd()).toBe(kept.join(''));
        }
      }),
    );
  });
});
