import { useEffect, useState } from 'react';

/**
 * The pause after typing before a search box asks the server: the app's search fields
 * (the crew picker, Find helpers, autocomplete fields). The header's global search waits
 * 1,000 ms instead, as the spec says (features/search).
 */
export const TYPING_PAUSE_MS = 300;

/** `value` once it has stayed the same for `ms` (search boxes ask the server after a pause). */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}
