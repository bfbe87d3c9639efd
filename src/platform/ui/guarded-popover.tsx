import { PopoverNext, type PopoverNextProps } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { usePopoverFocusReturn, type FocusReturnHandlers } from './popover-focus-return';
import { useToastsBeneath } from './toaster';

/**
 * Blueprint's PopoverNext whose late focus return never takes the focus from where the person
 * has put it meanwhile (usePopoverFocusReturn says how): a menu item picked, then another
 * control clicked within the closing transition, keeps the focus on that control. `controls`
 * selects the controls the popover gives the focus back to (its target's buttons by default).
 * `toastsBeneath`: while open, the toasts sit beneath it (a menu at the toasts' corner, the
 * account menu, whose head the welcome toast covered). The wrapper has no box of its own
 * (`display: contents`). The transition callbacks are the guard's own (a caller's would
 * silently replace them), so they are not props here.
 */
export function GuardedPopover({
  controls = 'button',
  toastsBeneath = false,
  ...props
}: Omit<PopoverNextProps, keyof FocusReturnHandlers> & {
  controls?: string;
  toastsBeneath?: boolean;
}) {
  const wrap = useRef<HTMLSpanElement>(null);
  const focusReturn = usePopoverFocusReturn(wrap, controls);
  const [open, setOpen] = useState(false);
  useToastsBeneath(toastsBeneath && open);
  const handlers: FocusReturnHandlers = {
    onOpening: () => {
      setOpen(true);
      focusReturn.onOpening();
    },
    onClosing: (node) => {
      setOpen(false);
      focusReturn.onClosing(node);
    },
    onClosed: focusReturn.onClosed,
  };
  return (
    <span ref={wrap} className="app-popover-wrap">
      <PopoverNext {...handlers} {...props} />
    </span>
  );
}
