import type { Availability } from '@/platform/api/generated/model';
import { clockMinutes } from './time-window';
import { zonedParts } from './zone';

/*
 * A job's time against a person's weekly availability, in the job's branch zone: crew
 * matching's reasons (features/jobs/crew) and a helper's own offers (features/helper-jobs).
 * Loaded with the services (vite.config.ts, servicesAlso): a chunk of its own took Order
 * details over its 30 files. No date library (Intl, once per order).
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

/**
 * The order's weekday and minutes of the day in its branch's time zone (4/8): an Austin job
 * at 8:30 am is a morning job for a dispatcher in Berlin too.
 */
export function orderWindow(order: { start_at: string; end_at: string }, timeZone: string) {
  const start = zonedParts(order.start_at, timeZone);
  const end = zonedParts(order.end_at, timeZone);
  const from = start.hour * 60 + start.minute;
  const sameDay = end.year === start.year && end.month === start.month && end.day === start.day;
  const to = sameDay ? end.hour * 60 + end.minute : 24 * 60;
  return { day: start.weekday, from, to };
}

export type OrderWindow = ReturnType<typeof orderWindow>;

/**
 * Where a job falls outside a weekly schedule: 'off' (no window that weekday), 'hours' (a
 * window that does not hold the job's), or null (inside, or no schedule kept: an empty week).
 */
export function outsideWeek(
  week: readonly Availability[],
  window: OrderWindow,
): { kind: 'off' | 'hours'; slot?: Availability } | null {
  if (week.length === 0) return null;
  const slot = week.find((a) => a.day === window.day);
  if (!slot) return { kind: 'off' };
  const from = clockMinutes(slot.from) ?? 0;
  const to = clockMinutes(slot.to) ?? 0;
  return from > window.from || to < window.to ? { kind: 'hours', slot } : null;
}
