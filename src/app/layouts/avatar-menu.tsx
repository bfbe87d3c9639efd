import { Button, Icon, type ButtonProps } from '@blueprintjs/core';
import { useRef, useState, type JSX, type KeyboardEvent, type RefObject } from 'react';
import {
  Avatar,
  GuardedPopover,
  MENU_CLOSE_DELAY,
  MENU_ITEMS,
  MENU_OPEN_DELAY,
  useMenuKeys,
} from '@/platform/ui';

/** What the account menu's arrows move between: its items and the manager's dashboard toggle. */
const AVATAR_MENU_ITEMS = `${MENU_ITEMS}, [role="radio"][aria-checked="true"]`;

/**
 * The header's avatar button and its menu (company: active branch; helper: the person).
 *
 * Spec section 9: it opens on hover after 300 ms and closes 250 ms after the pointer leaves.
 * From the keyboard it is a menu button (WAI-ARIA): the focus on the button does not open it
 * (Blueprint's openOnTargetFocus is off: it opened the menu on focus, and again after Escape
 * gave the focus back); Enter, Space or ArrowDown open it with the focus on its first item, up
 * and down move between the items (and to the manager's dashboard toggle, whose left and
 * right switch it), Escape closes it back to the button, and Tab closes it and goes on from
 * the button (GuardedPopover's `menu`, as every menu does). Before, the menu opened on focus but nothing in it could be reached: Tab went to
 * its portal's focus guard, then to the page's body, and Logout was out of a keyboard's reach
 * (QA helper-93).
 */
export function AvatarMenu({
  name,
  src,
  menu,
}: {
  name: string;
  src?: string | null;
  menu: JSX.Element;
}) {
  const [open, setOpen] = useState(false);
  const [byKeyboard, setByKeyboard] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = (refocus: boolean) => {
    setOpen(false);
    setByKeyboard(false);
    if (refocus) button.current?.focus();
  };
  const onButtonKeyDown = (event: KeyboardEvent) => {
    // Open by the pointer's hover, it closes on Escape from its button too.
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(false);
      return;
    }
    if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpen(true);
    setByKeyboard(true);
  };
  return (
    // PopoverNext (GuardedPopover's): Blueprint's Popover mis-positions its content under React 19.
    <GuardedPopover
      content={
        <MenuKeys byKeyboard={byKeyboard} button={button} close={close}>
          {menu}
        </MenuKeys>
      }
      placement="bottom-end"
      interactionKind="hover"
      hoverOpenDelay={MENU_OPEN_DELAY}
      hoverCloseDelay={MENU_CLOSE_DELAY}
      openOnTargetFocus={false}
      // A menu, not a dialog: the focus is not held inside it (its guards were Tab stops, and
      // they pulled back the focus that Escape and Tab give to the button), and Tab closes it
      // and goes on from the button.
      menu
      isOpen={open}
      onInteraction={(next, event) => {
        // Closed by the pointer passing off it while the keyboard was in it: the focus goes
        // back to the button, not to the page's body with the items gone. (An item chosen
        // closes it too: a page it opens takes the focus to its title.)
        if (!next) close(byKeyboard && event?.type === 'mouseleave');
        else setOpen(true);
      }}
      // The menu opened is on top: the welcome toast, at the same corner, covered its head.
      toastsBeneath
    >
      <ExpandingButton
        ref={button}
        expanded={open}
        variant="minimal"
        className="company-avatar-button"
        aria-label={`Account menu, ${name}`}
        onKeyDown={onButtonKeyDown}
      >
        <Avatar src={src} name={name} size={36} />
        <span className="company-avatar-button__name">{name}</span>
        <Icon icon="caret-down" />
      </ExpandingButton>
    </GuardedPopover>
  );
}

/**
 * The open menu's keys. Inside the popover's content, so the first item takes the focus once
 * it is there: from the button's render it was sometimes not there yet, and the focus stayed
 * on the button.
 */
function MenuKeys({
  byKeyboard,
  button,
  close,
  children,
}: {
  byKeyboard: boolean;
  button: RefObject<HTMLButtonElement | null>;
  close: (refocus: boolean) => void;
  children: JSX.Element;
}) {
  const keys = useMenuKeys<HTMLDivElement>(byKeyboard, AVATAR_MENU_ITEMS);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Tab is the popover's (GuardedPopover's `menu`): it closes and goes on from the button.
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      // Before the dashboard toggle's own arrows, which would switch the dashboard: up and
      // down move between the menu's items; left and right are the toggle's.
      event.stopPropagation();
      keys.onKeyDown(event);
    } else if (event.key === 'Home' || event.key === 'End') keys.onKeyDown(event);
  };
  return (
    <div
      ref={keys.ref}
      onKeyDownCapture={onKeyDown}
      // A click elsewhere takes the focus out of a menu the keyboard opened: it closes (a
      // click on no control leaves the focus to nobody: relatedTarget null).
      onBlur={(event) => {
        const to = event.relatedTarget;
        if (byKeyboard && (!to || (!event.currentTarget.contains(to) && to !== button.current)))
          close(false);
      }}
    >
      {children}
    </div>
  );
}

/**
 * A popover's button that says whether its menu is open: Blueprint sets a hover popover's
 * target's `aria-expanded` to nothing, over the target's own.
 */
function ExpandingButton({ expanded, ...props }: ButtonProps & { expanded: boolean }) {
  return <Button {...props} aria-expanded={expanded} />;
}
