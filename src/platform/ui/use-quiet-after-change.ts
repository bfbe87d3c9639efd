import { useCallback, useEffect, useRef, useState } from 'react';

// Beside the double-action guards (use-single-flight.ts), a module of its own: only the
// helper's On the day buttons use it, and that module is in every first load (/login).

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
