import { DAY_NAME_FORMAT, formatTimeAt } from '@/platform/format';

/*
 * react-big-calendar's options as the app's calendars set them (EventCalendar).
 */

// The library allows a format to give null (no label); its types say string.
const noLabel = (() => null) as unknown as () => string;
export const FORMATS = {
  // 12-hour times, as everywhere in the product.
  timeGutterFormat: 'h aaa',
  // No time label over a job in the week and day views (its content has the times): null,
  // not '', which react-big-calendar puts before the tooltip as ": " (QA 56).
  eventTimeRangeFormat: noLabel,
  eventTimeRangeStartFormat: noLabel,
  eventTimeRangeEndFormat: noLabel,
  // The product's times ('9:00 am', as the cards say them), not the library's '9:00 AM' (QA
  // helper-159). No zone: these are the calendar's wall clocks.
  agendaTimeFormat: (date: Date) => formatTimeAt(date),
  agendaTimeRangeFormat: ({ start, end }: { start: Date; end: Date }) =>
    `${formatTimeAt(start)} - ${formatTimeAt(end)}`,
  agendaDateFormat: 'EEE MM/dd',
  dayHeaderFormat: DAY_NAME_FORMAT,
};
export const MESSAGES = {
  previous: 'Previous',
  showMore: (count: number) => `+${count} more`,
  // The agenda's time of an all-day item (time off), in the product's case.
  allDay: 'All day',
};
// Working hours in view on week and day (orders run 7:00-19:00); earlier hours scroll.
export const SCROLL_TO = new Date(1970, 0, 1, 7, 0, 0);
// Jobs at the same time sit side by side in the week and day views, none drawn over another's
// name (QA 2026-12-04: "#1035 Brittany Mi…" lay under #1012 at 390 px).
export const DAY_LAYOUT = 'no-overlap' as const;
