import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createForm } from 'final-form';
import { Form, useField } from 'react-final-form';
import { useLocation } from 'wouter';
import {
  DateField,
  DraftFormButtons,
  DraftNotice,
  FormSubmitError,
  PhoneField,
  ServerChangesNotice,
  TextAreaField,
  TextField,
  useFormDraft,
  ValidatingForm,
  DOLLAR_AFFIX,
  type ServerCopy,
  PER_HOUR_AFFIX,
} from '@/platform/forms';
import { hasDestination, hasPickUp } from '@/platform/orders';
import { useAddressAreas } from './address-areas';
import { AddressList } from './address-list';
import { CrewMoveNotice, CrewPayNotice } from './crew-notices';
import { HelpTypeField } from './help-type-field';
import { type OrderFormValues, type OrderSubmitErrors } from './order-form-values';
import { ORDER_LIMITS } from './order-form-values';
import { returnFromForm } from '@/platform/routing';
import { useToday } from '@/platform/ui';
import { helpersRule, movingDateRule, rules, type KeptStart } from './order-validators';
import { TimeWindowField } from './time-window-field';
import './order-form.css';

export type OrderFormProps = {
  initialValues: OrderFormValues;
  /**
   * Resolves to submit errors when the save failed (the values stay as typed). An edit's
   * (with `serverCopy`) calls `sending` right before its write, once its read is done.
   */
  onSubmit: (
    values: OrderFormValues,
    sending: () => Promise<void>,
  ) => Promise<OrderSubmitErrors | undefined>;
  submitText: string;
  /** Where Cancel goes: an address, or what it does (back to the page that opened the form). */
  cancelTo: string | (() => void);
  /** Edit: the order's current start, which may stay even once it has passed. */
  kept?: KeptStart;
  /** The branch's state, for new address rows. */
  defaultState?: string;
  /** The job's branch: its addresses are held against its serving area. */
  branchId?: number;
  /** The branch's IANA zone: the date and times are its clocks' (4/8). */
  timeZone: string;
  /** Which form this is for its kept draft ('job:create:3', 'job:edit:42'). */
  draftName: string;
  /** Edit: how many people accepted the job (its crew), told when its times move. */
  crewCount?: number;
  /** Edit: how many are invited and have not answered, told of a move too. */
  invitedCount?: number;
  /**
   * Edit: of the crew, who is paid the job's hourly price, told when it changes (not who an
   * outsourcing offer brought: their application's rate stands). The whole crew if not given.
   */
  payCrewCount?: number;
  /** Edit: the job on the server, merged into the form as someone else changes it. */
  serverCopy?: ServerCopy<OrderFormValues>;
  /** Add new job: above the fields, with the form's way back (Cancel less its discard). */
  top?: (leave: () => void) => ReactNode;
};

/**
 * The address lists the help type shows; the hidden one is neither validated nor sent. Each
 * address outside the branch's serving area says so (useAddressAreas).
 */
function Addresses({ defaultState, branchId }: { defaultState: string; branchId?: number }) {
  const { input } = useField('help_type', { subscription: { value: true } });
  const { noteFor } = useAddressAreas(branchId);
  return (
    <>
      {hasPickUp(input.value) && (
        <AddressList
          name="pick_up_addresses"
          defaultState={defaultState}
          note={(i) => noteFor('pick_up_addresses', i)}
        />
      )}
      {hasDestination(input.value) && (
        <AddressList
          name="destination_addresses"
          defaultState={defaultState}
          note={(i) => noteFor('destination_addresses', i)}
        />
      )}
    </>
  );
}

/**
 * The form starts with `values`, not `initialValues`: react-final-form 7 puts a field back to
 * its initial value whenever the field mounts again, so hiding an address list (help type)
 * and showing it again, or adding a row where a loaded row was removed, would overwrite what
 * was typed. With no initial values there is nothing to put back.
 */
function createOrderForm(
  values: OrderFormValues,
  submit: (values: OrderFormValues) => Promise<OrderSubmitErrors | undefined>,
) {
  const form = createForm<OrderFormValues>({ onSubmit: submit });
  form.batch(() => {
    for (const key of Object.keys(values) as (keyof OrderFormValues)[]) {
      form.change(key, values[key]);
    }
  });
  return form;
}

/**
 * The order form of Add new job and Edit job (spec sections 3 and 5): customer, date and time
 * window, help type with its addresses, crew size, price and notes.
 */
