/** How much of someone's text a message repeats back before it clips it. */
export const QUOTE_MAX_CHARACTERS = 60;

/**
 * Text someone typed, repeated in a message: in curly quotes, cut to `max` characters with an
 * ellipsis when longer (QA helper-89: 1,000 characters searched filled the dropdown's "Nothing
 * matches" with 20 lines of them). Characters, not UTF-16 units: an emoji is never halved.
 */
export function quoted(text: string, max = QUOTE_MAX_CHARACTERS): string {
  const characters = [...text];
  const kept = characters.length > max ? `${characters.slice(0, max).join('').trimEnd()}…` : text;
  return `“${kept}”`;
}
