import type { MockDb } from '../database';
import type { OfferApplicationRecord, OrderInvitationRecord, OrderRecord } from '../schema';
import { ACTIVITY_TITLES, notifyBranch, orderFormedBody, type BranchEvent } from './notifications';
import { offerBlocksHelper } from './roster-status';

/*
 * The order status machine and everything that moves it, shared by the company handlers
 * (orders, outsourcing), the helper handlers (helper-jobs) and the seeds. Invitations
 * (`./invitations`) and outsourcing (`./outsourcing`) move the status through
 * `recomputeOrderStatus`.
 *
 *   status 1 Not formed        no live invitation
 *          2 Pending           invitations sent, nobody accepted yet
 *          3 Partially formed  some accepted, fewer than helpers_needed
 *          4 Formed            accepted >= helpers_needed
 *
 * Closing an order (complete/cancel) keeps the status and sets completed_at/cancelled_at.
 * Wrong-state actions throw StateError; handlers answer 422 with the message on `status`.
 */

export class StateError extends Error {
  constructor(
    message: string,
    readonly field = 'status',
  ) {
    super(message);
    this.name = 'StateError';
  }
}

export const ORDER_STATUS = { notFormed: 1, pending: 2, partiallyFormed: 3, formed: 4 } as const;

/** `now`: the time stamped on changes; `notify: false` skips branch notifications (seeds). */
/**
 * `actorId`: the user whose request made the change. The branch's activity tells everyone who
 * runs it, but the one who did it has nothing new to read: their copy is stored read (QA 55:
 * an owner who cancelled two jobs got two unread rows about it).
 */
export type ServiceOptions = { now?: Date; notify?: boolean; actorId?: number };
export const stamp = (options: ServiceOptions = {}) => (options.now ?? new Date()).toISOString();

export async function notify(
  db: MockDb,
  event: BranchEvent,
  options: ServiceOptions,
): Promise<void> {
  if (options.notify === false) return;
  const { actorId } = options;
  await notifyBranch(db, event, actorId ? { isReadFor: (userId) => userId === actorId } : {});
}

