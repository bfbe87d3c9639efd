import type { ZonedParts } from '@/platform/format';
/**
 * iCalendar's text layer (RFC 5545 sections 3.1, 3.3.5 and 3.3.11): content lines folded at
 * 75 octets, TEXT values escaped, date-times as the format writes them. User text (a
 * customer's name, an address, notes) only ever becomes an escaped TEXT value: a comma,
 * semicolon, backslash or line break in it cannot end the value or start a property.
 */

export const CRLF = '\r\n';
/** RFC 5545 3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
const MAX_OCTETS = 75;

// RFC 5545 3.3.11: a TEXT value holds no control character but HTAB (line breaks are
// escaped as \n first).
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** A TEXT value: `\`, `;` and `,` escaped, any line break (CRLF, CR, LF) as `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .replace(/[\\;,\n]/g, (c) => (c === '\n' ? '\\n' : `\\${c}`));
}

/** Octets of one code point in UTF-8 (a lone surrogate is written as U+FFFD: 3). */
function utf8Length(char: string): number {
  const code = char.codePointAt(0)!;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
}

/**
 * A content line folded (RFC 5545 3.1): no physical line over 75 octets, each continuation
 * starting with one space; never inside a character's UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let octets = 0;
  let limit = MAX_OCTETS;
  for (const char of line) {
    const size = utf8Length(char);
    if (octets + size > limit) {
      parts.push(part);
      part = '';
      octets = 0;
      limit = MAX_OCTETS - 1; // the leading space counts
    }
    part += char;
    octets += size;
  }
  parts.push(part);
  return parts.join(`${CRLF} `);
}

/**
 * One property: `NAME;PARAM=value:value`, folded. `value` is written as given (escape TEXT
 * with escapeText, or use textLine); parameter values are the app's own (a TZID), quoted when
 * they hold a character that would end them.
 */
export function contentLine(
  name: string,
  value: string,
  params: Record<string, string> = {},
): string {
  const head = Object.entries(params)
    .map(([key, v]) => {
      const clean = v.replace(/["\r\n]/g, '');
      return `;${key}=${/[;:,]/.test(clean) ? `"${clean}"` : clean}`;
    })
    .join('');
  return foldLine(`${name}${head}:${value}`);
}

/** A TEXT property (SUMMARY, LOCATION, DESCRIPTION): escaped and folded. */
export function textLine(name: string, text: string): string {
  return contentLine(name, escapeText(text));
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** An instant as a UTC DATE-TIME: '20261124T143000Z' (seconds kept, milliseconds dropped). */
export function utcDateTime(instant: Date | string | number): string {
  const d = new Date(instant);
  return (
    `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}

/** A wall clock as a local DATE-TIME (no zone of its own): '20261124T083000'. */
export function localDateTime(p: Omit<ZonedParts, 'weekday'>): string {
  return `${pad(p.year, 4)}${pad(p.month)}${pad(p.day)}T${pad(p.hour)}${pad(p.minute)}${pad(p.second)}`;
}

/** A UTC offset in minutes as RFC 5545 writes it: -300 -> '-0500', 0 -> '+0000'. */
export function utcOffset(minutes: number): string {
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}
