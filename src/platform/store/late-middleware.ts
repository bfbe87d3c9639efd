import type { Middleware, MiddlewareAPI, UnknownAction } from '@reduxjs/toolkit';

/**
 * A middleware slot filled after the store exists: the store is created with the light part
 * of the app (reducers only), and the saga runtime (redux-saga, the sagas, their services)
 * arrives later in a chunk of its own. Until then actions reach the reducers as usual and are
 * kept; once a middleware is attached it sees every later action, and the kept ones are
 * replayed to it (not to the reducers again), so no saga misses what happened before it ran.
 */
export type LateMiddleware = {
  middleware: Middleware;
  /**
   * Plugs `target` in; `start` runs once it is in (e.g. the root saga), before the kept
   * actions are replayed.
   */
  attach: (target: Middleware, start?: () => void) => void;
};

export function createLateMiddleware(): LateMiddleware {
  let api: MiddlewareAPI | null = null;
  let next: ((action: unknown) => unknown) | null = null;
  let forward: ((action: unknown) => unknown) | null = null;
  let kept: UnknownAction[] = [];
  const middleware: Middleware = (storeApi) => {
    api = storeApi;
    return (nextDispatch) => {
      next = nextDispatch;
      return (action) => {
        if (forward) return forward(action);
        kept.push(action as UnknownAction);
        return nextDispatch(action);
      };
    };
  };
  return {
    middleware,
    attach(target, start) {
      if (!api || !next) throw new Error('attach: the store has not been created yet');
      if (forward) throw new Error('attach: a middleware is attached already');
      const withApi = target(api);
      forward = withApi(next);
      start?.();
      const replay = withApi(() => undefined);
      const pending = kept;
      kept = [];
      pending.forEach((action) => replay(action));
    },
  };
}
