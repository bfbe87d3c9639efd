import { useEffect, useState } from 'react';

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
