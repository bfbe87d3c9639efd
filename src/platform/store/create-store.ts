import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import type { QueryClient } from '@tanstack/react-query';
import type { RealtimeFactory } from '@/platform/realtime/connection';
import { realtimeReducer } from '@/platform/realtime/realtime.slice';
import { activeBranchReducer } from '@/platform/session/active-branch.slice';
import { sessionReducer } from '@/platform/session/session.slice';
import { createLateMiddleware, type LateMiddleware } from './late-middleware';

export type SagaServices = {
  queryClient: QueryClient;
  /** Client-side navigation (wouter), for sagas that move the user. */
  navigate: (to: string, options?: { state?: unknown }) => void;
  /** Full page reload after logout (replaced in tests). */
  reload: () => void;
  /** Opens the realtime connection (Echo/Pusher; an in-memory one in tests). */
  realtime: RealtimeFactory;
  /**
   * Asks for the first data of the page at the browser's location, for `branchId` (a reload
   * of a company session: see requestCompanyDataEarly); the app's route table knows how.
   */
  prefetchPage?: PrefetchPage;
};

export type PrefetchPage = (
  branchId: number,
  user: { isHelper: boolean; isManager: boolean },
) => void;

const platformReducers = {
  session: sessionReducer,
  activeBranch: activeBranchReducer,
  realtime: realtimeReducer,
};

const lateMiddlewares = new WeakMap<object, LateMiddleware>();

/**
 * One store: platform slices plus the features' own. It is light on purpose (no saga
 * runtime): the sagas are attached later by `runSagas` (./run-sagas.ts), which the app
 * loads in its services chunk, so a guest page can render without them.
 */
export function createAppStore(options: { reducers?: Record<string, Reducer> } = {}) {
  const late = createLateMiddleware();
  const store = configureStore({
    reducer: combineReducers({ ...platformReducers, ...options.reducers }),
    middleware: (getDefault) => getDefault({ thunk: false }).concat(late.middleware),
  });
  lateMiddlewares.set(store, late);
  return store;
}

/** The slot `runSagas` plugs the saga middleware into. */
export function lateMiddlewareOf(store: AppStore): LateMiddleware {
  const late = lateMiddlewares.get(store);
  if (!late) throw new Error('not a store made by createAppStore');
  return late;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type PlatformState = {
  session: ReturnType<typeof sessionReducer>;
  activeBranch: ReturnType<typeof activeBranchReducer>;
  realtime: ReturnType<typeof realtimeReducer>;
};

/**
 * The whole store's state. Platform knows its own slices; the app adds the features' slices
 * by declaration merging (src/app/root-state.ts), so `useAppSelector` is typed for all.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RootState extends PlatformState {}
