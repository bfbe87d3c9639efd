import type { InvalidateQueryFilters, Query, QueryClient, QueryKey } from '@tanstack/react-query';

export type RefreshOptions = {
  /**
   * false: join a fetch already under way instead of starting it again (a change seen right
   * after an action's own refresh then costs nothing more).
   */
  cancelRefetch?: boolean;
};

/** A list fetching a further page: the user's "Load more", under way. */
const loadingMore = (query: Query): boolean =>
  query.state.fetchStatus !== 'idle' &&
  (query.state.fetchMeta as { fetchMore?: unknown } | null)?.fetchMore != null;

/**
 * Marks the queries stale and refetches the shown ones. A "Load more" under way is not
 * cancelled (a refetch would start over with the pages held, and the page the user asked for
 * would never come): that list is refreshed once its page has arrived.
 */
export async function invalidate(
  queryClient: QueryClient,
  filter: InvalidateQueryFilters,
  options?: RefreshOptions,
): Promise<void> {
  const waiting = queryClient.getQueryCache().findAll(filter).filter(loadingMore);
  if (!waiting.length) return queryClient.invalidateQueries(filter, options);
  const others: InvalidateQueryFilters = {
    ...filter,
    predicate: (query) => !waiting.includes(query) && (filter.predicate?.(query) ?? true),
  };
  await Promise.all([
    queryClient.invalidateQueries(others, options),
    ...waiting.map(async (query) => {
      await query.promise?.catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: query.queryKey, exact: true }, options);
    }),
  ]);
}

/**
 * A pushed write that lands while its query is being fetched may be missing from that answer
 * (read just before the change was made), and the answer, when it arrives, replaces what the
 * push wrote. Such a fetch is started again, so the answer that lands was read after it.
 */
export function refetchIfInFlight(queryClient: QueryClient, queryKey: QueryKey): void {
  if (queryClient.isFetching({ queryKey }) > 0) void invalidate(queryClient, { queryKey });
}
