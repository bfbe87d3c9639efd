import { Classes } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, type RefObject } from 'react';

/** What a Blueprint popover's props take to keep the focus where the user put it. */
export type FocusReturnHandlers = {
  onOpening: () => void;
  /** Blueprint passes the closing popover's element (its transition container). */
  onClosing: (node?: HTMLElement) => void;
  onClosed: () => void;
};

/**
 * Blueprint gives the focus back to a popover's control after the popover closes: its
 * overlay when the closing transition ends (300 ms later; Overlay2's handleTransitionExited)
 * after Escape, and after any close where the popover returns focus (PopoverNext's default);
 * the Select also a frame after any close. A person who had moved on by then (clicked the
 * next field and typed) lost the focus, and what they typed, to the control; a click on
 * another field to close the list lost it at once.
 *
 * While the popover closes, its controls (`controls`, a selector inside `root`) take a
 * programmatic focus() only while the focus is still theirs, the popover's (its overlay,
 * which holds the focus when nothing inside it does), or nobody's (the page's body): Escape
 * still puts the focus back at once, and nothing later takes it from another field. A
 * person's own click or Tab is not a focus() call and is never refused.
 */
export function usePopoverFocusReturn(
  root: RefObject<HTMLElement | null>,
  controls: string,
): FocusReturnHandlers {
  const restore = useRef<(() => void) | null>(null);
  useEffect(() => () => restore.current?.(), []);
  return useMemo(() => {
    const release = () => restore.current?.();
    return {
      onOpening: release,
      onClosed: release,
      onClosing: (node?: HTMLElement) => {
        release();
        const wrap = root.current;
        if (!wrap) return;
        const popover = node?.closest<HTMLElement>(`.${Classes.OVERLAY}`) ?? node;
        // The popover's own focus traps too: its overlay still enforces the focus for a moment
        // after the close began (its listener goes with an effect), and a click on another
        // field then had the focus pulled back into the closing popover a frame later, which
        // let the return to the control through (QA 2026-12-04, 390 px: "09001300" typed into
        // the time window after the date's calendar went to the date field).
        const guarded = [
          ...wrap.querySelectorAll<HTMLElement>(controls),
          ...(popover?.querySelectorAll<HTMLElement>(
            `.${Classes.OVERLAY_START_FOCUS_TRAP}, .${Classes.OVERLAY_END_FOCUS_TRAP}`,
          ) ?? []),
        ];
        const movedOn = () => {
          const active = document.activeElement;
          return (
            active instanceof HTMLElement &&
            active !== document.body &&
            !wrap.contains(active) &&
            !popover?.contains(active) &&
            !active.closest(`.${Classes.POPOVER}`)
          );
        };
        for (const control of guarded)
          control.focus = (options?: FocusOptions) => {
            if (!movedOn()) HTMLElement.prototype.focus.call(control, options);
          };
        restore.current = () => {
          for (const control of guarded) Reflect.deleteProperty(control, 'focus');
          restore.current = null;
        };
      },
    };
  }, [root, controls]);
}
