import { Button, NonIdealState, type IconName } from '@blueprintjs/core';
import type { ReactElement, ReactNode } from 'react';
import { isApiError, isPlanRefusal } from '@/platform/api/api-error';

/** Loading state: skeleton rows, never a lone spinner in the middle of nothing. */
export function SkeletonList({ rows = 5, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="app-skeleton-list">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="app-skeleton-row">
          <div className="bp6-skeleton app-skeleton-avatar" />
          <div style={{ flex: 1 }}>
            <div className="bp6-skeleton app-skeleton-line" style={{ width: '60%' }} />
            <div className="bp6-skeleton app-skeleton-line" style={{ width: '35%' }} />
          </div>
        </div>
      ))}
    </div>
  );
}

export function EmptyState({
  title,
  description,
  action,
  icon = 'inbox',
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: 'inbox' | 'office' | 'briefcase' | 'notifications' | 'lock' | 'people';
}) {
  return (
    <NonIdealState icon={icon} title={title} description={description} action={action as never} />
  );
}

/** What every refused permission (403) reads as, whatever the server's words (2/8). */
export const FORBIDDEN_TEXT = {
  title: 'Not yours to open',
  description: 'It belongs to a branch you do not manage, or to another company.',
} as const;

/**
 * A failed load with Try again. Given the `error`, a 403 says so in the one permission text
 * and offers no Try again: asking again cannot change the answer. A 403 of the company's plan
 * (a feature it does not include) says the server's message instead, also without Try again.
 */
export function ErrorState({
  message,
  onRetry,
  error,
  otherAction,
  notFound,
}: {
  message: string;
  onRetry: () => void;
  error?: unknown;
  /** Beside Try again, for when asking again may not help (start-up: Log out). */
  otherAction?: ReactNode;
  /** What a 404 says instead (no Try again: asking again cannot help). */
  notFound?: { icon: IconName; title: string; description: string };
}) {
  if (notFound && isApiError(error) && error.status === 404) return <NonIdealState {...notFound} />;
  if (isPlanRefusal(error))
    return <NonIdealState icon="lock" title="Not in your plan" description={error.message} />;
  if (isApiError(error) && error.status === 403)
    return (
      <NonIdealState
        icon="lock"
        title={FORBIDDEN_TEXT.title}
        description={FORBIDDEN_TEXT.description}
      />
    );
  return (
    <NonIdealState
      icon="error"
      title="Something went wrong"
      description={message}
      action={
        <div className="app-state-actions">
          <Button intent="primary" text="Try again" onClick={onRetry} />
          {otherAction}
        </div>
      }
    />
  );
}

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
