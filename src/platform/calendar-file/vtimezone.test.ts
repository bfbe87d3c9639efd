import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { zonedInstant, zonedParts } from '@/platform/format';
import { shownTwice } from './calendar-file';
import { offsetChanges, vtimezoneLines } from './vtimezone';

/** ical.js's reading of our VTIMEZONE. */
function icalZone(timeZone: string, fromYear: number, toYear: number) {
  const component = new ICAL.Component(
    ICAL.parse(
      ['BEGIN:VCALENDAR', ...vtimezoneLines(timeZone, fromYear, toYear), 'END:VCALENDAR'].join(
        '\r\n',
      ),
    ),
  );
  return new ICAL.Timezone({
    component: component.getFirstSubcomponent('vtimezone')!,
    tzid: timeZone,
  });
}

describe('offset changes read from Intl', () => {
  it('finds the two DST changes of Chicago and New York in 2027, to the minute', () => {
    const year = [Date.UTC(2027, 0, 1), Date.UTC(2028, 0, 1)] as const;
    expect(offsetChanges('America/Chicago', ...year)).toEqual([
      { at: Date.parse('2027-03-14T08:00:00Z'), from: -360, to: -300 },
      { at: Date.parse('2027-11-07T07:00:00Z'), from: -300, to: -360 },
    ]);
    expect(offsetChanges('America/New_York', ...year)).toEqual([
      { at: Date.parse('2027-03-14T07:00:00Z'), from: -300, to: -240 },
      { at: Date.parse('2027-11-07T06:00:00Z'), from: -240, to: -300 },
    ]);
    expect(offsetChanges('America/Phoenix', ...year)).toEqual([]);
  });
});

describe('VTIMEZONE (RFC 5545 3.6.5)', () => {
  it("writes each change with its onset on the old offset's clock, the offsets and the name", () => {
    const lines = vtimezoneLines('America/Chicago', 2027, 2027);
    expect(lines[0]).toBe('BEGIN:VTIMEZONE');
    expect(lines[1]).toBe('TZID:America/Chicago');
    expect(lines.at(-1)).toBe('END:VTIMEZONE');
    const text = lines.join('\n');
    expect(text).toContain(
      [
        'BEGIN:DAYLIGHT',
        'DTSTART:20270314T020000',
        'TZOFFSETFROM:-0600',
        'TZOFFSETTO:-0500',
        'TZNAME:CDT',
        'END:DAYLIGHT',
      ].join('\n'),
    );
    expect(text).toContain(
      [
        'BEGIN:STANDARD',
        'DTSTART:20271107T020000',
        'TZOFFSETFROM:-0500',
        'TZOFFSETTO:-0600',
        'TZNAME:CST',
        'END:STANDARD',
      ].join('\n'),
    );
    // From the year before: the offset on January 1 is defined by November 2026's change.
    expect(text).toContain('DTSTART:20261101T020000');
    expect(lines.filter((l) => l.startsWith('BEGIN:'))).toHaveLength(5);
  });

  it('gives a zone without changes one STANDARD observance', () => {
    expect(vtimezoneLines('America/Phoenix', 2027, 2028)).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:America/Phoenix',
      'BEGIN:STANDARD',
      'DTSTART:20260101T000000',
      'TZOFFSETFROM:-0700',
      'TZOFFSETTO:-0700',
      'TZNAME:MST',
      'END:STANDARD',
      'END:VTIMEZONE',
    ]);
  });

  // ical.js turns a zone's wall clock into an instant with our VTIMEZONE alone; it must agree
  // with Intl at every instant of the years covered (a wall time shown twice is skipped: it
  // is written in UTC by the file writer, either of the two: ical.js reads New York's first
  // 1:00 am of the night the clocks go back as the second).
  it.each([
    'America/Chicago',
    'America/New_York',
    'America/Denver',
    'America/Phoenix',
    'America/Anchorage',
    'Pacific/Honolulu',
    'Europe/Berlin',
    'Australia/Lord_Howe',
    'Asia/Kolkata',
  ])('lets ical.js compute the instants Intl gives in %s (property)', (timeZone) => {
    const zone = icalZone(timeZone, 2026, 2030);
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1) / 60_000, max: Date.UTC(2031, 0, 1) / 60_000 - 1 }),
        (minutes) => {
          const instant = minutes * 60_000;
          const p = zonedParts(instant, timeZone);
          const date = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
          const clock = `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
          fc.pre(zonedInstant(date, clock, timeZone).getTime() === instant);
          // The file writer writes a wall time the clocks show twice in UTC (calendar-file.ts).
          fc.pre(!shownTwice(instant, timeZone));
          const wall = ICAL.Time.fromData({ ...p, isDate: false }, zone);
          expect(wall.toUnixTime() * 1000).toBe(instant);
        },
      ),
      { numRuns: 300 },
    );
  });
});
