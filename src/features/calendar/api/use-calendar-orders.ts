import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  getListBranchOrdersCalendarQueryKey,
  listBranchOrdersCalendar,
} from '@/platform/api/generated/endpoints/orders/orders';
import {
  getListHelperCalendarQueryKey,
  listHelperCalendar,
} from '@/platform/api/generated/endpoints/helper-calendar/helper-calendar';
import type { HelperCalendarEvent } from '@/platform/api/generated/model';
import { fetchAllPages, rangeToQuery, type DayRange } from '../model/range';

/**
 * Every order of a branch in the visible range, all pages. Keyed like the generated query
 * (page 1's params), so whatever invalidates a branch's orders (a save, a realtime
 * notification) refreshes the calendar too. The previous range stays on screen while the
 * next one loads.
 */
export function useCalendarOrders(branchId: number, range: DayRange) {
  return useQuery({ ...calendarOrdersOptions(branchId, range), placeholderData: keepPreviousData });
}

/** The calendar's query for a branch and range (the hook's, and a reload's ahead of it). */
export function calendarOrdersOptions(branchId: number, range: DayRange) {
  const query = rangeToQuery(range);
  return queryOptions({
    queryKey: getListBranchOrdersCalendarQueryKey(branchId, query),
    queryFn: ({ signal }) =>
      fetchAllPages(async (page) => {
        const response = await listBranchOrdersCalendar(
          branchId,
          { ...query, 'page[number]': page },
          undefined,
          signal,
        );
        return response.data;
      }),
  });
}

/**
 * The helper's jobs in the visible range (accepted, and pending invitations as tentative).
 * One call: the range of a view is at most 42 days and the API takes up to 62.
 */
export function useHelperCalendar(range: DayRange) {
  const { 'filter[date_from]': from, 'filter[date_to]': to } = rangeToQuery(range);
  const params = { 'filter[date_from]': from, 'filter[date_to]': to };
  return useQuery({
    queryKey: getListHelperCalendarQueryKey(params),
    queryFn: async ({ signal }): Promise<HelperCalendarEvent[]> =>
      (await listHelperCalendar(params, undefined, signal)).data,
    placeholderData: keepPreviousData,
  });
}

/** The helper's time off (7/8): shown on her calendar as all-day "Time off" bars. */
export { useListHelperTimeOff } from '@/platform/api/generated/endpoints/time-off/time-off';
