import type { Availability, InvitableEmployee } from '@/platform/api/generated/model';
import { clockMinutes, formatDayRange, formatTimeRange, zonedParts } from '@/platform/format';
import type { MatchOrder, MatchReason } from './crew-ranking';

/*
 * The reasons crew matching gives about time: the person's weekly availability on the
 * order's day, a job they are busy with, in the order's branch zone, and their time off
 * (7/8) that the server found on the order's days. No date library:
 * this runs for thousands (Intl, once per order and per busy job).
 */

export const DAY_NAMES = [
  'Sundays',
  'Mondays',
  'Tuesdays',
  'Wednesdays',
  'Thursdays',
  'Fridays',
  'Saturdays',
];

/** '13:00' -> '1:00 pm' (no date library: this runs for thousands of people). */
export function clockText(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'am' : 'pm';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

const toMinutes = (hhmm: string) => clockMinutes(hhmm) ?? 0;

/**
 * The order's weekday and minutes of the day in its branch's time zone (4/8): an Austin job
 * at 8:30 am is a morning job for a dispatcher in Berlin too.
 */
export function orderWindow(order: Pick<MatchOrder, 'start_at' | 'end_at'>, timeZone: string) {
  const start = zonedParts(order.start_at, timeZone);
  const end = zonedParts(order.end_at, timeZone);
  const from = start.hour * 60 + start.minute;
  const sameDay = end.year === start.year && end.month === start.month && end.day === start.day;
  const to = sameDay ? end.hour * 60 + end.minute : 24 * 60;
  return { day: start.weekday, from, to };
}

type Window = ReturnType<typeof orderWindow>;

export function availabilityReason(
  week: readonly Availability[] | null,
  window: Window,
): MatchReason | null {
  const dayName = DAY_NAMES[window.day]!;
  if (week === null) return { kind: 'available', effect: 'info', text: 'No weekly schedule kept' };
  const slot = week.find((a) => a.day === window.day);
  if (!slot) return { kind: 'unavailable', effect: 'block', text: `Unavailable on ${dayName}` };
  const span = `${clockText(slot.from)} - ${clockText(slot.to)}`;
  if (toMinutes(slot.from) > window.from || toMinutes(slot.to) < window.to)
    return { kind: 'unavailable', effect: 'block', text: `Available ${dayName} ${span} only` };
  return { kind: 'available', effect: 'plus', text: `Available ${dayName} ${span}` };
}

export function busyReason(c: InvitableEmployee, timeZone: string): MatchReason | null {
  // Not available but held by no job: their time off says why (timeOffReason).
  if (c.is_available || (!c.busy_with && c.time_off)) return null;
  const job = c.busy_with;
  const which = job?.number != null ? `order #${job.number}` : "another company's job";
  // The page's one time formatter: the branch's clock, '(next day)', and its zone ('CST')
  // when it is not the viewer's, as the board and the job cards say it (qa-135 finding 2).
  const when = job ? ` (${formatTimeRange(job.start_at, job.end_at, timeZone)})` : '';
  return { kind: 'busy', effect: 'block', text: `Busy with ${which}${when}` };
}

/** 'Off that day (time off 12/24/2026 – 12/26/2026)': the person's days off overlap the order. */
export function offText(off: NonNullable<InvitableEmployee['time_off']>): string {
  return `Off that day (time off ${formatDayRange(off.start_date, off.end_date)})`;
}

/** Time off (7/8) clashes like a job: they cannot be booked (the server refuses an Accept). */
export function timeOffReason(c: InvitableEmployee): MatchReason | null {
  return c.time_off ? { kind: 'off', effect: 'block', text: offText(c.time_off) } : null;
}
