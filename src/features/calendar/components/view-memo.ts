import { memo, type ComponentType, type SyntheticEvent } from 'react';
import type { DateLocalizer } from 'react-big-calendar';
import type { CalendarItem } from './event-calendar';

/** What react-big-calendar hands each of our custom views (agenda, month). */
export type CustomViewProps = {
  date: Date;
  events: CalendarItem[];
  localizer: DateLocalizer;
  /** The calendar's accessors: an event's tooltip, as on the other views. */
  accessors: { tooltip: (event: CalendarItem) => string };
  components: { event?: ComponentType<{ event: CalendarItem; title: string }> };
  getters: {
    eventProp: (
      event: CalendarItem,
      start: Date,
      end: Date,
      selected: boolean,
    ) => { className?: string };
  };
  onSelectEvent?: (event: CalendarItem, e: SyntheticEvent) => void;
};

/**
 * What react-big-calendar makes anew on each of its renders and hands its view: the merged
 * localizer, getters, accessors and components, rebuilt from props EventCalendar keeps
 * constant (module-level formats, messages, components, accessors) or passes on to the view
 * too (eventPropGetter, dayPropGetter), whose changes the comparison below sees.
 */
const REBUILT = new Set(['localizer', 'getters', 'accessors', 'components']);

/** Whether a view's props are the same, those rebuilt each time aside. */
export function sameViewProps(before: object, after: object): boolean {
  const a = before as Record<string, unknown>;
  const b = after as Record<string, unknown>;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => REBUILT.has(key) || Object.is(a[key], b[key]));
}

/**
 * A custom view that renders again only when what it shows may have changed. The library's
 * Calendar re-renders on its own after each toolbar click (its `uncontrollable` wrapper sets
 * state after calling onView/onNavigate, even with the view and date controlled), which drew
 * the old view's hundreds of events once more in the click's task before the new view.
 */
export const memoView = <P extends object>(View: ComponentType<P>) => memo(View, sameViewProps);
