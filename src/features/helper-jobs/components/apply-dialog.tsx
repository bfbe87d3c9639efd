import { Form, FormSpy } from 'react-final-form';
import type { HelperOutsourceOffer } from '@/platform/api/generated/model';
import { formatHourlyRate, unitsToCents } from '@/platform/format';
import {
  FormSubmitError,
  notDoneMessage,
  TextAreaField,
  TextField,
  submitErrorsFor,
  ValidatingForm,
  DOLLAR_AFFIX,
  PER_HOUR_AFFIX,
  parseDollars,
} from '@/platform/forms';
import { AppButton, Modal } from '@/platform/ui';
import {
  APPLY_LIMITS,
  applyValidators,
  toApplyPayload,
  type ApplyFormValues,
} from '../model/apply-form';

const FIELDS = ['message', 'proposed_hourly_rate'];
const SENT = ['your application', 'sent'] as const;

/**
 * Apply to an offer with an optional message and an optional hourly rate of her own (typed
 * in dollars, sent in cents). `send` resolves on success and rejects with the API error.
 */
export function ApplyDialog({
  offer,
  isOpen,
  onClose,
  send,
  whenOpenerGone,
  outdated,
}: {
  offer: HelperOutsourceOffer;
  /**
   * Why she can no longer apply, when the offer ended while the dialog was open (the company
   * withdrew it: offerEndedText): said in place of the form, what she typed kept below it to
   * read and copy, and only OK (Modal's `outdated`; QA helper-172 M3: it closed under her).
   */
  outdated?: string | null;
  isOpen: boolean;
  onClose: () => void;
  /** Where the focus goes once sent, Apply (its opener) gone with the answer (Modal's). */
  whenOpenerGone?: () => void;
  send: (payload: ReturnType<typeof toApplyPayload>) => Promise<unknown>;
}) {
  const onSubmit = async (values: ApplyFormValues) => {
    try {
      await send(toApplyPayload(values));
    } catch (error) {
      // A 422 on `status` (the offer is no longer open) shows above the buttons.
      // The forms' own words (QA helper-113: "Your application was not sent." said no more).
      return submitErrorsFor(error, FIELDS, notDoneMessage(...SENT), SENT);
    }
    onClose();
    return undefined;
  };
  return (
    <Form<ApplyFormValues>
      subscription={{ submitting: true }}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <Modal
          isOpen={isOpen}
          title={`Apply to order #${offer.order.number}`}
          size="small"
          // A close while sending would hide the outcome; the request still finishes.
          onClose={() => !submitting && onClose()}
          whenOpenerGone={whenOpenerGone}
          // The form is outside the dialog: closed by Back too, it keeps what she typed.
          keepsTyping
          outdated={submitting ? undefined : outdated}
          outdatedKeeps={
            <FormSpy<ApplyFormValues> subscription={{ values: true }}>
              {({ values }) => <TypedApplication values={values} />}
            </FormSpy>
          }
          actions={
            <AppButton
              type="submit"
              form="hj-apply-form"
              intent="primary"
              icon="tick"
              text="Send application"
              loading={submitting}
            />
          }
        >
          <ValidatingForm
            id="hj-apply-form"
            handleSubmit={handleSubmit}
            aria-label="Apply to this offer"
            className="hj-apply-form"
          >
            <p className="app-muted hj-apply-form__intro">
              {offer.branch.company_name} decides. Leave the rate empty to apply at the offer’s{' '}
              {formatHourlyRate(offer.hourly_rate)}.
            </p>
            <TextAreaField
              name="message"
              label="Message to the company"
              labelInfo="(optional)"
              rows={4}
              placeholder="Your experience, your tools or truck, when you can be there…"
              countUpTo={APPLY_LIMITS.messageMax}
              validate={applyValidators.message}
              disabled={submitting}
            />
            <TextField
              name="proposed_hourly_rate"
              label="Your hourly rate"
              labelInfo="(optional)"
              inputMode="decimal"
              leftElement={DOLLAR_AFFIX}
              rightElement={PER_HOUR_AFFIX}
              helperText="In dollars, e.g. 42.50"
              validate={applyValidators.proposed_hourly_rate}
              disabled={submitting}
            />
            <FormSubmitError className="hj-apply-form__error" />
          </ValidatingForm>
        </Modal>
      )}
    />
  );
}

/**
 * A rate she typed, as every rate is written ('42.5' reads '$42.50/h', formatHourlyRate); one
 * the rule refuses ('$42', '12.345') is kept as typed, so nothing she wrote is changed.
 */
const typedRate = (typed: string) =>
  applyValidators.proposed_hourly_rate(typed)
    ? typed
    : formatHourlyRate(unitsToCents(parseDollars(typed)));

/** What she typed into the form, as text (read-only), kept as the dialog says it is too late. */
function TypedApplication({ values }: { values: ApplyFormValues }) {
  const message = values.message?.trim();
  const rate = values.proposed_hourly_rate?.trim();
  if (!message && !rate) return null;
  return (
    <dl className="hj-facts hj-facts--details hj-apply-typed">
      {message && (
        <div>
          <dt>Your message</dt>
          <dd className="hj-application__message">{message}</dd>
        </div>
      )}
      {rate && (
        <div>
          <dt>Your hourly rate</dt>
          <dd>{typedRate(rate)}</dd>
        </div>
      )}
    </dl>
  );
}
