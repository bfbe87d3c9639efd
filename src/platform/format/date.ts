import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { countOf } from './count';
import { viewerTimeZone, zoneAbbreviation, zonedParts, zoneNote, zoneOffsetMinutes } from './zone';

dayjs.extend(utc);

export type DateLike = Date | string | number | Dayjs;

/** The wire format of dates: year-month-day. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
export const DISPLAY_DATE_FORMAT = 'MM/DD/YYYY';
export const DISPLAY_TIME_FORMAT = 'h:mm a';

const TIME_ONLY = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The IANA zone to show an instant in (a job's branch zone, 4/8); absent = the viewer's.
 * Dates ('YYYY-MM-DD') and times of day ('08:00') have no zone and ignore it.
 */
export type TimeZoneName = string | null | undefined;

const isInstant = (value: DateLike) =>
  value instanceof Date ||
  typeof value === 'number' ||
  (typeof value === 'string' && value.includes('T'));

/**
 * dayjs parses 'YYYY-MM-DD' as local midnight (unlike `new Date`, which uses UTC and can
 * shift the day), so API dates stay on their calendar day.
 */
function toDayjs(value: DateLike, timeZone?: TimeZoneName): Dayjs {
  if (timeZone && !dayjs.isDayjs(value) && isInstant(value)) {
    const instant = new Date(value as Date | string | number);
    if (Number.isNaN(instant.getTime())) return dayjs(instant);
    // The zone's wall clock, kept in UTC mode: no clock change of the viewer's zone can
    // shift it (2:30 am in Austin exists even on the night Berlin skips that hour).
    const p = zonedParts(instant, timeZone);
    return dayjs.utc(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second));
  }
  if (typeof value === 'string' && TIME_ONLY.test(value.trim())) {
    const [, h, m, s] = TIME_ONLY.exec(value.trim())!;
    return dayjs()
      .startOf('day')
      .hour(Number(h))
      .minute(Number(m))
      .second(Number(s ?? 0));
  }
  return dayjs(value);
}

/**
 * The zone's wall clock of an instant shown in a zone: undefined when `value` is not that
 * (a date, a time of day, a Dayjs, no zone: dayjs handles those), null when it is no valid
 * instant. The calendar formats a busy month's 1,000 jobs with these; without a Dayjs each
 * (four per job: its times and its day check) mapping them took 67 ms at 4x CPU, 47 of it
 * dayjs.
 */
function zonedInstantParts(value: DateLike, timeZone: TimeZoneName) {
  if (!timeZone || dayjs.isDayjs(value) || !isInstant(value)) return undefined;
  const instant = new Date(value as Date | string | number).getTime();
  return Number.isNaN(instant) ? null : zonedParts(instant, timeZone);
}

