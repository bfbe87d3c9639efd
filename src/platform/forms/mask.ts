import { quoted } from '@/platform/format';

/**
 * Mask engine (spec section 5): `#` digit, `@` letter, `*` letter or digit; any other mask
 * character is a literal that is inserted for the user.
 */
export const MASKS = {
  PHONE: '+1(###)-###-####',
  TIME: '##:## - ##:##',
  SSN: '###-##-####',
} as const;

export const DEFAULT_MASK = MASKS.PHONE;

const TOKENS: Record<string, RegExp> = {
  '#': /\d/,
  '@': /[a-z]/i,
  '*': /[a-z0-9]/i,
};

export function isToken(maskChar: string | undefined): boolean {
  return maskChar !== undefined && maskChar in TOKENS;
}

/**
 * The characters of `typed` that `mask` can never take: neither one of its slots' kinds nor
 * one of its literals, with the spaces between them ('nine to 5' -> 'nine to'); '' when there
 * are none (spaces alone are no news: people put them anywhere). `applyMask` drops them, so
 * the field says it did (QA helper-84 and 85: letters typed into a ZIP or a weekly
 * availability vanished, and a save then took the day for a day off).
 */
export function refusedByMask(typed: string, mask: string = DEFAULT_MASK): string {
  const slots = [...new Set([...mask].filter(isToken))].map((token) => TOKENS[token]!);
  const refused = (c: string) =>
    !/\s/.test(c) && !mask.includes(c) && !slots.some((slot) => slot.test(c));
  if (![...typed].some(refused)) return '';
  return [...typed]
    .filter((c) => /\s/.test(c) || refused(c))
    .join('')
    .trim();
}

/**
 * What a change put into a text: the part of `after` between what it shares with `before` at
 * the start and at the end ('08:00 - 17:00' all selected and 'nine' pasted: 'nine').
 */
export function insertedText(before: string, after: string): string {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end++;
  return after.slice(start, after.length - end);
}

/** What the field says when it left out what `refusedByMask` found. */
export function refusedText(refused: string, mask: string = DEFAULT_MASK): string {
  const onlyDigits = [...mask].filter(isToken).every((token) => token === '#');
  return `${onlyDigits ? 'Digits only' : 'Letters and digits only'}: ${quoted(refused)} was left out.`;
}

/**
 * A time's colon typed after a one-digit hour or minute ('8:'): that group of the mask, from
 * its first slot to its end, else null. People type 8:00, not 08:00; without this the mask
 * took the colon's next digit for the hour's second ('80:01 - 70:0').
 */
function shortTimeGroup(
  mask: string,
  m: number,
  typed: string,
): { start: number; end: number } | null {
  if (mask[m] !== '#' || typed !== ':') return null;
  let start = m;
  while (start > 0 && mask[start - 1] === '#') start--;
  let end = m;
  while (end < mask.length && mask[end] === '#') end++;
  if (mask[end] !== ':' || m === start) return null;
  return { start, end };
}

/**
 * Formats `raw` (typed text, pasted text or an already masked value) with `mask`.
 * Characters that do not fit a token are dropped; literals are only written while more
 * input follows, so deleting back over a trailing literal works. With `padTime` (the person
 * has just typed or pasted a colon) a time's short hour ('8:00') is read as '08:00'
 * (shortTimeGroup); never on a deletion, which would put the zero straight back.
 */
export function applyMask(
  raw: string,
  mask: string = DEFAULT_MASK,
  { padTime = false }: { padTime?: boolean } = {},
): string {
  let out = '';
  let r = 0;
  for (let m = 0; m < mask.length && r < raw.length; m++) {
    const maskChar = mask[m];
    const group = padTime ? shortTimeGroup(mask, m, raw[r]!) : null;
    if (group) {
      // The digits typed move right, behind the zeros the group lacks.
      out = out.slice(0, group.start) + '0'.repeat(group.end - m) + out.slice(group.start);
      m = group.end - 1; // the colon's literal comes next and consumes the typed ':'
      continue;
    }
    if (isToken(maskChar)) {
      // Skip input characters that cannot fill this slot (spaces, stray symbols...).
      while (r < raw.length && !TOKENS[maskChar].test(raw[r])) r++;
      if (r >= raw.length) break;
      out += raw[r++];
    } else {
      out += maskChar;
      // The user (or a pasted masked value) may type the literal itself: consume it.
      if (raw[r] === maskChar) r++;
    }
  }
  return out;
}

