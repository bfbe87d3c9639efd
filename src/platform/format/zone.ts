/**
 * Time zones (4/8): a job's times are the wall-clock times of its branch's zone (an IANA
 * name such as 'America/Chicago'), wherever the viewer is. Built on Intl alone, so the same
 * code runs in the app and the mock. Every rule that compares a job's times with a day, a
 * time of day or a weekday reads them here.
 */

import { stateTimeZone } from './us-states';
import {
  hasZoneSpans,
  offsetMsAt,
  partsFormatter,
  readOffsetMs,
  readZonedParts,
  spansHold,
} from './zone-spans';

export { knowZoneOffsets, zoneOffsetSpans, type OffsetSpan } from './zone-spans';
export { preloadTimeZoneData } from './zone-data';

/** Wall-clock parts of an instant in a zone. month 1-12, weekday 0 (Sunday) - 6. */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

/**
 * The zone this browser (or process) runs in. Read once: building an Intl formatter to ask
 * costs more than everything else a time label does, and a page asks for every label.
 */
let viewerZone: string | undefined;
export function viewerTimeZone(): string {
  return (viewerZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** Whether `name` is an IANA zone Intl knows. */
export function isTimeZone(name: string | null | undefined): name is string {
  if (!name) return false;
  if (hasZoneSpans(name)) return true;
  try {
    partsFormatter(name);
    return true;
  } catch {
    return false;
  }
}

/** At most this many answers are remembered per cache below; a full cache is emptied. */
const REMEMBERED_MAX = 5_000;

/**
 * What `compute` answers for `instant` in `timeZone`, remembered in `cache` (by zone and
 * instant): a board reads the same zone names again on every render, and Intl's
 * formatToParts is the costly step. An invalid instant is answered, not kept.
 */
function remember<T>(
  cache: Map<string, T>,
  instant: Date | string | number,
  timeZone: string,
  compute: (time: number) => T,
): T {
  const time = new Date(instant).getTime();
  const key = `${timeZone} ${time}`;
  if (cache.has(key)) return cache.get(key)!;
  const value = compute(time);
  if (!Number.isNaN(time)) {
    if (cache.size >= REMEMBERED_MAX) cache.clear();
    cache.set(key, value);
  }
  return value;
}

/** The wall clock of `instant` in `timeZone`. */
export function zonedParts(instant: Date | string | number, timeZone: string): ZonedParts {
  const t = new Date(instant).getTime();
  if (!spansHold(t)) return readZonedParts(t, timeZone);
  const wall = new Date(t + offsetMsAt(t, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    weekday: wall.getUTCDay(),
  };
}

/** Minutes the zone is ahead of UTC at `instant` (Chicago in winter: -360). */
export function zoneOffsetMinutes(instant: Date | string | number, timeZone: string): number {
  const t = new Date(instant).getTime();
  return Math.round((spansHold(t) ? offsetMsAt(t, timeZone) : readOffsetMs(t, timeZone)) / 60_000);
}

const DAY_MS = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' of `instant` in the zone. */
export function zonedDate(instant: Date | string | number, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/** Today's date 'YYYY-MM-DD' on the zone's clocks (in Berlin it may already be tomorrow). */
export function zonedToday(timeZone: string): string {
  return zonedDate(Date.now(), timeZone);
}

/** 'HH:mm' (24-hour) of `instant` in the zone. */
export function zonedClock(instant: Date | string | number, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The instant at which the zone's clocks read `date` ('YYYY-MM-DD') `clock` ('HH:mm').
 * A time the clocks skip (2:30 am on the night they go forward) is read an hour later, as
 * a person would set a watch; a time that happens twice (the night they go back) is the
 * first of the two.
 */
export function zonedInstant(date: string, clock: string, timeZone: string): Date {
  const [y, mo, d] = date.slice(0, 10).split('-').map(Number) as [number, number, number];
  const [h, mi] = clock.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offsets a day either side: the same unless the clocks change around then.
  const before = zoneOffsetMinutes(wall - DAY_MS, timeZone);
  const after = zoneOffsetMinutes(wall + DAY_MS, timeZone);
  const fits = [before, after]
    .map((offset) => ({ offset, t: wall - offset * 60_000 }))
    .filter(({ offset, t }) => zoneOffsetMinutes(t, timeZone) === offset)
    .map(({ t }) => t);
  const t = fits.length > 0 ? Math.min(...fits) : wall - before * 60_000;
  return new Date(t);
}

/** 'YYYY-MM-DD' plus `days` calendar days (no zone involved). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(y, m - 1, d + days));
  return `${next.getUTCFullYear()}-${pad(next.getUTCMonth() + 1)}-${pad(next.getUTCDate())}`;
}

/** The weekday of a calendar date 'YYYY-MM-DD', 0 (Sunday) - 6 (no zone involved). */
export function weekdayOf(date: string): number {
  return new Date(`${date.slice(0, 10)}T00:00:00Z`).getUTCDay();
}

/** The first date on or after `date` that is a `weekday` (0 = Sunday). */
export function nextWeekday(date: string, weekday: number): string {
  return addDays(date, (weekday - weekdayOf(date) + 7) % 7);
}

/** The short name of the zone at `instant` ('CST', 'CDT', 'EST', 'GMT+1'). */
const nameFormatters = new Map<string, Intl.DateTimeFormat>();
/** Zone names already read (a board says them per job). */
const readNames = new Map<string, string>();
export function zoneAbbreviation(instant: Date | string | number, timeZone: string): string {
  let formatter = nameFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' });
    nameFormatters.set(timeZone, formatter);
  }
  const names = formatter;
  return remember(readNames, instant, timeZone, (time) => {
    const parts = names.formatToParts(new Date(time));
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  });
}

/**
 * The zone's short name when its clocks differ from the viewer's at `instant` (a dispatcher
 * in Berlin reading an Austin job), else ''. Said beside a job's times.
 */
export function zoneNote(
  instant: Date | string | number,
  timeZone: string | null | undefined,
  viewer: string = viewerTimeZone(),
): string {
  if (!timeZone || timeZone === viewer) return '';
  return zoneOffsetMinutes(instant, timeZone) === zoneOffsetMinutes(instant, viewer)
    ? ''
    : zoneAbbreviation(instant, timeZone);
}

/**
 * A Date whose local (browser) wall clock reads what the zone's clocks read at `instant`:
 * for widgets that lay out by local time (react-big-calendar), so a job sits at its branch's
 * hours. Not an instant: never send it anywhere.
 */
export function zonedWallDate(instant: Date | string | number, timeZone: string): Date {
  const p = zonedParts(instant, timeZone);
  return new Date(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}

/**
 * A branch's zone: its `timezone` when the provider gives one, else its state's main zone,
 * else the viewer's (a branch with no state is shown as before 4/8).
 */
export function branchTimeZone(
  branch: { timezone?: string | null; state_initials?: string | null } | null | undefined,
): string {
  if (isTimeZone(branch?.timezone)) return branch.timezone;
  return stateTimeZone(branch?.state_initials) ?? viewerTimeZone();
}
