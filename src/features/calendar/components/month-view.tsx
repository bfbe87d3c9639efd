import { isSameDay } from 'date-fns';
import {
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type SyntheticEvent,
} from 'react';
import type {
  DateLocalizer,
  NavigateAction,
  SlotInfo,
  TitleOptions,
  View,
} from 'react-big-calendar';
import { dayAfter } from '../model/agenda';
import { wallDay } from '../model/day-summary';
import { cellItems, itemsByDay, monthWeeks } from '../model/month';
import type { CalendarItem } from './event-calendar';
import { memoView, type CustomViewProps } from './view-memo';
import './month-view.css';

type MonthViewProps = CustomViewProps & {
  /** "Now" on the events' clocks (EventCalendar's getNow): today's cell. */
  getNow: () => Date;
  getters: { dayProp: (day: Date) => { className?: string } };
  /** Whether an empty day may be chosen (onSelectSlot). */
  selectable?: boolean;
  onSelectSlot?: (slot: SlotInfo) => void;
  /** Opens a day (the calendar's drill-down: its day view). */
  onDrillDown?: (date: Date, view: View) => void;
};

const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');

/** One event of a day: a button with the library's classes, its tooltip and content. */
function MonthEvent({
  item,
  day,
  tooltip,
  className,
  Event,
  onSelect,
}: {
  item: CalendarItem;
  day: Date;
  tooltip: string;
  className?: string;
  Event?: ComponentType<{ event: CalendarItem; title: string }>;
  onSelect?: (event: CalendarItem, e: SyntheticEvent) => void;
}) {
  // `day` is local midnight: an earlier start began on an earlier day.
  const continuesPrior = item.start < day;
  const continuesAfter = item.end > dayAfter(day, 1);
  return (
    <button
      type="button"
      className={cx(
        'rbc-event',
        className,
        (item.allDay || continuesPrior || continuesAfter) && 'rbc-event-allday',
        continuesPrior && 'rbc-event-continues-prior',
        continuesAfter && 'rbc-event-continues-after',
      )}
      title={tooltip}
      onClick={(e) => onSelect?.(item, e)}
    >
      <span className="rbc-event-content">
        {Event ? <Event event={item} title={item.title} /> : item.title}
      </span>
    </button>
  );
}

/**
 * The calendar's month (react-big-calendar's custom-view API, its classes): 4-6 week rows of
 * 7 day cells, each with its day number (opens the day), its items (model/month.ts: grouped by
 * day in one pass, an item over several days on each of them) and "+N more" past what a cell
 * shows. Laid out by CSS alone: no event is measured and no row is rendered twice, where the
 * library's month filtered every event for every week, sorted and levelled them, rendered the
 * rows once to measure how many events fit and then again.
 */
