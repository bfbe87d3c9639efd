import { Button, NonIdealState, type IconName } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { isApiError, isPlanRefusal } from '@/platform/api/api-error';
import { useShownTitle } from '@/platform/routing/shown-title';
import { LinkButton } from './link-button';

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

/**
 * A way out of a record's page that cannot show it: a link to the person's own list of such
 * records ("Go to your jobs"). Someone who followed a link there has no page to go back to
 * (QA-184 L2: the back arrow was the only way out).
 */
export type AwayLink = { to: string; text: string };

/** What a page says of its own record when it is not there (or not theirs), and where to go. */
export type NotFoundText = { icon: IconName; title: string; description: string; away?: AwayLink };

const awayAction = (away?: AwayLink) =>
  away && <LinkButton to={away.to} intent="primary" text={away.text} />;

/**
 * A record the address names that is not there (a mistyped or deleted id): its words, and the
 * page is named by them (useShownTitle: the H1 and the document title say "Job not found"),
 * with the link to the person's own list when the record's words give one (`away`).
 */
export function NotFoundState({ title, away, ...props }: NotFoundText) {
  // Said once: the page's title says it, above the icon and the description.
  const named = useShownTitle(title);
  return <NonIdealState {...props} title={named ? undefined : title} action={awayAction(away)} />;
}

/** What every refused permission (403) reads as, whatever the server's words (2/8). */
export const FORBIDDEN_TEXT = {
  title: 'Not yours to open',
  description: 'It belongs to a branch you do not manage, or to another company.',
} as const;

const PLAN_REFUSAL_TITLE = 'Not in your plan';

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
  /**
   * What a 404 says instead (no Try again: asking again cannot help). Given, the failure is
   * the page's own record's (the job of Edit job): a 404 or a refusal names the page too
   * (NotFoundState, useShownTitle), as a list's failure within a page does not; its `away`
   * link shows under a refusal (403) as under a 404.
   */
  notFound?: NotFoundText;
  /** What a 403 says under "Not yours to open" where the company's words do not fit (a helper's page). */
  forbidden?: string;
}) {
  const status = isApiError(error) ? error.status : undefined;
  const refusal = isPlanRefusal(error)
    ? PLAN_REFUSAL_TITLE
    : status === 403
      ? FORBIDDEN_TEXT.title
      : null;
  // The page's own record refused: the page's title says it, once.
  const shown = notFound && status !== 404 ? refusal : null;
  const named = useShownTitle(shown) && shown !== null;
  if (notFound && status === 404) return <NotFoundState {...notFound} />;
  if (isPlanRefusal(error))
    return (
      <NonIdealState
        icon="lock"
        title={named ? undefined : PLAN_REFUSAL_TITLE}
        description={error.message}
      />
    );
  if (isApiError(error) && error.status === 403)
    return (
      <NonIdealState
        icon="lock"
        title={named ? undefined : FORBIDDEN_TEXT.title}
        description={forbidden ?? FORBIDDEN_TEXT.description}
        action={awayAction(notFound?.away)}
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
