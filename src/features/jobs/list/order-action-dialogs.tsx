import { useBranchTimeZone } from '@/platform/session';
import { useMemo } from 'react';
import { Form } from 'react-final-form';
import type { CrewMember, OrderCard } from '@/platform/api/generated/model';
import {
  parseDollars,
  composeValidators,
  DOLLAR_AFFIX,
  dollarAmount,
  FormSubmitError,
  maxLength,
  maxValue,
  minValue,
  multipleOf,
  numeric,
  required,
  StarRatingField,
  SwitchField,
  TextAreaField,
  TextField,
  submitErrorsFor,
  ValidatingForm,
} from '@/platform/forms';
import {
  formatDate,
  formatHourlyRate,
  formatTimeRange,
  fullName,
  unitsToCents,
} from '@/platform/format';
import { isApiError } from '@/platform/api/api-error';
import {
  belowClockedMinimum,
  CLOCKED_MINIMUM_TEXT,
  COMPLETION_HOURS,
  crewJobRate,
} from '@/platform/orders';
import { AppButton, Modal, toast } from '@/platform/ui';
import { useCurrentCrew } from '../crew/api/use-crew';
import { clockedCrew } from '../crew/model/time-clock';
import type { useOrderActions } from './api';
import { hoursText, orderName } from './order-text';

type Actions = ReturnType<typeof useOrderActions>;
export type DialogProps = { order: OrderCard; actions: Actions; onClose: () => void };
/**
 * Cancel's and Complete's: their form outlives the dialog (Modal's `keepsTyping`, as Apply's).
 * `onClose` closes it, what was typed kept for the same order's dialog opened again;
 * `onDone` forgets it (done, or the order went meanwhile).
 */
export type KeptDialogProps = DialogProps & { isOpen: boolean; onDone: () => void };

/** A failed action whose server said nothing more. */
export const UPDATE_FAILED = 'The order could not be updated.';

/**
 * The order went while its dialog was open: deleted (404), or closed by someone else (422 on
 * its status, "The order is already closed."). Nothing is left to confirm, so the dialog
 * closes; the toast has said why, and the list has moved on (QA 55: the dialog stayed open,
 * its button offering the same refusal again).
 */
export const orderWentMeanwhile = (error: unknown, { closedCounts = true } = {}) =>
  isApiError(error) &&
  (error.status === 404 ||
    (closedCounts && error.status === 422 && Boolean(error.fieldErrors.status?.length)));

/** What the dialogs show of the order, so the person confirms the right one. */
export function OrderSummary({ order }: { order: OrderCard }) {
  const zone = useBranchTimeZone(order.branch_id);
  return (
    <p className="app-muted job-dialog__summary">
      {formatDate(order.start_at, zone)}, {formatTimeRange(order.start_at, order.end_at, zone)}
    </p>
  );
}

/** completeOrder's `notes`: the contract's maxLength, counted live. */
const COMPLETION_NOTES_MAX = 2000;

type CompleteValues = {
  worked_hours?: string;
  final_price?: string;
  /** 1 to 5 stars, or none. */
  crew_rating?: number;
  notes?: string;
  /** Time clock: record each clocked person's own hours (crew_hours). */
  clocked_hours?: boolean;
};
const COMPLETE_FIELDS = ['worked_hours', 'final_price', 'crew_rating', 'notes'] as const;

/**
 * Contract limits of CompleteOrderRequest: worked_hours, final_price (in dollars); crew_rating's
 * 1 to 5 is the star picker's own range.
 */
const { min: MIN_HOURS, max: MAX_HOURS, step: HOURS_STEP } = COMPLETION_HOURS;
const MAX_PRICE = 100_000;

/** An optional dollar amount: empty -> null, else the number typed ("1,250.50" -> 1250.5). */
const optionalDollars = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? null : parseDollars(value);

