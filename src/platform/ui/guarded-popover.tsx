import { PopoverNext, type PopoverNextProps } from '@blueprintjs/core';
import { useRef } from 'react';
import { usePopoverFocusReturn, type FocusReturnHandlers } from './popover-focus-return';

/**
 * Blueprint's PopoverNext whose late focus return never takes the focus from where the person
 * has put it meanwhile (usePopoverFocusReturn says how): a menu item picked, then another
 * control clicked within the closing transition, keeps the focus on that control. `controls`
 * selects the controls the popover gives the focus back to (its target's buttons by default).
 * The wrapper has no box of its own (`display: contents`). The transition callbacks are the
 * guard's own (a caller's would silently replace them), so they are not props here.
 */
export function GuardedPopover({
  controls = 'button',
  ...props
}: Omit<PopoverNextProps, keyof FocusReturnHandlers> & { controls?: string }) {
  const wrap = useRef<HTMLSpanElement>(null);
  const focusReturn = usePopoverFocusReturn(wrap, controls);
  return (
    <span ref={wrap} className="app-popover-wrap">
      <PopoverNext {...focusReturn} {...props} />
    </span>
  );
}
