import { Callout } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'wouter';
import {
  AddressFacts,
  CompanyFact,
  CrewFact,
  JobStateNote,
  NotesFact,
  PayFact,
  useCalendarJob,
} from '@/features/helper-jobs';
import type { HelperCalendarEvent } from '@/platform/api/generated/model';
import {
  branchTimeZone,
  formatTimeRange,
  formatWhen,
  viewerTimeZone,
  zonedWallDate,
} from '@/platform/format';
import { COMPLETED_STATE, helperJobEvent } from '@/platform/orders';
import { helperEventHref, href } from '@/platform/routing';
import { AppButton, Modal, QueryError, failedOutright, useToday } from '@/platform/ui';
import { useHelperCalendar, useListHelperTimeOff } from '../api/use-calendar-orders';
import { CalendarFrame, CalendarLegend } from '../components/calendar-frame';
import type { CalendarItem } from '../components/event-calendar';
import { itemsOf } from '../model/items-cache';
import { isTimeOffItem, timeOffItems } from '../model/time-off-items';
import { rowsInRange } from '../model/range';
import { useCalendarAddress } from '../model/use-calendar-address';
import { CalendarStatus } from '../components/calendar-status';
import { ExportButton } from '../components/export-button';
import './calendar-page.css';

const ACCEPTED = { tone: 'formed', label: 'Accepted' } as const;
const INVITED = { tone: 'tentative', label: 'Invitation, not answered yet' } as const;

const LEGEND = [
  ACCEPTED,
  INVITED,
  COMPLETED_STATE,
  { tone: 'time-off' as const, label: 'Time off' },
];

/**
 * Her job's state on the calendar: an invitation not answered yet, a job she took, or one the
 * company has completed (as her Order details and the company's calendar say it; QA-211 M3).
 * Cancelled jobs are not on her calendar.
 */
const helperEventState = (event: HelperCalendarEvent) =>
  event.status === 'pending'
    ? INVITED
    : event.order.completed_at != null
      ? COMPLETED_STATE
      : ACCEPTED;

/**
 * A helper's event: accepted jobs solid, pending invitations outlined (tentative), completed
 * ones grey. It sits at its branch's hours (4/8): an 8:30 am Austin job is at 8:30, with its
 * zone said when the helper's browser is elsewhere.
 */
export function helperEventToItem(event: HelperCalendarEvent): CalendarItem {
  const zone = branchTimeZone(event.branch);
  const state = helperEventState(event);
  return {
    id: event.id,
    start: zonedWallDate(event.start_at, zone),
    end: zonedWallDate(event.end_at, zone),
    title: event.title,
    when: formatTimeRange(event.start_at, event.end_at, zone),
    label: `#${event.order.number}`,
    tone: state.tone,
    statusLabel: state.label,
  };
}

/**
 * What a helper needs at a glance, said as her Order details say it (the same facts from
 * helper-jobs: the phone a tel: link, a missing address 'Not given'; her state and pay as her
 * card has them once her invitation or offer is read); the details page (8/10) has the rest
 * and the answers.
 */
function EventDialog({ event, onClose }: { event: HelperCalendarEvent; onClose: () => void }) {
  const [, navigate] = useLocation();
  const { order, branch } = event;
  // Her confirmation and pay, as her card says them, once her invitation or offer is read.
  const job = useCalendarJob(event);
  return (
    <Modal
      isOpen
      title={`Order #${order.number}`}
      onClose={onClose}
      cancelLabel="Close"
      actions={
        <AppButton
          intent="primary"
          text="Order details"
          onClick={() => navigate(helperEventHref(event))}
        />
      }
    >
      <dl className="app-calendar-event-facts">
        <div>
          <dt>Status</dt>
          <dd>
            {helperEventState(event).label}
            {job && ' '}
            {job && <JobStateNote job={job} />}
          </dd>
        </div>
        <div>
          <dt>When</dt>
          <dd>{formatWhen(event, branchTimeZone(branch))}</dd>
        </div>
        {job && <PayFact job={job} />}
        <CompanyFact branch={branch} />
        <AddressFacts order={order} />
        <CrewFact order={order} />
        <NotesFact notes={[order.notes]} />
      </dl>
    </Modal>
  );
}

