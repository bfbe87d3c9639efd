import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@/platform/api/api-error';

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

export const isThenable = (value: unknown): value is PromiseLike<unknown> =>
  typeof (value as PromiseLike<unknown> | null)?.then === 'function';

/**
 * The one guard of every control that changes data (AppButton, ConfirmDialog,
 * LabelledSwitch): `run` ignores calls while an earlier one's promise is pending, `running`
 * is true meanwhile (the control shows loading and is disabled), and `run` resolves to
 * whether it worked. A failed call has been toasted where it failed (the HTTP client's
 * caches, spec section 8), so an API error only resolves false here; anything else is a bug
 * and is rethrown.
 */
export function useGuardedAction<A extends unknown[]>(
  action: (...args: A) => unknown,
): { run: (...args: A) => Promise<boolean>; running: boolean } {
  const [running, setRunning] = useState(false);
  const ok = useRef(true);
  const flight = useSingleFlight(async (...args: A) => {
    ok.current = false;
    const result = action(...args);
    if (isThenable(result)) {
      setRunning(true);
      try {
        await result;
      } finally {
        setRunning(false);
      }
    }
    ok.current = true;
  });
  const run = useCallback(
    async (...args: A) => {
      try {
        await flight(...args);
        return ok.current;
      } catch (error) {
        if (isApiError(error)) return false;
        throw error;
      }
    },
    [flight],
  );
  return { run, running };
}
