import { CalendarFileButton, type CalendarFileEvent } from '@/platform/calendar-file';
import { rangeFileName, type DayRange } from '../model/range';

/** "Export" on a calendar: the jobs in view (the range's days) as one iCalendar file. */
export function ExportButton({
  range,
  count,
  events,
}: {
  range: DayRange;
  /** How many jobs are in view (none: nothing to export). */
  count: number;
  events: () => CalendarFileEvent[];
}) {
  return (
    <CalendarFileButton
      text="Export"
      icon="download"
      variant="outlined"
      fileName={rangeFileName(range)}
      disabled={count === 0}
      events={events}
    />
  );
}
