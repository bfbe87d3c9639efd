import { Button, Callout, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { confirmFailureMessage } from '@/platform/api/failure-texts';
import { MODAL_WIDTHS, type ModalSize } from './constants';
import { focusIsLost, focusPageTitle, watchForLostFocus } from './use-focus-when-shown';
import { isThenable, useGuardedAction } from './use-single-flight';

/**
 * The one dialog wrapper (spec 9): fixed widths from x-small 431 to large 1115/1280,
 * persistent (no close on an outside click), a Cancel button by default. Escape is Cancel's
 * keyboard twin (WAI-ARIA dialog pattern); focus stays inside while open and returns after.
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
   * Where the focus goes when its opener has gone as the dialog closes (the page's title by
   * default): the dispatch board's Cancel invitation, to the job its chip was on.
   */
  onFocusLost?: () => void;
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
    onFocusLost = focusPageTitle,
  } = props;
  useFocusReturnOnUnmount(isOpen);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      isOpen={isOpen}
      title={title}
      onClose={onClose}
      canOutsideClickClose={false}
      canEscapeKeyClose={!busy}
      onOpened={(node) => (focusCancel ? cancel.current?.focus() : focusIntoDialog(node))}
      // Closed while mounted, Blueprint gives the focus back to the opener as it has faded
      // out: an opener gone by then, or a moment later, hands it to the page's title.
      onClosed={() => requestAnimationFrame(() => watchForLostFocus(onFocusLost))}
      style={{ width: MODAL_WIDTHS[size], maxWidth: 'calc(100vw - 24px)' }}
    >
      <DialogBody>{children}</DialogBody>
      <DialogFooter
        actions={
          <>
            <Button ref={cancel} text={cancelLabel} disabled={busy} onClick={onClose} />
            {actions}
          </>
        }
      />
    </Dialog>
  );
}

/**
 * A dialog opened with the focus outside it (on the invisible focus trap Blueprint's overlay
 * puts it on, which a screen reader reads as nothing: QA helper-93) gives it to the dialog
 * itself, which is read out by its title; Tab goes on to its controls. A dialog whose field
 * took the focus keeps it there.
 */
function focusIntoDialog(node: HTMLElement) {
  const dialog = node.querySelector<HTMLElement>('[role="dialog"]');
  if (!dialog || dialog.contains(document.activeElement)) return;
  dialog.tabIndex = -1;
  dialog.focus();
}

/**
 * Blueprint gives the focus back to the opener once a closing dialog has faded out; a dialog
 * that is unmounted instead (`{open && <SomeDialog …/>}`, most of ours) never fades out, and
 * the focus fell to the page's body (review 54). The opener gets it back then too, unless the
 * focus has gone somewhere else meanwhile. An opener that has left the page, or leaves it a
 * moment later (the Delete of a card the dialog deleted, the Remove of a member it removed),
 * hands it to the page's title, not the page's body (QA helper-93).
 */
function useFocusReturnOnUnmount(isOpen: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  // A layout effect runs before Blueprint's overlay moves the focus into the dialog.
  useLayoutEffect(() => {
    opener.current =
      isOpen && document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [isOpen]);
  useEffect(
    () => () => {
      // Only a dialog unmounted while open: a closed one has given the focus back already.
      const target = opener.current;
      if (!target) return;
      if (target.isConnected && focusIsLost()) target.focus();
      // A frame later: a page that puts the focus somewhere itself (the next entry of a list)
      // watches from its action, and goes first.
      requestAnimationFrame(() => watchForLostFocus(focusPageTitle));
    },
    [],
  );
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
    /** Where the focus goes when its opener has gone (Modal's). */
    onFocusLost?: () => void;
    /**
     * What the action does, for the dialog to say it was not done (or may have been) when it
     * fails: ['the order', 'deleted']. The toast says the failure too, and goes; this stays
     * until the next try.
     */
    failure?: readonly [subject: string, done: string];
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
      onFocusLost={props.onFocusLost}
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
