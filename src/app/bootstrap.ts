import { navigate } from 'wouter/use-browser-location';
import { activityReducer, realtimeSaga } from '@/features/activity';
import { createEchoConnection } from '@/platform/realtime';
import { createQueryClient } from '@/platform/api/query-client';
import { setUnauthorizedHandler } from '@/platform/api/http-client';
import { sessionStarted, unauthorized } from '@/platform/session';
import { createAppStore, type SagaServices } from '@/platform/store';

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
  setUnauthorizedHandler(() => {
    queryClient.clear();
    store.dispatch(unauthorized());
  });
  store.dispatch(sessionStarted());
  return { store, queryClient };
}
