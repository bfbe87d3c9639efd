import { useActiveBranch, useBranchTimeZone } from '@/platform/session';
import { PlanLimitNotice, usePlanRoomText } from '@/features/subscription';
import { Callout, Checkbox, FormGroup } from '@blueprintjs/core';
import type { FormApi } from 'final-form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Field, Form, useForm, useFormState } from 'react-final-form';
import { useCreateOutsourceOffer, useListBranchOrders } from '../api/endpoints';
import { blocksNewOffer, useLiveOffers } from '../api/live-offers';
import type { OrderCard, PositionCode } from '@/platform/api/generated/model';
import { formatDate, formatTimeRange, fullName, POSITION_LABELS } from '@/platform/format';
import {
  DraftNotice,
  notDoneMessage,
  SelectField,
  TextAreaField,
  TextField,
  ValidatingForm,
  submitErrorsFor,
  useFormDraft,
  DOLLAR_AFFIX,
  PER_HOUR_AFFIX,
} from '@/platform/forms';
import { RouteLink, useQueryParams } from '@/platform/routing';
import {
  AppButton,
  EmptyState,
  ErrorState,
  PositionIcon,
  SkeletonList,
  failedOutright,
  toast,
} from '@/platform/ui';
import { useRefreshOutsourcing } from '../api/refresh';
import { HelpersNeededField } from './helpers-needed-field';
import {
  AlreadyOffered,
  ChosenOrderGone,
  EarlierOfferFilled,
  orderGoneText,
} from './offer-form-notices';
import {
  helpersNeededRule,
  OFFER_LIMITS,
  offerValidators,
  prefillFor,
  proposalHeld,
  proposalIn,
  qualifyingOrders,
  reproposal,
  toOfferPayload,
  type OfferFormValues,
} from '../model/offer-form';

const POSITION_CODES: PositionCode[] = [1, 2, 3, 4];
const OFFER_FIELDS = ['order_id', 'helpers_needed', 'hourly_rate', 'positions', 'notes'] as const;
/** The forms' own words: "The offer was not published. Everything you entered is still here; try again." */
const NOT_PUBLISHED = notDoneMessage('the offer', 'published');
/** The API's page limit; a branch rarely has more active orders than this. */
const ORDERS_PER_PAGE = 100;

/** An order as the picker lists it, its times in the branch's zone. */
const orderOption = (o: OrderCard, zone: string) => ({
  id: o.id,
  name: `#${o.number} · ${formatDate(o.start_at, zone)} ${formatTimeRange(o.start_at, o.end_at, zone)} · ${fullName(o.customer_name, o.customer_last_name)}`,
});

/**
 * The branch's orders that can be offered: none with an open offer (one per order); an order
 * whose offer filled, with a spot open again since, can have a new one (blocksNewOffer).
 */
function useOfferableOrders(branchId: number) {
  const orders = useListBranchOrders(branchId, {
    'filter[status]': '1,2,3',
    sort: 'start_at',
    per_page: ORDERS_PER_PAGE,
  });
  const live = useLiveOffers(branchId);
  const queries = [orders, ...live.queries];
  const list = useMemo(
    () =>
      qualifyingOrders(
        orders.data?.data.data ?? [],
        new Set([...live.byOrder.values()].filter(blocksNewOffer).map((o) => o.order_id)),
      ),
    [orders.data, live.byOrder],
  );
  return {
    orders: list,
    liveOffers: live.byOrder,
    isPending: queries.some((q) => q.isPending),
    // A failed re-read keeps the form (failedOutright): what was typed stays.
    error: queries.find((q) => failedOutright(q))?.error ?? null,
    retry: () => queries.filter((q) => q.isError).forEach((q) => void q.refetch()),
  };
}

/**
 * Choosing an order proposes its missing crew spots and its rate in the fields the user has not
 * typed in: empty, or still holding the last proposal (final-form's `modified` said the first
 * proposal was typed, so later orders proposed nothing, QA-230 M1). Nothing typed is overwritten.
 */