export function OrderForm({
  initialValues,
  onSubmit,
  submitText,
  cancelTo,
  kept,
  defaultState = '',
  branchId,
  draftName,
  timeZone,
  crewCount,
  invitedCount,
  payCrewCount = crewCount,
  serverCopy,
  top,
}: OrderFormProps) {
  const [, navigate] = useLocation();
  const leave = () =>
    typeof cancelTo === 'string' ? returnFromForm(navigate, cancelTo) : cancelTo();
  const dateRule = useMemo(() => movingDateRule(kept, timeZone), [kept, timeZone]);
  // The picker's first day turns at the branch's midnight while the form is open; the rule
  // reads the clock as the form is sent (ValidatingForm; QA helper-115).
  const today = useToday(timeZone);
  const helpersValidator = useMemo(() => helpersRule(crewCount), [crewCount]);
  // What is typed survives a lost session: kept while the save runs, offered back after.
  const draft = useFormDraft<OrderFormValues>(draftName, serverCopy?.base);
  // An edit reads the job's server copy before it writes (`sending`): until then, nothing
  // was sent (QA helper-122).
  const readsFirst = serverCopy !== undefined;
  const submitRef = useRef({ onSubmit, guardSave: draft.guardSave, readsFirst });
  useEffect(() => {
    submitRef.current = { onSubmit, guardSave: draft.guardSave, readsFirst };
  });
  const [submit] = useState(() => (values: OrderFormValues) => {
    const { onSubmit: save, guardSave, readsFirst: reads } = submitRef.current;
    return guardSave(values, (sending) => save(values, sending), reads);
  });
  const [form] = useState(() => createOrderForm(initialValues, submit));
  // The crew notices' job: as on the server, and its start (once passed, no news to its crew).
  const job = { initial: serverCopy?.base ?? initialValues, kept, timeZone };
  // The branch may load after the form: give rows that have no state yet the branch's.
  useEffect(() => {
    if (!defaultState) return;
    form.batch(() => {
      for (const list of ['pick_up_addresses', 'destination_addresses'] as const) {
        const rows = form.getState().values[list];
        if (rows.some((row) => !row.state)) {
          form.change(
            list,
            rows.map((row) => (row.state ? row : { ...row, state: defaultState })),
          );
        }
      }
    });
  }, [form, defaultState]);
  return (
    <Form<OrderFormValues>
      subscription={{ submitting: true }}
      form={form}
      onSubmit={submit}
      render={({ handleSubmit, submitting }) => (
        <ValidatingForm handleSubmit={handleSubmit} aria-label="Job" className="order-form">
          {top?.(leave)}
          <FormSubmitError className="order-form__callout" />
          <DraftNotice kept={draft} what="this job" />
          <section className="app-card order-form__card" aria-labelledby="order-customer">
            <h2 id="order-customer" className="order-form__title">
              Customer
            </h2>
            <div className="order-form__grid">
              <TextField
                name="customer.first_name"
                label="First name"
                autoComplete="off"
                validate={rules.name}
              />
              <TextField
                name="customer.last_name"
                label="Last name"
                autoComplete="off"
                validate={rules.name}
              />
              <PhoneField name="customer.primary_phone" label="Phone" validate={rules.phone} />
              <PhoneField
                name="customer.secondary_phone"
                label="Second phone"
                labelInfo="(optional)"
                validate={rules.optionalPhone}
              />
              <TextField
                className="order-form__span-2"
                name="customer.email"
                label="Email"
                labelInfo="(optional)"
                type="email"
                autoComplete="off"
                placeholder="customer@example.com"
                validate={rules.email}
              />
            </div>
          </section>

          <section className="app-card order-form__card" aria-labelledby="order-when">
            <h2 id="order-when" className="order-form__title">
              Date and time
            </h2>
            <div className="order-form__grid">
              <DateField
                name="moving_date"
                label="Moving date"
                fill
                minDate={today}
                validate={dateRule}
              />
              <TimeWindowField kept={kept} timeZone={timeZone} />
            </div>
            {crewCount !== undefined && (
              <CrewMoveNotice crewCount={crewCount} invitedCount={invitedCount} {...job} />
            )}
          </section>

          <section className="app-card order-form__card" aria-labelledby="order-where">
            <h2 id="order-where" className="order-form__title">
              Addresses
            </h2>
            <HelpTypeField />
            <Addresses defaultState={defaultState} branchId={branchId} />
          </section>

          <section className="app-card order-form__card" aria-labelledby="order-crew">
            <h2 id="order-crew" className="order-form__title">
              Crew and price
            </h2>
            <div className="order-form__grid order-form__grid--three">
              <TextField
                name="helpers_needed"
                label="Helpers needed"
                inputMode="numeric"
                validate={helpersValidator}
              />
              <TextField
                name="trucks_needed"
                label="Trucks needed"
                inputMode="numeric"
                validate={rules.trucks}
              />
              <TextField
                name="hourly_rate"
                label="Hourly price"
                inputMode="decimal"
                leftElement={DOLLAR_AFFIX}
                rightElement={PER_HOUR_AFFIX}
                validate={rules.rate}
              />
            </div>
            {payCrewCount !== undefined && <CrewPayNotice crewCount={payCrewCount} {...job} />}
            <TextAreaField
              name="notes"
              label="Notes"
              labelInfo="(optional)"
              rows={4}
              placeholder="Stairs, heavy items, parking, access codes..."
              countUpTo={ORDER_LIMITS.notesMax}
              validate={rules.notes}
            />
          </section>

          {serverCopy && <ServerChangesNotice copy={serverCopy} what="job" />}
          {/* On phones a bar that stays in reach while scrolling (QA 164 L2). */}
          <div className="order-form__actions app-sticky-actions app-sticky-actions--phone">
            <DraftFormButtons
              draft={draft}
              submitting={submitting}
              submitText={submitText}
              onCancel={leave}
            />
          </div>
        </ValidatingForm>
      )}
    />
  );
}
