import { useEffect, type RefObject } from 'react';

const WRAPPER_ARIA = [
  'role',
  'aria-expanded',
  'aria-controls',
  'aria-haspopup',
  'aria-autocomplete',
];

/**
 * Blueprint's Select (filterable) and MultiSelect put combobox attributes (aria-expanded,
 * aria-controls, ...; MultiSelect also role="combobox", unnamed) on the <div> around their
 * real control, which already is the combobox or the button that opens the list. axe calls
 * that a critical aria-allowed-attr or a serious unnamed combobox. This takes them off the
 * wrapper, each time Blueprint sets them again, and hands aria-expanded/aria-controls to the
 * control (`controlSelector`, inside the wrapper) when it does not carry them itself.
 */
export function usePopoverTargetAria(
  root: RefObject<HTMLElement | null>,
  controlSelector: string,
  enabled = true,
): void {
  useEffect(() => {
    const wrap = root.current;
    if (!enabled || !wrap) return;
    const move = () => {
      const target = wrap.querySelector(':scope > .bp6-popover-target');
      const control = wrap.querySelector(controlSelector);
      if (!target || !control || target === control) return;
      for (const name of WRAPPER_ARIA) {
        const value = target.getAttribute(name);
        if (value === null) continue;
        if ((name === 'aria-expanded' || name === 'aria-controls') && !control.hasAttribute(name)) {
          control.setAttribute(name, value);
        }
        target.removeAttribute(name);
      }
    };
    move();
    const observer = new MutationObserver(move);
    observer.observe(wrap, { attributes: true, subtree: true, attributeFilter: WRAPPER_ARIA });
    return () => observer.disconnect();
  }, [root, controlSelector, enabled]);
}