function PrefillFromOrder({ orders }: { orders: readonly OrderCard[] }) {
  const form = useForm<OfferFormValues>();
  const { values } = useFormState<OfferFormValues>({ subscription: { values: true } });
  const before = useRef(values);
  const proposal = useRef(proposalIn(form.getState().initialValues));
  useEffect(() => {
    const last = before.current;
    before.current = values;
    proposal.current = proposalHeld(proposal.current, values);
    if (values.order_id === last.order_id) return;
    const order = orders.find((o) => o.id === values.order_id);
    if (!order) return;
    const next = reproposal(values, last, proposal.current, prefillFor(order));
    proposal.current = next.proposal;
    form.batch(() => {
      for (const [name, value] of Object.entries(next.changes))
        form.change(name as keyof typeof next.changes, value);
    });
  }, [values, orders, form]);
  return null;
}

function PositionsField() {
  return (
    <FormGroup
      label="Positions wanted"
      helperText="Leave all unchecked to take any position."
      className="oo-positions-field"
    >
      <div role="group" aria-label="Positions wanted" className="oo-position-checks">
        {POSITION_CODES.map((code) => (
          <Field<PositionCode> key={code} name="positions" type="checkbox" value={code}>
            {({ input }) => (
              <Checkbox
                name={input.name}
                checked={Boolean(input.checked)}
                onChange={input.onChange}
                labelElement={
                  <span className="oo-position">
                    {/* Hidden from screen readers: the box was heard as "Driver Driver". */}
                    {code !== 4 && (
                      <span aria-hidden className="oo-position__icon">
                        <PositionIcon positions={[code]} />
                      </span>
                    )}
                    {POSITION_LABELS[code]}
                  </span>
                }
              />
            )}
          </Field>
        ))}
      </div>
    </FormGroup>
  );
}

/**
 * A branch that serves no county reaches no helper: offers go to the helpers whose serving
 * areas meet the branch's (QA 57 H2: a new company's offer was "published" to nobody).
 */
function useReachesNoHelper(branchId: number): boolean {
  const branch = useActiveBranch();
  return branch?.id === branchId && branch.serving_area_ids.length === 0;
}

