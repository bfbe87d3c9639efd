import { Callout } from '@blueprintjs/core';
import { Form } from 'react-final-form';
import type { OrderCard } from '@/platform/api/generated/model';
import {
  FormSubmitError,
  maxLength,
  TextAreaField,
  submitErrorsFor,
  ValidatingForm,
} from '@/platform/forms';
import { formatDate, formatTimeAt } from '@/platform/format';
import { useBranchTimeZone } from '@/platform/session';
import { AppButton, Modal, toast, useNow } from '@/platform/ui';
import {
  type KeptDialogProps,
  OrderSummary,
  orderWentMeanwhile,
  UPDATE_FAILED,
} from './order-action-dialogs';
import { orderName } from './order-text';

const CANCEL_FIELDS = ['reason'] as const;
/** cancelOrder's `reason`: the contract's maxLength, counted live. */
const CANCEL_REASON_MAX = 500;

/** Cancelling a started job is likely a slip (it wants completing): says when it started. */
function StartedNotice({ order }: { order: OrderCard }) {
  const zone = useBranchTimeZone(order.branch_id);
  const now = useNow();
  if (Date.parse(order.start_at) > now) return null;
  return (
    <Callout intent="warning" compact icon="time" className="job-dialog__started">
      This job started on {formatDate(order.start_at, zone)} at {formatTimeAt(order.start_at, zone)}
      . Cancel it anyway? If the work was done, complete the order instead.
    </Callout>
  );
}

export function CancelOrderDialog({ order, actions, isOpen, onClose, onDone }: KeptDialogProps) {
  const { cancel } = actions;
  const onSubmit = async (values: { reason?: string }) => {
    try {
      await cancel.mutateAsync({ id: order.id, data: { reason: values.reason?.trim() || null } });
    } catch (error) {
      if (orderWentMeanwhile(error)) return void onDone();
      return submitErrorsFor(error, CANCEL_FIELDS, UPDATE_FAILED, ['the order', 'cancelled']);
    }
    toast.success(`Order #${order.number} cancelled`);
    onDone();
    return undefined;
  };
  return (
    <Form<{ reason?: string }>
      subscription={{ submitting: true }}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <Modal
          isOpen={isOpen}
          size="x-small"
          title="Cancel order"
          cancelLabel="Keep order"
          onClose={onClose}
          // The form is outside the dialog, as Apply's: closed any way, it keeps the reason.
          keepsTyping
          actions={
            <AppButton
              type="submit"
              form="job-cancel-form"
              intent="danger"
              text="Cancel order"
              loading={submitting}
            />
          }
        >
          <ValidatingForm
            id="job-cancel-form"
            handleSubmit={handleSubmit}
            aria-label="Cancel order"
          >
            <p>
              Cancel order: <strong>{orderName(order)}</strong>?
            </p>
            <OrderSummary order={order} />
            <StartedNotice order={order} />
            <p>Everyone invited or on the crew is told the order is cancelled.</p>
            <FormSubmitError className="job-dialog__error" />
            <TextAreaField
              name="reason"
              label="Reason"
              labelInfo="(optional)"
              rows={3}
              countUpTo={CANCEL_REASON_MAX}
              validate={maxLength(CANCEL_REASON_MAX)}
            />
          </ValidatingForm>
        </Modal>
      )}
    />
  );
}
