import type { BusyWith } from '@/platform/api/generated/model';
import { countOf, formatTimeRange } from '@/platform/format';

/**
 * How much of an order's crew is there: '2 of 4 helpers', '1 of 1 helper' (the noun agrees
 * with the number needed). One text for the company's job cards, a helper's Order details,
 * her calendar's job dialog and the calendar files.
 */
export function crewProgress(crew: number, needed: number): string {
  return `${crew} of ${countOf(needed, 'helper')}`;
}

/**
 * 'Busy on #1042, 9:00 am - 1:00 pm': the job that holds a person at an order's time (no
 * double booking), on the order's branch's clocks; another company's job is not named. One
 * text for the crew page's people and an offer's applicants.
 */
export function busyText(busy: BusyWith | null | undefined, timeZone?: string): string {
  if (!busy) return 'Busy';
  const job = busy.number != null ? `#${busy.number}` : "another company's job";
  return `Busy on ${job}, ${formatTimeRange(busy.start_at, busy.end_at, timeZone)}`;
}
