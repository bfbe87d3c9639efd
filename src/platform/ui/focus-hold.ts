import { focusIsLost } from './use-focus-when-shown';

/*
 * Its own module, not use-focus-when-shown's: that one is in /login's chunk (AppButton), whose
 * bytes are budgeted; this is for dialogs (Modal) and pages that answer (Order details).
 */

/**
 * Focuses an element that may not take the focus by itself (a heading: it gets tabIndex -1, as
 * a dialog that takes the focus does), so a screen reader reads it and Tab goes on from it.
 */
export function focusElement(element: HTMLElement) {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.tabIndex = -1;
  element.focus();
}

/**
 * Keeps the keyboard's place while a control is busy: a button disabled while it has the
 * focus (loading, its request on its way) loses it, Chromium dropping it to the page's body,
 * where a screen reader says nothing and the next Tab starts again at the top (QA 219 M2: for
 * the whole of an answer's round trip, on the helper's Order details and in dialogs). Within
 * `area`, `holder()` (the open dialog, the job's title) takes it meanwhile, and the control gets
 * it back once it is enabled again (a refused answer), if the holder still has it. A control
 * removed is not given it back: what replaces it is its page's to say. Returns the stop.
 */
export function holdFocusWhileDisabled(
  area: HTMLElement,
  holder: () => HTMLElement | null | undefined,
): () => void {
  let back: MutationObserver | undefined;
  const onOut = (event: FocusEvent) => {
    const control = event.target;
    if (event.relatedTarget || !(control instanceof HTMLButtonElement)) return;
    if (!control.disabled || !control.isConnected) return;
    const to = holder();
    if (!to) return;
    // Once the focus has gone (Chromium drops it as the event ends).
    queueMicrotask(() => {
      if (!focusIsLost() || !to.isConnected) return;
      focusElement(to);
      back?.disconnect();
      back = new MutationObserver(() => {
        if (control.disabled && document.activeElement === to) return;
        back?.disconnect();
        if (document.activeElement === to && control.isConnected) control.focus();
      });
      back.observe(control, { attributes: true, attributeFilter: ['disabled'] });
    });
  };
  area.addEventListener('focusout', onOut);
  return () => {
    area.removeEventListener('focusout', onOut);
    back?.disconnect();
  };
}
