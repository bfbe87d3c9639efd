import { Spinner } from '@blueprintjs/core';
import { countOf } from '@/platform/format';

/**
 * The line above a calendar (a live region): "Loading jobs…" while its jobs load, then how
 * many are in view, and what the page adds (`hint`).
 */
export function CalendarStatus({
  query,
  count,
  hint,
}: {
  query: { isFetching: boolean; isSuccess: boolean };
  count: number;
  hint?: string;
}) {
  return (
    <div className="app-calendar-page__status" role="status">
      {query.isFetching ? (
        <span>
          <Spinner size={14} aria-hidden style={{ display: 'inline-block' }} /> Loading jobs…
        </span>
      ) : query.isSuccess ? (
        `${countOf(count, 'job')} in view.${hint ? ` ${hint}` : ''}`
      ) : null}
    </div>
  );
}
