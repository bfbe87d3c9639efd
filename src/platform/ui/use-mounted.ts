import { useCallback, useEffect, useRef } from 'react';

/**
 * Whether the component that calls it is still on screen, for what it does once something it
 * started has ended: a form's "back to the list" after its save (a save that ends after the
 * person went elsewhere, the sidebar or Back, leaves them where they went; its toast says it
 * saved), a map's counties that arrive after the map has gone.
 */
export function useMounted(): () => boolean {
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => mounted.current, []);
}
