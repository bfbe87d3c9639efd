import { countOf } from '@/platform/format';
import type { CalendarItem } from '../components/event-calendar';

/**
 * A busy day in the month view (5/8): more jobs than a month cell can show become one bar that
 * a dispatcher can read ("12 jobs · 7 open spots", the statuses in its text) and that opens the
 * day. react-big-calendar then lays out a few dozen bars instead of a thousand jobs, which is
 * what froze the tab.
 */
export const MONTH_JOBS_PER_DAY = 3;
/**
 * The week view: a day with more jobs than this is drawn as one bar per hour in which jobs
 * start (how many, open spots, statuses), each opening the day; 25 jobs side by side in a
 * seventh of the page can be neither read nor clicked.
 */
export const WEEK_JOBS_PER_DAY = 8;
/**
 * And a day whose jobs stand more than this many side by side at one moment (each gets that
 * share of the column's width): a seventh of a 1280 px page holds 3 readable ("#1042"), the
 * day view's column 8. Past it, the week's day is a bar per hour too, and so is the day
 * view's, whose bars open the day's list (the agenda). QA 56 found 8 overlapping jobs of a
 * week drawn 18-31 px wide ("#…"), and a busy day's 100 jobs 13 px wide in the day view.
 */
export const WEEK_SIDE_BY_SIDE = 3;
export const DAY_SIDE_BY_SIDE = 8;

export type DaySummary = {
  /** The day, 'YYYY-MM-DD' on the events' clocks (the items' wall dates). */
  day: string;
  count: number;
  /** Crew spots still open on the day's jobs that are not done (absent: not known). */
  openSpots?: number;
  /** How many jobs of each status, in the order of TONE_ORDER. */
  byStatus: Array<{ label: string; tone: CalendarItem['tone']; count: number }>;
  /** What a click opens: the day view, or the day's list (from the day view). */
  opens: 'day' | 'agenda';
};

/** The order a summary counts statuses in: what needs work first. */
const TONE_ORDER: ReadonlyArray<CalendarItem['tone']> = [
  'not-formed',
  'pending',
  'partial',
  'tentative',
  'formed',
  'done',
];

const pad = (n: number) => String(n).padStart(2, '0');
/** The wall date of an item's start ('YYYY-MM-DD'): items carry wall-clock Dates. */
export const wallDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** "12 jobs · 7 open spots" ("1 job" in an hour of the week view). */
export function summaryTitle(summary: DaySummary): string {
  const spots = summary.openSpots ? ` · ${countOf(summary.openSpots, 'open spot')}` : '';
  return `${countOf(summary.count, 'job')}${spots}`;
}

/** "4 Formed, 5 Pending, 3 Not formed". */
export function summaryStatuses(summary: DaySummary): string {
  return summary.byStatus.map(({ label, count }) => `${count} ${label}`).join(', ');
}

/** The most of these jobs that run at one moment (one ending as another starts: not both). */
export function mostAtOnce(list: readonly CalendarItem[]): number {
  const edges: Array<[number, number]> = [];
  for (const item of list) edges.push([item.start.getTime(), 1], [item.end.getTime(), -1]);
  edges.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let running = 0;
  let most = 0;
  for (const [, step] of edges) most = Math.max(most, (running += step));
  return most;
}

/**
 * The items as shown: each day with at most `perDay` jobs, at most `sideBySide` of them at
 * one moment, keeps them; a busier day becomes one summary item (`by: 'day'`, id
 * `day:YYYY-MM-DD`, the whole day) or one per hour in which its jobs start (`by: 'hour'`, id
 * `hour:YYYY-MM-DDTHH`, that hour), opening `opens`. All-day items (time off) are kept,
 * first, and do not count as jobs.
 */
export function summariseBusyDays(
  items: readonly CalendarItem[],
  perDay = MONTH_JOBS_PER_DAY,
  by: 'day' | 'hour' = 'day',
  {
    sideBySide = Infinity,
    opens = 'day',
  }: { sideBySide?: number; opens?: DaySummary['opens'] } = {},
): CalendarItem[] {
  // Whole days (a helper's time off) are not jobs: drawn as they are, never counted.
  const shown: CalendarItem[] = items.filter((item) => item.allDay);
  const days = groupBy(
    items.filter((item) => !item.allDay),
    (item) => wallDay(item.start),
  );
  for (const [day, list] of days) {
    if (list.length <= perDay && (sideBySide === Infinity || mostAtOnce(list) <= sideBySide))
      shown.push(...list);
    else if (by === 'day') shown.push(summaryItem(`day:${day}`, day, list, 0, 24, opens));
    else
      for (const [hour, jobs] of groupBy(list, (item) => String(item.start.getHours())))
        shown.push(
          summaryItem(`hour:${day}T${hour.padStart(2, '0')}`, day, jobs, +hour, +hour + 1, opens),
        );
  }
  return shown;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

/** One bar for `list` (jobs of `day`), from `fromHour` to `toHour` (24: the day's end). */
function summaryItem(
  id: string,
  day: string,
  list: CalendarItem[],
  fromHour: number,
  toHour: number,
  opens: DaySummary['opens'],
): CalendarItem {
  const counts = new Map<string, DaySummary['byStatus'][number]>();
  let openSpots: number | undefined;
  for (const item of list) {
    const status = counts.get(item.statusLabel);
    if (status) status.count++;
    else counts.set(item.statusLabel, { label: item.statusLabel, tone: item.tone, count: 1 });
    if (item.openSpots !== undefined) openSpots = (openSpots ?? 0) + item.openSpots;
  }
  const summary: DaySummary = {
    day,
    count: list.length,
    openSpots,
    byStatus: [...counts.values()].sort(
      (a, b) => TONE_ORDER.indexOf(a.tone) - TONE_ORDER.indexOf(b.tone),
    ),
    opens,
  };
  const start = new Date(list[0]!.start);
  start.setHours(fromHour, 0, 0, 0);
  const end = new Date(start);
  if (toHour === 24) end.setHours(23, 59, 0, 0);
  else end.setHours(toHour, 0, 0, 0);
  return {
    id,
    start,
    end,
    title: summaryTitle(summary),
    when: '',
    tone: 'summary',
    statusLabel: summaryStatuses(summary),
    summary,
  };
}
