import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { MODAL_WIDTHS, type ModalSize } from './constants';
import { focusIsLost, focusPageTitle, watchForLostFocus } from './use-focus-when-shown';
import { useBackAsksFirst } from './back-asks-first';

/**
 * The one dialog wrapper (spec 9): fixed widths from x-small 431 to large 1115/1280,
 * persistent (no close on an outside click), a Cancel button by default. Escape is Cancel's
 * keyboard twin (WAI-ARIA dialog pattern); focus stays inside while open and returns after.
 * The browser's Back is one more twin (useBackCloses): it closes the dialog, not the page;
 * once something was typed in the dialog, it asks first (useBackAsksFirst).
 */
export function Modal(props: {
  isOpen: boolean;
  title: ReactNode;
  size?: ModalSize;
  onClose: () => void;
  children: ReactNode;
  actions?: ReactNode;
  cancelLabel?: string;
  /**
   * Cancel takes the focus as the dialog opens: a confirmation's safe answer (WAI-ARIA's
   * alert dialog), where Blueprint left it on an invisible focus trap (QA 2026-12-04).
   */
  focusCancel?: boolean;
  /**
   * A request of the dialog's is running and cannot be called back: Cancel is shown disabled
   * and Escape does nothing (QA helper-110: Cancel looked ready and did nothing).
   */
  busy?: boolean;
  /**
   * Where the focus goes when the dialog's opener has left the page (its action removed it):
   * the page's title unless the page knows better (the next entry of a list, nextEntryFocus).
   */
  whenOpenerGone?: () => boolean | void;
  /** Its form outlives it (Apply's): Back closes it without asking about its typing. */
  keepsTyping?: boolean;
  /**
   * What changed since it opened when its question no longer fits (the helper answered or
   * withdrew meanwhile): said in place of the question, and only OK remains, so no action is
   * taken on the old question (QA helper-172 H1, L2). The page reads it from the live record.
   */
  outdated?: ReactNode;
}) {
  const {
    isOpen,
    title,
    size = 'small',
    onClose,
    children,
    actions,
    cancelLabel = 'Cancel',
    focusCancel = false,
    busy = false,
    whenOpenerGone = focusPageTitle,
    keepsTyping = false,
    outdated,
  } = props;
  // The latest, read when the dialog has gone.
  const openerGone = useRef(whenOpenerGone);
  openerGone.current = whenOpenerGone;
  const opener = useFocusReturn(isOpen, openerGone);
  const cancel = useRef<HTMLButtonElement>(null);
  // Back closes it (as Cancel, not while busy; once typed in, it asks first), as does a move.
  const discardQuestion = useBackAsksFirst(
    isOpen,
    () => {
      if (!busy) onClose();
    },
    () => (keepsTyping ? null : cancel.current?.closest('[role="dialog"]')),
  );
  // The action that had the focus goes with an outdated question: OK takes it.
  const isOutdated = Boolean(outdated);
  useEffect(() => {
    if (isOutdated && focusIsLost()) cancel.current?.focus();
  }, [isOutdated]);
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onClose}
      canOutsideClickClose={false}
      canEscapeKeyClose={!busy}
      // The dialog takes the focus in its first frame (FocusOnOpen), not by Blueprint: it put
      // it on an invisible focus trap, and we moved it on only once the opening transition was
      // over, 300 ms in which a Tab went past Cancel (QA helper-116). Blueprint still keeps
      // the focus inside (enforceFocus), and Escape closes.
      autoFocus={false}
      containerRef={notATabStop}
      shouldReturnFocusOnClose={false}
      // Closed while mounted, the opener gets the focus back as the dialog has faded out; an
      // opener gone by then, or a moment later, hands it to `whenOpenerGone` (the page's title).
      onClosed={() => {
        if (opener.current?.isConnected) opener.current.focus();
        requestAnimationFrame(() => watchForLostFocus(openerGone.current));
      }}
      style={{ width: MODAL_WIDTHS[size], maxWidth: 'calc(100vw - 24px)' }}
    >
      <NoteOpener opener={opener} />
      <DialogBody>
        {outdated ? <p role="alert">{outdated}</p> : children}
        {discardQuestion}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button
              ref={cancel}
              text={outdated ? 'OK' : cancelLabel}
              disabled={busy}
              onClick={onClose}
            />
            {!outdated && actions}
          </>
        }
      />
      <FocusOnOpen cancel={cancel} focusCancel={focusCancel} />
    </Dialog>
  );
}

/**
 * Blueprint makes the whole-screen box around the dialog a Tab stop (tabIndex 0), with nothing
 * to see focused and the whole dialog as its name (QA helper-116): out of the Tab order, Tab
 * goes round the dialog's controls only.
 */
function notATabStop(container: HTMLDivElement | null) {
  if (container) container.tabIndex = -1;
}

/**
 * Rendered first in the dialog: where the focus was as it opened (its opener), noted as the
 * dialog is put in the page, before a field of it takes the focus.
 */
