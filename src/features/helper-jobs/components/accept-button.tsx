import { AppButton, ConfirmDialog, toast } from '@/platform/ui';
import type { Actions } from '../model/answer-actions';
import { changedTerms, changedTermsText } from '../model/changed-terms';
import type { HelperJob } from './job-facts';

/**
 * Order details' Accept: books the job as posted. What she accepts is what she saw: a job
 * changed meanwhile is shown as it now is, and Accept waits for a second look. Returns false
 * when it did not happen (refused: toasted centrally).
 */
export function useAccept(job: HelperJob, actions: Actions, onAccepted: () => void) {
  const { number } = job.order;
  return async () => {
    const now = await actions.latest();
    const changes = now ? changedTerms(job, now) : [];
    if (changes.length > 0) {
      toast.info(changedTermsText(number, changes));
      return true;
    }
    if (!(await actions.accept())) return false;
    toast.success(`You accepted order #${number}.`);
    onAccepted();
    return true;
  };
}

/**
 * Accept's button. An offer outside what she offers (`outside`: her weekly availability, her
 * role) asks once first (`onAsk` opens AcceptAnywayDialog; QA helper-175 M2: one tap booked
 * her on her day off).
 */
export function AcceptButton({
  actions,
  outside,
  accept,
  onAsk,
}: {
  actions: Actions;
  outside: string[];
  accept: () => Promise<boolean>;
  onAsk: () => void;
}) {
  return (
    <AppButton
      intent="primary"
      icon="tick"
      text="Accept"
      loading={actions.accepting}
      disabled={actions.rejecting}
      // Returned, so the button guards it (a double click books once).
      onClick={() => (outside.length > 0 ? onAsk() : accept())}
    />
  );
}

/**
 * "Accept anyway", naming what is outside her terms. Kept by the page, not by the button: an
 * offer withdrawn while it is open takes the button away, and the dialog stays to say so
 * (`outdated`, only OK; QA helper-172 M3: it vanished under her).
 */
export function AcceptAnywayDialog({
  job,
  isOpen,
  outside,
  actions,
  accept,
  onClose,
  whenOpenerGone,
  outdated,
}: {
  job: HelperJob;
  isOpen: boolean;
  outside: string[];
  actions: Actions;
  /** Rejects when she was not booked (refused), for the dialog to say so and stay. */
  accept: () => Promise<unknown>;
  onClose: () => void;
  whenOpenerGone: () => void;
  outdated?: string | null;
}) {
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title="Accept this job"
      thing={`Order #${job.order.number}, ${job.branch.company_name}`}
      confirmLabel="Accept anyway"
      failure={['the job', 'accepted']}
      loading={actions.accepting}
      onClose={onClose}
      onConfirm={accept}
      whenOpenerGone={whenOpenerGone}
      outdated={outdated}
    >
      {outside.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </ConfirmDialog>
  );
}
