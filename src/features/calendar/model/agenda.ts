import type { CalendarItem } from '../components/event-calendar';
import { wallDay } from './day-summary';
import { AGENDA_LENGTH_DAYS } from './range';

export type AgendaDay = { day: Date; items: CalendarItem[] };

/** Local midnight of `date`'s day, `days` later (calendar days: a DST change is still a day). */
export const dayAfter = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/**
 * The agenda's rows: each of the `length` days from `from` (the days its query fetched,
 * model/range.ts) that has items, with the items on it sorted by start. An item
 * is on every day it touches: from its start's day to the day its end falls in (an end at
 * midnight does not touch the day it opens; a zero-length item is on its start's day), the
 * same rule as the library's. One pass over the items, where the library's agenda tested every
 * item against every day (1,000 jobs: a task of over a second at 4x CPU).
 */
export function agendaDays(
  items: readonly CalendarItem[],
  from: Date,
  length = AGENDA_LENGTH_DAYS,
): AgendaDay[] {
  const first = dayAfter(from, 0);
  const last = dayAfter(from, length - 1);
  const byDay = new Map<string, CalendarItem[]>();
  const sorted = [...items].sort((a, b) => +a.start - +b.start);
  for (const item of sorted) {
    const lastInstant = +item.end > +item.start ? new Date(+item.end - 1) : item.start;
    let day = dayAfter(item.start < first ? first : item.start, 0);
    const until = lastInstant > last ? last : lastInstant;
    while (day <= until) {
      const key = wallDay(day);
      const list = byDay.get(key);
      if (list) list.push(item);
      else byDay.set(key, [item]);
      day = dayAfter(day, 1);
    }
  }
  const days: AgendaDay[] = [];
  for (let day = first; day <= last; day = dayAfter(day, 1)) {
    const list = byDay.get(wallDay(day));
    if (list) days.push({ day, items: list });
  }
  return days;
}
