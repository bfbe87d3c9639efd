import type { NavigateAction, ToolbarProps, View } from 'react-big-calendar';
import type { CalendarItem } from './event-calendar';

/**
 * react-big-calendar's toolbar as the library draws it (Today, Previous, Next, the range, the
 * views), with what it leaves out for a screen reader (review 54): the shown view is
 * `aria-pressed`, each group is named, and the range is a heading said when it changes.
 */
export function CalendarToolbar({
  label,
  localizer: { messages },
  onNavigate,
  onView,
  view,
  views,
}: ToolbarProps<CalendarItem>) {
  const names = (Array.isArray(views) ? views : Object.keys(views)) as View[];
  const go = (action: NavigateAction) => () => onNavigate(action);
  return (
    <div className="rbc-toolbar">
      <span className="rbc-btn-group" role="group" aria-label="Move the calendar">
        <button type="button" onClick={go('TODAY')}>
          {messages.today}
        </button>
        <button type="button" onClick={go('PREV')}>
          {messages.previous}
        </button>
        <button type="button" onClick={go('NEXT')}>
          {messages.next}
        </button>
      </span>
      {/* The range is the calendar's heading, and a reader hears the new one after Today,
          Previous or Next (QA helper-121: Next said only the job count). */}
      <h2 className="rbc-toolbar-label" aria-live="polite">
        {label}
      </h2>
      {names.length > 1 && (
        <span className="rbc-btn-group" role="group" aria-label="View">
          {names.map((name) => (
            <button
              type="button"
              key={name}
              className={view === name ? 'rbc-active' : undefined}
              aria-pressed={view === name}
              onClick={() => onView(name)}
            >
              {messages[name]}
            </button>
          ))}
        </span>
      )}
    </div>
  );
}
