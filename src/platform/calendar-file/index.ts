// iCalendar files (8/8 calendar sync): "Add to calendar" and the calendars' "Export".
export { calendarFile, ICS_MIME, type CalendarFileEvent } from './calendar-file';
export { CalendarFileButton, type CalendarFileButtonProps } from './calendar-file-button';
export { downloadCalendarFeed } from './download-feed';
