import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { SkeletonList } from '@/platform/ui';

/** The dropdown's loading (skeletons), error (with Try again), empty and result states. */
export function SearchStates({
  query,
  empty,
  emptyText,
  children,
}: {
  query: Pick<UseQueryResult<unknown>, 'data' | 'isError' | 'error' | 'refetch'>;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (!query.data && query.isError) {
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
