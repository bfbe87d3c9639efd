import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { confirmFailureMessage } from '@/platform/api/failure-texts';
import { MODAL_WIDTHS, type ModalSize } from './constants';
import { focusElement } from './focus-hold';
import { focusIsLost, focusPageTitle, watchForLostFocus } from './use-focus-when-shown';
import { useBackAsksFirst } from './back-asks-first';
import {
  FocusHeldInDialog,
  FocusOnOpen,
  NoteOpener,
  notATabStop,
  useFocusReturn,
} from './modal-focus';
import { isThenable, useGuardedAction } from './use-single-flight';

export { focusElement, holdFocusWhileDisabled } from './focus-hold';

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
  /**
   * What an outdated dialog still shows under its reason, read-only: what she typed into it
   * (Apply's message and rate), not taken away with the question (QA helper-172 M3).
   */
  outdatedKeeps?: ReactNode;
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
    outdatedKeeps,
  } = props;
  // The latest, read when the dialog has gone.
  const openerGone = useRef(whenOpenerGone);
  openerGone.current = whenOpenerGone;
  const { opener, fadedOut } = useFocusReturn(isOpen, openerGone);
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
      // Closed while mounted, the opener gets the focus back as the dialog has faded out (it is
      // still in the page then), unless the page put it somewhere else meanwhile: the helper's
      // job title, given it as her answer replaced her buttons, went back to an opener the
      // answer then removed, where the fade-out ended first (confirmations' "needs a reason",
      // loaded full runs of 2026-12-07). An opener gone by then, or a moment later, hands it to
      // `whenOpenerGone` (the page's title).
      onClosed={() => {
        fadedOut();
        const dialog = cancel.current?.closest('[role="dialog"]');
        const stillOurs = focusIsLost() || Boolean(dialog?.contains(document.activeElement));
        if (opener.current?.isConnected && stillOurs) opener.current.focus();
        requestAnimationFrame(() => watchForLostFocus(openerGone.current));
      }}
      style={{ width: MODAL_WIDTHS[size], maxWidth: 'calc(100vw - 24px)' }}
    >
      <NoteOpener opener={opener} />
      <DialogBody>
        {outdated ? (
          <>
            <p role="alert">{outdated}</p>
            {outdatedKeeps}
          </>
        ) : (
          children
        )}
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
      <FocusHeldInDialog cancel={cancel} isOpen={isOpen} />
    </Dialog>
  );
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

/**
 * Destructive actions are confirmed in a dialog that names the thing. `onConfirm` may return
 * a promise (the request): the confirm button is guarded while it runs (a double click sends
 * one request), the dialog closes once it succeeds and stays open when it fails (the failure
 * has been toasted).
 */
export function ConfirmDialog(
  props: {
    isOpen: boolean;
    title: string;
    confirmLabel: string;
    onConfirm: () => unknown;
    onClose: () => void;
    loading?: boolean;
    /** What keeps things as they are, when "Cancel" would read as the action itself. */
    cancelLabel?: string;
    /** More about what goes with it, under the question. */
    children?: ReactNode;
    /**
     * What the action does, for the dialog to say it was not done (or may have been) when it
     * fails: ['the order', 'deleted']. The toast says the failure too, and goes; this stays
     * until the next try.
     */
    failure?: readonly [subject: string, done: string];
    /** Where the focus goes when the action removed the opener (Modal's). */
    whenOpenerGone?: () => boolean | void;
    /** What changed since it opened, when its action no longer fits (Modal's: only OK). */
    outdated?: ReactNode;
  } & (
    | {
        /** Named in the question "<title>: <thing>?" ("Delete branch: Austin?"). */
        thing: string;
        question?: never;
      }
    | {
        /**
         * The question in full, the thing in bold, when "<title>: <thing>?" would not read as
         * a sentence (the thing has no name of its own: "Replace your current calendar
         * address with a new one?").
         */
        question: ReactNode;
        thing?: never;
      }
  ),
) {
  const [failed, setFailed] = useState<string | null>(null);
  const { failure, onConfirm } = props;
  const { run, running } = useGuardedAction(() => {
    setFailed(null);
    const result = onConfirm();
    // A confirmation done at once (no call) stays at once: no loading state in between.
    if (!isThenable(result)) return result;
    return Promise.resolve(result).catch((error: unknown) => {
      if (failure) setFailed(confirmFailureMessage(error, ...failure));
      throw error;
    });
  });
  // Closed, it forgets: a dialog kept mounted and opened again (the dispatch board's, for
  // another person) does not greet the next question with the last one's failure (review 109).
  const { isOpen } = props;
  useEffect(() => {
    if (!isOpen) setFailed(null);
  }, [isOpen]);
  const busy = running || Boolean(props.loading);
  return (
    <Modal
      isOpen={props.isOpen}
      title={props.title}
      size="x-small"
      focusCancel
      busy={busy}
      cancelLabel={props.cancelLabel}
      whenOpenerGone={props.whenOpenerGone}
      // Not while its own request runs: the crew it refreshes as it ends is its own doing.
      outdated={busy ? undefined : props.outdated}
      onClose={() => {
        if (!busy) props.onClose();
      }}
      actions={
        <Button
          intent="danger"
          text={props.confirmLabel}
          loading={busy}
          onClick={async () => {
            if (await run()) props.onClose();
          }}
        />
      }
    >
      <p>
        {props.question ?? (
          <>
            {props.title}: <strong>{props.thing}</strong>?
          </>
        )}
      </p>
      {props.children}
      {failed && (
        <Callout intent="danger" role="alert" className="app-confirm-failure">
          {failed}
        </Callout>
      )}
    </Modal>
  );
}