export function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`;
}

/** The name of the employee behind an invitation, for the branch's notices. */
export function memberName(db: MockDb, employeeId: number): string {
  const employee = db.findById('employees', employeeId);
  return employee ? fullName(employee) : 'A crew member';
}

export const isClosed = (order: OrderRecord) =>
  order.completed_at != null || order.cancelled_at != null;

export const isLive = (invitation: OrderInvitationRecord) =>
  invitation.status === 'pending' || invitation.status === 'accepted';

export function orderInvitations(db: MockDb, orderId: number): OrderInvitationRecord[] {
  return db.order_invitations.findMany((q) => q.where({ order_id: orderId }));
}

export function statusFromInvitations(
  helpersNeeded: number,
  invitations: OrderInvitationRecord[],
): 1 | 2 | 3 | 4 {
  const accepted = invitations.filter((i) => i.status === 'accepted').length;
  const pending = invitations.filter((i) => i.status === 'pending').length;
  if (accepted >= helpersNeeded && accepted > 0) return ORDER_STATUS.formed;
  if (accepted > 0) return ORDER_STATUS.partiallyFormed;
  if (pending > 0) return ORDER_STATUS.pending;
  return ORDER_STATUS.notFormed;
}

/**
 * Recomputes an active order's status from its invitations (and its offer's filled state),
 * notifying the branch when it becomes formed. Closed orders are left as they are.
 */
export async function recomputeOrderStatus(
  db: MockDb,
  orderId: number,
  options: ServiceOptions = {},
): Promise<OrderRecord> {
  const order = db.findById('orders', orderId);
  if (!order) throw new Error(`recomputeOrderStatus: unknown order ${orderId}`);
  if (isClosed(order)) return order;
  const status = statusFromInvitations(order.helpers_needed, orderInvitations(db, orderId));
  const updated = await db.patch('orders', orderId, { status, updated_at: stamp(options) });
  // A full crew, however it filled: the marketplace stops taking helpers for spots now gone;
  // a spot open again, however it opened (one of the company's own people can't make it), and
  // an offer filled by the crew rather than by its own count takes helpers again.
  for (const offer of db.outsource_offers.findMany((q) => q.where({ order_id: orderId })))
    if (status === ORDER_STATUS.formed && offer.status === 'open')
      await fillOffer(db, offer.id, options);
    else if (
      status !== ORDER_STATUS.formed &&
      offer.status === 'filled' &&
      !fullByItsOwn(db, offer)
    )
      await reopenFilled(db, offer.id, options);
  if (status === ORDER_STATUS.formed && order.status !== ORDER_STATUS.formed) {
    await notify(
      db,
      {
        branch_id: order.branch_id,
        kind: 'order_formed',
        title: ACTIVITY_TITLES.orderFormed(order.number),
        body: orderFormedBody(order.helpers_needed, fullName(order.customer)),
        order_id: order.id,
        created_at: stamp(options),
      },
      options,
    );
  }
  return updated;
}

export function requireActiveOrder(db: MockDb, orderId: number): OrderRecord {
  const order = db.findById('orders', orderId);
  if (!order) throw new Error(`unknown order ${orderId}`);
  if (isClosed(order)) throw new StateError('The order is already closed.');
  return order;
}

/**
 * An offer has all the helpers it can take (its own count, or the order's crew is full):
 * filled, and its pending applications turned down (marked so: they are pending again if the
 * offer opens again, reopenFilled in outsourcing.ts).
 */
export async function fillOffer(
  db: MockDb,
  offerId: number,
  options: ServiceOptions = {},
): Promise<void> {
  await db.patch('outsource_offers', offerId, { status: 'filled', updated_at: stamp(options) });
  for (const other of db.offer_applications.findMany((q) =>
    q.where({ offer_id: offerId, status: 'pending' }),
  ))
    await db.patch('offer_applications', other.id, {
      status: 'rejected',
      responded_at: stamp(options),
      updated_at: stamp(options),
      turned_down_by_fill: true,
    });
}

/** An offer whose own count of helpers is taken (accepted applications): filled by itself. */
const fullByItsOwn = (db: MockDb, offer: { id: number; helpers_needed: number }) =>
  offerApplications(db, offer.id).filter((a) => a.status === 'accepted').length >=
  offer.helpers_needed;

/**
 * A filled offer opens again for others, while its job has not started. The applications its
 * filling turned down are pending again (QA-164 M1: they stayed "Rejected", and the company
 * could accept none of the people who were willing minutes before), unless the helper has
 * since been blocked by the company, joined or been invited to the crew, or deleted her
 * account. Rejected by hand or withdrawn ones stay as they are. Each is a write the realtime
 * layer pushes (offer-application-changed to the branch, outsource-offer-changed to her).
 */
export async function reopenFilled(db: MockDb, offerId: number, options: ServiceOptions) {
  const offer = db.findById('outsource_offers', offerId);
  const order = offer && db.findById('orders', offer.order_id);
  if (offer?.status !== 'filled' || !order) return;
  if ((options.now ?? new Date()).getTime() >= Date.parse(order.start_at)) return;
  await db.patch('outsource_offers', offer.id, { status: 'open', updated_at: stamp(options) });
  for (const application of latestApplications(db, offer.id)) {
    if (application.status !== 'rejected' || !application.turned_down_by_fill) continue;
    const helperId = application.helper_id;
    if (!db.findById('users', helperId) || offerBlocksHelper(db, offer, helperId)) continue;
    if (onOrderAlready(db, order.id, helperId)) continue;
    await db.patch('offer_applications', application.id, {
      status: 'pending',
      responded_at: null,
      updated_at: stamp(options),
      turned_down_by_fill: false,
    });
  }
}

export function offerApplications(db: MockDb, offerId: number): OfferApplicationRecord[] {
  return db.offer_applications.findMany((q) => q.where({ offer_id: offerId }));
}

/**
 * What the company reads of an offer's applications (its list and counts): each helper's
 * latest. She may withdraw and apply again, which makes a new one; her withdrawn one is then
 * history (QA 2026-12-04: listed and counted twice, "Applications 4 (3 pending)" for 3 people).
 */
export function latestApplications(db: MockDb, offerId: number): OfferApplicationRecord[] {
  const latest = new Map<number, OfferApplicationRecord>();
  for (const application of offerApplications(db, offerId)) {
    const seen = latest.get(application.helper_id);
    if (!seen || application.id > seen.id) latest.set(application.helper_id, application);
  }
  return [...latest.values()];
}

/**
 * Whether the helper is on the order's crew already, or invited to it (a live invitation of
 * one of her memberships): its offer is not for her (QA 57 H1: she took the offer of a job she
 * was on, the offer counted her as a new person, filled, and nobody joined).
 */
export function onOrderAlready(db: MockDb, orderId: number, helperId: number): boolean {
  const mine = new Set(
    db.employees.findMany((q) => q.where({ user_id: helperId })).map((e) => e.id),
  );
  return orderInvitations(db, orderId).some((i) => isLive(i) && mine.has(i.employee_id));
}

/* ---------------------------------------------------------------- closing orders */

/** Closes the order's offer (if open/filled) and cancels its pending applications. */
async function closeOffer(db: MockDb, order: OrderRecord, options: ServiceOptions): Promise<void> {
  for (const offer of db.outsource_offers.findMany((q) => q.where({ order_id: order.id }))) {
    if (offer.status !== 'open' && offer.status !== 'filled') continue;
    await db.patch('outsource_offers', offer.id, { status: 'closed', updated_at: stamp(options) });
    for (const application of db.offer_applications.findMany((q) =>
      q.where({ offer_id: offer.id, status: 'pending' }),
    ))
      await db.patch('offer_applications', application.id, {
        status: 'cancelled',
        updated_at: stamp(options),
      });
  }
}

/**
 * Cancels a formed (2, 3 or 4) active order. As the contract says, all pending AND accepted
 * invitations become cancelled (the helpers see them under "cancelled"); they keep their
 * responded_at and get updated_at = cancelled_at, which is how `crewAtClose` still knows who
 * was on the crew when the order was called off (the history's moving team). The status is
 * kept (closing never recomputes it).
 */
export async function cancelOrder(
  db: MockDb,
  orderId: number,
  reason: string | null = null,
  options: ServiceOptions = {},
): Promise<OrderRecord> {
  const order = requireActiveOrder(db, orderId);
  if (order.status === ORDER_STATUS.notFormed)
    throw new StateError('Only formed orders can be cancelled; delete a not formed order instead.');
  const now = stamp(options);
  for (const invitation of orderInvitations(db, order.id).filter(isLive))
    await db.patch('order_invitations', invitation.id, { status: 'cancelled', updated_at: now });
  await closeOffer(db, order, options);
  const updated = await db.patch('orders', order.id, {
    cancelled_at: now,
    cancel_reason: reason,
    updated_at: now,
  });
  await notify(
    db,
    {
      branch_id: order.branch_id,
      kind: 'order_cancelled',
      title: `Order #${order.number} was cancelled`,
      body: reason
        ? `Reason: ${reason}`
        : `${order.customer.first_name} ${order.customer.last_name}'s move is off.`,
      order_id: order.id,
      created_at: stamp(options),
    },
    options,
  );
  return updated;
}

