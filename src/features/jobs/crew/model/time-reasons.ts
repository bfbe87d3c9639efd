import type { Availability, InvitableEmployee } from '@/platform/api/generated/model';
import {
  clockMinutes,
  clockText,
  DAY_NAMES,
  formatDayRange,
  formatTimeRange,
  type OrderWindow,
} from '@/platform/format';
import type { MatchReason } from './crew-ranking';

/*
 * The reasons crew matching gives about time: the person's weekly availability on the
 * order's day, a job they are busy with, in the order's branch zone, and their time off
 * (7/8) that the server found on the order's days. No date library:
 * this runs for thousands (Intl, once per order and per busy job).
 */

const toMinutes = (hhmm: string) => clockMinutes(hhmm) ?? 0;

type Window = OrderWindow;

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
