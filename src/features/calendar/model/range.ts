import dayjs, { type Dayjs } from 'dayjs';
import { API_DATE_FORMAT, isRealDay } from '@/platform/format';
import type { CalendarItem } from '../components/event-calendar';
import { branchInSearch, withBranch } from '@/platform/session';

/** The calendar's views (react-big-calendar's names). */
export type CalendarView = 'month' | 'week' | 'day' | 'agenda';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'day', 'agenda'];

/** The agenda shows this many days from the current date (components/agenda-view.tsx). */
export const AGENDA_LENGTH_DAYS = 30;

/** Spec section 9: the calendar asks for pages of 100. */
export const CALENDAR_PAGE_SIZE = 100;

export type DayRange = { from: Dayjs; to: Dayjs };

/**
 * The days a view shows around `date` (local days, weeks from Sunday as dayjs's default
 * locale and the calendar agree): a month view includes the leading and trailing days of
 * the weeks it spans; an agenda the next 30 days.
 */
export function visibleRange(view: CalendarView, date: Date | string): DayRange {
  const day = dayjs(date).startOf('day');
  switch (view) {
    case 'month':
      return {
        from: day.startOf('month').startOf('week'),
        to: day.endOf('month').endOf('week').startOf('day'),
      };
    case 'week':
      return { from: day.startOf('week'), to: day.endOf('week').startOf('day') };
    case 'day':
      return { from: day, to: day };
    case 'agenda':
      return { from: day, to: day.add(AGENDA_LENGTH_DAYS - 1, 'day') };
  }
}

/**
 * Whether an item shows in a range of days: it touches one of them, by the agenda's (and the
 * library's) rule: an end at midnight does not touch the day it opens, and a zero-length
 * item is on its start's day. The range fetched is a day wider on each side (rangeToQuery).
 */
export function inRange(item: Pick<CalendarItem, 'start' | 'end'>, range: DayRange): boolean {
  return touches(item, bounds(range));
}

/** The range as instants: its first midnight and the midnight after its last day. */
const bounds = (range: DayRange) => ({
  from: +range.from.toDate(),
  until: +range.to.add(1, 'day').toDate(),
});
function touches(
  item: Pick<CalendarItem, 'start' | 'end'>,
  { from, until }: ReturnType<typeof bounds>,
) {
  const last = +item.end > +item.start ? +item.end - 1 : +item.start;
  return +item.start < until && last >= from;
}

/** The rows whose items (which carry their row's id) show in the range, in row order. */
export function rowsInRange<T extends { id: number | string }>(
  rows: readonly T[] | undefined,
  items: readonly CalendarItem[],
  range: DayRange,
): T[] {
  // The range's bounds once, not a date sum per item (1,000 jobs at every view switch).
  const instants = bounds(range);
  const shown = new Set(items.filter((item) => touches(item, instants)).map((item) => item.id));
  return (rows ?? []).filter((row) => shown.has(row.id));
}

/** 'jobs-2026-11-01-to-2026-12-05.ics': the file of a range's jobs. */
export const rangeFileName = (range: DayRange) =>
  `jobs-${range.from.format(API_DATE_FORMAT)}-to-${range.to.format(API_DATE_FORMAT)}.ics`;

export type CalendarQuery = {
  'filter[date_from]': string;
  'filter[date_to]': string;
  'page[size]': number;
};

/**
 * The query of a visible range. The API's days are UTC days and the calendar's local days:
 * one day more on each side keeps an evening job west of UTC (or a morning one east of it)
 * that falls on the neighbouring UTC day.
 */
export function rangeToQuery(range: DayRange): CalendarQuery {
  return {
    'filter[date_from]': range.from.subtract(1, 'day').format(API_DATE_FORMAT),
    'filter[date_to]': range.to.add(1, 'day').format(API_DATE_FORMAT),
    'page[size]': CALENDAR_PAGE_SIZE,
  };
}

type Page<T> = { data: T[]; last_page: number };

/**
 * Every page of a range: the first, then the rest in parallel (a busy month of 1,000 jobs is
 * ten pages). Rows are kept in page order; a row that moved between pages while they were
 * fetched is kept once.
 */
export async function fetchAllPages<T extends { id: number | string }>(
  fetchPage: (page: number) => Promise<Page<T>>,
): Promise<T[]> {
  const first = await fetchPage(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.last_page - 1) }, (_, i) => fetchPage(i + 2)),
  );
  const seen = new Set<number | string>();
  const rows: T[] = [];
  for (const page of [first, ...rest]) {
    for (const row of page.data) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}

/** ?view=week&date=2026-11-24 as the page's state; anything unreadable falls back. */
export function readCalendarSearch(
  search: string,
  today: Dayjs,
): { view: CalendarView; date: Dayjs } {
  const params = new URLSearchParams(search);
  const rawView = params.get('view');
  const view = CALENDAR_VIEWS.includes(rawView as CalendarView)
    ? (rawView as CalendarView)
    : 'month';
  const rawDate = params.get('date') ?? '';
  return { view, date: isRealDay(rawDate) ? dayjs(rawDate) : today.startOf('day') };
}

/**
 * The query put right when it names no view or no day (`?view=xyz`, `?date=2027-02-30`): those
 * keys go, the others stay; null when nothing is wrong. The calendar shows today's month then,
 * and the address says so, as the dispatch board's does (QA helper-97: it kept the bad value).
 */
export function correctedCalendarSearch(search: string): string | null {
  const params = new URLSearchParams(search);
  const view = params.get('view');
  const date = params.get('date');
  const badView = view !== null && !CALENDAR_VIEWS.includes(view as CalendarView);
  const badDate = date !== null && !isRealDay(date);
  if (!badView && !badDate) return null;
  if (badView) params.delete('view');
  if (badDate) params.delete('date');
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/** The view and day as the query; the branch a company calendar names is kept (`from`). */
export function calendarSearch(view: CalendarView, date: Dayjs, from = ''): string {
  const branch = branchInSearch(from);
  const search = `?view=${view}&date=${date.format(API_DATE_FORMAT)}`;
  return branch === null ? search : withBranch(search, branch);
}
