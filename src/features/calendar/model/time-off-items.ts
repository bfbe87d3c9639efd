import type { TimeOff } from '@/platform/api/generated/model';
import { addDays, formatDayRange, parseApiDate } from '@/platform/format';
import type { CalendarItem } from '../components/event-calendar';

/** What a time-off bar says, and its id prefix (selecting one is not a job). */
export const TIME_OFF_TITLE = 'Time off';
const PREFIX = 'time-off-';

export const isTimeOffItem = (item: CalendarItem) => String(item.id).startsWith(PREFIX);

/**
 * A helper's time off (7/8) as all-day calendar items: from the first day's midnight to the
 * midnight after the last (the calendar's end of an all-day event is exclusive), local
 * dates, as she entered them.
 */
export function timeOffItems(entries: readonly TimeOff[] | undefined): CalendarItem[] {
  return (entries ?? []).map((entry) => ({
    id: `${PREFIX}${entry.id}`,
    start: parseApiDate(entry.start_date)!,
    end: parseApiDate(addDays(entry.end_date, 1))!,
    allDay: true,
    title: TIME_OFF_TITLE,
    when: formatDayRange(entry.start_date, entry.end_date),
    // Narrow: the title alone, over two lines if need be ("Time …" said nothing).
    label: TIME_OFF_TITLE,
    tone: 'time-off',
    statusLabel: entry.reason ? `Time off: ${entry.reason}` : 'Time off',
  }));
}
