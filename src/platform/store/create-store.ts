import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import type { QueryClient } from '@tanstack/react-query';
import createSagaMiddleware, { type Saga } from 'redux-saga';
import { spawn } from 'redux-saga/effects';
import type { RealtimeFactory } from '@/platform/realtime';
import { activeBranchSlice } from '@/platform/session/active-branch.slice';
import { sessionSaga } from '@/platform/session/session.saga';
import { sessionSlice } from '@/platform/session/session.slice';

export type SagaServices = {
  queryClient: QueryClient;
  /** Client-side navigation (wouter), for sagas that move the user. */
  navigate: (to: string) => void;
  /** Full page reload after logout (replaced in tests). */
  reload: () => void;
  /** Opens the realtime connection (Echo/Pusher; an in-memory one in tests). */
  realtime: RealtimeFactory;
};

const platformReducers = {
  session: sessionSlice.reducer,
  activeBranch: activeBranchSlice.reducer,
};

/**
 * One store: platform slices plus the features' own. Each saga is spawned on its own, so
 * one crash does not take the others down.
 */
export function createAppStore(options: {
  services: SagaServices;
  reducers?: Record<string, Reducer>;
  sagas?: Saga[];
}) {
  const sagaMiddleware = createSagaMiddleware({ context: { ...options.services } });
  const store = configureStore({
    reducer: combineReducers({ ...platformReducers, ...options.reducers }),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const sagas = [sessionSaga, ...(options.sagas ?? [])];
  sagaMiddleware.run(function* root() {
    for (const saga of sagas) yield spawn(saga);
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type PlatformState = {
  session: ReturnType<typeof sessionSlice.reducer>;
  activeBranch: ReturnType<typeof activeBranchSlice.reducer>;
};

/**
 * The whole store's state. Platform knows its own slices; the app adds the features' slices
 * by declaration merging (src/app/root-state.ts), so `useAppSelector` is typed for all.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RootState extends PlatformState {}
