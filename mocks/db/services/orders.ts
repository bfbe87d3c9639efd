import type { MockDb } from '../database';
import type {
  CollectionName,
  EmployeeRecord,
  Entity,
  OfferApplicationRecord,
  OrderInvitationRecord,
  OrderRecord,
  OutsourceOfferRecord,
  UserRecord,
} from '../schema';
import { notifyBranch, type BranchEvent } from './notifications';

/*
 * The order status machine and everything that moves it, shared by the company handlers
 * (orders, outsourcing), the helper handlers (helper-jobs) and the seeds.
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
type Options = { now?: Date; notify?: boolean };
const stamp = (options: Options = {}) => (options.now ?? new Date()).toISOString();

async function notify(db: MockDb, event: BranchEvent, options: Options): Promise<void> {
  if (options.notify === false) return;
  await notifyBranch(db, event);
}

/** Shallow update of one record by id; returns the updated record. */
export async function patch<K extends CollectionName>(
  db: MockDb,
  name: K,
  id: number,
  changes: Partial<Entity<K>>,
): Promise<Entity<K>> {
  const collection = db[name] as unknown as {
    update: (
      predicate: (q: { where: (fn: (r: { id: number }) => boolean) => unknown }) => unknown,
      options: { data: (draft: Record<string, unknown>) => void },
    ) => Promise<unknown>;
  };
  const updated = await collection.update((q) => q.where((record) => record.id === id), {
    data(draft) {
      Object.assign(draft, changes);
    },
  });
  if (!updated) throw new Error(`patch: ${name} ${id} not found`);
  return updated as Entity<K>;
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

function fullName(person: { first_name: string; last_name: string }): string {
  return `${person.first_name} ${person.last_name}`;
}

/**
 * Recomputes an active order's status from its invitations (and its offer's filled state),
 * notifying the branch when it becomes formed. Closed orders are left as they are.
 */
export async function recomputeOrderStatus(
  db: MockDb,
  orderId: number,
  options: Options = {},
): Promise<OrderRecord> {
  const order = db.findById('orders', orderId);
  if (!order) throw new Error(`recomputeOrderStatus: unknown order ${orderId}`);
  if (isClosed(order)) return order;
  const status = statusFromInvitations(order.helpers_needed, orderInvitations(db, orderId));
  const updated = await patch(db, 'orders', orderId, { status, updated_at: stamp(options) });
  if (status === ORDER_STATUS.formed && order.status !== ORDER_STATUS.formed) {
    await notify(
      db,
      {
        branch_id: order.branch_id,
        kind: 'order_formed',
        title: `Order #${order.number} is now formed`,
        body: `All ${order.helpers_needed} crew spots are filled.`,
        order_id: order.id,
        created_at: stamp(options),
      },
      options,
    );
  }
  return updated;
}

function requireInvitation(db: MockDb, invitationId: number): OrderInvitationRecord {
  const invitation = db.findById('order_invitations', invitationId);
  if (!invitation) throw new Error(`unknown order invitation ${invitationId}`);
  return invitation;
}

function requireActiveOrder(db: MockDb, orderId: number): OrderRecord {
  const order = db.findById('orders', orderId);
  if (!order) throw new Error(`unknown order ${orderId}`);
  if (isClosed(order)) throw new StateError('The order is already closed.');
  return order;
}

/** Invites employees to an order (already-live ones skipped). Returns the new invitations. */
export async function inviteEmployees(
  db: MockDb,
  orderId: number,
  employeeIds: number[],
  options: Options = {},
): Promise<OrderInvitationRecord[]> {
  const order = requireActiveOrder(db, orderId);
  const existing = orderInvitations(db, orderId);
  const created: OrderInvitationRecord[] = [];
  for (const employeeId of [...new Set(employeeIds)]) {
    if (existing.some((i) => i.employee_id === employeeId && isLive(i))) continue;
    const employee = db.findById('employees', employeeId);
    if (!employee) continue;
    created.push(
      await db.insert('order_invitations', {
        order_id: order.id,
        employee_id: employee.id,
        branch_id: order.branch_id,
        user_id: employee.user_id,
        status: 'pending',
        created_at: stamp(options),
        updated_at: stamp(options),
        responded_at: null,
      }),
    );
  }
  if (created.length > 0) await recomputeOrderStatus(db, orderId, options);
  return created;
}

/** The invitee (a helper, or an employee on their behalf) accepts a pending invitation. */
export async function acceptInvitation(
  db: MockDb,
  invitationId: number,
  options: Options = {},
): Promise<OrderInvitationRecord> {
  const invitation = requireInvitation(db, invitationId);
  const order = requireActiveOrder(db, invitation.order_id);
  if (invitation.status !== 'pending')
    throw new StateError(`The invitation is ${invitation.status}, not pending.`);
  const accepted = orderInvitations(db, order.id).filter((i) => i.status === 'accepted').length;
  if (accepted >= order.helpers_needed) throw new StateError('The crew of this order is full.');
  const updated = await patch(db, 'order_invitations', invitation.id, {
    status: 'accepted',
    responded_at: stamp(options),
    updated_at: stamp(options),
  });
  const employee = db.findById('employees', invitation.employee_id);
  await notify(
    db,
    {
      branch_id: order.branch_id,
      kind: 'invitation_accepted',
      title: `${employee ? fullName(employee) : 'A crew member'} accepted your invitation to order #${order.number}`,
      body: `${accepted + 1} of ${order.helpers_needed} crew spots filled.`,
      order_id: order.id,
      created_at: stamp(options),
    },
    options,
  );
  await recomputeOrderStatus(db, order.id, options);
  return updated;
}

/** The invitee declines (pending) or backs out (accepted). */
export async function rejectInvitation(
  db: MockDb,
  invitationId: number,
  reason: string | null = null,
  options: Options = {},
): Promise<OrderInvitationRecord> {
  const invitation = requireInvitation(db, invitationId);
  const order = requireActiveOrder(db, invitation.order_id);
  if (!isLive(invitation))
    throw new StateError(`The invitation is ${invitation.status}, not pending.`);
  const updated = await patch(db, 'order_invitations', invitation.id, {
    status: 'rejected',
    reject_reason: reason,
    responded_at: stamp(options),
    updated_at: stamp(options),
  });
  const employee = db.findById('employees', invitation.employee_id);
  await notify(
    db,
    {
      branch_id: order.branch_id,
      kind: 'invitation_rejected',
      title: `${employee ? fullName(employee) : 'A crew member'} declined your invitation to order #${order.number}`,
      body: reason ? `Reason: ${reason}` : 'Invite someone else from the team page.',
      order_id: order.id,
      created_at: stamp(options),
    },
    options,
  );
  await recomputeOrderStatus(db, order.id, options);
  return updated;
}

/** The company withdraws a live invitation. */
export async function cancelInvitationByCompany(
  db: MockDb,
  invitationId: number,
  options: Options = {},
): Promise<OrderInvitationRecord> {
  const invitation = requireInvitation(db, invitationId);
  requireActiveOrder(db, invitation.order_id);
  if (!isLive(invitation))
    throw new StateError(`The invitation is ${invitation.status} and cannot be cancelled.`);
  const updated = await patch(db, 'order_invitations', invitation.id, {
    status: 'cancelled',
    updated_at: stamp(options),
  });
  await recomputeOrderStatus(db, invitation.order_id, options);
  return updated;
}

/* ---------------------------------------------------------------- outsourcing */

export function offerApplications(db: MockDb, offerId: number): OfferApplicationRecord[] {
  return db.offer_applications.findMany((q) => q.where({ offer_id: offerId }));
}

function requireOpenOffer(db: MockDb, offerId: number): OutsourceOfferRecord {
  const offer = db.findById('outsource_offers', offerId);
  if (!offer) throw new Error(`unknown outsource offer ${offerId}`);
  if (offer.status !== 'open') throw new StateError(`The offer is ${offer.status}, not open.`);
  return offer;
}

/** The helper's membership of a branch, created (as a marketplace helper) when missing. */
export async function ensureHelperEmployee(
  db: MockDb,
  branchId: number,
  helper: UserRecord,
  price: number,
  options: Options = {},
): Promise<EmployeeRecord> {
  const existing = db.employees.findFirst((q) =>
    q.where((e) => e.branch_id === branchId && e.user_id === helper.id && e.deleted_at == null),
  );
  if (existing) return existing;
  return db.insert('employees', {
    user_id: helper.id,
    branch_id: branchId,
    first_name: helper.first_name,
    last_name: helper.last_name,
    email: helper.email,
    phone: helper.phone ?? null,
    avatar_url: helper.avatar_url,
    positions: helper.positions?.length ? helper.positions : [3],
    price,
    status: 1,
    is_helper: true,
    is_manager: false,
    rating: { average: 0, count: 0 },
    created_at: stamp(options),
    updated_at: stamp(options),
    deleted_at: null,
  });
}

/** A helper applies to an open offer (one live application per helper and offer). */
export async function applyToOffer(
  db: MockDb,
  offerId: number,
  helperId: number,
  input: { message?: string | null; proposed_hourly_rate?: number | null } = {},
  options: Options = {},
): Promise<OfferApplicationRecord> {
  const offer = requireOpenOffer(db, offerId);
  const order = requireActiveOrder(db, offer.order_id);
  const helper = db.findById('users', helperId);
  if (!helper) throw new Error(`unknown helper ${helperId}`);
  if (
    offerApplications(db, offer.id).some(
      (a) => a.helper_id === helperId && (a.status === 'pending' || a.status === 'accepted'),
    )
  )
    throw new StateError('You have already applied to this offer.');
  const application = await db.insert('offer_applications', {
    offer_id: offer.id,
    helper_id: helperId,
    status: 'pending',
    message: input.message ?? null,
    proposed_hourly_rate: input.proposed_hourly_rate ?? null,
    created_at: stamp(options),
    updated_at: stamp(options),
    responded_at: null,
    employee_id: null,
    order_invitation_id: null,
    via: 'apply',
  });
  await notify(
    db,
    {
      branch_id: offer.branch_id,
      kind: 'outsourcing_application',
      title: 'New application to your outsourcing offer',
      body: `${fullName(helper)} applied to order #${order.number}.`,
      order_id: order.id,
      created_at: stamp(options),
    },
    options,
  );
  return application;
}

/**
 * Puts an application's helper on the crew: a branch membership (is_helper) and an accepted
 * order invitation; fills the offer at helpers_needed (other pending applications are
 * then rejected).
 */
async function admitApplication(
  db: MockDb,
  application: OfferApplicationRecord,
  offer: OutsourceOfferRecord,
  options: Options,
): Promise<OfferApplicationRecord> {
  const order = requireActiveOrder(db, offer.order_id);
  const helper = db.findById('users', application.helper_id);
  if (!helper) throw new Error(`unknown helper ${application.helper_id}`);
  const employee = await ensureHelperEmployee(
    db,
    offer.branch_id,
    helper,
    application.proposed_hourly_rate ?? offer.hourly_rate,
    options,
  );
  const live = orderInvitations(db, order.id).find(
    (i) => i.employee_id === employee.id && isLive(i),
  );
  const invitation = live
    ? await patch(db, 'order_invitations', live.id, {
        status: 'accepted',
        responded_at: stamp(options),
        updated_at: stamp(options),
      })
    : await db.insert('order_invitations', {
        order_id: order.id,
        employee_id: employee.id,
        branch_id: order.branch_id,
        user_id: helper.id,
        status: 'accepted',
        created_at: stamp(options),
        updated_at: stamp(options),
        responded_at: stamp(options),
      });
  const updated = await patch(db, 'offer_applications', application.id, {
    status: 'accepted',
    responded_at: stamp(options),
    updated_at: stamp(options),
    employee_id: employee.id,
    order_invitation_id: invitation.id,
  });
  await notify(
    db,
    {
      branch_id: order.branch_id,
      kind: 'invitation_accepted',
      title: `${fullName(helper)} joined the crew of order #${order.number}`,
      body: 'Through your outsourcing offer.',
      order_id: order.id,
      created_at: stamp(options),
    },
    options,
  );
  const acceptedCount = offerApplications(db, offer.id).filter(
    (a) => a.status === 'accepted',
  ).length;
  if (acceptedCount >= offer.helpers_needed) {
    await patch(db, 'outsource_offers', offer.id, { status: 'filled', updated_at: stamp(options) });
    for (const other of offerApplications(db, offer.id).filter((a) => a.status === 'pending'))
      await patch(db, 'offer_applications', other.id, {
        status: 'rejected',
        responded_at: stamp(options),
        updated_at: stamp(options),
      });
  }
  await recomputeOrderStatus(db, order.id, options);
  return updated;
}

/** The company accepts a pending application. */
export async function acceptApplication(
  db: MockDb,
  applicationId: number,
  options: Options = {},
): Promise<OfferApplicationRecord> {
  const application = db.findById('offer_applications', applicationId);
  if (!application) throw new Error(`unknown application ${applicationId}`);
  if (application.status !== 'pending')
    throw new StateError(`The application is ${application.status}, not pending.`);
  const offer = requireOpenOffer(db, application.offer_id);
  return admitApplication(db, application, offer, options);
}

/** A helper takes an open offer as posted: on the crew at once. */
export async function takeOffer(
  db: MockDb,
  offerId: number,
  helperId: number,
  options: Options = {},
): Promise<OfferApplicationRecord> {
  const offer = requireOpenOffer(db, offerId);
  requireActiveOrder(db, offer.order_id);
  const mine = offerApplications(db, offer.id).find(
    (a) => a.helper_id === helperId && (a.status === 'pending' || a.status === 'accepted'),
  );
  if (mine?.status === 'accepted') throw new StateError('You are already on this crew.');
  const application =
    mine ??
    (await db.insert('offer_applications', {
      offer_id: offer.id,
      helper_id: helperId,
      status: 'pending',
      message: null,
      proposed_hourly_rate: null,
      created_at: stamp(options),
      updated_at: stamp(options),
      responded_at: null,
      employee_id: null,
      order_invitation_id: null,
      via: 'accept',
    }));
  return admitApplication(db, application, offer, options);
}

/** The company turns down a pending application. */
export async function rejectApplication(
  db: MockDb,
  applicationId: number,
  options: Options = {},
): Promise<OfferApplicationRecord> {
  const application = db.findById('offer_applications', applicationId);
  if (!application) throw new Error(`unknown application ${applicationId}`);
  if (application.status !== 'pending')
    throw new StateError(`The application is ${application.status}, not pending.`);
  return patch(db, 'offer_applications', application.id, {
    status: 'rejected',
    responded_at: stamp(options),
    updated_at: stamp(options),
  });
}

/**
 * The company cancels a pending or accepted application; an accepted one takes the helper
 * off the crew and reopens a filled offer.
 */
export async function cancelApplication(
  db: MockDb,
  applicationId: number,
  options: Options = {},
): Promise<OfferApplicationRecord> {
  const application = db.findById('offer_applications', applicationId);
  if (!application) throw new Error(`unknown application ${applicationId}`);
  if (application.status !== 'pending' && application.status !== 'accepted')
    throw new StateError(`The application is ${application.status} and cannot be cancelled.`);
  const offer = db.findById('outsource_offers', application.offer_id);
  const order = offer ? db.findById('orders', offer.order_id) : undefined;
  if (!offer || !order || isClosed(order)) throw new StateError('The order is already closed.');
  const updated = await patch(db, 'offer_applications', application.id, {
    status: 'cancelled',
    updated_at: stamp(options),
  });
  if (application.status === 'accepted') {
    const invitation =
      application.order_invitation_id != null
        ? db.findById('order_invitations', application.order_invitation_id)
        : undefined;
    if (invitation && isLive(invitation))
      await patch(db, 'order_invitations', invitation.id, {
        status: 'cancelled',
        updated_at: stamp(options),
      });
    if (offer.status === 'filled')
      await patch(db, 'outsource_offers', offer.id, { status: 'open', updated_at: stamp(options) });
    await recomputeOrderStatus(db, order.id, options);
  }
  return updated;
}

/* ---------------------------------------------------------------- closing orders */

/** Closes the order's offer (if open/filled) and cancels its pending applications. */
async function closeOffer(db: MockDb, order: OrderRecord, options: Options): Promise<void> {
  for (const offer of db.outsource_offers.findMany((q) => q.where({ order_id: order.id }))) {
    if (offer.status !== 'open' && offer.status !== 'filled') continue;
    await patch(db, 'outsource_offers', offer.id, { status: 'closed', updated_at: stamp(options) });
    for (const application of offerApplications(db, offer.id).filter((a) => a.status === 'pending'))
      await patch(db, 'offer_applications', application.id, {
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
  options: Options = {},
): Promise<OrderRecord> {
  const order = requireActiveOrder(db, orderId);
  if (order.status === ORDER_STATUS.notFormed)
    throw new StateError('Only formed orders can be cancelled; delete a not formed order instead.');
  const now = stamp(options);
  for (const invitation of orderInvitations(db, order.id).filter(isLive))
    await patch(db, 'order_invitations', invitation.id, { status: 'cancelled', updated_at: now });
  await closeOffer(db, order, options);
  const updated = await patch(db, 'orders', order.id, {
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
export function crewAtClose(db: MockDb, order: OrderRecord): OrderInvitationRecord[] {
  return orderInvitations(db, order.id).filter(
    (i) =>
      i.status === 'accepted' ||
      (order.cancelled_at != null &&
        i.status === 'cancelled' &&
        i.responded_at != null &&
        i.updated_at === order.cancelled_at),
  );
}

/**
 * The company withdraws every live invitation of these employees on active orders (e.g. their
 * branch is being deleted), through `cancelInvitationByCompany` so each order's status is
 * recomputed. `exceptOrderIds`: orders left alone (they are about to be deleted anyway).
 */
export async function withdrawEmployeesInvitations(
  db: MockDb,
  employeeIds: number[],
  exceptOrderIds: number[] = [],
  options: Options = {},
): Promise<OrderInvitationRecord[]> {
  const employees = new Set(employeeIds);
  const skip = new Set(exceptOrderIds);
  const cancelled: OrderInvitationRecord[] = [];
  const live = db.order_invitations.findMany((q) =>
    q.where((i) => employees.has(i.employee_id) && !skip.has(i.order_id)),
  );
  for (const invitation of live.filter(isLive)) {
    const order = db.findById('orders', invitation.order_id);
    if (!order || isClosed(order)) continue;
    cancelled.push(await cancelInvitationByCompany(db, invitation.id, options));
  }
  return cancelled;
}

/** Completes an active order that has started; pending invitations are cancelled. */
export async function completeOrder(
  db: MockDb,
  orderId: number,
  input: {
    worked_hours: number;
    notes?: string | null;
    crew_hours?: Array<{ employee_id: number; worked_hours: number }>;
  },
  options: Options = {},
): Promise<OrderRecord> {
  const order = requireActiveOrder(db, orderId);
  const now = stamp(options);
  if (order.start_at > now) throw new StateError('The order cannot be completed before it starts.');
  if (order.status === ORDER_STATUS.notFormed)
    throw new StateError('A not formed order has no crew to complete it.');
  for (const invitation of orderInvitations(db, order.id).filter((i) => i.status === 'pending'))
    await patch(db, 'order_invitations', invitation.id, { status: 'cancelled', updated_at: now });
  await closeOffer(db, order, options);
  return patch(db, 'orders', order.id, {
    completed_at: now,
    updated_at: now,
    completion: {
      worked_hours: input.worked_hours,
      notes: input.notes ?? null,
      completed_at: now,
      crew_hours: input.crew_hours ?? [],
    },
  });
}

/** Next per-company order number (#1001 onwards). */
export function nextOrderNumber(db: MockDb, companyId: number): number {
  let max = 1000;
  for (const order of db.orders.findMany((q) => q.where({ company_id: companyId })))
    if (order.number > max) max = order.number;
  return max + 1;
}
