import { Classes, Tag } from '@blueprintjs/core';
import { memo, Suspense } from 'react';
import { COMPLETED_STATE } from '@/platform/orders';
import { lazyComponent } from '@/platform/routing';
import { useIsMobile } from '@/platform/ui';
import type { CalendarItem, EventCalendarProps } from './event-calendar';

// react-big-calendar (and its CSS) arrive after the page around it has painted, while its jobs
// load (preloadEventCalendar); rendered without suspending when it is there by then.
const EventCalendar = lazyComponent(() => import('./event-calendar').then((m) => m.default));

/** Starts the calendar's download (once), so it is there when the page's data is. */
export const preloadEventCalendar = () => EventCalendar.preload();

const LEGEND: { tone: CalendarItem['tone']; label: string }[] = [
  { tone: 'not-formed', label: 'Not formed' },
  { tone: 'pending', label: 'Pending' },
  { tone: 'partial', label: 'Partially formed' },
  { tone: 'formed', label: 'Formed' },
  // Completed jobs stay on the calendar in their own grey (QA 56: it had no entry).
  COMPLETED_STATE,
];

/** The status colours, in words (colour alone tells nothing to some readers). */
export function CalendarLegend({
  entries = LEGEND,
}: {
  entries?: { tone: CalendarItem['tone']; label: string }[];
}) {
  return (
    <ul className="app-calendar-legend" aria-label="Legend">
      {entries.map(({ tone, label }) => (
        <li key={tone}>
          <Tag minimal className={`app-calendar-legend__swatch app-calendar-event--${tone}`}>
            {label}
          </Tag>
        </li>
      ))}
    </ul>
  );
}

/**
 * The lazy calendar with a skeleton of its size while its chunk loads. Memoised: a view switch
 * first re-renders the page urgently with the old view (useDeferredValue), which then need not
 * draw the old view's hundreds of events again before the new view renders.
 */
export const CalendarFrame = memo(function CalendarFrame(
  props: Omit<EventCalendarProps, 'height'>,
) {
  const mobile = useIsMobile();
  const height = mobile ? 620 : 760;
  return (
    <Suspense
      fallback={
        <div
          className={Classes.SKELETON}
          role="status"
          aria-label="Loading the calendar"
          style={{ height, borderRadius: 4 }}
        />
      }
    >
      <EventCalendar {...props} height={height} />
    </Suspense>
  );
});
