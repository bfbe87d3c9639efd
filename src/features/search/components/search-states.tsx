import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '@blueprintjs/core';
import { SkeletonList, failedOutright } from '@/platform/ui';

/**
 * The dropdown's loading (skeletons), error (with Try again), empty and result states. What
 * they come to is said to a screen reader as it comes in (polite statuses: `said` for the
 * results, "3 orders and 1 employee found", and the empty text): the results appeared without
 * a word (QA helper-93).
 */
export function SearchStates({
  query,
  empty,
  emptyText,
  said,
  unavailable,
  children,
}: {
  /** Why there is nothing to search (no branch yet): shown instead of any result. */
  unavailable?: string;
  query: Pick<UseQueryResult<unknown>, 'data' | 'isError' | 'error' | 'refetch'>;
  empty: boolean;
  emptyText: string;
  /** The results in a few words, for a screen reader. */
  said: string;
  children: ReactNode;
}) {
  const failed = !unavailable && failedOutright(query);
  const announced = unavailable || failed || !query.data || empty ? '' : said;
  return (
    <>
      <p role="status" className="app-visually-hidden">
        {announced}
      </p>
      <StateBody
        query={query}
        unavailable={unavailable}
        failed={failed}
        empty={empty}
        emptyText={emptyText}
      >
        {children}
      </StateBody>
    </>
  );
}

function StateBody({
  query,
  unavailable,
  failed,
  empty,
  emptyText,
  children,
}: {
  query: Pick<UseQueryResult<unknown>, 'data' | 'error' | 'refetch'>;
  unavailable?: string;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}) {
  if (unavailable) return <p className="app-search__note">{unavailable}</p>;
  if (failed) {
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
  if (empty)
    return (
      <p className="app-search__note" role="status">
        {emptyText}
      </p>
    );
  return <>{children}</>;
}

/**
 * One kind's results (Orders, Employees, …) under its heading; a list cut at the cap says so
 * first, with how to narrow it (QA helper-98).
 */
export function ResultSection({
  label,
  cut,
  narrow,
  children,
}: {
  label: string;
  /** "Showing the first 10 of 37 orders.", or null when every match is listed. */
  cut: string | null;
  /** How to narrow the search, said after `cut`. */
  narrow: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={label}>
      <h3 className="app-search__section">{label}</h3>
      {cut && (
        <p className="app-search__cut">
          {cut} {narrow}
        </p>
      )}
      <ul className="app-search__list">{children}</ul>
    </section>
  );
}