/**
 * The one zone her jobs in view are in (their branches'), or undefined when they are in
 * several or there are none: the week's and the day's "now" (today's column, the current-time
 * line) is read on it, as the jobs are placed on their branches' hours (QA-245 M2: in a Los
 * Angeles browser the line sat at 5 pm beside Austin's jobs at 7 pm Austin time, so a job under
 * way showed below it). With jobs in several zones no one line fits them: her browser's clock.
 */
export function jobsZone(events: readonly HelperCalendarEvent[] | undefined): string | undefined {
  const zones = new Set((events ?? []).map((event) => branchTimeZone(event.branch)));
  return zones.size === 1 ? [...zones][0] : undefined;
}

/** /helper/calendar (Task calendar): the helper's accepted jobs and unanswered invitations. */
export function HelperCalendarPage() {
  // Her browser's day is hers (she has no zone of her own; her jobs may be in several
  // branches' zones); it turns at its midnight while the page stays open (QA helper-115).
  const day = useToday(viewerTimeZone());
  const today = useMemo(() => dayjs(day), [day]);
  const { view, date, range, onNavigate, navigate } = useCalendarAddress('helper-calendar', today);
  const todayDate = useMemo(() => today.toDate(), [today]);
  const query = useHelperCalendar(range);
  const events = query.data;
  const items = useMemo(() => itemsOf(events, '', helperEventToItem), [events]);
  // Her time off (7/8): all-day bars beside the jobs (not counted or exported as jobs).
  const timeOff = useListHelperTimeOff();
  const shownItems = useMemo(
    () => [...timeOffItems(timeOff.data?.data), ...items],
    [timeOff.data, items],
  );
  // The jobs the calendar shows (the query holds a day more on each side): counted and exported.
  const shown = useMemo(
    () => (query.isPlaceholderData ? [] : rowsInRange(events, items, range)),
    [query.isPlaceholderData, events, items, range],
  );
  const shownDate = useMemo(() => date.toDate(), [date]);
  const zone = useMemo(() => jobsZone(events), [events]);
  const [openId, setOpenId] = useState<string | null>(null);
  const open = events?.find((e) => e.id === openId);

  // A time-off bar opens work settings, where it is kept.
  const onSelectItem = useCallback(
    (item: CalendarItem) =>
      isTimeOffItem(item)
        ? navigate(href('helper-settings-work-settings'))
        : setOpenId(String(item.id)),
    [navigate],
  );

  return (
    <div className="app-calendar-page">
      <div className="app-calendar-page__bar">
        <CalendarLegend entries={LEGEND} />
        <ExportButton
          range={range}
          count={shown.length}
          events={() =>
            shown.map((event) =>
              helperJobEvent({
                ...event,
                tentative: event.status === 'pending',
                updatedAt: event.updated_at,
              }),
            )
          }
        />
      </div>
      <CalendarStatus query={query} count={shown.length} />
      {query.isSuccess && !query.isPlaceholderData && shown.length === 0 && (
        <Callout intent="primary" icon="calendar">
          No jobs in this period. Jobs you accept and invitations waiting for your answer show here.
        </Callout>
      )}
      {failedOutright(query) ? (
        <QueryError query={query} />
      ) : (
        <CalendarFrame
          items={shownItems}
          view={view}
          date={shownDate}
          onNavigate={onNavigate}
          onSelectItem={onSelectItem}
          // Her month's today stays her browser's day (QA helper-115), the past shaded from it.
          timeZone={view === 'week' || view === 'day' ? zone : undefined}
          // Past days shaded as the company's month has them (QA 56: only the next month's
          // days were grey, her coming jobs among them, so they looked inert).
          minSelectableDay={todayDate}
        />
      )}
      {open && <EventDialog event={open} onClose={() => setOpenId(null)} />}
    </div>
  );
}
