import { zonedParts } from '@/platform/format';
import { contentLine, CRLF, localDateTime, textLine, utcDateTime } from './ics-text';
import { vtimezoneLines } from './vtimezone';

/** The MIME type of an iCalendar file (RFC 5545 8.1). */
export const ICS_MIME = 'text/calendar;charset=utf-8';

/** One appointment, as `calendarFile` writes it (a VEVENT). */
export type CalendarFileEvent = {
  /** Stable per thing: a second file with the same UID updates the event, not a copy. */
  uid: string;
  start: Date | string | number;
  end: Date | string | number;
  /** The IANA zone whose clocks the times are written on (TZID, with its VTIMEZONE). */
  timeZone: string;
  summary: string;
  location?: string;
  description?: string;
  status?: 'TENTATIVE' | 'CONFIRMED' | 'CANCELLED';
  /** When the thing last changed: LAST-MODIFIED, and a SEQUENCE that grows with it. */
  updatedAt?: string | null;
};

const MINUTE = 60_000;
const PRODID = '-//Movers Marketplace//Jobs//EN';

/** Whether the zone's clocks show the wall time of `time` twice (the night they go back). */
export function shownTwice(time: number, timeZone: string): boolean {
  const p = zonedParts(time, timeZone);
  const same = (q: ReturnType<typeof zonedParts>) =>
    q.year === p.year &&
    q.month === p.month &&
    q.day === p.day &&
    q.hour === p.hour &&
    q.minute === p.minute;
  // Clocks go back by an hour, or by half an hour (Lord Howe).
  return [30, 60].some(
    (minutes) =>
      same(zonedParts(time - minutes * MINUTE, timeZone)) ||
      same(zonedParts(time + minutes * MINUTE, timeZone)),
  );
}

/**
 * DTSTART/DTEND on the zone's clocks (`;TZID=America/Chicago:20261124T083000`). A wall time
 * the clocks show twice (1:30 am on the night they go back) is written in UTC, either of the
 * two: RFC 5545 3.3.5 says the wall time means the first, but ical.js reads the first hour of
 * New York's repeated hour as the second (found by the property test), so no reader is left
 * to choose.
 */
function zonedLine(name: string, instant: Date | string | number, timeZone: string): string {
  const time = Math.floor(new Date(instant).getTime() / 1000) * 1000;
  if (shownTwice(time, timeZone)) return contentLine(name, utcDateTime(time));
  return contentLine(name, localDateTime(zonedParts(time, timeZone)), { TZID: timeZone });
}

/**
 * SEQUENCE from the last change: whole minutes since 1970. A later change gives a larger
 * number (two changes within one minute share one; LAST-MODIFIED still tells them apart),
 * and it fits the 32-bit integer some clients keep.
 */
const sequenceOf = (updatedAt: string) => Math.floor(Date.parse(updatedAt) / MINUTE);

function eventLines(event: CalendarFileEvent, stamp: string): string[] {
  const updated = event.updatedAt && !Number.isNaN(Date.parse(event.updatedAt));
  return [
    'BEGIN:VEVENT',
    textLine('UID', event.uid),
    contentLine('DTSTAMP', stamp),
    zonedLine('DTSTART', event.start, event.timeZone),
    zonedLine('DTEND', event.end, event.timeZone),
    textLine('SUMMARY', event.summary),
    ...(event.location ? [textLine('LOCATION', event.location)] : []),
    ...(event.description ? [textLine('DESCRIPTION', event.description)] : []),
    ...(event.status ? [contentLine('STATUS', event.status)] : []),
    ...(updated
      ? [
          contentLine('LAST-MODIFIED', utcDateTime(event.updatedAt!)),
          contentLine('SEQUENCE', String(sequenceOf(event.updatedAt!))),
        ]
      : []),
    'END:VEVENT',
  ];
}

/** The first and last year of each zone's events (the years its VTIMEZONE must cover). */
function zoneYears(events: readonly CalendarFileEvent[]): Map<string, [number, number]> {
  const years = new Map<string, [number, number]>();
  for (const event of events) {
    const first = zonedParts(event.start, event.timeZone).year;
    const last = zonedParts(event.end, event.timeZone).year;
    const known = years.get(event.timeZone);
    years.set(
      event.timeZone,
      known ? [Math.min(known[0], first), Math.max(known[1], last)] : [first, last],
    );
  }
  return years;
}

/**
 * An iCalendar file (RFC 5545) of `events`: one VTIMEZONE per zone the events use, one
 * VEVENT each, CRLF line endings. `stamp` is when the file is made (DTSTAMP).
 */
export function calendarFile(
  events: readonly CalendarFileEvent[],
  { stamp }: { stamp: Date | number },
): string {
  const dtstamp = utcDateTime(stamp);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    contentLine('PRODID', PRODID),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...[...zoneYears(events)].flatMap(([zone, [from, to]]) => vtimezoneLines(zone, from, to)),
    ...events.flatMap((event) => eventLines(event, dtstamp)),
    'END:VCALENDAR',
  ];
  return lines.join(CRLF) + CRLF;
}
