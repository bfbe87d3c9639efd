import type { IconName } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import { ErrorState, SkeletonList } from './page-state';

/** What QueryError and queryPending need of a query (a React Query result). */
export interface QueryOutcome {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

type NotFoundText = { icon: IconName; title: string; description: string };

/**
 * A query's failure (ErrorState): the error's own message unless the page names what failed,
 * and Try again asks again. The one way a page or list says its data did not load.
 */
export function QueryError({
  query,
  message,
  notFound,
}: {
  query: Pick<QueryOutcome, 'error' | 'refetch'>;
  message?: string;
  notFound?: NotFoundText;
}) {
  const own = query.error instanceof Error ? query.error.message : '';
  return (
    <ErrorState
      error={query.error}
      message={message ?? own}
      onRetry={() => void query.refetch()}
      notFound={notFound}
    />
  );
}

/**
 * What a page or list shows before its query has data: skeleton rows named `label` while it
 * loads, QueryError once it failed; null when the data is in, for the caller to draw it.
 */
export function queryPending(
  query: QueryOutcome,
  loading: { label: string; rows?: number },
  failed: { message?: string; notFound?: NotFoundText } = {},
): ReactElement | null {
  if (query.isPending) return <SkeletonList rows={loading.rows} label={loading.label} />;
  if (query.isError) return <QueryError query={query} {...failed} />;
  return null;
}