/**
 * Places stored slot characters ('1551234567') into the mask. Unlike `applyMask`, it never
 * reads an input character as a literal: the phone mask's literal '1' (of '+1') would
 * otherwise swallow the first digit of a stored number that starts with 1. Characters that
 * fit no slot are dropped, as when typing.
 */
export function fillMask(slots: string, mask: string = DEFAULT_MASK): string {
  let out = '';
  let r = 0;
  for (let m = 0; m < mask.length && r < slots.length; m++) {
    const maskChar = mask[m];
    if (!isToken(maskChar)) {
      out += maskChar;
      continue;
    }
    while (r < slots.length && !TOKENS[maskChar].test(slots[r])) r++;
    if (r >= slots.length) {
      // Nothing left for this slot: drop the literals written after the last character.
      while (out.length && !isToken(mask[out.length - 1])) out = out.slice(0, -1);
      break;
    }
    out += slots[r++];
  }
  return out;
}

/** The characters in token slots only: '+1(555)-123-4567' -> '5551234567'. */
export function unmask(value: string, mask: string = DEFAULT_MASK): string {
  const masked = applyMask(value, mask);
  let out = '';
  for (let i = 0; i < masked.length; i++) {
    if (isToken(mask[i])) out += masked[i];
  }
  return out;
}

/** True when every token slot of the mask is filled. */
export function isMaskComplete(value: string, mask: string = DEFAULT_MASK): boolean {
  const slots = [...mask].filter(isToken).length;
  return unmask(value, mask).length === slots;
}

/**
 * Where the caret belongs after reformatting: after as many slots as the text before the
 * caret fills (masking is left to right, so a prefix formats to a prefix).
 */
export function caretAfterMask(
  value: string,
  caret: number,
  mask: string = DEFAULT_MASK,
  options: { padTime?: boolean } = {},
): number {
  return applyMask(value.slice(0, caret), mask, options).length;
}

/**
 * One time typed short, as its digits: '8' or '17' an hour; three digits h:mm when its last
 * two can be minutes and it does not start with 0 ('800', '930'), else hh:m0 ('170' is
 * 17:00, '053' 05:30); '1730' hh:mm.
 */
function completeTime(digits: string): string | null {
  if (digits.length === 1 || digits.length === 2) return `${digits.padStart(2, '0')}:00`;
  // A leading zero is the hour's ('053' is 05:30, review 56).
  if (digits.length === 3)
    return digits[0] !== '0' && Number(digits.slice(1)) <= 59
      ? `0${digits[0]}:${digits.slice(1)}`
      : `${digits.slice(0, 2)}:${digits[2]}0`;
  if (digits.length === 4) return `${digits.slice(0, 2)}:${digits.slice(2)}`;
  return null;
}

/**
 * The time range's mask (MASKS.TIME) typed the short way (QA 56: '800 - 1700' read as
 * '80:01 - 70:0', '9-17' as '91:7'): a separator typed after the first time ('closing':
 * 'first') completes it ('80:0' -> '08:00 - ', '9' -> '09:00 - '); leaving the field
 * ('second') completes the second ('08:00 - 17' -> '08:00 - 17:00'). Anything else, or
 * another mask, is returned as it is.
 */
export function completeShortTimes(
  value: string,
  mask: string,
  closing: 'first' | 'second',
): string {
  if (mask !== MASKS.TIME) return value;
  const [first = '', second] = value.split(' - ');
  const digits = (text: string) => text.replace(/\D/g, '');
  if (closing === 'first') {
    if (second !== undefined || !digits(first)) return value;
    const time = completeTime(digits(first));
    return time ? `${time} - ` : value;
  }
  if (second === undefined || second.length >= 5 || !digits(second)) return value;
  const time = completeTime(digits(second));
  return time ? `${first} - ${time}` : value;
}
