import { Classes } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, type RefObject } from 'react';

/** What a Blueprint select's `popoverProps` take to keep the focus where the user put it. */
export type FocusReturnHandlers = {
  onOpening: () => void;
  onClosing: () => void;
  onClosed: () => void;
};

/**
 * Blueprint gives the focus back to a select's control after its list closes, twice: the
 * Select a frame after any close (also a close by a click on another field), and the overlay,
 * closed with Escape, when its closing transition ends (300 ms later; Overlay2's
 * handleTransitionExited). A user who has moved on by then (clicked another field and typed)
 * lost the focus, and what they typed, to the control.
 *
 * While the list closes, the control (`controlSelector` inside `root`) takes a programmatic
 * focus() only while the focus is still the control's, the list's, or nobody's (the page's
 * body): Escape still puts the focus back on the control at once, and nothing later takes it
 * from another field. A user's own click or Tab is not a focus() call and is never refused.
 */
export function usePopoverFocusReturn(
  root: RefObject<HTMLElement | null>,
  controlSelector: string,
): FocusReturnHandlers {
  const restore = useRef<(() => void) | null>(null);
  useEffect(() => () => restore.current?.(), []);
  return useMemo(() => {
    const release = () => restore.current?.();
    return {
      onOpening: release,
      onClosed: release,
      onClosing: () => {
        release();
        const wrap = root.current;
        const control = wrap?.querySelector<HTMLElement>(controlSelector);
        if (!wrap || !control) return;
        control.focus = (options?: FocusOptions) => {
          const active = document.activeElement;
          const elsewhere =
            active instanceof HTMLElement &&
            active !== document.body &&
            !wrap.contains(active) &&
            !active.closest(`.${Classes.POPOVER}`);
          if (!elsewhere) HTMLElement.prototype.focus.call(control, options);
        };
        restore.current = () => {
          Reflect.deleteProperty(control, 'focus');
          restore.current = null;
        };
      },
    };
  }, [root, controlSelector]);
}
