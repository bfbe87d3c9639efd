import createSagaMiddleware, { type Saga } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import { sessionSaga } from '@/platform/session/session.saga';
import { lateMiddlewareOf, type AppStore, type SagaServices } from './create-store';

/**
 * Starts the saga runtime on a store of createAppStore: the session saga and `sagas`, each
 * spawned on its own so one crash does not take the others down. Actions dispatched before
 * this call are replayed to the sagas (see late-middleware.ts). Not in the store's index:
 * importing it pulls redux-saga, which the light first load leaves out.
 */
export function runSagas(store: AppStore, options: { services: SagaServices; sagas?: Saga[] }) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...options.services } });
  const sagas = [sessionSaga, ...(options.sagas ?? [])];
  lateMiddlewareOf(store).attach(sagaMiddleware, () => {
    sagaMiddleware.run(function* root() {
      for (const saga of sagas) yield spawn(saga);
    });
  });
}
