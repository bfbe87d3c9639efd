import ICAL from 'ical.js';

/** A VEVENT as ical.js reads it: its times as instants, computed with the file's VTIMEZONE. */
export type ReadEvent = {
  uid: string;
  summary: string;
  location: string | null;
  description: string | null;
  status: string | null;
  sequence: number | null;
  lastModified: Date | null;
  stamp: Date;
  start: Date;
  end: Date;
  /** The zone ical.js resolved DTSTART with (from the file's VTIMEZONE), if any. */
  startZone: string | null;
  endZone: string | null;
};

const zoneOf = (time: InstanceType<typeof ICAL.Time>) =>
  (time.zone as { tzid?: string } | undefined)?.tzid ?? null;

/**
 * Parses an iCalendar file with ical.js (a kept, independent implementation of RFC 5545),
 * for tests of the files the app writes (unit tests and the end-to-end journeys).
 */
export function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const value = (c: InstanceType<typeof ICAL.Component>, name: string) => {
    const v = c.getFirstPropertyValue(name);
    return v === null || v === undefined ? null : v;
  };
  const events: ReadEvent[] = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    const time = (name: string) => {
      const t = value(vevent, name) as InstanceType<typeof ICAL.Time> | null;
      return t ? t.toJSDate() : null;
    };
    return {
      uid: event.uid,
      summary: event.summary,
      location: (value(vevent, 'location') as string | null) ?? null,
      description: (value(vevent, 'description') as string | null) ?? null,
      status: (value(vevent, 'status') as string | null) ?? null,
      sequence: (value(vevent, 'sequence') as number | null) ?? null,
      lastModified: time('last-modified'),
      stamp: time('dtstamp')!,
      start: event.startDate.toJSDate(),
      end: event.endDate.toJSDate(),
      startZone: zoneOf(event.startDate),
      endZone: zoneOf(event.endDate),
    };
  });
  return {
    calendar,
    events,
    timeZones: calendar
      .getAllSubcomponents('vtimezone')
      .map((tz) => String(tz.getFirstPropertyValue('tzid'))),
    method: value(calendar, 'method'),
    version: value(calendar, 'version'),
  };
}

/** The file's physical lines (it must end with CRLF and use no other line break). */
export function physicalLines(text: string): string[] {
  if (!text.endsWith('\r\n')) throw new Error('the file does not end with CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  if (lines.some((line) => /[\r\n]/.test(line))) throw new Error('a bare CR or LF in the file');
  return lines;
}

/** The content lines, unfolded (RFC 5545 3.1). */
export const unfoldedLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');
