import type {
  Availability,
  HelperCalendarEvent,
  ListHelperCalendarParams,
} from '@/platform/api/generated/model';
import { addDays, branchTimeZone, orderWindow, outsideWeek } from '@/platform/format';
import { jobsStillOn } from './time-off-jobs';

/*
 * A weekly availability is for new invitations: a day taken off, or hours cut, leaves her on
 * the jobs she accepted then (their companies still count on her). Work settings names those
 * jobs under the schedule, as the time off card does for its days (QA-245 M1: clearing Tuesday
 * said only "Availability saved" while she held two Tuesday jobs).
 */

/** listHelperCalendar's longest range, in days (both ends included). */
const MAX_RANGE_DAYS = 62;

/** The jobs looked at: from the day before today (a job under way) as far as the call allows. */
export function comingJobsParams(today: string): ListHelperCalendarParams {
  return {
    'filter[date_from]': addDays(today, -1),
    'filter[date_to]': addDays(today, MAX_RANGE_DAYS - 2),
  };
}

/**
 * Her jobs still on (`jobsStillOn`) that fall outside `week` on their branch's clocks (the crew
 * matching's rule, `outsideWeek`). An empty week keeps no schedule: none.
 */
export function jobsOutsideWeek(
  week: readonly Availability[],
  events: readonly HelperCalendarEvent[],
  now: number,
): HelperCalendarEvent[] {
  return jobsStillOn(
    events,
    now,
    (e) => outsideWeek(week, orderWindow(e, branchTimeZone(e.branch))) !== null,
  );
}
