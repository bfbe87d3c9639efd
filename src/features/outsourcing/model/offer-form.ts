import type {
  OrderCard,
  OutsourceOfferCreateRequest,
  PositionCode,
} from '@/platform/api/generated/model';
import { centsToUnits, countOf, unitsToCents } from '@/platform/format';
import {
  parseDollars,
  composeValidators,
  HOURLY_RATE_DOLLARS,
  hourlyRateRule,
  maxLength,
  maxValue,
  minValue,
  numeric,
  required,
  wholeNumber,
} from '@/platform/forms';

/** What the offer form holds: numbers as typed (text), the rate in dollars. */
export type OfferFormValues = {
  order_id?: number;
  helpers_needed?: string;
  /** Dollars per hour as typed ('37.50'); the API takes cents. */
  hourly_rate?: string;
  positions?: PositionCode[];
  notes?: string;
};

/** The contract's limits (OutsourceOfferCreateRequest): 1-20 helpers, 100-100000 cents, 2000 chars. */
export const OFFER_LIMITS = {
  helpersMin: 1,
  helpersMax: 20,
  rateMinUnits: HOURLY_RATE_DOLLARS.min,
  rateMaxUnits: HOURLY_RATE_DOLLARS.max,
  notesMax: 2000,
} as const;

export const offerValidators = {
  order_id: required,
  helpers_needed: composeValidators(
    required,
    numeric,
    wholeNumber,
    minValue(OFFER_LIMITS.helpersMin),
    maxValue(OFFER_LIMITS.helpersMax),
  ),
  hourly_rate: hourlyRateRule(),
  notes: maxLength(OFFER_LIMITS.notesMax),
};

/** Form values -> the create payload: the rate in cents, blank notes as null. */
export function toOfferPayload(values: OfferFormValues): OutsourceOfferCreateRequest {
  const notes = values.notes?.trim();
  return {
    order_id: Number(values.order_id),
    helpers_needed: Number(values.helpers_needed),
    hourly_rate: unitsToCents(parseDollars(values.hourly_rate)),
    positions: values.positions ?? [],
    notes: notes ? notes : null,
  };
}

/**
 * Orders that can be offered: this branch's active orders that still need crew (not formed,
 * pending, partially formed), have not started, and have no open offer (`offeredOrderIds`:
 * the API allows one per order; a filled one is no bar, blocksNewOffer). Soonest first.
 */
export function qualifyingOrders(
  orders: readonly OrderCard[],
  offeredOrderIds: ReadonlySet<number>,
  now: Date = new Date(),
): OrderCard[] {
  return orders
    .filter((o) => o.status !== 4 && !o.completed_at && !o.cancelled_at)
    .filter((o) => Date.parse(o.start_at) > now.getTime())
    .filter((o) => !offeredOrderIds.has(o.id))
    .sort((a, b) => a.start_at.localeCompare(b.start_at));
}

/** The crew spots an order still has open (needed less accepted): what an offer may ask for. */
export function openSpots(order: Pick<OrderCard, 'helpers_needed' | 'crew_count'>): number {
  return Math.max(0, order.helpers_needed - order.crew_count);
}

/**
 * What Helpers needed may be, said under the field before any error (QA 2026-12-04: the
 * order's limit showed only as "The maximum value allowed is 2"): the chosen order's open
 * spots when fewer than the field's own maximum, else the field's range.
 */
export function helpersNeededHint(orders: readonly OrderCard[], orderId: unknown): string {
  const order = orders.find((o) => o.id === orderId);
  const { helpersMin, helpersMax } = OFFER_LIMITS;
  if (order && openSpots(order) < helpersMax)
    return `Order #${order.number} has ${countOf(openSpots(order), 'open spot')}`;
  return `${helpersMin} to ${helpersMax}`;
}

/**
 * Helpers needed, for the order chosen in the form: the field's own rules, then at most the
 * order's open spots (an offer past them would fill the crew beyond what the job needs).
 */
export function helpersNeededRule(
  orders: readonly OrderCard[],
): (value: unknown, values?: object) => string | undefined {
  return (value, values) => {
    const chosen = (values as OfferFormValues | undefined)?.order_id;
    const order = orders.find((o) => o.id === chosen);
    // The order's open spots, when fewer, are the one maximum said: 99 read "at most 20" and
    // then 5 "at most 2" (QA 2026-12-04).
    if (order && openSpots(order) < OFFER_LIMITS.helpersMax) {
      const spots = maxValue(openSpots(order));
      return (
        composeValidators(
          required,
          numeric,
          wholeNumber,
          minValue(OFFER_LIMITS.helpersMin),
        )(value) ?? spots(value)
      );
    }
    return offerValidators.helpers_needed(value);
  };
}

/** What the form proposes for an order: the missing crew spots and the order's own rate. */
export function prefillFor(
  order: OrderCard,
): Pick<OfferFormValues, 'helpers_needed' | 'hourly_rate'> {
  const missing = openSpots(order);
  const helpers = Math.min(OFFER_LIMITS.helpersMax, Math.max(OFFER_LIMITS.helpersMin, missing));
  return {
    helpers_needed: String(helpers),
    hourly_rate: centsToUnits(order.hourly_rate).toFixed(2),
  };
}

/** The fields choosing an order proposes, and what they last held of a proposal. */
const PROPOSED_FIELDS = ['helpers_needed', 'hourly_rate'] as const;
export type OfferProposal = Partial<ReturnType<typeof prefillFor>>;

/** The proposal a form starts from: its initial values' (an order chosen by `?order=`). */
export const proposalIn = (values: OfferFormValues | undefined): OfferProposal => ({
  helpers_needed: values?.helpers_needed,
  hourly_rate: values?.hourly_rate,
});

const blank = (value: string | undefined) => value === undefined || value === '';

/**
 * The proposal still held, as the values go: a field emptied (cleared, or the form started
 * over) holds none, so what is typed in it next is the user's.
 */
export function proposalHeld(proposal: OfferProposal, values: OfferFormValues): OfferProposal {
  const held = { ...proposal };
  for (const name of PROPOSED_FIELDS) if (blank(values[name])) delete held[name];
  return held;
}

/**
 * Another order chosen (QA-230 M1: the first proposal stuck, and an offer could go out at
 * another order's rate): a field that is empty or still holds the last proposal takes the new
 * order's; one the user typed in keeps its value, as does one that changed with the order
 * (Restore puts a draft back). Returns the changes and the proposal the fields then hold.
 */
export function reproposal(
  values: OfferFormValues,
  before: OfferFormValues,
  proposal: OfferProposal,
  next: ReturnType<typeof prefillFor>,
): { changes: OfferProposal; proposal: OfferProposal } {
  const changes: OfferProposal = {};
  const held: OfferProposal = {};
  for (const name of PROPOSED_FIELDS) {
    const value = values[name];
    const proposed = blank(value) || (value === proposal[name] && value === before[name]);
    if (proposed) changes[name] = held[name] = next[name];
  }
  return { changes, proposal: held };
}
