import { navigate } from 'wouter/use-browser-location';
import { activityReducer, realtimeSaga } from '@/features/activity';
import { createEchoConnection } from '@/platform/realtime';
import { createQueryClient } from '@/platform/api/query-client';
import { configureHttpClient } from '@/platform/api/http-client';
import { sessionStarted, tokenStorage, unauthorized } from '@/platform/session';
import { createAppStore, type SagaServices } from '@/platform/store';
import './root-state';

/** Composition root: one query client, one store, sagas wired to both, session started. */
export function createApp(overrides: Partial<SagaServices> = {}) {
  const queryClient = overrides.queryClient ?? createQueryClient();
  const store = createAppStore({
    services: {
      queryClient,
      navigate: overrides.navigate ?? ((to) => navigate(to)),
      reload: overrides.reload ?? (() => window.location.assign('/login')),
      realtime: overrides.realtime ?? createEchoConnection,
    },
    reducers: { activity: activityReducer },
    sagas: [realtimeSaga],
  });
  // The HTTP client gets the session's token and its 401 handling from here (platform/api
  // does not import the session); spec section 4: a 401 clears the stored token.
  configureHttpClient({
    getToken: () => tokenStorage.get(),
    onUnauthorized: () => {
      tokenStorage.clear();
      queryClient.clear();
      store.dispatch(unauthorized());
    },
  });
  store.dispatch(sessionStarted());
  return { store, queryClient };
}
