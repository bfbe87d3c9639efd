import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Moves the focus to an element that a change is about to show (the line that replaces the
 * button just used, the button that comes back): `focusWhenShown(ref)` focuses it after the
 * first commit in which it is on screen. A timer guessed when that would be; on a loaded
 * machine it ran before the render, found nothing and the focus was lost.
 */
export function useFocusWhenShown() {
  const pending = useRef<RefObject<HTMLElement | null> | null>(null);
  const [, rerender] = useState(0);
  useEffect(() => {
    const element = pending.current?.current;
    if (!element) return;
    pending.current = null;
    element.focus();
  });
  return useCallback((target: RefObject<HTMLElement | null>) => {
    pending.current = target;
    rerender((count) => count + 1);
  }, []);
}

/**
 * Whether the keyboard's focus has been lost: on the page's body, or on an element that has
 * left the page (what had it was removed). Where a change then puts it back (a dialog's
 * opener, a new page's title).
 */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
}
