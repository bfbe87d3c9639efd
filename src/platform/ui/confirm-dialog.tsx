import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useState, type ReactNode } from 'react';
import { confirmFailureMessage } from '@/platform/api/failure-texts';
import { Modal } from './modal';
import { isThenable, useGuardedAction } from './use-single-flight';

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
