import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { focusElement, holdFocusWhileDisabled } from './focus-hold';
import { focusIsLost, watchForLostFocus } from './use-focus-when-shown';

/*
 * Where the focus goes as a dialog (Modal) opens and closes: its own module for modal.tsx's
 * length; only the dialog uses these, so they share its chunk.
 */

/**
 * Blueprint makes the whole-screen box around the dialog a Tab stop (tabIndex 0), with nothing
 * to see focused and the whole dialog as its name (QA helper-116): out of the Tab order, Tab
 * goes round the dialog's controls only.
 */
export function notATabStop(container: HTMLDivElement | null) {
  if (container) container.tabIndex = -1;
}

/**
 * Rendered first in the dialog: where the focus was as it opened (its opener), noted as the
 * dialog is put in the page, before a field of it takes the focus.
 */
export function NoteOpener({ opener }: { opener: RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement ? active : null;
  }, [opener]);
  return null;
}

/** A field that takes typing (a textarea's type is 'textarea'; an input's, 'text' by default). */
const TYPED = /^(text|textarea|number|email|tel|url|search|password)$/;

/**
 * The dialog's first field that takes typing now: not disabled, not read-only (a date's box,
 * which opens its calendar), not a box to tick.
 */
function firstTextField(dialog: HTMLElement): HTMLElement | undefined {
  return [...dialog.querySelectorAll<HTMLInputElement>('input, textarea')].find(
    (field) => TYPED.test(field.type) && !field.disabled && !field.readOnly,
  );
}

/**
 * Rendered last in the dialog, so after its fields: the focus goes in as the dialog is put in
 * the page, before its first frame is drawn, so no Tab can go past it. A confirmation's Cancel
 * takes it (its safe answer). Otherwise a field that took it keeps it, else its first field
 * that takes typing (a reason, a message: QA 219 M4, where typing at once went nowhere, and a
 * space typed after one Tab pressed Close), else the dialog itself takes it, read by its title
 * (Blueprint left it on an invisible focus trap, which a screen reader reads as nothing: QA
 * helper-93); Tab goes on to its controls.
 */
export function FocusOnOpen(props: {
  cancel: RefObject<HTMLButtonElement | null>;
  focusCancel: boolean;
}) {
  const { cancel, focusCancel } = props;
  useLayoutEffect(() => {
    const button = cancel.current;
    const dialog = button?.closest<HTMLElement>('[role="dialog"]');
    if (!button || !dialog) return;
    if (focusCancel) button.focus();
    else if (!dialog.contains(document.activeElement)) {
      const field = firstTextField(dialog);
      if (field) field.focus();
      else focusElement(dialog);
    }
    // Runs as the dialog opens: this is put in the page with it, and its props do not change.
  }, [cancel, focusCancel]);
  return null;
}

/**
 * Rendered in the dialog: while it is open, its button that is disabled while it has the focus
 * (loading: Send application, Reject) leaves it on the dialog, not the page's body, and gets it
 * back if it is enabled again (a failure: the dialog stays for another try);
 * `holdFocusWhileDisabled`. A closing dialog gives it back to its opener instead.
 */
export function FocusHeldInDialog(props: {
  cancel: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
}) {
  const { cancel, isOpen } = props;
  useEffect(() => {
    const dialog = cancel.current?.closest<HTMLElement>('[role="dialog"]');
    return isOpen && dialog ? holdFocusWhileDisabled(dialog, () => dialog) : undefined;
  }, [cancel, isOpen]);
  return null;
}

/**
 * A closing dialog gives the focus back to its opener once it has faded out (onClosed, above:
 * call `fadedOut` then); a dialog that is unmounted instead (`{open && <SomeDialog …/>}`, most
 * of ours) never fades out, and the focus fell to the page's body (review 54). The opener gets
 * it back then too, unless the focus has gone somewhere else meanwhile; and so does one
 * unmounted while it fades out (a list entry it answered for left the list, taking its dialog
 * with it: Blueprint had pulled the focus back in, and it was left on the body for good). An
 * opener that has left the page, or leaves it a moment later (the Delete of a card the dialog
 * deleted, the Remove of a member it removed), hands it to the page's title, not the page's
 * body (QA helper-93).
 */
export function useFocusReturn(isOpen: boolean, openerGone: RefObject<() => boolean | void>) {
  const opener = useRef<HTMLElement | null>(null);
  // Open, or closed and not yet faded out.
  const shown = useRef(isOpen);
  useLayoutEffect(() => {
    if (isOpen) shown.current = true;
  }, [isOpen]);
  useEffect(
    () => () => {
      // Only a dialog unmounted while shown: a faded out one has given the focus back.
      const target = shown.current ? opener.current : null;
      if (!target) return;
      if (target.isConnected && focusIsLost()) target.focus();
      // A frame later: a page that puts the focus somewhere itself (the next entry of a list)
      // watches from its action, and goes first.
      requestAnimationFrame(() => watchForLostFocus(openerGone.current));
    },
    [openerGone],
  );
  const fadedOut = useCallback(() => {
    shown.current = false;
  }, []);
  return { opener, fadedOut };
}
