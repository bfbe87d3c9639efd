import { useCallback, useEffect, useRef, useState } from 'react';
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

/** How long the buttons that took the place of the one just used ignore taps. */
export const QUIET_AFTER_CHANGE_MS = 600;

/**
 * A tap meant for a button an action has just replaced must not act on the button that took
 * its place (QA helper-134: a double tap on On my way opened Running late's form, which had
 * moved under the finger; on Start work, Finish work's). `changed()` as the action's answer
 * changes the buttons; `quiet(handler)` wraps a button's click so it does nothing for
 * `QUIET_AFTER_CHANGE_MS` after that (on the monotonic clock, a ref: no render can be
 * beaten), and `quieting` is true meanwhile, for the buttons' `aria-disabled`: not actionable
 * is what they are, for assistive tech and automation (which waits for it to end, where a
 * click would be lost). Nothing shows (no disabled flash; the focus stays): a deliberate tap
 * comes later.
 */
export function useQuietAfterChange(ms = QUIET_AFTER_CHANGE_MS) {
  const at = useRef(Number.NEGATIVE_INFINITY);
  const [quieting, setQuieting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const changed = useCallback(() => {
    at.current = performance.now();
    setQuieting(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setQuieting(false), ms);
  }, [ms]);
  const quiet = useCallback(
    <A extends unknown[]>(handler: (...args: A) => unknown) =>
      (...args: A) =>
        performance.now() - at.current < ms ? undefined : handler(...args),
    [ms],
  );
  return { changed, quiet, quieting };
}
