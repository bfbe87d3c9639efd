import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';

// Disabled items too (WAI-ARIA: focusable, not activatable): a menu whose only item is a
// disabled one saying why ("No job of the day has an open spot for them") has it read
// (review 54: the focus went to the popover's unnamed focus guard).
export const MENU_ITEMS = '[role="menuitem"]';

/**
 * A Blueprint `Menu` in a popover, worked from the keyboard as a menu is (WAI-ARIA menu
 * pattern): the first item takes the focus when the menu opens, ArrowDown / ArrowUp move
 * between the items (wrapping), Home and End go to the first and last. Blueprint's `Menu` is
 * a plain list: without this the focus landed on the popover's invisible focus guard, the
 * arrows did nothing and it took two Tabs to reach the first item (review 52 L5). Spread the
 * result on the `Menu` (`ulRef` and `onKeyDown`), or on an element around it.
 *
 * `focusFirst` (default true): whether the first item takes the focus (the first enabled one;
 * a disabled one only in a menu of disabled items). A menu that also opens
 * on hover (the header's account menu) passes true only once the keyboard opened it: a
 * pointer passing over its button must not take the focus from where the person left it.
 * `selector`: what the arrows move between (the menu's items by default).
 */
export function useMenuKeys<T extends HTMLElement = HTMLUListElement>(
  focusFirst = true,
  selector = MENU_ITEMS,
) {
  const ref = useRef<T>(null);
  const items = useCallback(
    () => [...(ref.current?.querySelectorAll<HTMLElement>(selector) ?? [])],
    [selector],
  );
  useEffect(() => {
    if (!focusFirst) return;
    // A frame later: the popover notes what had the focus when it opened (to give it back on
    // close) in an effect after this one; focused at once, the item would be that, and the
    // popover would hand the focus to an item on its way out instead of to its button.
    // The first item that can be used takes it; a disabled one only when there is nothing else
    // (the one-branch account menu opened on its disabled "No branches to show": QA 205 L4).
    const frame = requestAnimationFrame(() => {
      const all = items();
      (all.find((item) => item.getAttribute('aria-disabled') !== 'true') ?? all[0])?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [focusFirst, items]);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<T>) => {
      const all = items();
      if (all.length === 0) return;
      const at = all.indexOf(document.activeElement as HTMLElement);
      const next =
        event.key === 'ArrowDown'
          ? (at + 1) % all.length
          : event.key === 'ArrowUp'
            ? (at - 1 + all.length) % all.length
            : event.key === 'Home'
              ? 0
              : event.key === 'End'
                ? all.length - 1
                : null;
      if (next === null) return;
      event.preventDefault();
      all[next]!.focus();
    },
    [items],
  );
  return { ref, onKeyDown };
}
