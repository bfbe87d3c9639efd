import { useEffect, useMemo, useState } from 'react';
import { addDays, zonedInstant, zonedToday } from '@/platform/format';

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

/**
 * Today ('YYYY-MM-DD') on the zone's clocks, turning at its midnight while the screen stays
 * open: a page left open overnight kept yesterday as today until a reload (the calendars'
 * today and first day for a new job, the dispatch board's day, the date pickers' first day;
 * QA helper-115). A timer waits for the midnight; the page coming back into view or into
 * focus checks too, as a computer that slept runs its timers late.
 */
export function useToday(timeZone: string): string {
  // `turns` counts the checks that found a new day (or a timer that ran early): each makes
  // today be read again and the next midnight waited for.
  const [turns, setTurns] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `turns` is the reason to read again
  const today = useMemo(() => zonedToday(timeZone), [timeZone, turns]);
  useEffect(() => {
    const midnight = zonedInstant(addDays(today, 1), '00:00', timeZone).getTime();
    const check = (rearm: boolean) => {
      if (rearm || zonedToday(timeZone) !== today) setTurns((n) => n + 1);
    };
    const timer = setTimeout(
      () => check(true),
      Math.min(Math.max(0, midnight - Date.now()) + 1, LONGEST_TIMEOUT),
    );
    const onWake = () => check(false);
    document.addEventListener('visibilitychange', onWake);
    window.addEventListener('focus', onWake);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onWake);
      window.removeEventListener('focus', onWake);
    };
  }, [today, timeZone, turns]);
  return today;
}
