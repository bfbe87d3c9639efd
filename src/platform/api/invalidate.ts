import type { InvalidateQueryFilters, Query, QueryClient, QueryKey } from '@tanstack/react-query';

export type RefreshOptions = {
  /**
   * false: join a fetch already under way instead of starting it again (a change seen right
   * after an action's own refresh then costs nothing more).
   */
  cancelRefetch?: boolean;
  /**
   * 'later': mark them stale only, so each is read again when next shown, and the ones on
   * screen keep what they show (a row that says what became of it stays: Find helpers' helper
   * who deleted her account).
   */
  refetch?: 'later';
};

/** A list fetching a further page: the user's "Load more", under way. */
const loadingMore = (query: Query): boolean =>
  query.state.fetchStatus !== 'idle' &&
  (query.state.fetchMeta as { fetchMore?: unknown } | null)?.fetchMore != null;

/**
 * A query's first fetch under way. TanStack starts a fetch under way again for a refetch only
 * when the query has data; without, the refetch joins it, and its answer, read before the
 * change, landed as the fresh one: a helper's Accept pushed while the owner's crew page was
 * still loading on a slow link left her Pending there until a reload (QA helper-122).
 */
const firstLoad = (query: Query): boolean =>
  query.state.fetchStatus === 'fetching' && query.state.data === undefined;

/**
 * Marks the queries stale and refetches the shown ones. A "Load more" under way is not
 * cancelled (a refetch would start over with the pages held, and the page the user asked for
 * would never come), nor is a first load (which TanStack joins, above): each is refreshed
 * once its answer has arrived, in the background, so the refresh does not wait for it (a
 * fetch paused offline would hold every push behind it). With `cancelRefetch: false`
 * nothing under way is cancelled, and a fetch under way is joined.
 */
export async function invalidate(
  queryClient: QueryClient,
  filter: InvalidateQueryFilters,
  options?: RefreshOptions,
): Promise<void> {
  if (options?.refetch === 'later') filter = { ...filter, refetchType: 'none' };
  const waiting =
    options?.cancelRefetch === false
      ? []
      : queryClient
          .getQueryCache()
          .findAll(filter)
          .filter((query) => loadingMore(query) || firstLoad(query));
  if (!waiting.length) return queryClient.invalidateQueries(filter, options);
  for (const query of waiting) void refreshAfterFetch(queryClient, query, filter, options);
  await queryClient.invalidateQueries(
    {
      ...filter,
      predicate: (query) => !waiting.includes(query) && (filter.predicate?.(query) ?? true),
    },
    options,
  );
}

/** Refreshes a query once the answer it is fetching has arrived (again, if another is asked). */
async function refreshAfterFetch(
  queryClient: QueryClient,
  query: Query,
  filter: InvalidateQueryFilters,
  options?: RefreshOptions,
): Promise<void> {
  await query.promise?.catch(() => undefined);
  const { refetchType, type } = filter;
  await invalidate(
    queryClient,
    { queryKey: query.queryKey, exact: true, refetchType, type },
    options,
  );
}

/**
 * A pushed write that lands while its query is being fetched may be missing from that answer
 * (read just before the change was made), and the answer, when it arrives, replaces what the
 * push wrote. Such a fetch is started again, so the answer that lands was read after it.
 */
export function refetchIfInFlight(queryClient: QueryClient, queryKey: QueryKey): void {
  if (queryClient.isFetching({ queryKey }) > 0) void invalidate(queryClient, { queryKey });
}

/**
 * `setQueryData` for a list of pages, kept when a "Load more" under way lands: TanStack builds
 * the longer list from the pages it held when that fetch began, so a pushed row written
 * meanwhile vanished with the new page and came back only with the refresh after it (a
 * flicker). The update is applied again to the longer list, so it must leave a list that
 * already has it as it is (a pushed row goes in once).
 */
export function setPagedData<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (old: T | undefined) => T | undefined,
): void {
  queryClient.setQueryData<T>(queryKey, update);
  const query = queryClient.getQueryCache().find({ queryKey, exact: true });
  if (!query || !loadingMore(query)) return;
  // The fetch writes its page as soon as this promise resolves (query-core awaits it first),
  // so this runs on the longer list.
  void query.promise?.then(
    () => queryClient.setQueryData<T>(queryKey, update),
    () => undefined,
  );
}
