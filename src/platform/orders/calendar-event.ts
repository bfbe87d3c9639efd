import type {
  BranchSummary,
  HelperCompanyInvitation,
  HelperOrderSummary,
  HelperOutsourceOffer,
  OrderCard,
} from '@/platform/api/generated/model';
import type { CalendarFileEvent } from '@/platform/calendar-file';
import {
  branchTimeZone,
  countOf,
  formatAddress,
  formatPhone,
  fullName,
  type AddressParts,
} from '@/platform/format';
import { crewProgress } from './crew-text';
import { hasDestination, hasPickUp } from './help-type';
import { orderStatusLabel } from './status';

/*
 * A job as a calendar event (8/8 calendar sync), the same whether it is downloaded alone
 * ("Add to calendar" on its page) or with others (a calendar's "Export"): the UID is the
 * order's, so a later file updates the event a calendar app already has.
 */

/** The event's UID: the order's id under a fixed domain ('order-1029@movers-marketplace'). */
export const orderEventUid = (orderId: number) => `order-${orderId}@movers-marketplace`;

/** The file of one job: 'order-1042.ics' (the order number users know). */
export const orderFileName = (orderNumber: number) => `order-${orderNumber}.ics`;

/**
 * Where: the pick-ups, then the destinations, as a route ('… → …'). Stops of one kind only
 * (a loading or an unloading job) are places, not a route: '…; …' (QA 2026-12-04: two
 * pick-ups read as a drive from one to the other).
 */
const places = (
  pickUps: readonly (AddressParts | null | undefined)[],
  destinations: readonly (AddressParts | null | undefined)[],
) => {
  const from = pickUps.map(formatAddress).filter(Boolean);
  const to = destinations.map(formatAddress).filter(Boolean);
  return from.length > 0 && to.length > 0
    ? [...from, ...to].join(' → ')
    : [...from, ...to].join('; ');
};

/** ' (+2 more stops)' when a card shows the first of several stops. */
const moreStops = (count: number) => (count > 1 ? ` (+${countOf(count - 1, 'more stop')})` : '');

/**
 * A company's order (its card: the order pages and the calendar have one) on its branch's
 * clocks: who the customer is, the crew so far, the first pick-up and destination.
 */
export function companyOrderEvent(order: OrderCard, timeZone: string): CalendarFileEvent {
  const customer = fullName(order.customer_name, order.customer_last_name);
  const pickUp = hasPickUp(order.help_type) ? order.pick_up_address : null;
  const destination = hasDestination(order.help_type) ? order.destination_address : null;
  const crew = order.crew_preview.map((member) => fullName(member));
  const unnamed = order.crew_count - crew.length;
  const description = [
    customer && `Customer: ${[customer, formatPhone(order.customer_primary_phone)].join(', ')}`,
    `Crew: ${crewProgress(order.crew_count, order.helpers_needed)} accepted` +
      (crew.length > 0 ? `: ${crew.join(', ')}` : '') +
      (unnamed > 0 && crew.length > 0 ? ` and ${unnamed} more` : ''),
    `Trucks: ${order.trucks_needed}`,
    `Status: ${orderStatusLabel(order.status)}`,
    pickUp && `Pick-up: ${formatAddress(pickUp)}${moreStops(order.pick_up_addresses_count)}`,
    destination &&
      `Destination: ${formatAddress(destination)}${moreStops(order.destination_addresses_count)}`,
  ];
  return {
    uid: orderEventUid(order.id),
    start: order.start_at,
    end: order.end_at,
    timeZone,
    summary: customer ? `Order #${order.number}, ${customer}` : `Order #${order.number}`,
    location: places([pickUp], [destination]),
    description: description.filter(Boolean).join('\n'),
    status: order.cancelled_at ? 'CANCELLED' : 'CONFIRMED',
    updatedAt: order.updated_at,
  };
}

/** The latest of some instants (ISO 8601), as given; undefined when none is. */
export function latestOf(...stamps: ReadonlyArray<string | null | undefined>): string | undefined {
  let latest: string | undefined;
  for (const stamp of stamps)
    if (stamp && !Number.isNaN(Date.parse(stamp)))
      if (latest === undefined || Date.parse(stamp) > Date.parse(latest)) latest = stamp;
  return latest;
}

/**
 * A helper's job (an invitation or an offer: its order and branch) on the branch's clocks.
 * A helper sees no customer: the event names the company, and the crew as counts. Not
 * answered yet is TENTATIVE. `updatedAt`: when the job last changed for her (the later of
 * the order's change and her invitation's or offer's: `latestOf`), which dates the event
 * (LAST-MODIFIED, SEQUENCE) so a calendar app takes a later file for newer (QA 2026-12-04:
 * the helper's files had neither, the company's had both).
 */
export function helperJobEvent({
  order,
  branch,
  tentative,
  updatedAt,
}: {
  order: HelperOrderSummary;
  branch: BranchSummary;
  tentative: boolean;
  updatedAt: string | null | undefined;
}): CalendarFileEvent {
  const pickUps = hasPickUp(order.help_type) ? order.pick_up_addresses : [];
  const destinations = hasDestination(order.help_type) ? order.destination_addresses : [];
  const description = [
    `Company: ${branch.company_name} · ${branch.name}, ${formatPhone(branch.phone)}`,
    `Crew: ${crewProgress(order.crew_count, order.helpers_needed)} on the crew`,
    `Trucks: ${order.trucks_needed}`,
    ...pickUps.map((a) => `Pick-up: ${formatAddress(a)}`),
    ...destinations.map((a) => `Destination: ${formatAddress(a)}`),
    order.notes && `Notes: ${order.notes}`,
  ];
  return {
    uid: orderEventUid(order.id),
    start: order.start_at,
    end: order.end_at,
    timeZone: branchTimeZone(branch),
    summary: `Order #${order.number}, ${branch.company_name}`,
    location: places(pickUps, destinations),
    description: description.filter(Boolean).join('\n'),
    status: order.cancelled_at ? 'CANCELLED' : tentative ? 'TENTATIVE' : 'CONFIRMED',
    updatedAt: updatedAt ?? null,
  };
}

/**
 * Her invitation or offer (its Order details) as its event: tentative while new, dated by the
 * later of the order's change and her invitation's (an offer has no date of its own).
 */
export function helperItemEvent(item: HelperCompanyInvitation | HelperOutsourceOffer) {
  return helperJobEvent({
    order: item.order,
    branch: item.branch,
    tentative: item.bucket === 'new',
    updatedAt: latestOf(item.order.updated_at, 'updated_at' in item ? item.updated_at : undefined),
  });
}
