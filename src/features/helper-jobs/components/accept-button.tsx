import { useState } from 'react';
import { AppButton, ConfirmDialog, toast } from '@/platform/ui';
import type { Actions } from '../model/answer-actions';
import { changedTerms, changedTermsText } from '../model/changed-terms';
import type { HelperJob } from './job-facts';

/**
 * Order details' Accept: books the job as posted. What she accepts is what she saw: a job
 * changed meanwhile is shown as it now is, and Accept waits for a second look. An offer
 * outside what she offers (`outside`: her weekly availability, her role) asks once first,
 * naming it (QA helper-175 M2: one tap booked her on her day off).
 */
export function AcceptButton({
  job,
  actions,
  outside,
  onAccepted,
  whenOpenerGone,
}: {
  job: HelperJob;
  actions: Actions;
  outside: string[];
  onAccepted: () => void;
  whenOpenerGone: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const { number } = job.order;
  /** False when it did not happen (refused: toasted centrally; or changed meanwhile). */
  const accept = async () => {
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
  return (
    <>
      <AppButton
        intent="primary"
        icon="tick"
        text="Accept"
        loading={actions.accepting}
        disabled={actions.rejecting}
        // Returned, so the button guards it (a double click books once).
        onClick={() => (outside.length > 0 ? setAsking(true) : accept())}
      />
      {outside.length > 0 && (
        <ConfirmDialog
          isOpen={asking}
          title="Accept this job"
          thing={`Order #${number}, ${job.branch.company_name}`}
          confirmLabel="Accept anyway"
          failure={['the job', 'accepted']}
          loading={actions.accepting}
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            if (!(await accept())) throw new Error('Not accepted');
          }}
          whenOpenerGone={whenOpenerGone}
        >
          {outside.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </ConfirmDialog>
      )}
    </>
  );
}
