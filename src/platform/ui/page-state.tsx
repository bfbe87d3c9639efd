import { Button, NonIdealState, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
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
  className,
}: {
  title: string;
  className?: string;
  description?: ReactNode;
  action?: ReactNode;
  icon?: 'inbox' | 'office' | 'briefcase' | 'notifications' | 'lock' | 'people';
}) {
  return (
    <NonIdealState
      icon={icon}
      title={title}
      description={description}
      action={action as never}
      className={className}
    />
  );
}

/** What every refused permission (403) reads as, whatever the server's words (2/8). */
export const FORBIDDEN_TEXT = {
  title: 'Not yours to open',
  description: 'It belongs to a branch you do not manage, or to another company.',
} as const;

/**
 * A failed load with Try again. Given the `error`, a 403 says so in the one permission text
 * (a helper's page names what is not hers: she manages no branch) and offers no Try again: asking again cannot change the answer. A 403 of the company's plan
 * (a feature it does not include) says the server's message instead, also without Try again.
 */
export function ErrorState({
  message,
  onRetry,
  error,
  otherAction,
  notFound,
  forbidden,
}: {
  message: string;
  onRetry: () => void;
  error?: unknown;
  /** Beside Try again, for when asking again may not help (start-up: Log out). */
  otherAction?: ReactNode;
  /** What a 404 says instead (no Try again: asking again cannot help). */
  notFound?: { icon: IconName; title: string; description: string };
  /** What a 403 says under "Not yours to open" where the company's words do not fit (a helper's page). */
  forbidden?: string;
}) {
  if (notFound && isApiError(error) && error.status === 404) return <NonIdealState {...notFound} />;
  if (isPlanRefusal(error))
    return <NonIdealState icon="lock" title="Not in your plan" description={error.message} />;
  if (isApiError(error) && error.status === 403)
    return (
      <NonIdealState
        icon="lock"
        title={FORBIDDEN_TEXT.title}
        description={forbidden ?? FORBIDDEN_TEXT.description}
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
