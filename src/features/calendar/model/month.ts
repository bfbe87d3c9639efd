import type { CalendarItem } from '../components/event-calendar';
import { agendaDays, dayAfter } from './agenda';
import { wallDay } from './day-summary';

/**
 * A month cell shows this many items; a day with more shows one less and "+N more" (which
 * opens the day). Company days never reach it (model/day-summary.ts sums up a day of more
 * than three jobs in one bar); a helper's day can: three jobs and her time off, or jobs
 * running over from the day before.
 */
export const MONTH_CELL_ITEMS = 4;

/** The grid's days, week by week: from `first` (a week's first day) to `last`, local days. */
export function monthWeeks(first: Date, last: Date): Date[][] {
  const weeks: Date[][] = [];
  for (let day = dayAfter(first, 0); day <= last;) {
    const week: Date[] = [];
    for (let i = 0; i < 7; i++, day = dayAfter(day, 1)) week.push(day);
    weeks.push(week);
  }
  return weeks;
}

/**
 * The items of each day of the grid, keyed by the day's wall date ('YYYY-MM-DD'), sorted by
 * start: one pass over the items (model/agenda.ts, the agenda's rule: an item is on every day
 * it touches, an end at midnight does not touch the day it opens). An item over several days
 * (time off, a job past midnight) is on each of them.
 */
export function itemsByDay(
  items: readonly CalendarItem[],
  first: Date,
  days: number,
): Map<string, CalendarItem[]> {
  return new Map(agendaDays(items, first, days).map(({ day, items }) => [wallDay(day), items]));
}

/** What a cell draws: its first items, and how many more "+N more" stands for. */
export function cellItems(
  items: readonly CalendarItem[] | undefined,
  limit = MONTH_CELL_ITEMS,
): { shown: readonly CalendarItem[]; more: number } {
  if (!items) return { shown: [], more: 0 };
  if (items.length <= limit) return { shown: items, more: 0 };
  return { shown: items.slice(0, limit - 1), more: items.length - limit + 1 };
}
