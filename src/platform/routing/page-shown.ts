import { useCallback, useEffect, useRef } from 'react';

/**
 * Whether the page that calls it is still on screen, for what it does once a call it made has
 * ended (a form's "back to the list" after its save): a save that ends after the person went
 * elsewhere (the sidebar, Back) leaves them where they went; its toast says it saved. (A job's
 * save took the user from Team back to the job list, found by a shuffled unit run, 2026-12-02.)
 */
export function usePageShown(): () => boolean {
  const shown = useRef(false);
  useEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  return useCallback(() => shown.current, []);
}