/** DISPLAY_TIME_FORMAT ('h:mm a') of a wall clock: '7:05 am', '12:00 pm' (and dayText below). */
const clockText = ({ hour, minute }: { hour: number; minute: number }) =>
  `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;

/** DISPLAY_DATE_FORMAT ('MM/DD/YYYY') of a calendar day: '11/22/2026'. */
const dayText = ({ year, month, day }: { year: number; month: number; day: number }) =>
  `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${String(year).padStart(4, '0')}`;

/** '2026-11-22' -> '11/22/2026'. Empty or invalid input gives ''. */
export function formatDate(value: DateLike | null | undefined, timeZone?: TimeZoneName): string {
  if (value === null || value === undefined || value === '') return '';
  // An instant in a zone (every job time and activity row): from its wall clock, no Dayjs.
  const zoned = zonedInstantParts(value, timeZone);
  if (zoned !== undefined) return zoned ? dayText(zoned) : '';
  const d = toDayjs(value, timeZone);
  return d.isValid() ? d.format(DISPLAY_DATE_FORMAT) : '';
}

/** '07:00' or a full date-time -> '7:00 am'. */
export function formatTime(value: DateLike | null | undefined, timeZone?: TimeZoneName): string {
  if (value === null || value === undefined || value === '') return '';
  const zoned = zonedInstantParts(value, timeZone);
  if (zoned !== undefined) return zoned ? clockText(zoned) : '';
  const d = toDayjs(value, timeZone);
  return d.isValid() ? d.format(DISPLAY_TIME_FORMAT) : '';
}

/** '11/22/2026 7:00 am', and the zone ('CST') when it is not the viewer's. */
export function formatDateTime(
  value: DateLike | null | undefined,
  timeZone?: TimeZoneName,
): string {
  const date = formatDate(value, timeZone);
  if (!date) return '';
  const note =
    timeZone && isInstant(value!) ? zoneNote(value as Date | string | number, timeZone) : '';
  return `${date} ${formatTime(value, timeZone)}${note ? ` ${note}` : ''}`;
}

/**
 * The day of a moment (when something happened: a review written) in the viewer's zone, with
 * that zone's short name: '12/04/2026 CST', '12/05/2026 GMT+13'. A moment has no branch clock
 * to keep to; unlabelled, its day moved with the browser's zone beside jobs dated on their
 * branch's clocks (QA helper-159 F7: a review read two days after the job in Auckland).
 */
export function formatDayInZone(
  instant: Date | string | number,
  viewer: string = viewerTimeZone(),
): string {
  const date = formatDate(instant, viewer);
  return date && `${date} ${zoneAbbreviation(instant, viewer)}`;
}

/**
 * A moment with its time, the same way: '12/07/2026 2:30 pm EST' (when a form's typing was
 * kept: QA-171 read the viewer's Eastern time unlabelled on pages whose times are CST).
 */
export function formatMomentInZone(
  instant: Date | string | number,
  viewer: string = viewerTimeZone(),
): string {
  const date = formatDate(instant, viewer);
  return date && `${date} ${formatTime(instant, viewer)} ${zoneAbbreviation(instant, viewer)}`;
}

/** Said after a window that ends on the day after it starts (an overnight job). */
export const NEXT_DAY_TEXT = '(next day)';

const dayNumber = (p: { year: number; month: number; day: number }) =>
  p.year * 10_000 + p.month * 100 + p.day;

/** Whether `to` falls on a later calendar day than `from` (full date-times only). */
export function endsNextDay(
  from: DateLike | null | undefined,
  to: DateLike | null | undefined,
  timeZone?: TimeZoneName,
): boolean {
  if (from === null || from === undefined || from === '' || to === null || to === undefined)
    return false;
  if (to === '') return false;
  const [a, b] = [zonedInstantParts(from, timeZone), zonedInstantParts(to, timeZone)];
  if (a !== undefined && b !== undefined) return !!a && !!b && dayNumber(b) > dayNumber(a); // the zone's calendar days
  const start = toDayjs(from, timeZone);
  const end = toDayjs(to, timeZone);
  return start.isValid() && end.isValid() && end.startOf('day').isAfter(start.startOf('day'));
}

/**
 * When the zone's clocks change between two instants (a job on the night they go back or
 * forward), each end's zone name ('CDT', 'CST'), whoever looks: "1:00 am - 3:00 am" alone
 * reads as 2 hours where 3 are worked (review 54). Else null.
 */
function clocksChangeBetween(
  from: DateLike | null | undefined,
  to: DateLike | null | undefined,
  timeZone?: TimeZoneName,
): [string, string] | null {
  if (!from || !to || !isInstant(from) || !isInstant(to)) return null;
  const zone = timeZone ?? viewerTimeZone();
  const [a, b] = [from, to] as Array<Date | string | number>;
  if (zoneOffsetMinutes(a!, zone) === zoneOffsetMinutes(b!, zone)) return null;
  return [zoneAbbreviation(a!, zone), zoneAbbreviation(b!, zone)];
}

/**
 * '07:00' + '11:30' -> '7:00 am - 11:30 am'. A window that ends the next day says so:
 * '10:00 pm - 1:00 am (next day)'. Instants with a `timeZone` show that zone's clock, and
 * its name when it is not the viewer's: '8:30 am - 3:30 pm CST'.
 */
export function formatTimeRange(
  from: DateLike | null | undefined,
  to: DateLike | null | undefined,
  timeZone?: TimeZoneName,
): string {
  const clocksChange = clocksChangeBetween(from, to, timeZone);
  let text = clocksChange
    ? `${formatTime(from, timeZone)} ${clocksChange[0]} - ${formatTime(to, timeZone)} ${clocksChange[1]}`
    : [formatTime(from, timeZone), formatTime(to, timeZone)].filter(Boolean).join(' - ');
  if (text && endsNextDay(from, to, timeZone)) text = `${text} ${NEXT_DAY_TEXT}`;
  if (clocksChange) return text;
  const note =
    text && timeZone && from && isInstant(from)
      ? zoneNote(from as Date | string | number, timeZone)
      : '';
  return note ? `${text} ${note}` : text;
}

/** One instant's time on a zone's clock, with the zone when it is not the viewer's: '8:12 am CST'. */
export const formatTimeAt = (value: DateLike | null | undefined, timeZone?: TimeZoneName) =>
  formatTimeRange(value, null, timeZone);

/** A job's window in a line: '12/05/2026 · 8:00 am - 12:00 pm CST' (its date, then its times). */
export function formatWhen(
  window: { start_at: string; end_at: string },
  timeZone?: TimeZoneName,
): string {
  return `${formatDate(window.start_at, timeZone)} · ${formatTimeRange(window.start_at, window.end_at, timeZone)}`;
}

/**
 * Days from `start` to `end`, both included ('YYYY-MM-DD'): '12/24/2026' for one day,
 * '12/24/2026 – 12/26/2026' for a range (time off, 7/8).
 */
export function formatDayRange(start: string, end: string): string {
  return start === end ? formatDate(start) : `${formatDate(start)} – ${formatDate(end)}`;
}

type DayRange = { start_date: string; end_date: string };

/** Days as a sentence says them: 'on 12/24/2026', 'from 12/24/2026 to 12/26/2026'. */
export const daysPhrase = (range: DayRange) =>
  range.start_date === range.end_date
    ? `on ${formatDate(range.start_date)}`
    : `from ${formatDate(range.start_date)} to ${formatDate(range.end_date)}`;

/** 'Time off 12/24/2026' or 'Time off 12/24/2026 – 12/26/2026' (time off, 7/8). */
export const timeOffText = (range: DayRange) =>
  `Time off ${formatDayRange(range.start_date, range.end_date)}`;

/**
 * Time off as a team list says it, from `today` ('YYYY-MM-DD' on the branch's clocks): 'Time
 * off today', 'Time off until 12/26/2026' once under way, else timeOffText; null once over
 * (data loaded before midnight, read after).
 */
export function formatTimeOff(range: DayRange, today: string): string | null {
  if (range.end_date < today) return null;
  if (range.start_date > today) return timeOffText(range);
  return range.end_date === today
    ? 'Time off today'
    : `Time off until ${formatDate(range.end_date)}`;
}

/** A Date -> 'YYYY-MM-DD' in local time (what the API expects). */
export function toApiDate(value: DateLike): string {
  return toDayjs(value).format(API_DATE_FORMAT);
}

/**
 * 'YYYY-MM-DD' -> a local Date at midnight; undefined when empty or invalid. A day that does
 * not exist ('2026-02-30', '2026-13-01') is invalid: dayjs alone would roll it over into the
 * next month or year.
 */
export function parseApiDate(value: string | null | undefined): Date | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}/.test(value)) return undefined;
  const day = value.slice(0, 10);
  const d = dayjs(day);
  return d.isValid() && d.format(API_DATE_FORMAT) === day ? d.startOf('day').toDate() : undefined;
}

/**
 * A day an address may name (`?date=`): a real date ('2026-02-31' is not) written
 * 'YYYY-MM-DD', of a year written in full. While a person types a year into a date field, it
 * reads 0002, 0020, 0202 on the way to 2027: none of those is taken for a day (QA
 * 2026-12-04: typing 01152027 went to 0007-12-04). The dispatch board's and the calendars'.
 */
export function isRealDay(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && parseApiDate(value) !== undefined && value >= '1900';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(n: number, unit: string): string {
  return `${countOf(n, unit)} ago`;
}

/**
 * Activity feed timestamps: 'just now', '5 minutes ago', '3 hours ago', 'yesterday',
 * '4 days ago', then the plain date after a week (an exact date reads better by then).
 */
export function timeAgo(value: DateLike | null | undefined, now: DateLike = new Date()): string {
  if (value === null || value === undefined || value === '') return '';
  const then = toDayjs(value);
  if (!then.isValid()) return '';
  const diff = toDayjs(now).valueOf() - then.valueOf();
  // A clock slightly ahead of ours must not read "in 2 minutes" in a feed of past events.
  if (diff < MINUTE) return 'just now';
  if (diff < HOUR) return plural(Math.floor(diff / MINUTE), 'minute');
  if (diff < DAY) return plural(Math.floor(diff / HOUR), 'hour');
  const days = Math.floor(diff / DAY);
  if (days === 1) return 'yesterday';
  if (days < 7) return plural(days, 'day');
  return formatDate(then);
}

/** 315 min -> '5 h 15 min', 45 -> '45 min', 300 -> '5 h' (a length of time worked). */
export function formatSpan(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (!hours) return `${rest} min`;
  return rest ? `${hours} h ${rest} min` : `${hours} h`;
}