export function CompleteOrderDialog({ order, actions, isOpen, onClose, onDone }: KeptDialogProps) {
  const { complete } = actions;
  const zone = useBranchTimeZone(order.branch_id);
  // Time clock (not in the spec): who clocked in and out, their hours offered as theirs.
  const crew = useCurrentCrew(order.id);
  const acceptedOf = (members: CrewMember[] | undefined) =>
    (members ?? []).filter((m) => m.invitation_status === 'accepted');
  const accepted = acceptedOf(crew.data?.data);
  const clocked = clockedCrew(accepted);
  // Each person is paid the hours at her rate on the job (README "Order details"): the job's,
  // or an outsourcing offer's accepted one.
  const rates = new Set(accepted.map((m) => crewJobRate(m, order.hourly_rate)));
  const paidAt =
    rates.size > 1
      ? "Paid per person, at each one's rate on this job."
      : `Paid per person at ${formatHourlyRate([...rates][0] ?? order.hourly_rate)}.`;
  // The hours worked are offered only when everyone on the crew clocked: the longest.
  const longest =
    clocked.length > 0 && clocked.length === accepted.length
      ? Math.max(...clocked.map((c) => c.hours))
      : 0;
  const initialValues = useMemo<CompleteValues>(
    () => ({
      clocked_hours: true,
      ...(longest ? { worked_hours: String(longest) } : {}),
    }),
    [longest],
  );
  const onSubmit = async (values: CompleteValues) => {
    // Typed in dollars, sent in cents.
    const price = optionalDollars(values.final_price);
    try {
      // The crew comes a moment after the dialog opens: a submit made before waits for it
      // (the button shows it is on its way), or each person's clocked hours would be lost.
      // Had it failed, the completion goes on without them, as with no one clocked.
      const recorded = crew.isPending
        ? clockedCrew(acceptedOf((await crew.refetch({ cancelRefetch: false })).data?.data))
        : clocked;
      await complete.mutateAsync({
        id: order.id,
        data: {
          worked_hours: Number(values.worked_hours),
          final_price: price === null ? null : unitsToCents(price),
          crew_rating: values.crew_rating ?? null,
          notes: values.notes?.trim() || null,
          ...(values.clocked_hours && recorded.length
            ? {
                crew_hours: recorded.map(({ member, hours }) => ({
                  employee_id: member.employee_id,
                  worked_hours: hours,
                })),
              }
            : {}),
        },
      });
    } catch (error) {
      // Only a deleted order: a refusal on its status ("cannot be completed before it
      // starts", or closed by someone else) stays beside the hours and rating typed.
      if (orderWentMeanwhile(error, { closedCounts: false })) return void onDone();
      return submitErrorsFor(error, COMPLETE_FIELDS, UPDATE_FAILED, ['the order', 'completed']);
    }
    toast.success(`Order #${order.number} completed`);
    onDone();
    return undefined;
  };
  return (
    <Form<CompleteValues>
      subscription={{ submitting: true }}
      onSubmit={onSubmit}
      // The crew's clocked hours arrive after the dialog opens; what was typed stays.
      initialValues={initialValues}
      keepDirtyOnReinitialize
      render={({ handleSubmit, submitting }) => (
        <Modal
          isOpen={isOpen}
          size="small"
          title="Complete order"
          onClose={onClose}
          // The form is outside the dialog, as Apply's: closed any way, it keeps what was typed.
          keepsTyping
          actions={
            <AppButton
              type="submit"
              form="job-complete-form"
              intent="primary"
              text="Complete order"
              loading={submitting}
            />
          }
        >
          <ValidatingForm
            id="job-complete-form"
            handleSubmit={handleSubmit}
            aria-label="Complete order"
          >
            <p>
              Complete order: <strong>{orderName(order)}</strong>
            </p>
            <OrderSummary order={order} />
            <FormSubmitError className="job-dialog__error" />
            <TextField
              name="worked_hours"
              label="Hours worked"
              // A text input, as every number field: a number input's browser dropped what it
              // could not read before the rules saw it ("3,5" became 35; QA-246 H1).
              inputMode="decimal"
              helperText={`In quarter hours, e.g. 3.25. ${paidAt}`}
              validate={composeValidators(
                required,
                numeric,
                minValue(MIN_HOURS),
                maxValue(MAX_HOURS),
                multipleOf(HOURS_STEP),
              )}
            />
            {clocked.length > 0 && (
              <div className="job-dialog__clocked">
                <SwitchField
                  name="clocked_hours"
                  label="Clocked hours"
                  onLabel="Record each person's clocked hours"
                  offLabel="Everyone gets the hours worked"
                  helperText={
                    clocked.length < accepted.length
                      ? 'Who did not clock in and out gets the hours worked.'
                      : undefined
                  }
                />
                <ul aria-label="Clocked hours per person" className="app-muted">
                  {clocked.map(({ member, hours }) => (
                    <li key={member.employee_id}>
                      {fullName(member)}: {hoursText(hours)}
                      {belowClockedMinimum(member) && `, ${CLOCKED_MINIMUM_TEXT}`} (
                      {formatTimeRange(member.clocked_in_at, member.clocked_out_at, zone)})
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <TextField
              name="final_price"
              label="Final price"
              labelInfo="(optional)"
              // The money field of every form, with the one dollar-amount rule ("412,50" is
              // said to be no amount, not saved as $41,250.00; QA-246 H1).
              inputMode="decimal"
              leftElement={DOLLAR_AFFIX}
              helperText="In dollars: what the customer paid, e.g. 412.50."
              validate={dollarAmount({ min: 0, max: MAX_PRICE, optional: true })}
            />
            <StarRatingField
              name="crew_rating"
              label="Crew rating"
              labelInfo="(optional)"
              clearable
              helperText="Every crew member gets it as a review. Rate someone on their own, with a comment, from the order's Details in History."
            />
            <TextAreaField
              name="notes"
              label="Notes"
              labelInfo="(optional)"
              rows={3}
              helperText="For your records: the crew does not see them."
              countUpTo={COMPLETION_NOTES_MAX}
              validate={maxLength(COMPLETION_NOTES_MAX)}
            />
          </ValidatingForm>
        </Modal>
      )}
    />
  );
}
