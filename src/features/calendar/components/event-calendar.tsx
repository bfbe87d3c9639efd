import { zonedWallDate } from '@/platform/format';
import { addDays, format, getDay, parse, startOfDay, startOfWeek } from 'date-fns';
import { enUS } from 'date-fns/locale';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { Calendar, dateFnsLocalizer, type SlotInfo, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import {
  DAY_SIDE_BY_SIDE,
  MONTH_JOBS_PER_DAY,
  summariseBusyDays,
  WEEK_JOBS_PER_DAY,
  WEEK_SIDE_BY_SIDE,
  type DaySummary,
} from '../model/day-summary';
import type { CalendarView } from '../model/range';
import { Agenda } from './agenda-view';
import { CalendarToolbar } from './calendar-toolbar';
import { Month } from './month-view';
import './event-calendar.css';
import { DAY_LAYOUT, FORMATS, MESSAGES, SCROLL_TO } from './calendar-options';
import {
  AgendaEventContent,
  DayEventContent,
  EventContent,
  WeekEventContent,
} from './event-content';

/** One event as the calendar draws it; `tone` picks its colour (order status). */
export type CalendarItem = {
  id: number | string;
  start: Date;
  end: Date;
  /** Who: the customer (company) or the company and branch (helper). */
  title: string;
  /** When, as shown: '8:00 am - 12:30 pm'. */
  when: string;
  /**
   * What a phone's narrow month cell or week column shows instead of title and time: the
   * order number ('#1042'), which tells a day's jobs apart where '#10…' did not.
   */
  label?: string;
  tone:
    | 'not-formed'
    | 'pending'
    | 'partial'
    | 'formed'
    | 'tentative'
    | 'done'
    | 'summary'
    | 'time-off';
  /** Whole days (a helper's time off, 7/8): drawn in the all-day row, its end exclusive. */
  allDay?: boolean;
  /** Accessible text: the status in words. */
  statusLabel: string;
  /** Crew spots still open (company jobs not done); summed on a busy day's summary. */
  openSpots?: number;
  /** Set on the one bar standing for a busy day of the month view (model/day-summary.ts). */
  summary?: DaySummary;
};

export type EventCalendarProps = {
  items: readonly CalendarItem[];
  view: CalendarView;
  date: Date;
  onNavigate: (date: Date, view: CalendarView) => void;
  onSelectItem: (item: CalendarItem) => void;
  /** An empty day or slot was chosen (day at local midnight); absent: slots are inert. */
  onSelectDay?: (day: Date) => void;
  /** The first day that may be chosen (today for new jobs); the days before it are shaded. */
  minSelectableDay?: Date;
  /**
   * The events' clocks (4/8): "now" (today's column, the current-time line) is read on them.
   * Absent: the viewer's.
   */
  timeZone?: string;
  height: number;
};

// date-fns, not dayjs: react-big-calendar sorts and places every event of the range with the
// localizer's date maths, and date-fns's plain Date functions made a month of 1,000 jobs
// several times faster to lay out than dayjs objects (npm run bench).
/** The calendar's date maths (exported for the agenda's tests: the library's rules as used). */
export const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek,
  getDay,
  locales: { 'en-US': enUS },
});
// The agenda and the month are ours (the library's classes): the library's agenda tested every
// job against every day and measured its header after each render, over a second at 4x CPU
// with 1,000 jobs; its month filtered and levelled the events of each week and rendered every
// row twice to measure how many fit (month-view.tsx).
const VIEWS = { month: Month, week: true, day: true, agenda: Agenda };

// Module-level accessors and components: react-big-calendar re-renders every cell when these
// change identity, which with 1,000 events is the difference between instant and a freeze.
const startAccessor = (item: CalendarItem) => item.start;
const endAccessor = (item: CalendarItem) => item.end;
const titleAccessor = (item: CalendarItem) => item.title;
const allDayAccessor = (item: CalendarItem) => item.allDay === true;
const tooltipAccessor = (item: CalendarItem) =>
  item.summary
    ? `${item.title}: ${item.statusLabel}. ${item.summary.opens === 'agenda' ? "Opens the day's list." : 'Opens the day.'}`
    : `${item.title}, ${item.when} (${item.statusLabel})`;
const eventPropGetter = (item: CalendarItem) => ({
  className: `app-calendar-event app-calendar-event--${item.tone}`,
});

/**
 * The week and day views' days off (local midnight in ms → its all-day item): a day off is a
 * shaded column named in its header. Those views have no all-day row (see the CSS: jobs always
 * have times), where the library would draw it (QA 2026-12-04: time off, added in 7/8, was
 * drawn there at 0×0, and a week of time off looked free).
 */
const DaysOff = createContext<ReadonlyMap<number, CalendarItem>>(new Map());

/** The days an all-day item covers (its end is exclusive), as local midnights in ms. */
function daysOf(item: CalendarItem): number[] {
  const days: number[] = [];
  for (let day = startOfDay(item.start); day < item.end; day = addDays(day, 1))
    days.push(day.getTime());
  return days;
}

/**
 * Week and day column headers as plain text: the library's default is a role="columnheader"
 * outside any row (axe: critical). A day off says so under its date.
 */