/**
 * Who was on the crew when the order closed (MovingTeamMember: "accepted at completion or
 * cancellation time"): accepted invitations, and for a cancelled order also the accepted ones
 * that `cancelOrder` cancelled (answered, last changed at the moment of cancellation).
 */
export function crewAtClose(
  db: MockDb,
  order: OrderRecord,
  invitations: OrderInvitationRecord[] = orderInvitations(db, order.id),
): OrderInvitationRecord[] {
  return invitations.filter(
    (i) =>
      i.status === 'accepted' ||
      (order.cancelled_at != null &&
        i.status === 'cancelled' &&
        i.responded_at != null &&
        i.updated_at === order.cancelled_at),
  );
}

/**
 * Completes an active order that has started; pending invitations are cancelled. A
 * `crew_rating` is written as reviews of the crew (`rateCrew`), by `rated_by` (a user id).
 */
export async function completeOrder(
  db: MockDb,
  orderId: number,
  input: {
    worked_hours: number;
    notes?: string | null;
    final_price?: number | null;
    crew_rating?: number | null;
    crew_hours?: Array<{ employee_id: number; worked_hours: number }>;
    rated_by?: number | null;
  },
  options: ServiceOptions = {},
): Promise<OrderRecord> {
  const order = requireActiveOrder(db, orderId);
  const now = stamp(options);
  if (order.start_at > now) throw new StateError('The order cannot be completed before it starts.');
  if (order.status === ORDER_STATUS.notFormed)
    throw new StateError('A not formed order has no crew to complete it.');
  for (const invitation of orderInvitations(db, order.id).filter((i) => i.status === 'pending'))
    await db.patch('order_invitations', invitation.id, { status: 'cancelled', updated_at: now });
  await closeOffer(db, order, options);
  const updated = await db.patch('orders', order.id, {
    completed_at: now,
    updated_at: now,
    completion: {
      worked_hours: input.worked_hours,
      notes: input.notes ?? null,
      final_price: input.final_price ?? null,
      crew_rating: input.crew_rating ?? null,
      completed_at: now,
      crew_hours: input.crew_hours ?? [],
    },
  });
  if (input.crew_rating != null)
    await rateCrew(db, updated, input.crew_rating, input.rated_by ?? null);
  return updated;
}

/**
 * The company's crew rating, kept simple: every accepted crew member's rating summary takes
 * it in (a running average, one decimal), and a member with a user account (a marketplace
 * helper) also gets a review on their profile (helper_reviews), for this order, by `authorId`.
 */
async function rateCrew(
  db: MockDb,
  order: OrderRecord,
  rating: number,
  authorId: number | null,
): Promise<void> {
  for (const invitation of orderInvitations(db, order.id)) {
    if (invitation.status !== 'accepted') continue;
    const employee = db.findById('employees', invitation.employee_id);
    if (!employee) continue;
    const { average, count } = employee.rating;
    await db.patch('employees', employee.id, {
      rating: {
        average: Math.round(((average * count + rating) / (count + 1)) * 10) / 10,
        count: count + 1,
      },
    });
    const helper = employee.user_id != null ? db.findById('users', employee.user_id) : undefined;
    if (helper && authorId != null && helper.type === 4)
      await db.insert('helper_reviews', {
        helper_user_id: helper.id,
        author_user_id: authorId,
        branch_id: order.branch_id,
        rating,
        // The completion notes are the company's own; the review carries the stars only.
        text: null,
        order_id: order.id,
        created_at: order.completed_at ?? new Date().toISOString(),
      });
  }
}

/** Next per-company order number (#1001 onwards). */
export function nextOrderNumber(db: MockDb, companyId: number): number {
  let max = 1000;
  for (const order of db.orders.findMany((q) => q.where({ company_id: companyId })))
    if (order.number > max) max = order.number;
  return max + 1;
}
