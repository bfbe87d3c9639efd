import { useMemo, useState, type ReactElement, type UIEvent } from 'react';
import { isSameDay } from 'date-fns';
import type { DateLocalizer, NavigateAction, TitleOptions } from 'react-big-calendar';
import { countOf } from '@/platform/format';
import { AppButton } from '@/platform/ui';
import { agendaDays } from '../model/agenda';
import { AGENDA_LENGTH_DAYS } from '../model/range';
import type { CalendarItem } from './event-calendar';
import { memoView, type CustomViewProps } from './view-memo';

/** Rows rendered at first, and added each time the list nears its end. */
export const AGENDA_ROWS_STEP = 60;
/** How close to the end (px) scrolling brings the next rows. */
const NEAR_END_PX = 600;

type AgendaViewProps = CustomViewProps;

/** The time cell of `item` on `day`, with the library's texts and classes. */
function TimeLabel({
  item,
  day,
  localizer,
}: {
  item: CalendarItem;
  day: Date;
  localizer: DateLocalizer;
}) {
  const { start, end } = item;
  // Time off is a whole day on each of its days (its end is the midnight after, exclusive):
  // not "12:00 AM »", something at midnight running on (QA helper-159).
  if (item.allDay) return <span>{localizer.messages.allDay}</span>;
  let label = '';
  if (+start === +end) label = localizer.format(start, 'agendaTimeFormat');
  // A job's own time text has its branch's zone ("7:00 am - 2:00 pm CST"): the event cell
  // no longer repeats it (QA 56).
  else if (isSameDay(start, end))
    label = item.when || localizer.format({ start, end }, 'agendaTimeRangeFormat');
  else if (isSameDay(day, start)) label = localizer.format(start, 'agendaTimeFormat');
  else if (isSameDay(day, end)) label = localizer.format(end, 'agendaTimeFormat');
  // `day` is local midnight: an earlier start began on an earlier day.
  const startsBefore = start < day;
  const endsAfter = end > day && !isSameDay(day, end);
  const className = [startsBefore && 'rbc-continues-prior', endsAfter && 'rbc-continues-after']
    .filter(Boolean)
    .join(' ');
  return <span className={className}>{label}</span>;
}

/**
 * The calendar's agenda (react-big-calendar's custom-view API, its markup and classes): the
 * jobs of the 30 days from the date in view (the range the page fetched), by day. Built for a
 * busy month: the rows are grouped in one pass (model/agenda.ts) and rendered 60 at a time as
 * the list is scrolled (or "Show more"); the table's columns are fixed (rows added lay out
 * alone, not the whole table again) and its header sticks to the top instead of being
 * measured into a second table after every render. The library's agenda tested every job
 * against every day and measured after each render: over a second at 4x CPU with 1,000 jobs.
 */
function AgendaView({
  date,
  events,
  localizer,
  accessors,
  components,
  getters,
  onSelectEvent,
}: AgendaViewProps) {
  const days = useMemo(() => agendaDays(events, date), [events, date]);
  const total = useMemo(() => days.reduce((n, d) => n + d.items.length, 0), [days]);
  // The first rows at once, more as the list is scrolled near its end (or "Show more"): a
  // month of 1,000 jobs is not laid out in the background while the user moves on.
  const [limit, setLimit] = useState({ date: +date, rows: AGENDA_ROWS_STEP });
  if (limit.date !== +date) setLimit({ date: +date, rows: AGENDA_ROWS_STEP });
  const shown = Math.min(total, limit.date === +date ? limit.rows : AGENDA_ROWS_STEP);
  // From what this render shows: scroll events before the next render add one step only.
  const showMore = () =>
    setLimit((before) =>
      before.rows > shown ? before : { ...before, rows: shown + AGENDA_ROWS_STEP },
    );
  const onScroll = (event: UIEvent<HTMLElement>) => {
    const box = event.currentTarget;
    if (shown < total && box.scrollTop + box.clientHeight > box.scrollHeight - NEAR_END_PX)
      showMore();
  };
  const Event = components.event;
  const { messages } = localizer;
  if (total === 0)
    return (
      <div className="rbc-agenda-view">
        <span className="rbc-agenda-empty">{messages.noEventsInRange}</span>
      </div>
    );
  const rows: ReactElement[] = [];
  let left = shown;
  for (const { day, items } of days) {
    if (left <= 0) break;
    const here = items.slice(0, left);
    left -= here.length;
    here.forEach((item, index) => {
      const props = getters.eventProp(item, item.start, item.end, false);
      rows.push(
        <tr key={`${+day}_${item.id}`} className={props.className}>
          {index === 0 && (
            <td rowSpan={here.length} className="rbc-agenda-date-cell">
              {localizer.format(day, 'agendaDateFormat')}
            </td>
          )}
          <td className="rbc-agenda-time-cell">
            <TimeLabel item={item} day={day} localizer={localizer} />
          </td>
          <td className="rbc-agenda-event-cell">
            <button
              type="button"
              className="app-agenda-table__open"
              title={accessors.tooltip(item)}
              onClick={(e) => onSelectEvent?.(item, e)}
            >
              {Event ? <Event event={item} title={item.title} /> : item.title}
            </button>
          </td>
        </tr>,
      );
    });
  }
  if (shown < total)
    rows.push(
      <tr key="more" className="app-agenda-table__more">
        <td colSpan={3}>
          <AppButton
            minimal
            text={`Show more (${countOf(total - shown, 'more job')})`}
            onClick={showMore}
          />
        </td>
      </tr>,
    );
  return (
    // A region of its own, focusable, so the keyboard can scroll it too.
    <div
      className="rbc-agenda-view"
      onScroll={onScroll}
      role="region"
      aria-label="Jobs by day"
      tabIndex={0}
    >
      <div className="rbc-agenda-content">
        <table className="rbc-agenda-table app-agenda-table">
          <colgroup>
            <col className="app-agenda-table__date" />
            <col className="app-agenda-table__time" />
            <col />
          </colgroup>
          <thead>
            <tr>
              <th className="rbc-header">{messages.date}</th>
              <th className="rbc-header">{messages.time}</th>
              <th className="rbc-header">{messages.event}</th>
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </table>
      </div>
    </div>
  );
}

type StaticProps = { localizer: DateLocalizer; length?: number };
/** The last day in view (the library's agenda showed one day more than it fetched). */
const end = (date: Date, localizer: DateLocalizer, length = AGENDA_LENGTH_DAYS) =>
  localizer.add(date, length - 1, 'day');

/** What react-big-calendar asks a view for: its range, where Previous/Next go, its title. */
export const Agenda = Object.assign(memoView(AgendaView), {
  range: (start: Date, { localizer, length }: StaticProps) => ({
    start,
    end: end(start, localizer, length),
  }),
  navigate: (
    date: Date,
    action: NavigateAction,
    { localizer, length = AGENDA_LENGTH_DAYS }: StaticProps,
  ) =>
    action === 'PREV'
      ? localizer.add(date, -length, 'day')
      : action === 'NEXT'
        ? localizer.add(date, length, 'day')
        : date,
  title: (start: Date, { localizer, length }: TitleOptions & StaticProps) =>
    localizer.format({ start, end: end(start, localizer, length) }, 'agendaHeaderFormat'),
});
