import type {
  HelperCalendarEvent,
  ListHelperCalendarParams,
  TimeOff,
} from '@/platform/api/generated/model';
import { addDays, branchTimeZone } from '@/platform/format';
import { jobDuringTimeOff } from '@/platform/orders';

/*
 * Time off added over a job she accepted leaves her on its crew (contract/README.md "Time
 * off"): the company still counts on her. Her time off list names those jobs, so she can open
 * one and tell the company she can't make it.
 */

/** Days before an entry whose jobs may still run into it (a move lasts hours, at most days). */
const LEAD_DAYS = 3;
/** listHelperCalendar's longest range, in days (both ends included). */
const MAX_RANGE_DAYS = 62;

/**
 * The helper calendar's range for an entry. The calendar lists jobs by the UTC date they start
 * (contract/README.md, "Time zones"), and a day on a US branch's clocks runs into the next UTC
 * date, so the range ends a day after the entry; it starts LEAD_DAYS before it, for a job
 * that began earlier and runs into it, as far as the call's 62 days allow (a 60-day entry:
 * one day before).
 */
export function calendarParamsFor(
  entry: Pick<TimeOff, 'start_date' | 'end_date'>,
): ListHelperCalendarParams {
  const to = addDays(entry.end_date, 1);
  const earliest = addDays(to, -(MAX_RANGE_DAYS - 1));
  const lead = addDays(entry.start_date, -LEAD_DAYS);
  return { 'filter[date_from]': lead > earliest ? lead : earliest, 'filter[date_to]': to };
}

/**
 * Her accepted, open jobs that have not ended by `now` (nothing is left to make or to miss in
 * one that has) and that `where` picks, by start: what the time off and availability cards
 * name as jobs she is still on.
 */
export function jobsStillOn(
  events: readonly HelperCalendarEvent[],
  now: number,
  where: (event: HelperCalendarEvent) => boolean,
): HelperCalendarEvent[] {
  return events
    .filter((e) => e.status === 'accepted' && e.order.cancelled_at == null)
    .filter((e) => e.order.completed_at == null && Date.parse(e.end_at) > now)
    .filter(where)
    .sort((a, b) => a.start_at.localeCompare(b.start_at));
}

/**
 * Her jobs still on that touch one of the entry's days on their branch's clocks (the server's
 * rule: [start_date 00:00, end_date + 1 00:00) in the branch's zone); not one that has ended
 * (QA 2026-12-04: time off added today named this morning's finished job, "If you can't make
 * it, tell them").
 */
export function jobsDuring(
  entry: Pick<TimeOff, 'start_date' | 'end_date'>,
  events: readonly HelperCalendarEvent[],
  now: number,
): HelperCalendarEvent[] {
  return jobsStillOn(events, now, (e) => jobDuringTimeOff(e, branchTimeZone(e.branch), entry));
}
