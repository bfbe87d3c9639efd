import { useEffect, useMemo, useState } from 'react';

/**
 * The time now, read again every `everyMs` (a minute by default): a screen whose offers
 * depend on the clock (a job's confirmation, on my way from 3 h before its start) changes
 * at the minute it should while it stays open, not at its next render.
 */
export function useNow(everyMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** setTimeout's longest delay (about 24.8 days); a later moment is waited for in steps. */
const LONGEST_TIMEOUT = 2 ** 31 - 1;

/**
 * The time now, read again only at the `moments` (epoch ms) as each comes: a screen that
 * changes at known instants (the dispatch board when a job starts or ends) follows them while
 * it stays open without redrawing in between (a busy day's board is costly to lay out).
 */
export function useNowAt(moments: readonly number[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = useMemo(
    () => moments.reduce((soonest, t) => (t > now && t < soonest ? t : soonest), Infinity),
    [moments, now],
  );
  useEffect(() => {
    if (!Number.isFinite(next)) return;
    const timer = setTimeout(
      () => setNow(Date.now()),
      Math.min(Math.max(0, next - Date.now()), LONGEST_TIMEOUT),
    );
    return () => clearTimeout(timer);
    // `now` too: a timer that ends before its moment (a long wait in steps, a coarse clock)
    // sets a new one for the rest.
  }, [next, now]);
  return now;
}
