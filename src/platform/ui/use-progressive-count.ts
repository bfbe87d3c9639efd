import { startTransition, useEffect, useState } from 'react';

/**
 * How many rows of a long list to render now: `first` at once, then `step` more per task
 * until `total`, so a list of hundreds of rich rows (the dispatch board's busy day) never
 * builds in one long task. A new `resetKey` (another day, another list) starts again from
 * `first`; a total that grows or shrinks under the same key keeps what is shown.
 */
export function useProgressiveCount(
  total: number,
  resetKey: unknown,
  { first = 30, step = 15 }: { first?: number; step?: number } = {},
): number {
  const [state, setState] = useState({ key: resetKey, shown: first });
  // A new list: back to the first rows (adjusting state while rendering, React's pattern
  // for state derived from a prop).
  if (!Object.is(state.key, resetKey)) setState({ key: resetKey, shown: first });
  const shown = Object.is(state.key, resetKey) ? state.shown : first;
  const more = shown < total;
  useEffect(() => {
    if (!more) return;
    const timer = setTimeout(() =>
      startTransition(() =>
        setState((before) =>
          Object.is(before.key, resetKey) ? { ...before, shown: before.shown + step } : before,
        ),
      ),
    );
    return () => clearTimeout(timer);
  }, [more, shown, resetKey, step]);
  return Math.min(shown, total);
}
