import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import { sessionSaga } from '@/platform/session/session.saga';
import { lateMiddlewareOf, type AppStore, type SagaServices } from './create-store';

/**
 * Starts the saga runtime on a store of createAppStore: the session saga and `sagas`, each
 * spawned on its own so one crash does not take the others down. Actions dispatched before
 * this call are replayed to the sagas (see late-middleware.ts). Not in the store's index:
 * importing it pulls redux-saga, which the light first load leaves out. Returns `stop`, which
 * cancels every saga (an app torn down, as between tests, must not act on the next one).
 */
export function runSagas(
  store: AppStore,
  options: { services: SagaServices; sagas?: Saga[] },
): { stop: () => void } {
  const sagaMiddleware = createSagaMiddleware({ context: { ...options.services } });
  const sagas = [sessionSaga, ...(options.sagas ?? [])];
  // Each saga is a root task of its own (as a spawn would be: detached, so one crash does
  // not take the others down), and kept, so that `stop` can cancel them all.
  const tasks: Task[] = [];
  let stopped = false;
  lateMiddlewareOf(store).attach(sagaMiddleware, () => {
    if (!stopped) for (const saga of sagas) tasks.push(sagaMiddleware.run(saga));
  });
  return {
    stop: () => {
      stopped = true;
      for (const task of tasks.splice(0)) task.cancel();
    },
  };
}
