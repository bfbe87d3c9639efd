import dayjs, { type Dayjs } from 'dayjs';
import { useCallback, useDeferredValue, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { href } from '@/platform/routing';
import {
  calendarSearch,
  correctedCalendarSearch,
  readCalendarSearch,
  visibleRange,
  type CalendarView,
} from './range';

/**
 * A calendar page's view and date, kept in its address (`?view=month&date=2031-06-04`), and
 * its navigation. The calendar draws from a deferred copy of the address, a render React can
 * interrupt (a busy month's view switch is a few hundred ms of work at 4x CPU). Another view
 * (the month's day opened, Week chosen) is a step Back returns from; Previous, Next and Today
 * within a view are not (QA 56: Back from a day opened in the month left the calendar).
 */
export function useCalendarAddress(route: 'company-calendar' | 'helper-calendar', today: Dayjs) {
  const liveSearch = useSearch();
  const search = useDeferredValue(liveSearch);
  const [location, navigate] = useLocation();
  // A bad view or day in the address is replaced, the rest of the query kept (QA helper-97).
  useEffect(() => {
    const corrected = correctedCalendarSearch(liveSearch);
    if (corrected !== null && location === href(route))
      navigate(`${href(route)}${corrected}`, { replace: true });
  }, [liveSearch, location, navigate, route]);
  const { view, date } = useMemo(() => readCalendarSearch(search, today), [search, today]);
  const range = useMemo(() => visibleRange(view, date.toDate()), [view, date]);
  const onNavigate = useCallback(
    (next: Date, nextView: CalendarView) =>
      navigate(`${href(route)}${calendarSearch(nextView, dayjs(next), liveSearch)}`, {
        // The address's view, not the deferred one drawn (a Next right after a view change
        // is no step of its own: review 56).
        replace: nextView === readCalendarSearch(liveSearch, today).view,
      }),
    [navigate, route, liveSearch, today],
  );
  return { view, date, range, onNavigate, navigate };
}
