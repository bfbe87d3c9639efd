/** How much of someone's text a message repeats back before it clips it. */
export const QUOTE_MAX_CHARACTERS = 60;

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The characters of `text` as a reader counts them (a flag, an accented letter: one each). */
const charactersOf = (text: string) => Array.from(graphemes.segment(text), (s) => s.segment);

/**
 * Text someone typed, repeated in a message: in curly quotes, cut to `max` characters with an
 * ellipsis when longer (QA helper-89: 1,000 characters searched filled the dropdown's "Nothing
 * matches" with 20 lines of them). Characters as a reader counts them, not UTF-16 units nor
 * code points: a flag, a family emoji or an accented letter is never cut in two.
 */
export function quoted(text: string, max = QUOTE_MAX_CHARACTERS): string {
  const characters = charactersOf(text);
  const kept = characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : text;
  return `“${kept}”`;
}
