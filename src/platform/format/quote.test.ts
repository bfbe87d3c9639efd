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

  it('never halves an emoji, and keeps at most the limit of characters', () => {
    expect(quoted('🚚'.repeat(8), 3)).toBe('“🚚🚚🚚…”');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.nat(80), (text, max) => {
        const inner = quoted(text, max).slice(1, -1);
        const characters = [...inner];
        if ([...text].length <= max) expect(inner).toBe(text);
        else {
          expect(characters.at(-1)).toBe('…');
          expect(characters.length).toBeLessThanOrEqual(max + 1);
          expect(text.startsWith(inner.slice(0, -1))).toBe(true);
          expect(inner).not.toMatch(/[\uD800-\uDBFF]…$/);
        }
      }),
    );
  });
});
