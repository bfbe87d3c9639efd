import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';

// Disabled items too (WAI-ARIA: focusable, not activatable): a menu whose only item is a
// disabled one saying why ("No job of the day has an open spot for them") has it read
// (review 54: the focus went to the popover's unnamed focus guard).
const ITEMS = '[role="menuitem"]';

/**
 * A Blueprint `Menu` in a popover, worked from the keyboard as a menu is (WAI-ARIA menu
 * pattern): the first item takes the focus when the menu opens, ArrowDown / ArrowUp move
 * between the items (wrapping), Home and End go to the first and last. Blueprint's `Menu` is
 * a plain list: without this the focus landed on the popover's invisible focus guard, the
 * arrows did nothing and it took two Tabs to reach the first item (review 52 L5). Spread the
 * result on the `Menu` (`ulRef` and `onKeyDown`).
 */
export function useMenuKeys<T extends HTMLElement = HTMLUListElement>() {
  const ref = useRef<T>(null);
  const items = () => [...(ref.current?.querySelectorAll<HTMLElement>(ITEMS) ?? [])];
  useEffect(() => {
    // A frame later: the popover notes what had the focus when it opened (to give it back on
    // close) in an effect after this one; focused at once, the item would be that, and the
    // popover would hand the focus to an item on its way out instead of to its button.
    const frame = requestAnimationFrame(() => items()[0]?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const onKeyDown = useCallback((event: KeyboardEvent<T>) => {
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
  }, []);
  return { ref, onKeyDown };
}
