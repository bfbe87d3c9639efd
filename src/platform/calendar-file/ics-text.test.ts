import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, textLine, utcDateTime, utcOffset } from './ics-text';
import { physicalLines, readCalendar } from './read-ics.test-helpers';

const octets = (s: string) => new TextEncoder().encode(s).length;
const unfold = (s: string) => s.replace(/\r\n /g, '');

/** A calendar holding one event whose SUMMARY line is `line`. */
const withSummaryLine = (line: string) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//test//EN',
    'BEGIN:VEVENT',
    'UID:x',
    'DTSTAMP:20270101T000000Z',
    'DTSTART:20270101T100000Z',
    line,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');

/** What a TEXT value may carry: line breaks become LF, other control characters go. */
const storable = (s: string) =>
  // eslint-disable-next-line no-control-regex
  s.replace(/\r\n?/g, '\n').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '');

describe('TEXT escaping (RFC 5545 3.3.11)', () => {
  it('escapes backslash, semicolon, comma and line breaks, and drops other controls', () => {
    expect(escapeText('Smith, Jr.; a\\b')).toBe('Smith\\, Jr.\\; a\\\\b');
    expect(escapeText('one\r\ntwo\nthree\rfour')).toBe('one\\ntwo\\nthree\\nfour');
    expect(escapeText('tab\there\u0000\u0007\u007f')).toBe('tab\there');
    expect(escapeText('a: "quoted" <b>')).toBe('a: "quoted" <b>');
  });

  it('user text cannot add a property: a line break and a property name stay in the value', () => {
    const text = withSummaryLine(textLine('SUMMARY', 'Move\r\nATTENDEE:mailto:x@example.com'));
    const { calendar, events } = readCalendar(text);
    expect(events[0]!.summary).toBe('Move\nATTENDEE:mailto:x@example.com');
    expect(calendar.getFirstSubcomponent('vevent')!.getAllProperties('attendee')).toEqual([]);
  });

  it('round-trips any text through ical.js (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 300 }),
        fc.string({
          unit: fc.constantFrom('\\', ';', ',', '\n', '\r', ':', '"', ' '),
          maxLength: 20,
        }),
        (text, specials) => {
          const value = `${text}${specials}${text}`;
          // An empty SUMMARY is no value to read back; the app never writes one.
          fc.pre(storable(value).length > 0);
          const { events } = readCalendar(withSummaryLine(textLine('SUMMARY', value)));
          expect(events[0]!.summary).toBe(storable(value));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('line folding (RFC 5545 3.1)', () => {
  it('leaves a line of 75 octets alone and folds a longer one with CRLF and a space', () => {
    const line = `SUMMARY:${'x'.repeat(67)}`;
    expect(foldLine(line)).toBe(line);
    const folded = foldLine(`${line}yz`);
    expect(folded).toBe(`${line}\r\n yz`);
  });

  it('counts octets, not characters, and never splits a character', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(40)}${'😀'.repeat(20)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(folded)).toBe(`DESCRIPTION:${'é'.repeat(40)}${'😀'.repeat(20)}`);
  });

  it('folds any line to lines of at most 75 octets that unfold to it (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 400 }), (text) => {
        const folded = foldLine(`X-TEST:${text}`);
        for (const line of folded.split('\r\n')) {
          expect(octets(line)).toBeLessThanOrEqual(75);
          // A whole number of characters: encoding and decoding changes nothing.
          expect(
            new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line)),
          ).toBe(line);
        }
        expect(unfold(folded)).toBe(`X-TEST:${text}`);
      }),
      { numRuns: 300 },
    );
  });

  it('folded files read back whole: long user text with specials (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 200 }), (text) => {
        const file = withSummaryLine(textLine('SUMMARY', `${text}, ${text}; \\ ${text}`));
        physicalLines(file).forEach((line) => expect(octets(line)).toBeLessThanOrEqual(75));
        expect(readCalendar(file).events[0]!.summary).toBe(
          storable(`${text}, ${text}; \\ ${text}`),
        );
      }),
      { numRuns: 100 },
    );
  });
});

describe('values', () => {
  it('writes UTC date-times and offsets as RFC 5545 does', () => {
    expect(utcDateTime('2027-03-14T08:00:05.900Z')).toBe('20270314T080005Z');
    expect(utcOffset(-300)).toBe('-0500');
    expect(utcOffset(0)).toBe('+0000');
    expect(utcOffset(330)).toBe('+0530');
    expect(utcOffset(-570)).toBe('-0930');
  });
});
