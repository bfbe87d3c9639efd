import type { QueryClient } from '@tanstack/react-query';
import { navigate } from 'wouter/use-browser-location';
import { activityRealtime } from '@/features/activity';
import { createHelperJobsRealtime } from '@/features/helper-jobs';
import { configureHttpClient, ERROR_TEXTS } from '@/platform/api/http-client';
import { toast } from '@/platform/ui/toaster';
import { createQueryClient } from '@/platform/api/query-client';
import { createEchoConnection } from '@/platform/realtime';
import { createRealtimeSaga } from '@/platform/realtime/realtime.saga';
import { refreshListeners } from '@/platform/realtime/refresh-table';
import type { AppServices } from '@/platform/services';
import {
  selectActiveBranchId,
  selectSigningOut,
  sessionStarted,
  tokenStorage,
  unauthorized,
} from '@/platform/session';
import {
  leaveLostBranch,
  recheckBranchesAfterRefusal,
} from '@/platform/session/active-branch.saga';
import type { AppStore, SagaServices } from '@/platform/store';
import { prefetchPageData } from './route-prefetch';
import { runSagas } from '@/platform/store/run-sagas';

/**
 * The app's one socket: every feature's listeners (what each does with a pushed event) and
 * the table of what each pushed change refreshes. What the listeners remember (what a helper
 * has been told) is the app's: each app started gets its own.
 */
function createAppRealtimeSaga() {
  const helperJobsRealtime = createHelperJobsRealtime();
  return createRealtimeSaga({
    listeners: [
      ...activityRealtime.listeners,
      ...helperJobsRealtime.listeners,
      ...refreshListeners,
    ],
    afterFirstSubscribe: [
      ...activityRealtime.afterFirstSubscribe,
      ...helperJobsRealtime.afterFirstSubscribe,
    ],
    afterResubscribe: helperJobsRealtime.afterResubscribe,
  });
}

/**
 * The heavy half of the composition root, in a chunk of its own: one query client, the sagas
 * wired to it and to the store, the HTTP client's session hooks, and (when the session has a
 * token to check) the start-up check. main.tsx loads it after a guest page has painted, or
 * at once when the session or the page needs it; tests get it through createApp().
 */
export function startServices(
  store: AppStore,
  overrides: Partial<SagaServices> = {},
  { retryDelay }: { retryDelay?: number } = {},
): AppServices & { stop: () => void } {
  const queryClient: QueryClient =
    overrides.queryClient ??
    createQueryClient({
      // An active branch deleted or no longer the user's is left and said once (platform/session),
      // not toasted per page.
      explains: (error, queryKey) =>
        leaveLostBranch(queryClient, selectActiveBranchId(store.getState()), error, queryKey),
      saveFailed: (error) =>
        recheckBranchesAfterRefusal(queryClient, selectActiveBranchId(store.getState()), error),
      retryDelay,
    });
  // The HTTP client gets the session's token and its 401 handling from here (platform/api
  // does not import the session); spec section 4: a 401 clears the stored token.
  configureHttpClient({
    getToken: () => tokenStorage.get(),
    onUnauthorized: () => {
      // A logout under way ends the session with its own reload: a call that went out after
      // it dropped the token is no news (npm test: its 401 sent the page to the login page
      // first, and the reload then replaced that page under the user).
      if (selectSigningOut(store.getState())) return;
      tokenStorage.clear();
      queryClient.clear();
      store.dispatch(unauthorized());
      // Spec section 8's toast, said here: clearing the cache drops (silently) the queries
      // that met the 401, whose failure would have said it (review 54: a page's data ending
      // the session went to the login page without a word). A save's own toast is the same
      // text a moment later, which the toaster does not stack on this one (toast.error).
      toast.error(ERROR_TEXTS.unauthorized);
    },
  });
  const sagas = runSagas(store, {
    services: {
      queryClient,
      navigate: overrides.navigate ?? ((to, options) => navigate(to, options)),
      reload: overrides.reload ?? (() => window.location.assign('/login')),
      realtime: overrides.realtime ?? createEchoConnection,
      prefetchPage:
        overrides.prefetchPage ??
        ((branchId, user) => prefetchPageData(queryClient, branchId, user)),
    },
    sagas: [createAppRealtimeSaga()],
  });
  // A guest's session was settled by the shell (anonymous); a token is checked now.
  if (store.getState().session.status === 'booting') store.dispatch(sessionStarted());
  return {
    queryClient,
    /**
     * Tears the services down (a test's app, before the next test): sagas cancelled, fetches
     * cancelled, the cache dropped. A save still on its way
     * cannot be cancelled; the test harness ends it as a reload would (src/app/test-utils.tsx).
     */
    stop: () => {
      sagas.stop();
      void queryClient.cancelQueries();
      queryClient.clear();
    },
  };
}
