import {
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryFunction,
  type QueryKey,
  type QueryMeta,
  type SkipToken,
} from '@tanstack/react-query';
import { isApiError, isNotFound, isPlanRefusal } from './api-error';
import { refreshAfter } from './cache';
import { notifyApiError } from './notify';
import { handSaveRefusalToHiddenNotices } from './plan-notices';
import { toast } from '@/platform/ui/toaster';

/** Queries retry once on a server error (5xx) or no response; client errors are answers. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return (
    failureCount < 1 && !(isApiError(error) && error.status !== undefined && error.status < 500)
  );
}

/**
 * The meta of a query asked for ahead of any page (a reload's first data): its failure is not
 * toasted, since no page has asked yet. A page that then shows the query sets its own options
 * (no such meta), so a failure it sees is toasted as usual, and it offers a retry.
 */
export const AHEAD_META = { ahead: true } as const;

/**
 * The meta of a query whose page says its 404 and its 403 itself (`ErrorState`: "Job not
 * found / It may have been deleted.", "Not yours to open"): the toast would only repeat it,
 * unasked (QA 55: a job deleted by someone else toasted "Order not found." over the edit page
 * that already said so; QA helper-97: a helper's "Not yours to open" under "This action is
 * unauthorized."). A plan's refusal (also a 403) is still toasted: its notices follow it.
 */
export const SAID_BY_PAGE_META = { saidByPage: true } as const;

/**
 * The meta of a delete whose thing may be gone already (deleted in another tab, on another
 * device, by someone else): its 404 means what the person wanted is true, so it is no failure
 * to toast; the caller says it was already gone (`doneAlready`, ./notify) and goes on as after
 * its own delete. One rule for every such delete (README "Already gone is done").
 */
export const GONE_IS_DONE_META = { goneIsDone: true } as const;

/**
 * The meta of a save tried again until it goes through (a one-time code: wrong, then right):
 * its failure's toast closes on its success, or on the next success toast, so the next step
 * does not open under the red "The code is invalid." (QA 205 L1).
 */
export const ERRORS_END_ON_SUCCESS_META = { errorsEndOnSuccess: true } as const;

const saidByPage = (error: unknown) =>
  isApiError(error) && (error.status === 404 || (error.status === 403 && !isPlanRefusal(error)));

/**
 * `explains(error, queryKey)`: whether another part of the app answers a query's failure
 * itself (and says what happened: a branch deleted under the user), so it is not toasted.
 */
export function createQueryClient({
  explains,
  saveFailed,
  retryDelay,
}: {
  explains?: (error: unknown, queryKey: QueryKey) => boolean;
  /** Told of every failed save, after its toast (a refusal may say the branch was taken). */
  saveFailed?: (error: unknown) => void;
  /** How long a failed read waits for its retry, in ms (default: React Query's back-off). */
  retryDelay?: number;
} = {}): QueryClient {
  // A call the plan refused, on a page that read an older plan (changed in another tab or by
  // another user): the plan is read again, so the page's notices and disabled actions follow
  // (review 58 L3: a read, the helper search; a save too).
  const readPlanAgain = (error: unknown) => {
    if (isPlanRefusal(error)) void refreshAfter(client, 'subscription', {});
  };
  const client: QueryClient = new QueryClient({
    // The caches' onError runs once per failed operation, after its last retry: the toast.
    queryCache: new QueryCache({
      onError: (error, query) => {
        readPlanAgain(error);
        if (query.meta?.ahead === true || explains?.(error, query.queryKey)) return;
        if (query.meta?.saidByPage === true && saidByPage(error)) return;
        notifyApiError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!(mutation.meta?.goneIsDone === true && isNotFound(error)))
          notifyApiError(error, { endsOnSuccess: mutation.meta?.errorsEndOnSuccess === true });
        // Its plan notice, hidden while the plan as read allowed it, says it (review 58).
        handSaveRefusalToHiddenNotices(error);
        readPlanAgain(error);
        saveFailed?.(error);
      },
      onSuccess: (_data, _variables, _context, mutation) => {
        if (mutation.meta?.errorsEndOnSuccess === true) toast.succeeded();
      },
    }),
    // Saves go out whether or not the browser says it is online (networkMode 'always'): an
    // offline save fails at once with the spec's no-response toast and the form's notice
    // (QA 57 H1: paused, a save spun for ever behind an undismissable dialog, then went
    // through once back online, the user long gone). Reads keep React Query's default: offline
    // they wait, the page keeps what it shows (the frame says it is offline), and they catch
    // up when the network is back (review 57: failing, a page that had its data turned to an
    // error, and the lists refreshed every minute toasted every minute).
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetry,
        ...(retryDelay === undefined ? {} : { retryDelay }),
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}

/** A query's options as fetchLatest reads them (a generated `get…QueryOptions` fits). */
export type FetchLatestOptions<TData, TKey extends QueryKey = QueryKey> = {
  queryKey: TKey;
  queryFn?: QueryFunction<TData, TKey> | SkipToken;
  meta?: QueryMeta;
};

/**
 * What the server holds now, for a save about to build on it (an edit form's read before its
 * save, which finds what someone else saved meanwhile): `fetchQuery` with no cached answer,
 * made so that the page's going cannot cancel it. React Query cancels a query's fetch when the
 * last component showing it goes (the user leaves while the save runs) and resolves it with
 * the copy cached before the fetch: the save then built on that and overwrote the other
 * person's change (a shuffled unit run, 2026-12-02). Here the query function gets a signal of
 * its own, never aborted, so React Query only stops its retries. A fetch already on its way
 * (the page's refetch, cancellable) is replaced by this one, not joined, and whoever waited on
 * it gets this one's answer (React Query's `cancelRefetch`, as a refetch does; cancelling it
 * outright handed them the copy from before instead).
 */
export function fetchLatest<TData, TKey extends QueryKey = QueryKey>(
  queryClient: QueryClient,
  options: FetchLatestOptions<TData, TKey>,
): Promise<TData> {
  const { queryKey, queryFn, meta } = options;
  if (typeof queryFn !== 'function') throw new Error('fetchLatest: the query has no function');
  const defaulted = queryClient.defaultQueryOptions<TData, Error, TData, TData, TKey>({
    queryKey,
    meta,
    // Its context's fields but the signal: React Query notes a read of `signal` as the fetch
    // being cancellable.
    queryFn: ({ client, queryKey: key, meta: fetchMeta }) =>
      queryFn({ client, queryKey: key, meta: fetchMeta, signal: new AbortController().signal }),
  });
  const query = queryClient.getQueryCache().build(queryClient, defaulted);
  return query.fetch(defaulted, { cancelRefetch: true });
}
