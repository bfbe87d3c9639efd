import type { CalendarItem } from '../components/event-calendar';

const EMPTY: CalendarItem[] = [];
const cache = new WeakMap<object, { key: string; items: CalendarItem[] }>();

/**
 * The calendar items of a range's rows, worked out once per rows array and `key` (what else
 * the items depend on: the branch's zone). React Query keeps a cached range's array, so going
 * back to a view already seen does not map its 1,000 jobs again (about 70 ms at 4x CPU).
 */
export function itemsOf<T>(
  rows: readonly T[] | undefined,
  key: string,
  toItem: (row: T) => CalendarItem,
): CalendarItem[] {
  if (!rows) return EMPTY;
  const hit = cache.get(rows);
  if (hit?.key === key) return hit.items;
  const items = rows.map(toItem);
  cache.set(rows, { key, items });
  return items;
}
