import dayjs from 'dayjs';
import { useCallback, useMemo } from 'react';
import type { OrderCard } from '@/platform/api/generated/model';
import { API_DATE_FORMAT, formatTimeRange, zonedWallDate } from '@/platform/format';
import {
  companyOrderEvent,
  jobHasEnded,
  orderStateLabel,
  orderStatusTone,
  spotsNobodyHolds,
} from '@/platform/orders';
import { href, openOver } from '@/platform/routing';
import { BranchGate, useBranchTimeZone } from '@/platform/session';
import { AppButton, QueryError, failedOutright, useNowAt, useToday } from '@/platform/ui';
import { AHEAD_META } from '@/platform/api/query-client';
import type { RoutePrefetchContext } from '@/platform/routing';
import { calendarOrdersOptions, useCalendarOrders } from '../api/use-calendar-orders';
import { CalendarFrame, CalendarLegend, preloadEventCalendar } from '../components/calendar-frame';
import type { CalendarItem } from '../components/event-calendar';
import { itemsOf } from '../model/items-cache';
import { readCalendarSearch, rowsInRange, visibleRange } from '../model/range';
import { useCalendarAddress } from '../model/use-calendar-address';
import { CalendarStatus } from '../components/calendar-status';
import { ExportButton } from '../components/export-button';
import './calendar-page.css';

/**
 * An order card as a calendar event: customer and time window, coloured by status. It sits
 * at its branch's hours on its branch's day (4/8), wherever the viewer is. Its open spots are
 * the dispatch board's: nobody holds them, and a job done, cancelled or over (at `now`) has
 * none.
 */
export function orderToItem(order: OrderCard, timeZone: string, now: number): CalendarItem {
  const done = order.completed_at != null;
  const over = done || order.cancelled_at != null || jobHasEnded(order, now);
  return {
    id: order.id,
    start: zonedWallDate(order.start_at, timeZone),
    end: zonedWallDate(order.end_at, timeZone),
    title: `#${order.number} ${order.customer_name} ${order.customer_last_name}`.trim(),
    when: formatTimeRange(order.start_at, order.end_at, timeZone),
    label: `#${order.number}`,
    tone: orderStatusTone(order),
    statusLabel: orderStateLabel(order),
    openSpots: over
      ? 0
      : spotsNobodyHolds(order.helpers_needed, order.crew_count, order.invitations_count),
  };
}

/** A reload asks for the range the page opens on (its URL's view and date, else this month). */
export function prefetchCompanyCalendar({ queryClient, branchId, search }: RoutePrefetchContext) {
  const { view, date } = readCalendarSearch(search, dayjs().startOf('day'));
  preloadEventCalendar().catch(() => undefined); // a failed download shows when it renders
  void queryClient.prefetchQuery({
    ...calendarOrdersOptions(branchId, visibleRange(view, date.toDate())),
    meta: AHEAD_META,
  });
}

function CompanyCalendar({ branchId }: { branchId: number }) {
  // The calendar's days are the branch's days (4/8): today is the branch's today.
  const timeZone = useBranchTimeZone(branchId);
  // No new Date() while rendering (the calendar would see a new day each time): today turns
  // at the branch's midnight while the page stays open (QA helper-115: it kept yesterday).
  const todayDate = useToday(timeZone);
  const today = useMemo(() => dayjs(todayDate), [todayDate]);
  const { view, date, range, onNavigate, navigate } = useCalendarAddress('company-calendar', today);
  const query = useCalendarOrders(branchId, range);
  // "Now" moves as a job in view ends, whose open spots go then, as on the dispatch board (it
  // read the clock once per visit: review 56), and not on a clock's every tick.
  const ends = useMemo(
    () => (query.data ?? []).map((order) => Date.parse(order.end_at)),
    [query.data],
  );
  const now = useNowAt(ends);
  const items = useMemo(
    () => itemsOf(query.data, `${timeZone} ${now}`, (order) => orderToItem(order, timeZone, now)),
    [query.data, timeZone, now],
  );
  // The jobs the calendar shows (the query holds a day more on each side): counted and exported.
  const shown = useMemo(
    () => (query.isPlaceholderData ? [] : rowsInRange(query.data, items, range)),
    [query.isPlaceholderData, query.data, items, range],
  );
  const shownDate = useMemo(() => date.toDate(), [date]);
  const minDay = useMemo(() => today.toDate(), [today]);

  // Opened over the calendar: the form's Cancel and Create come back to this view and day.
  const addJob = useCallback(
    (day: Date) =>
      openOver(
        navigate,
        `${href('company-calendar-create')}?date=${dayjs(day).format(API_DATE_FORMAT)}`,
      ),
    [navigate],
  );
  // Edit job too: its Cancel and Save come back here (QA 164 M3: Save landed on Job › Formed).
  const openOrder = useCallback(
    (item: CalendarItem) => openOver(navigate, href('company-job-edit', { id: item.id })),
    [navigate],
  );

  // The day a new job starts on: the one in view when it is not past, else today.
  const addDay = date.isBefore(today) ? today : date;

  return (
    <div className="app-calendar-page">
      <div className="app-calendar-page__bar">
        <CalendarLegend />
        <div className="app-calendar-page__actions">
          <ExportButton
            range={range}
            count={shown.length}
            events={() => shown.map((order) => companyOrderEvent(order, timeZone))}
          />
          <AppButton
            intent="primary"
            icon="add"
            text="Add new job"
            onClick={() => addJob(addDay.toDate())}
          />
        </div>
      </div>
      <CalendarStatus
        query={query}
        count={shown.length}
        hint="Choose a day from today on to add a job there."
      />
      {failedOutright(query) ? (
        <QueryError query={query} />
      ) : (
        <CalendarFrame
          items={items}
          view={view}
          date={shownDate}
          onNavigate={onNavigate}
          onSelectItem={openOrder}
          onSelectDay={addJob}
          minSelectableDay={minDay}
          timeZone={timeZone}
        />
      )}
    </div>
  );
}

/** /company/calendar (Task calendar): the active branch's jobs by day. */
export function CompanyCalendarPage() {
  return (
    <BranchGate
      inAddress
      loadingLabel="Loading the calendar"
      noBranches="The calendar shows a branch's jobs. Create a branch first, then plan its jobs here."
    >
      {(branchId) => <CompanyCalendar key={branchId} branchId={branchId} />}
    </BranchGate>
  );
}
