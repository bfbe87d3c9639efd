import { Callout, Tag } from '@blueprintjs/core';
import { Form } from 'react-final-form';
import { useRef, useState } from 'react';
import { useCantMakeHelperJob, useConfirmHelperJob } from '../api/endpoints';
import type { ConfirmationState } from '@/platform/api/generated/model';
import { formatDateTime } from '@/platform/format';
import {
  composeValidators,
  FormSubmitError,
  maxLength,
  required,
  TextAreaField,
  submitErrorsFor,
  ValidatingForm,
} from '@/platform/forms';
import { AppButton, Modal, toast } from '@/platform/ui';
import { useRefreshHelperJobs } from '../api/use-helper-jobs';
import { askText, canDropOut, isAsked, REASON_MAX } from '../model/confirmation';

type Job = {
  bucket: string;
  confirmation: ConfirmationState | null;
  confirmed_at: string | null;
  confirm_from: string | null;
  clocked_in_at: string | null;
  rescheduled_from: { start_at: string; end_at: string } | null;
  /** A company invitation's (HelperCompanyInvitation); an offer has none. */
  repriced_from?: number | null;
  hourly_rate: number;
  order: {
    id: number;
    number: number;
    start_at: string;
    completed_at: string | null;
    cancelled_at: string | null;
  };
  branch: { company_name: string; timezone?: string | null };
};

const validateReason = composeValidators(required, maxLength(REASON_MAX));

/**
 * Her confirmation of an accepted job (7/8, beyond the spec): "Confirm" once she is asked
 * (48 h before), "Confirmed" after, and "I can't make it" with a reason until it starts (or
 * she starts work).
 */
export function JobConfirmation({
  job,
  now = Date.now(),
  offDuring = false,
  onLeft,
}: {
  job: Job;
  now?: number;
  /** A day of her time off falls in the job: no Confirm (the company sees her as off). */
  offDuring?: boolean;
  /**
   * Told once she has left the crew: the dialog and its opener go, and the page keeps the
   * focus (QA helper-172 M2: it fell to the page's body after "Tell the company").
   */
  onLeft?: () => void;
}) {
  const refresh = useRefreshHelperJobs();
  const confirm = useConfirmHelperJob({ mutation: { onSuccess: refresh } });
  const drop = useCantMakeHelperJob({ mutation: { onSuccess: refresh } });
  const [dropping, setDropping] = useState(false);
  // Confirmed here: shown at once, before the job's data comes back saying so. Until then the
  // page kept its Confirm button, and a second click (a double click whose first had already
  // been answered) confirmed again: a second "You confirmed" (2/8, nothing happens twice).
  const confirmedHere = useRef(false);
  const confirmation =
    confirm.isSuccess && isAsked(job.confirmation) ? 'confirmed' : job.confirmation;
  const { order } = job;
  const zone = job.branch.timezone ?? undefined;
  // Not asked on a day she took off (its notice says why): no "waiting for your confirmation".
  const asked = isAsked(confirmation) && !offDuring;
  const droppable = canDropOut(job, now);
  // Nor told she will be asked (QA helper-168 L1).
  const toBeAsked = confirmation === 'not_due' && !offDuring;
  if (!asked && confirmation !== 'confirmed' && !toBeAsked && !droppable) return null;

  const send = async (values: { reason?: string }) => {
    try {
      await drop.mutateAsync({ id: order.id, data: { reason: values.reason!.trim() } });
    } catch (error) {
      // A 422 goes on the reason, any other message above the buttons; what she typed stays.
      return submitErrorsFor(error, ['reason'], 'It could not be sent. Try again.');
    }
    toast.success(`${job.branch.company_name} has been told you can't make it.`);
    onLeft?.();
    setDropping(false);
    return undefined;
  };

  return (
    <section className="hj-confirm" aria-label="Confirmation">
      {asked && (
        <Callout
          intent={confirmation === 'overdue' ? 'danger' : 'warning'}
          icon="time"
          compact
          className="hj-confirm__ask"
        >
          {askText(
            confirmation === 'overdue',
            job.rescheduled_from != null,
            job.repriced_from != null && job.hourly_rate < job.repriced_from,
          )}
        </Callout>
      )}
      {toBeAsked && job.confirm_from && (
        <p className="app-muted">
          You will be asked to confirm this job from {formatDateTime(job.confirm_from, zone)}.
        </p>
      )}
      <div className="hj-details__actions">
        {asked && (
          <AppButton
            intent="primary"
            icon="tick"
            text="Confirm"
            loading={confirm.isPending}
            disabled={drop.isPending}
            onClick={async () => {
              // Its answer may be in before React has drawn it (the button's guard ends then).
              if (confirmedHere.current) return;
              try {
                await confirm.mutateAsync({ id: order.id });
                confirmedHere.current = true;
                toast.success(`You confirmed order #${order.number}.`);
              } catch {
                // Toasted centrally; the page shows the job as it now is.
              }
            }}
          />
        )}
        {confirmation === 'confirmed' && (
          <Tag intent="success" icon="tick" round large>
            Confirmed
          </Tag>
        )}
        {droppable && (
          <AppButton
            intent="danger"
            variant="outlined"
            icon="blocked-person"
            text="I can't make it"
            disabled={confirm.isPending}
            onClick={() => setDropping(true)}
          />
        )}
      </div>
      <Form<{ reason?: string }>
        subscription={{ submitting: true }}
        onSubmit={send}
        render={({ handleSubmit, submitting }) => (
          <Modal
            isOpen={dropping}
            title={`Can't make it to order #${order.number}?`}
            size="small"
            onClose={() => !submitting && setDropping(false)}
            // The form is outside the dialog, as Apply's: closed any way (Keep the job, Close,
            // Escape, Back), it keeps the reason she typed for when she opens it again, so Back
            // closes it without asking "Discard what you typed?" (QA 219 M4).
            keepsTyping
            // Not "Back", the browser's (QA helper-158): this keeps the job.
            cancelLabel="Keep the job"
            actions={
              <AppButton
                type="submit"
                form="hj-cant-make-it"
                intent="danger"
                icon="blocked-person"
                text="Tell the company"
                loading={submitting}
              />
            }
          >
            <ValidatingForm
              id="hj-cant-make-it"
              handleSubmit={handleSubmit}
              aria-label="I can't make it"
            >
              <p className="app-muted">
                You leave the crew of order #{order.number} and {job.branch.company_name} is told at
                once, with your reason, so it can find someone else.
              </p>
              <TextAreaField
                name="reason"
                label="Reason"
                rows={3}
                placeholder="e.g. My car broke down."
                helperText={`Up to ${REASON_MAX} characters.`}
                countUpTo={REASON_MAX}
                validate={validateReason}
                disabled={submitting}
              />
              <FormSubmitError />
            </ValidatingForm>
          </Modal>
        )}
      />
    </section>
  );
}
