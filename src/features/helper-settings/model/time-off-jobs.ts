import type {
  HelperCalendarEvent,
  ListHelperCalendarParams,
  TimeOff,
} from '@/platform/api/generated/model';
import { addDays, branchTimeZone, zonedInstant } from '@/platform/format';

/*
 * Time off added over a job she accepted leaves her on its crew (contract/README.md "Time
 * off"): the company still counts on her. Her time off list names those jobs, so she can open
 * one and tell the company she can't make it.
 */

/**
 * The helper calendar's range for an entry: its days and one either side, as the calendar
 * filters by UTC dates and a day on a US branch's clocks runs into the next UTC date.
 * At most 62 days (an entry is at most 60).
 */
export function calendarParamsFor(
  entry: Pick<TimeOff, 'start_date' | 'end_date'>,
): ListHelperCalendarParams {
  return {
    'filter[date_from]': addDays(entry.start_date, -1),
    'filter[date_to]': addDays(entry.end_date, 1),
  };
}

/**
 * Her accepted, open jobs that touch one of the entry's days on their branch's clocks (the
 * server's rule: [start_date 00:00, end_date + 1 00:00) in the branch's zone), by start.
 */
export function jobsDuring(
  entry: Pick<TimeOff, 'start_date' | 'end_date'>,
  events: readonly HelperCalendarEvent[],
): HelperCalendarEvent[] {
  return events
    .filter((e) => e.status === 'accepted' && e.order.cancelled_at == null)
    .filter((e) => e.order.completed_at == null)
    .filter((e) => {
      const zone = branchTimeZone(e.branch);
      const from = zonedInstant(entry.start_date, '00:00', zone).getTime();
      const to = zonedInstant(addDays(entry.end_date, 1), '00:00', zone).getTime();
      return Date.parse(e.start_at) < to && from < Date.parse(e.end_at);
    })
    .sort((a, b) => a.start_at.localeCompare(b.start_at));
}