/** Offer one of the branch's orders to marketplace helpers (contract: createOutsourceOffer). */
export function OfferForm({
  branchId,
  preselectOrderId,
}: {
  branchId: number;
  /** An order to start with (e.g. `?order=` from a job card), when it can be offered. */
  preselectOrderId?: number;
}) {
  const offerable = useOfferableOrders(branchId);
  // What is typed survives a reload or a lost session, as in every other form (QA 2026-12-04:
  // a reload emptied it without a word): kept while open, offered back by its notice.
  const draft = useFormDraft<OfferFormValues>(`offer:create:${branchId}`);
  const zone = useBranchTimeZone(branchId);
  const create = useCreateOutsourceOffer();
  const refresh = useRefreshOutsourcing(branchId);
  const { update: updateQuery } = useQueryParams();
  const helpersRule = useMemo(() => helpersNeededRule(offerable.orders), [offerable.orders]);
  const reachesNobody = useReachesNoHelper(branchId);
  // A plan without outsourcing offers cannot publish one (QA 57a M4: Publish was enabled and
  // every try came back 403); its notice above says so, with the way to a plan that can.
  const planLacksOffers = typeof usePlanRoomText('outsourcing') === 'string';
  // The numbers of the orders the list has shown: a chosen one that leaves it is named.
  const [numbers] = useState(() => new Map<number, number>());
  for (const o of offerable.orders) numbers.set(o.id, o.number);
  const gone = (id: number | undefined) =>
    id !== undefined && numbers.has(id) && !offerable.orders.some((o) => o.id === id)
      ? orderGoneText(numbers.get(id)!)
      : undefined;

  const initialValues = useMemo<OfferFormValues>(() => {
    const order = offerable.orders.find((o) => o.id === preselectOrderId);
    return order ? { order_id: order.id, ...prefillFor(order), positions: [] } : { positions: [] };
    // Only the first list matters: later refreshes must not reset what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [offerable.isPending, preselectOrderId]);

  if (offerable.isPending) return <SkeletonList rows={3} label="Loading your orders" />;
  // Said only of an order the picker cannot offer (an order whose offer filled and has a
  // spot open again is chosen instead, and EarlierOfferFilled says so).
  const offered = preselectOrderId ? offerable.liveOffers.get(preselectOrderId) : undefined;
  const already = offered && !offerable.orders.some((o) => o.id === preselectOrderId) && (
    <AlreadyOffered offer={offered} />
  );
  if (offerable.error)
    return (
      <ErrorState
        error={offerable.error}
        message={offerable.error.message}
        onRetry={offerable.retry}
      />
    );
  if (offerable.orders.length === 0)
    return (
      <>
        {already}
        {/* Said here too: a new company on Starter read "Add a new job" only (QA 58 L1). */}
        <PlanLimitNotice room="outsourcing" />
        <EmptyState
          icon="briefcase"
          title="No orders to offer"
          description={
            <>
              Upcoming orders that still need crew and have no open offer show up here.{' '}
              <RouteLink to="company-job-create">Add a new job</RouteLink>
            </>
          }
        />
      </>
    );

  const onSubmit = async (values: OfferFormValues, form: FormApi<OfferFormValues>) => {
    const order = offerable.orders.find((o) => o.id === values.order_id);
    // The chosen order left the list meanwhile: said on its field, nothing is sent.
    const went = gone(values.order_id);
    if (went) return { order_id: went };
    try {
      await create.mutateAsync({ id: branchId, data: toOfferPayload(values) });
    } catch (error) {
      // The HTTP client toasted the server's message; a 422's messages go on their fields, a
      // refusal's (the plan has no outsourcing offers) above the button.
      return submitErrorsFor(error, OFFER_FIELDS, NOT_PUBLISHED, ['the offer', 'published']);
    }
    toast.success(`Offer for order #${order?.number ?? values.order_id} published`);
    // A job card's ?order= is done with: left, it said "already offered" under this very toast.
    if (values.order_id === preselectOrderId) updateQuery({ order: null }, { replace: true });
    // After the submit settles, so final-form does not keep the submitted values.
    setTimeout(() => form.restart({ positions: [] }));
    await refresh();
    return undefined;
  };

  return (
    <Form<OfferFormValues>
      subscription={{ submitting: true, submitError: true }}
      onSubmit={(values, form) => draft.guardSave(values, () => onSubmit(values, form))}
      initialValues={initialValues}
      render={({ handleSubmit, submitting, submitError }) => (
        <ValidatingForm handleSubmit={handleSubmit} aria-label="New offer" className="oo-form">
          <DraftNotice kept={draft} what="this offer" />
          {already}
          <PlanLimitNotice room="outsourcing" />
          {reachesNobody && (
            <Callout intent="warning" title="No helper would see this offer">
              Your branch serves no counties yet, and offers go to the helpers who work where the
              branch does. <RouteLink to="company-branch">Add the counties it serves</RouteLink> on
              the Branch page first.
            </Callout>
          )}
          <PrefillFromOrder orders={offerable.orders} />
          <SelectField
            name="order_id"
            label="Order"
            placeholder="Choose an order"
            items={offerable.orders.map((o) => orderOption(o, zone))}
            validate={offerValidators.order_id}
          />
          <ChosenOrderGone gone={gone} />
          <EarlierOfferFilled orders={offerable.orders} liveOffers={offerable.liveOffers} />
          <div className="oo-form__row">
            <HelpersNeededField orders={offerable.orders} validate={helpersRule} />
            <TextField
              name="hourly_rate"
              label="Hourly rate"
              inputMode="decimal"
              leftElement={DOLLAR_AFFIX}
              rightElement={PER_HOUR_AFFIX}
              helperText="In dollars, e.g. 37.50"
              validate={offerValidators.hourly_rate}
            />
          </div>
          <PositionsField />
          <TextAreaField
            name="notes"
            label="Notes"
            rows={3}
            placeholder="What helpers should know: stairs, heavy items, tools to bring…"
            countUpTo={OFFER_LIMITS.notesMax}
            validate={offerValidators.notes}
          />
          {submitError && (
            <p className="oo-form__error" role="alert">
              {typeof submitError === 'string' ? submitError : NOT_PUBLISHED}
            </p>
          )}
          <AppButton
            type="submit"
            intent="primary"
            size="medium"
            icon="tick"
            loading={submitting}
            disabled={reachesNobody || planLacksOffers}
            text="Publish offer"
          />
        </ValidatingForm>
      )}
    />
  );
}