function NoteOpener({ opener }: { opener: RefObject<HTMLElement | null> }) {
  useLayoutEffect(() => {
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement ? active : null;
  }, [opener]);
  return null;
}

/**
 * Rendered last in the dialog, so after its fields: the focus goes in as the dialog is put in
 * the page, before its first frame is drawn, so no Tab can go past it. A confirmation's Cancel
 * takes it (its safe answer). Otherwise a field that took it keeps it, else the dialog itself
 * takes it, read by its title (Blueprint left it on an invisible focus trap, which a screen
 * reader reads as nothing: QA helper-93); Tab goes on to its controls.
 */
function FocusOnOpen(props: { cancel: RefObject<HTMLButtonElement | null>; focusCancel: boolean }) {
  const { cancel, focusCancel } = props;
  useLayoutEffect(() => {
    const button = cancel.current;
    const dialog = button?.closest<HTMLElement>('[role="dialog"]');
    if (!button || !dialog) return;
    if (focusCancel) button.focus();
    else if (!dialog.contains(document.activeElement)) {
      dialog.tabIndex = -1;
      dialog.focus();
    }
    // Runs as the dialog opens: this is put in the page with it, and its props do not change.
  }, [cancel, focusCancel]);
  return null;
}

/**
 * A closing dialog gives the focus back to its opener once it has faded out (onClosed, above);
 * a dialog that is unmounted instead (`{open && <SomeDialog …/>}`, most of ours) never
 * fades out, and the focus fell to the page's body (review 54). The opener gets it back then
 * too, unless the focus has gone somewhere else meanwhile. An opener that has left the page, or
 * leaves it a moment later (the Delete of a card the dialog deleted, the Remove of a member it
 * removed), hands it to the page's title, not the page's body (QA helper-93).
 */
function useFocusReturn(isOpen: boolean, openerGone: RefObject<() => boolean | void>) {
  const opener = useRef<HTMLElement | null>(null);
  const open = useRef(isOpen);
  useLayoutEffect(() => {
    open.current = isOpen;
  }, [isOpen]);
  useEffect(
    () => () => {
      // Only a dialog unmounted while open: a closed one gives the focus back as it fades out.
      const target = open.current ? opener.current : null;
      if (!target) return;
      if (target.isConnected && focusIsLost()) target.focus();
      // A frame later: a page that puts the focus somewhere itself (the next entry of a list)
      // watches from its action, and goes first.
      requestAnimationFrame(() => watchForLostFocus(openerGone.current));
    },
    [openerGone],
  );
  return opener;
}

/** A list whose entries leave it with the control that took them out (Delete, Remove, Unblock). */
export interface EntryFocusRule {
  /** An entry of the list (a selector the control's entry matches, and its siblings). */
  entry: string;
  /** The control of an entry that takes the focus: the one used, in the entry next to it. */
  control: string;
  /** Where the focus goes when no entry is left: the list's heading, its empty state. */
  fallback: () => HTMLElement | null | undefined;
}

/**
 * Focuses an element that may not take the focus by itself (a heading: it gets tabIndex -1, as
 * a dialog that takes the focus does), so a screen reader reads it and Tab goes on from it.
 */
export function focusElement(element: HTMLElement) {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.tabIndex = -1;
  element.focus();
}

/**
 * Where the keyboard goes once an entry has left its list with the control that had the focus:
 * the same control of the next entry, else of the previous one, else the rule's fallback (QA
 * helper-116: the focus fell to the page's body, or to the page's title far above). Call it as
 * the action starts, while the entry is still listed (its neighbours are taken then); it
 * returns the move, which focuses the nearest neighbour still on the page, and says false when
 * there is nowhere yet (a fallback still to be shown). `watchNextEntryFocus` runs it once the
 * focus is lost; a dialog's `whenOpenerGone` takes it as it is.
 */
export function nextEntryFocus(
  used: Element | null | undefined,
  rule: EntryFocusRule,
): () => boolean {
  const entry = used?.closest(rule.entry);
  const siblings = entry?.parentElement
    ? [...entry.parentElement.children].filter((e) => e.matches(rule.entry))
    : [];
  const at = entry ? siblings.indexOf(entry) : -1;
  // Nearest first: the entries after it, then those before it, going up.
  const neighbours = at < 0 ? [] : [...siblings.slice(at + 1), ...siblings.slice(0, at).reverse()];
  return () => {
    const control = neighbours
      .filter((e) => e.isConnected && e !== entry)
      .map((e) => e.querySelector<HTMLElement>(rule.control))
      .find((c) => c !== null && !c.hasAttribute('disabled'));
    const target = control ?? rule.fallback();
    if (!target) return false;
    focusElement(target);
    return true;
  };
}

/**
 * `nextEntryFocus` for an action without a dialog (the entry's own button: Remove from
 * favourites, Unblock): taken as it starts; the returned function, called once it has
 * succeeded, watches for the focus to be lost as the entry goes and moves it.
 */
export function watchNextEntryFocus(used: HTMLElement, rule: EntryFocusRule): () => void {
  const move = nextEntryFocus(used, rule);
  return () => watchForLostFocus(move, { from: used });
}
