import { useSyncExternalStore } from 'react';
import { BREAKPOINT_MOBILE } from './constants';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below 960px the spec's mobile layouts take over. */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINT_MOBILE - 0.02}px)`);
}
