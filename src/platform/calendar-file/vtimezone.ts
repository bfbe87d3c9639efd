import { zoneAbbreviation, zoneOffsetMinutes } from '@/platform/format';
import { contentLine, localDateTime, utcOffset } from './ics-text';

/** A change of a zone's UTC offset: at `at` (ms) the clocks go from `from` to `to` minutes. */
export type OffsetChange = { at: number; from: number; to: number };

const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * Every change of the zone's offset in [start, end), to the minute, read from Intl (the
 * engine's tz database): the offset is compared day by day, and a day whose offset differs
 * from the day before's is searched for the minute it changes. `start` must be a whole minute.
 * Two changes within one day (none in the zones this app serves) would be seen as one or none.
 */
export function offsetChanges(timeZone: string, start: number, end: number): OffsetChange[] {
  const changes: OffsetChange[] = [];
  let t = start;
  let offset = zoneOffsetMinutes(t, timeZone);
  while (t < end) {
    const next = Math.min(t + DAY, end);
    const nextOffset = zoneOffsetMinutes(next, timeZone);
    if (nextOffset !== offset) {
      // offset(lo) is the old offset, offset(hi) is not; both stay on whole minutes.
      let lo = t;
      let hi = next;
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / MINUTE / 2) * MINUTE;
        if (zoneOffsetMinutes(mid, timeZone) === offset) lo = mid;
        else hi = mid;
      }
      changes.push({ at: hi, from: offset, to: zoneOffsetMinutes(hi, timeZone) });
    }
    t = next;
    offset = nextOffset;
  }
  return changes;
}

/** The wall clock an offset reads at an instant, as a local DATE-TIME. */
function wallClock(instant: number, offsetMinutes: number): string {
  const d = new Date(instant + offsetMinutes * MINUTE);
  return localDateTime({
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  });
}

const built = new Map<string, string[]>();

/**
 * The VTIMEZONE of an IANA zone (RFC 5545 3.6.5) for events in the years `fromYear` to
 * `toYear`: one observance per offset change from the start of the year before (so the
 * offset in force on January 1 of `fromYear` is defined too) to the end of `toYear`, each
 * with its onset in the old offset's wall clock (DTSTART), TZOFFSETFROM, TZOFFSETTO and the
 * zone's short name. A change to a later offset is DAYLIGHT, to an earlier one STANDARD. A
 * zone without changes in those years is one STANDARD observance. Explicit onsets instead of
 * RRULEs: exact for whatever rules the zone had in those years, at the price of a few lines.
 */
export function vtimezoneLines(timeZone: string, fromYear: number, toYear: number): string[] {
  const key = `${timeZone} ${fromYear} ${toYear}`;
  const known = built.get(key);
  if (known) return known;
  const start = Date.UTC(fromYear - 1, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const changes = offsetChanges(timeZone, start, end);
  const observance = (kind: string, onset: string, from: number, to: number, at: number) => [
    `BEGIN:${kind}`,
    contentLine('DTSTART', onset),
    contentLine('TZOFFSETFROM', utcOffset(from)),
    contentLine('TZOFFSETTO', utcOffset(to)),
    contentLine('TZNAME', zoneAbbreviation(at, timeZone).replace(/[\\;,]/g, '')),
    `END:${kind}`,
  ];
  const observances =
    changes.length === 0
      ? [zoneOffsetMinutes(start, timeZone)].flatMap((offset) =>
          observance('STANDARD', `${fromYear - 1}0101T000000`, offset, offset, start),
        )
      : changes.flatMap(({ at, from, to }) =>
          observance(to > from ? 'DAYLIGHT' : 'STANDARD', wallClock(at, from), from, to, at),
        );
  const lines = ['BEGIN:VTIMEZONE', contentLine('TZID', timeZone), ...observances, 'END:VTIMEZONE'];
  built.set(key, lines);
  return lines;
}
