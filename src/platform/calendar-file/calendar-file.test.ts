import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { zonedInstant } from '@/platform/format';
import { calendarFile, shownTwice, type CalendarFileEvent } from './calendar-file';
import { physicalLines, readCalendar, unfoldedLines } from './read-ics.test-helpers';

// Fixed instants only: nothing here reads the clock.
const STAMP = Date.parse('2027-03-01T12:00:00Z');
const CHICAGO = 'America/Chicago';
const NEW_YORK = 'America/New_York';

/** A job on `date` from `from` to `to` on the zone's clocks. */
function job(
  id: number,
  zone: string,
  date: string,
  from: string,
  to: string,
  extra: Partial<CalendarFileEvent> = {},
): CalendarFileEvent {
  return {
    uid: `order-${id}@movers-marketplace`,
    start: zonedInstant(date, from, zone).toISOString(),
    end: zonedInstant(date, to, zone).toISOString(),
    timeZone: zone,
    summary: `Order #${id}`,
    ...extra,
  };
}

describe('calendarFile', () => {
  it('writes a valid calendar: CRLF lines of at most 75 octets, VERSION, PRODID, METHOD', () => {
    const text = calendarFile(
      [job(1, CHICAGO, '2027-03-12', '09:00', '13:00', { description: 'x'.repeat(500) })],
      { stamp: STAMP },
    );
    const lines = physicalLines(text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const file = readCalendar(text);
    expect(file.version).toBe('2.0');
    expect(file.method).toBe('PUBLISH');
    expect(file.calendar.getFirstPropertyValue('prodid')).toBe('-//Movers Marketplace//Jobs//EN');
  });

  it('puts the times on the zone’s clocks (TZID) with its VTIMEZONE, across the spring DST change in Chicago', () => {
    // Friday before the change (CST, -6) and Monday after it (CDT, -5).
    const before = job(1, CHICAGO, '2027-03-12', '09:00', '13:00');
    const after = job(2, CHICAGO, '2027-03-15', '09:00', '13:00');
    const text = calendarFile([before, after], { stamp: STAMP });
    const lines = unfoldedLines(text);
    expect(lines).toContain('DTSTART;TZID=America/Chicago:20270312T090000');
    expect(lines).toContain('DTEND;TZID=America/Chicago:20270315T130000');
    const { events, timeZones } = readCalendar(text);
    expect(timeZones).toEqual([CHICAGO]);
    expect(ICAL.TimezoneService.has(CHICAGO)).toBe(false); // only the file's definition
    expect(events.map((e) => [e.start.toISOString(), e.end.toISOString()])).toEqual([
      ['2027-03-12T15:00:00.000Z', '2027-03-12T19:00:00.000Z'],
      ['2027-03-15T14:00:00.000Z', '2027-03-15T18:00:00.000Z'],
    ]);
    expect(events.every((e) => e.startZone === CHICAGO && e.endZone === CHICAGO)).toBe(true);
  });

  it('handles the autumn change in New York, and an overnight job into the new year', () => {
    const text = calendarFile(
      [
        job(3, NEW_YORK, '2027-11-06', '08:00', '12:00'),
        job(4, NEW_YORK, '2027-11-08', '08:00', '12:00'),
        { ...job(5, NEW_YORK, '2027-12-31', '22:00', '23:00'), end: '2028-01-01T06:00:00Z' },
      ],
      { stamp: STAMP },
    );
    const { events } = readCalendar(text);
    expect(events.map((e) => [e.start.toISOString(), e.end.toISOString()])).toEqual([
      ['2027-11-06T12:00:00.000Z', '2027-11-06T16:00:00.000Z'],
      ['2027-11-08T13:00:00.000Z', '2027-11-08T17:00:00.000Z'],
      ['2028-01-01T03:00:00.000Z', '2028-01-01T06:00:00.000Z'],
    ]);
    expect(unfoldedLines(text)).toContain('DTEND;TZID=America/New_York:20280101T010000');
  });

  it('writes a time the clocks show twice in UTC when it is the second of the two', () => {
    // 1:30 am CST on 2027-11-07 in Chicago comes after 1:30 am CDT: the wall clock alone
    // would mean the first.
    const event = {
      ...job(6, CHICAGO, '2027-11-06', '22:00', '23:00'),
      end: '2027-11-07T07:30:00Z',
    };
    const text = calendarFile([event], { stamp: STAMP });
    expect(unfoldedLines(text)).toContain('DTEND:20271107T073000Z');
    expect(readCalendar(text).events[0]!.end.toISOString()).toBe('2027-11-07T07:30:00.000Z');
  });

  it('writes the first of the two in UTC as well, so every reader gets the same instant', () => {
    // 1:00 am EDT on 2028-11-05 in New York (the property test's counterexample): ical.js
    // reads the wall time 01:00 with the zone as the second 1:00 am, an hour late.
    const event = {
      ...job(10, NEW_YORK, '2028-11-04', '22:00', '23:00'),
      end: '2028-11-05T05:00:00Z',
    };
    const text = calendarFile([event], { stamp: STAMP });
    expect(unfoldedLines(text)).toContain('DTEND:20281105T050000Z');
    expect(readCalendar(text).events[0]!.end.toISOString()).toBe('2028-11-05T05:00:00.000Z');
    expect(shownTwice(Date.parse('2028-11-05T05:00:00Z'), NEW_YORK)).toBe(true);
    expect(shownTwice(Date.parse('2028-11-05T04:59:00Z'), NEW_YORK)).toBe(false);
  });

  it('writes one VTIMEZONE per zone, each event on its own', () => {
    const text = calendarFile(
      [
        job(7, CHICAGO, '2027-06-01', '09:00', '10:00'),
        job(8, NEW_YORK, '2027-06-01', '09:00', '10:00'),
        job(9, CHICAGO, '2027-06-02', '09:00', '10:00'),
      ],
      { stamp: STAMP },
    );
    const { events, timeZones } = readCalendar(text);
    expect(timeZones).toEqual([CHICAGO, NEW_YORK]);
    expect(events.map((e) => [e.startZone, e.start.toISOString()])).toEqual([
      [CHICAGO, '2027-06-01T14:00:00.000Z'],
      [NEW_YORK, '2027-06-01T13:00:00.000Z'],
      [CHICAGO, '2027-06-02T14:00:00.000Z'],
    ]);
  });

  it('keeps UID, DTSTAMP, text, status, LAST-MODIFIED and a SEQUENCE that grows with the change', () => {
    const text = (updatedAt: string) =>
      calendarFile(
        [
          job(1029, CHICAGO, '2027-03-12', '09:00', '13:00', {
            summary: 'Order #2029, Smith, Jr.; "Bob" \\ Co',
            location: '100 Congress Ave, Austin, TX 78701 → 8923 Airport Blvd, Austin, TX 78752',
            description: 'Customer: Bob Smith\nCrew: 2 of 4 helpers',
            status: 'TENTATIVE',
            updatedAt,
          }),
        ],
        { stamp: STAMP },
      );
    const first = readCalendar(text('2027-02-01T10:00:00Z')).events[0]!;
    const later = readCalendar(text('2027-02-01T10:05:00Z')).events[0]!;
    expect(first).toMatchObject({
      uid: 'order-1029@movers-marketplace',
      summary: 'Order #2029, Smith, Jr.; "Bob" \\ Co',
      location: '100 Congress Ave, Austin, TX 78701 → 8923 Airport Blvd, Austin, TX 78752',
      description: 'Customer: Bob Smith\nCrew: 2 of 4 helpers',
      status: 'TENTATIVE',
    });
    expect(first.stamp.toISOString()).toBe('2027-03-01T12:00:00.000Z');
    expect(first.lastModified!.toISOString()).toBe('2027-02-01T10:00:00.000Z');
    expect(later.uid).toBe(first.uid);
    expect(later.sequence!).toBeGreaterThan(first.sequence!);
    expect(later.sequence!).toBeLessThan(2 ** 31);
  });

  it('leaves LAST-MODIFIED and SEQUENCE out without an update time, and LOCATION and DESCRIPTION when empty', () => {
    const lines = unfoldedLines(
      calendarFile(
        [job(1, CHICAGO, '2027-03-12', '09:00', '13:00', { updatedAt: null, location: '' })],
        { stamp: STAMP },
      ),
    );
    expect(
      lines.some((l) => /^(LAST-MODIFIED|SEQUENCE|LOCATION|DESCRIPTION|STATUS)[:;]/.test(l)),
    ).toBe(false);
  });
});
