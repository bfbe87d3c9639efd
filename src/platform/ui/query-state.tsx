import type { ReactElement } from 'react';
import { isApiError } from '@/platform/api/api-error';
import { ErrorState, SkeletonList, type NotFoundText } from './page-state';

/** What QueryError and queryPending need of a query (a React Query result). */
export interface QueryOutcome {
  isPending: boolean;
  isError: boolean;
  data?: unknown;
  error: unknown;
  refetch: () => unknown;
}

/** What a page says of its query's failure: its words, a 404's, a 403's (ErrorState). */
type FailedText = { message?: string; notFound?: NotFoundText; forbidden?: string };

/**
 * A query's failure (ErrorState): the error's own message unless the page names what failed,
 * and Try again asks again. The one way a page or list says its data did not load.
 */
export function QueryError({
  query,
  message,
  notFound,
  forbidden,
}: FailedText & { query: Pick<QueryOutcome, 'error' | 'refetch'> }) {
  const own = query.error instanceof Error ? query.error.message : '';
  return (
    <ErrorState
      error={query.error}
      message={message ?? own}
      onRetry={() => void query.refetch()}
      notFound={notFound}
      forbidden={forbidden}
    />
  );
}

/**
 * Whether a query's failure is what its page shows. A query that has data and then failed to
 * read it again for want of the server (no response, a server error: an outage) keeps showing
 * what it had (so does one told to wait: 408, 429): its toast said the failure (README "One failure, one toast"), and what the
 * person was doing there (a crew half picked) stays for them to try again (QA helper-94: a
 * failed Send invitations during an outage refetched the page's order, and that failure
 * replaced the whole page with "Something went wrong"). A refusal (403) or a 404 (deleted
 * meanwhile) is still the page's to show.
 */
export function failedOutright(
  query: Pick<QueryOutcome, 'isError' | 'error'> & { data?: unknown },
) {
  if (!query.isError) return false;
  if (query.data === undefined || !isApiError(query.error)) return true;
  const { status } = query.error;
  // A timeout (408) or "too many requests" (429) passes, as an outage does.
  return status !== undefined && status < 500 && status !== 408 && status !== 429;
}

/**
 * A count from the query that gives it (a tab's: RouteTabs): undefined while it loads, null once it failed
 * with nothing to show (QA helper-103: a failed count kept its loading skeleton, a blank pill,
 * for good).
 */
export function tabCount<T>(
  query: { data?: T; isError: boolean },
  read: (data: T) => number,
): number | null | undefined {
  if (query.data !== undefined) return read(query.data);
  return query.isError ? null : undefined;
}

/**
 * A count `tabCount` gave as null (its call failed): a dash, said as "count not loaded", the
 * same in a tab's badge (RouteTabs) and on the helper's bucket cards.
 */
export function CountNotLoaded() {
  return (
    <span title="The count could not be loaded">
      <span aria-hidden>–</span>
      <span className="app-visually-hidden">count not loaded</span>
    </span>
  );
}

/**
 * What a page or list shows before its query has data: skeleton rows named `label` while it
 * loads, QueryError once it failed; null when the data is in, for the caller to draw it.
 */
export function queryPending(
  query: QueryOutcome,
  loading: { label: string; rows?: number },
  failed: FailedText = {},
): ReactElement | null {
  if (query.isPending) return <SkeletonList rows={loading.rows} label={loading.label} />;
  if (failedOutright(query)) return <QueryError query={query} {...failed} />;
  return null;
}
