import { useCallback, useRef } from 'react';

/**
 * Wraps an async action so a second call while the first runs is ignored: a double click on
 * a confirm button sends one request. A `loading` button only disables after React renders,
 * which a fast second click can beat; the ref cannot be beaten.
 */
export function useSingleFlight<A extends unknown[]>(
  action: (...args: A) => Promise<unknown>,
): (...args: A) => Promise<void> {
  const busy = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  return useCallback(async (...args: A) => {
    if (busy.current) return;
    busy.current = true;
    try {
      await latest.current(...args);
    } finally {
      busy.current = false;
    }
  }, []);
}
