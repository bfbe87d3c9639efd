import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { SkeletonList, failedOutright } from '@/platform/ui';

/** The dropdown's loading (skeletons), error (with Try again), empty and result states. */
export function SearchStates({
  query,
  empty,
  emptyText,
  unavailable,
  children,
}: {
  /** Why there is nothing to search (no branch yet): shown instead of any result. */
  unavailable?: string;
  query: Pick<UseQueryResult<unknown>, 'data' | 'isError' | 'error' | 'refetch'>;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (unavailable) return <p className="app-search__note">{unavailable}</p>;
  if (failedOutright(query)) {
    return (
      <div className="app-search__note">
        <p>Something went wrong: {query.error instanceof Error ? query.error.message : ''}</p>
        <Button
          size="small"
          intent="primary"
          text="Try again"
          onClick={() => void query.refetch()}
        />
      </div>
    );
  }
  if (!query.data) return <SkeletonList rows={3} label="Searching" />;
  if (empty) return <p className="app-search__note">{emptyText}</p>;
  return <>{children}</>;
}
