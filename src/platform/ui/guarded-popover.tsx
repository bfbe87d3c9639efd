import { mergeRefs, PopoverNext, type PopoverNextProps } from '@blueprintjs/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { usePopoverFocusReturn, type FocusReturnHandlers } from './popover-focus-return';
import { useToastsBeneath } from './toaster';
import { useBackAsksFirst } from './back-asks-first';

/**
 * Blueprint's PopoverNext whose late focus return never takes the focus from where the person
 * has put it meanwhile (usePopoverFocusReturn says how): a menu item picked, then another
 * control clicked within the closing transition, keeps the focus on that control. `controls`
 * selects the controls the popover gives the focus back to (its target's buttons by default).
 * `toastsBeneath`: while open, the toasts sit beneath it (a menu at the toasts' corner, the
 * account menu, whose head the welcome toast covered). The wrapper has no box of its own
 * (`display: contents`). The transition callbacks are the guard's own (a caller's would
 * silently replace them), so they are not props here.
 *
 * `menu`: a menu button's menu (WAI-ARIA), not a dialog. The focus is not held inside it, and
 * Tab (or Shift+Tab) closes it and goes on from its button, to the control after (or before)
 * it. Held inside (Blueprint's default), Tab went to the popover's invisible focus trap at the
 * page's top, scrolling the open menu off screen, and cycled there (QA helper-116). One way
 * for every menu: the account menu and the dispatch board's "Invite to…" and "Move to…".
 */
export function GuardedPopover({
  controls = 'button',
  toastsBeneath = false,
  menu = false,
  afterClosed,
  ...props
}: Omit<PopoverNextProps, keyof FocusReturnHandlers> & {
  controls?: string;
  toastsBeneath?: boolean;
  menu?: boolean;
  /** Once it has closed and given the focus back (its closing transition over). */
  afterClosed?: () => void;
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
    onClosed: () => {
      focusReturn.onClosed();
      afterClosed?.();
    },
  };
  // A menu is open or closed by its own state unless its caller holds it: Tab must close it.
  const [shown, setShown] = useState(false);
  const { disabled, isOpen, onInteraction } = props;
  const own = menu && isOpen === undefined;
  useEffect(() => {
    if (disabled) setShown(false);
  }, [disabled]);
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    if (own) setShown(false);
    else onInteraction?.(false, undefined);
    // The browser moves the focus on once the key's handlers ran: from the button.
    wrap.current?.querySelector<HTMLElement>(controls)?.focus();
  };
  // Back closes a popover whose open state is known here (its caller's, or a menu's own).
  // Not one the pointer opens by passing over it (the account menu): its history entry would
  // come and go with the pointer, and take the browser's Forward away.
  const byHover = String(props.interactionKind ?? '').startsWith('hover');
  const shownNow = own ? shown && !disabled : Boolean(isOpen);
  // A popover with a form (the hourly price) asks first once something was typed in it.
  const popover = useRef<HTMLElement | null>(null);
  const discardQuestion = useBackAsksFirst(
    shownNow && !byHover,
    () => {
      if (own) setShown(false);
      else onInteraction?.(false, undefined);
    },
    () => popover.current,
  );
  const menuProps: Partial<PopoverNextProps> = menu
    ? {
        enforceFocus: false,
        content: (
          <div className="app-popover-menu" onKeyDown={onMenuKeyDown}>
            {props.content}
          </div>
        ),
        ...(own && {
          isOpen: shown && !disabled,
          onInteraction: (next: boolean) => setShown(next),
        }),
      }
    : {};
  // Always in the same fragment, so the question coming does not mount the form anew.
  const content = menuProps.content ?? props.content;
  const asked: Partial<PopoverNextProps> =
    content == null
      ? {}
      : {
          content: (
            <>
              {content}
              {discardQuestion}
            </>
          ),
        };
  return (
    <span ref={wrap} className="app-popover-wrap">
      <PopoverNext
        {...handlers}
        {...props}
        {...menuProps}
        {...asked}
        popoverRef={mergeRefs(popover, props.popoverRef)}
      />
    </span>
  );
}