function ColumnHeader({ label, date }: { label: string; date: Date }) {
  const off = useContext(DaysOff).get(startOfDay(date).getTime());
  return (
    <span>
      {label}
      {off && (
        <span className="app-calendar-day-off" title={off.statusLabel}>
          {off.title}
        </span>
      )}
    </span>
  );
}
const COMPONENTS = {
  toolbar: CalendarToolbar,
  event: EventContent,
  week: { header: ColumnHeader, event: WeekEventContent },
  day: { header: ColumnHeader, event: DayEventContent },
  agenda: { event: AgendaEventContent },
};

/**
 * react-big-calendar over the product's events: month, week, day and agenda views, coloured
 * by status. Default export: it loads (with its CSS) only with the calendar pages.
 */
export default function EventCalendar({
  items,
  view,
  date,
  onNavigate,
  onSelectItem,
  onSelectDay,
  minSelectableDay,
  timeZone,
  height,
}: EventCalendarProps) {
  // Month: a day with more jobs than its cell shows is one summary bar that opens the day;
  // week: a busy day is a bar per hour; day: a day with more jobs at once than fit side by
  // side is a bar per hour that opens the day's list (model/day-summary.ts). Agenda: every job.
  // Week and day: all-day items (time off) shade their days instead (DaysOff).
  const timeGrid = view === 'week' || view === 'day';
  const events = useMemo(() => {
    if (view === 'month') return summariseBusyDays(items, MONTH_JOBS_PER_DAY, 'day');
    const timed = items.filter((item) => !item.allDay);
    if (view === 'week')
      return summariseBusyDays(timed, WEEK_JOBS_PER_DAY, 'hour', { sideBySide: WEEK_SIDE_BY_SIDE });
    if (view === 'day')
      return summariseBusyDays(timed, Infinity, 'hour', {
        sideBySide: DAY_SIDE_BY_SIDE,
        opens: 'agenda',
      });
    return [...items];
  }, [items, view]);
  const daysOff = useMemo(() => {
    const days = new Map<number, CalendarItem>();
    if (timeGrid)
      for (const item of items)
        if (item.allDay) for (const day of daysOf(item)) days.set(day, item);
    return days;
  }, [items, timeGrid]);
  const getNow = useCallback(
    () => (timeZone ? zonedWallDate(Date.now(), timeZone) : new Date()),
    [timeZone],
  );
  const minDay = minSelectableDay?.getTime();

  const handleNavigate = useCallback(
    (next: Date, nextView: View) => onNavigate(next, nextView as CalendarView),
    [onNavigate],
  );
  const handleView = useCallback(
    (nextView: View) => onNavigate(date, nextView as CalendarView),
    [onNavigate, date],
  );
  const handleSelectSlot = useCallback(
    (slot: SlotInfo) => {
      if (!onSelectDay) return;
      const day = startOfDay(slot.start);
      if (minDay !== undefined && day.getTime() < minDay) return;
      onSelectDay(day);
    },
    [onSelectDay, minDay],
  );
  // A day number or "+N more" opens the day (the library's own drill-down also navigated in
  // the old view).
  const handleDrillDown = useCallback(
    (day: Date, nextView: View) => onNavigate(day, nextView as CalendarView),
    [onNavigate],
  );
  const handleSelectEvent = useCallback(
    (item: CalendarItem) => {
      if (item.summary) onNavigate(item.start, item.summary.opens);
      else onSelectItem(item);
    },
    [onNavigate, onSelectItem],
  );
  // The week and day views' jobs are the library's role="button" divs: Enter and Space open
  // them as a click does (they did nothing: QA helper-93). The month's and agenda's are ours.
  const handleKeyPressEvent = useCallback(
    (item: CalendarItem, event: { key?: string; preventDefault: () => void }) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      handleSelectEvent(item);
    },
    [handleSelectEvent],
  );
  const dayPropGetter = useCallback(
    (day: Date) => {
      const midnight = startOfDay(day).getTime();
      const className = [
        minDay !== undefined && midnight < minDay && 'app-calendar-day--past',
        daysOff.has(midnight) && 'app-calendar-day--off',
      ]
        .filter(Boolean)
        .join(' ');
      return className ? { className } : {};
    },
    [minDay, daysOff],
  );

  return (
    <div className={`app-calendar app-calendar--${view}`} style={{ height }}>
      <DaysOff.Provider value={daysOff}>
        <Calendar<CalendarItem>
          localizer={localizer}
          getNow={getNow}
          events={events}
          view={view as View}
          views={VIEWS}
          date={date}
          onNavigate={handleNavigate}
          onView={handleView}
          startAccessor={startAccessor}
          endAccessor={endAccessor}
          titleAccessor={titleAccessor}
          allDayAccessor={allDayAccessor}
          tooltipAccessor={tooltipAccessor}
          eventPropGetter={eventPropGetter}
          dayPropGetter={dayPropGetter}
          components={COMPONENTS}
          formats={FORMATS}
          onSelectEvent={handleSelectEvent}
          onKeyPressEvent={handleKeyPressEvent}
          selectable={onSelectDay !== undefined}
          onSelectSlot={handleSelectSlot}
          onDrillDown={handleDrillDown}
          scrollToTime={SCROLL_TO}
          dayLayoutAlgorithm={DAY_LAYOUT}
          // A job past midnight is drawn on both days' hours (10 pm - 12 am, then 12 am - 2
          // am), not in the all-day row, which these views hide: it was in neither (QA
          // helper-96).
          showMultiDayTimes
          messages={MESSAGES}
        />
      </DaysOff.Provider>
    </div>
  );
}