function MonthView({
  date,
  events,
  localizer,
  getNow,
  accessors,
  components,
  getters,
  selectable,
  onSelectEvent,
  onSelectSlot,
  onDrillDown,
}: MonthViewProps) {
  const from = +localizer.firstVisibleDay(date, localizer);
  const to = +localizer.lastVisibleDay(date, localizer);
  const weeks = useMemo(() => monthWeeks(new Date(from), new Date(to)), [from, to]);
  const byDay = useMemo(() => itemsByDay(events, weeks[0]![0]!, weeks.length * 7), [events, weeks]);
  const now = getNow();
  const month = date.getMonth();
  const Event = components.event;
  const { messages } = localizer;

  const selectDay = (day: Date, e: MouseEvent<HTMLElement>) => {
    // A click on an event, a day number or "+N more" is theirs, not the day's.
    if (!selectable || (e.target as Element).closest('button')) return;
    onSelectSlot?.({ start: day, end: dayAfter(day, 1), slots: [day], action: 'click' });
  };
  const openDay = (day: Date) => onDrillDown?.(day, 'day');

  // The day numbers are one Tab stop, the arrows move between them (a row: Home, End), as in
  // a date picker (QA-244 L1: each of the ~42 days was a Tab stop of its own before the jobs).
  // The stop is the day last moved to, else the day in view, else the first shown.
  const grid = useRef<HTMLDivElement>(null);
  const [moved, setMoved] = useState<number | null>(null);
  const first = weeks[0]![0]!;
  const last = weeks.at(-1)![6]!;
  const inView = (day: number) => day >= +first && day <= +last;
  const shownDate = weeks.flat().find((day) => isSameDay(day, date));
  const stop = moved !== null && inView(moved) ? moved : +(shownDate ?? first);
  const moveFrom = (day: Date, column: number, e: KeyboardEvent<HTMLButtonElement>) => {
    const step = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -7,
      ArrowDown: 7,
      Home: -column,
      End: 6 - column,
    }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    const next = +dayAfter(day, step);
    if (!inView(next)) return;
    setMoved(next);
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${next}"]`)?.focus();
  };

  const rows: ReactElement[] = weeks.map((week) => (
    <div key={+week[0]!} className="rbc-month-row app-month__week" role="row">
      {week.map((day, column) => {
        const offRange = day.getMonth() !== month;
        const today = isSameDay(day, now);
        const { shown, more } = cellItems(byDay.get(wallDay(day)));
        const label = localizer.format(day, 'dateFormat');
        // Today is marked in words too, not by its colour alone (QA helper-121).
        const name = `${label}, open ${localizer.format(day, 'dayHeaderFormat')}${today ? ', today' : ''}`;
        return (
          // The day's own click is the mouse's way to choose it (as the library's slot
          // selection); the keyboard's is the page's "Add new job".
          <div
            key={+day}
            role="cell"
            className={cx(
              'rbc-day-bg app-month__day',
              getters.dayProp(day).className,
              today && 'rbc-today',
              offRange && 'rbc-off-range-bg',
            )}
            onClick={(e) => selectDay(day, e)}
          >
            <div
              className={cx(
                'rbc-date-cell',
                today && 'rbc-now',
                offRange && 'rbc-off-range',
                isSameDay(day, date) && 'rbc-current',
              )}
            >
              <button
                type="button"
                className="rbc-button-link"
                // Its number first, then what it opens (QA 56: a reader heard "10" alone); the
                // tooltip says the same, so it is not read a second time (review 56).
                title={name}
                aria-label={name}
                data-day={+day}
                tabIndex={+day === stop ? 0 : -1}
                onKeyDown={(e) => moveFrom(day, column, e)}
                onClick={() => openDay(day)}
              >
                {label}
              </button>
            </div>
            <div className="app-month__events">
              {shown.map((item) => (
                <MonthEvent
                  key={item.id}
                  item={item}
                  day={day}
                  tooltip={accessors.tooltip(item)}
                  className={getters.eventProp(item, item.start, item.end, false).className}
                  Event={Event}
                  onSelect={onSelectEvent}
                />
              ))}
              {more > 0 && (
                <button
                  type="button"
                  className="rbc-button-link rbc-show-more"
                  onClick={() => openDay(day)}
                >
                  {messages.showMore?.(more, [], []) ?? `+${more} more`}
                </button>
              )}
            </div>
          </div>
        );
      })}
    </div>
  ));

  return (
    <div ref={grid} className="rbc-month-view app-month" role="table" aria-label="Month View">
      <div className="rbc-row rbc-month-header" role="row">
        {weeks[0]!.map((day) => (
          <div key={+day} className="rbc-header" role="columnheader">
            <span>{localizer.format(day, 'weekdayFormat')}</span>
          </div>
        ))}
      </div>
      {rows}
    </div>
  );
}

type StaticProps = { localizer: DateLocalizer };

/** What react-big-calendar asks a view for: its range, where Previous/Next go, its title. */
export const Month = Object.assign(memoView(MonthView), {
  range: (date: Date, { localizer }: StaticProps) => ({
    start: localizer.firstVisibleDay(date, localizer),
    end: localizer.lastVisibleDay(date, localizer),
  }),
  navigate: (date: Date, action: NavigateAction, { localizer }: StaticProps) =>
    action === 'PREV'
      ? localizer.add(date, -1, 'month')
      : action === 'NEXT'
        ? localizer.add(date, 1, 'month')
        : date,
  title: (date: Date, { localizer }: TitleOptions & StaticProps) =>
    localizer.format(date, 'monthHeaderFormat'),
});
