import { Button, NonIdealState } from '@blueprintjs/core';
import type { ReactNode } from 'react';

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

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <NonIdealState
      icon="error"
      title="Something went wrong"
      description={message}
      action={<Button intent="primary" text="Try again" onClick={onRetry} />}
    />
  );
}
