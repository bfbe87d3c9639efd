import { isSameDay } from 'date-fns';
import type { EventProps } from 'react-big-calendar';
import { dayName } from '@/platform/format';
import type { CalendarItem } from './event-calendar';

/*
 * What an event shows, and what a screen reader hears of it (QA helper-121): a job's colour
 * is its status, so its status is said in words after it, in the legend's words (its
 * statusLabel: "Pending", "Invitation, not answered yet"); in the week and day views, where
 * no table cell gives the day, its day is said too.
 */

/** "(Pending)" for a job, as its tooltip says it; time off's title says what it is. */
const statusWords = (event: CalendarItem) =>
  event.tone === 'time-off' ? '' : `(${event.statusLabel})`;

/**
 * Words for readers only, after what is shown. Hidden text is laid out as a block, which
 * browsers set off by a space in a name ("9:00 , Pending"): it starts with a word or "(".
 */
function ReaderWords({ text }: { text: string }) {
  return text ? <span className="app-visually-hidden">{text}</span> : null;
}

/** The month's jobs and bars (its cells name the day). */
export function EventContent(props: EventProps<CalendarItem>) {
  return <Content {...props} />;
}

/** The week's: their day too. A job past midnight is named by the day it starts. */
export function WeekEventContent(props: EventProps<CalendarItem>) {
  return <Content {...props} withDay />;
}

/** The day view's: their day too; its bars are wide, their statuses shown in words. */
export function DayEventContent(props: EventProps<CalendarItem>) {
  return <Content {...props} withDay statuses />;
}

/**
 * The agenda has its time column: a job within one day is its title there (QA 56: the time
 * twice on phones); one over midnight, or time off over days, keeps its whole text (the time
 * column has only that day's part of it: review 56). Its rows name the day.
 */
export function AgendaEventContent(props: EventProps<CalendarItem>) {
  const { event } = props;
  if (!isSameDay(event.start, event.end)) return <EventContent {...props} />;
  return (
    <span className="app-calendar-event__content">
      <span className="app-calendar-event__title">{event.title}</span>
      <ReaderWords text={statusWords(event)} />
    </span>
  );
}

function Content({
  event,
  statuses,
  withDay,
}: EventProps<CalendarItem> & { statuses?: boolean; withDay?: boolean }) {
  const day = withDay ? `on ${dayName(event.start)}` : '';
  if (event.summary)
    return (
      <span className="app-calendar-event__content">
        <span className="app-calendar-event__title">
          {event.summary.count}
          {/* On a phone's narrow cells only the count shows; readers still hear it all. */}
          <span className="app-calendar-summary__rest">
            {event.title.slice(String(event.summary.count).length)}
          </span>
          {statuses ? (
            <span className="app-calendar-summary__statuses">: {event.statusLabel}</span>
          ) : (
            <ReaderWords text={`(${event.statusLabel})`} />
          )}
        </span>
        <ReaderWords text={day} />
        <span className="app-calendar-summary__bar" aria-hidden>
          {event.summary.byStatus.map(({ label, tone, count }) => (
            <span
              key={label}
              className={`app-calendar-summary__part app-calendar-event--${tone}`}
              style={{ flexGrow: count }}
            />
          ))}
        </span>
      </span>
    );
  const full = (
    <>
      <span className="app-calendar-event__title">{event.title}</span>{' '}
      <span className="app-calendar-event__when">{event.when}</span>
      <ReaderWords text={[day, statusWords(event)].filter(Boolean).join(' ')} />
    </>
  );
  if (!event.label) return <span className="app-calendar-event__content">{full}</span>;
  // Narrow screens (CSS) show the label and keep the full text for readers only.
  return (
    <span className="app-calendar-event__content app-calendar-event__content--labelled">
      <span className="app-calendar-event__full">{full}</span>
      <span className="app-calendar-event__label" aria-hidden>
        {event.label}
      </span>
    </span>
  );
}
