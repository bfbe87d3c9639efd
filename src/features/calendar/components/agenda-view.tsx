import { useMemo, type ComponentType, type ReactElement, type SyntheticEvent } from 'react';
import type { DateLocalizer, NavigateAction, TitleOptions } from 'react-big-calendar';
import { useProgressiveCount } from '@/platform/ui';
import { agendaDays } from '../model/agenda';
import { AGENDA_LENGTH_DAYS } from '../model/range';
import type { CalendarItem } from './event-calendar';

type AgendaViewProps = {
  date: Date;
  events: CalendarItem[];
  localizer: DateLocalizer;
  components: { event?: ComponentType<{ event: CalendarItem; title: string }> };
  getters: {
    eventProp: (
      event: CalendarItem,
      start: Date,
      end: Date,
      selected: boolean,
    ) => { className?: string };
  };
  onSelectEvent?: (event: CalendarItem, e: SyntheticEvent) => void;
};

const sameDay = (a: Date, b: Date) =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

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
  let label = '';
  if (+start === +end) label = localizer.format(start, 'agendaTimeFormat');
  else if (sameDay(start, end)) label = localizer.format({ start, end }, 'agendaTimeRangeFormat');
  else if (sameDay(day, start)) label = localizer.format(start, 'agendaTimeFormat');
  else if (sameDay(day, end)) label = localizer.format(end, 'agendaTimeFormat');
  const startsBefore = start < day && !sameDay(day, start);
  const endsAfter = !sameDay(day, end) && end > day;
  const className = [startsBefore && 'rbc-continues-prior', endsAfter && 'rbc-continues-after']
    .filter(Boolean)
    .join(' ');
  return <span className={className}>{label}</span>;
}

/**
 * The calendar's agenda (react-big-calendar's custom-view API, its markup and classes): the
 * jobs of the 30 days from the date in view (the range the page fetched), by day. Built for a busy month: the rows are
 * grouped in one pass (model/agenda.ts), rendered a slice per task (useProgressiveCount), and
 * the header sticks to the top of the one table instead of being measured into a second one
 * after every render (the library's did both, over a second at 4x CPU with 1,000 jobs).
 */
function AgendaView({
  date,
  events,
  localizer,
  components,
  getters,
  onSelectEvent,
}: AgendaViewProps) {
  const days = useMemo(() => agendaDays(events, date), [events, date]);
  const total = useMemo(() => days.reduce((n, d) => n + d.items.length, 0), [days]);
  const shown = useProgressiveCount(total, days, { first: 40, step: 40 });
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
          <td className="rbc-agenda-event-cell" onClick={(e) => onSelectEvent?.(item, e)}>
            {Event ? <Event event={item} title={item.title} /> : item.title}
          </td>
        </tr>,
      );
    });
  }
  return (
    <div className="rbc-agenda-view">
      <div className="rbc-agenda-content">
        <table className="rbc-agenda-table">
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
export const Agenda = Object.assign(AgendaView, {
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
