import type { Availability, InvitableEmployee } from '@/platform/api/generated/model';
import { clockMinutes, endsNextDay, NEXT_DAY_TEXT } from '@/platform/format';
import type { MatchOrder, MatchReason } from './crew-ranking';

/*
 * The reasons crew matching gives about time: the person's weekly availability on the
 * order's day, and a job they are busy with. No date library: this runs for thousands.
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

/** The order's local weekday and minutes of the day (the browser's zone, as the app shows it). */
export function orderWindow(order: Pick<MatchOrder, 'start_at' | 'end_at'>) {
  const start = new Date(order.start_at);
  const end = new Date(order.end_at);
  const from = start.getHours() * 60 + start.getMinutes();
  const sameDay = end.toDateString() === start.toDateString();
  const to = sameDay ? end.getHours() * 60 + end.getMinutes() : 24 * 60;
  return { day: start.getDay(), from, to };
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

export function busyReason(c: InvitableEmployee): MatchReason | null {
  if (c.is_available) return null;
  const job = c.busy_with;
  const which = job?.number != null ? `order #${job.number}` : "another company's job";
  const nextDay = job && endsNextDay(job.start_at, job.end_at) ? ` ${NEXT_DAY_TEXT}` : '';
  const when = job
    ? ` (${clockText(localHhmm(job.start_at))} - ${clockText(localHhmm(job.end_at))}${nextDay})`
    : '';
  return { kind: 'busy', effect: 'block', text: `Busy with ${which}${when}` };
}

function localHhmm(iso: string): string {
  const d = new Date(iso);
  return `${d.getHours()}:${String(d.getMinutes()).padStart(2, '0')}`;
}
