import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { lightThemeOnly } from './light-theme-only.mjs';

const run = (css: string) => postcss([lightThemeOnly()]).process(css, { from: undefined }).css;

describe("light theme only: Blueprint's dark rules are dropped", () => {
  it('drops a rule that only a dark ancestor or a dark element can match', () => {
    expect(run('.bp6-dark .bp6-button{color:white}.bp6-button.bp6-dark{color:grey}')).toBe('');
  });

  it('keeps the light selectors of a rule that lists both, and every light rule', () => {
    expect(run('.bp6-button,.bp6-dark .bp6-button{color:blue}.bp6-card{padding:4px}')).toBe(
      '.bp6-button{color:blue}.bp6-card{padding:4px}',
    );
  });

  it('keeps a rule for elements outside a dark theme, and a class that only starts alike', () => {
    const css = '.bp6-popover:not(.bp6-dark) .x{color:red}.bp6-darker{color:black}';
    expect(run(css)).toBe(css);
  });

  it('removes a media block the dark rules leave empty, not one with light rules left', () => {
    expect(run('@media (hover:hover){.bp6-dark .a{color:red}}')).toBe('');
    expect(run('@media (hover:hover){.bp6-dark .a{color:red}.a{color:blue}}')).toBe(
      '@media (hover:hover){.a{color:blue}}',
    );
  });
});
