import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { createLateMiddleware } from './late-middleware';

const counter = (state = 0, action: UnknownAction) => (action.type === 'inc' ? state + 1 : state);

function setup() {
  const late = createLateMiddleware();
  const store = configureStore({
    reducer: counter,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(late.middleware),
  });
  const seen: string[] = [];
  const spy: Middleware = () => (next) => (action) => {
    const result = next(action);
    seen.push((action as UnknownAction).type);
    return result;
  };
  return { late, store, seen, spy };
}

describe('late middleware', () => {
  it('reducers run before anything is attached; the attached middleware gets the kept actions once', () => {
    const { late, store, seen, spy } = setup();
    store.dispatch({ type: 'inc' });
    store.dispatch({ type: 'other' });
    expect(store.getState()).toBe(1);
    const started: string[] = [];
    late.attach(spy, () => started.push(`started after ${seen.length}`));
    // Replayed to the middleware only: the reducer does not count them twice.
    expect(seen).toEqual(['inc', 'other']);
    expect(started).toEqual(['started after 0']);
    expect(store.getState()).toBe(1);
    store.dispatch({ type: 'inc' });
    expect(seen).toEqual(['inc', 'other', 'inc']);
    expect(store.getState()).toBe(2);
  });

  it('refuses a second middleware', () => {
    const { late, spy } = setup();
    late.attach(spy);
    expect(() => late.attach(spy)).toThrow(/attached already/);
  });
});
