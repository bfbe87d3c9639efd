import type { MockDb } from '../database';
import type { OrderInvitationRecord, OrderRecord } from '../schema';
import {
  fullName,
  memberName,
  isClosed,
  isLive,
  notify,
  orderInvitations,
  recomputeOrderStatus,
  onOrderAlready,
  requireActiveOrder,
  stamp,
  StateError,
  type ServiceOptions,
} from './orders';
import { busyIndex, busyMessage, busyWith, lookup } from './availability';
import { offDuring, offMessage } from './time-off';
import { NOT_ON_THE_WAY } from './on-my-way';
import { ON_THE_CREW, releaseOfferSpot } from './outsourcing';
import { isAtWork } from './time-clock';
import { confirmsByAccepting } from './confirm-window';
import { ACTIVITY_TITLES, INVITATION_DECLINED_NEXT, invitationAcceptedBody } from './notifications';

/*
 * Order invitations: the company invites its members (employees, helpers on the branch),
 * the invitee accepts or rejects, the company withdraws. Each answer notifies the branch
 * and recomputes the order's status.
 */

function requireInvitation(db: MockDb, invitationId: number): OrderInvitationRecord {
  const invitation = db.findById('order_invitations', invitationId);
  if (!invitation) throw new Error(`unknown order invitation ${invitationId}`);
  return invitation;
}

/**
 * A job that has ended takes no one new (review 52 H1: an invitation to a morning job went out
 * at 1 pm, was accepted and counted as her earnings). The handlers refuse inviting to it and
 * accepting it with 422 on `end_at` (contract/README "Ended jobs"); the services stay
 * clock-free for the seeds, which build past crews.
 */
export const hasEnded = (order: Pick<OrderRecord, 'end_at'>, now = Date.now()) =>
  now >= Date.parse(order.end_at);

export const ENDED_MESSAGES = {
  /** The company's invitation (invite-employee, edit-invitations adding someone). */
  invite: (number: number) => `Order #${number} has ended: nobody can be invited to it.`,
  /** The helper's accept (of an invitation, or of an outsourcing offer as posted). */
  accept: 'This job has ended: it can no longer be accepted.',
  /** The helper's application to an outsourcing offer of an ended order. */
  apply: 'This job has ended: it takes no more applications.',
  /** The company's accept of an application to an offer of an ended order. */
  acceptApplication: (number: number) =>
    `Order #${number} has ended: nobody can join its crew any more.`,
} as const;

/**
 * Invites employees to an order (already-live ones skipped). A helper is one person in every
 * branch she belongs to: a membership of someone already invited to, or on, this crew through
 * another membership is skipped too (QA 2026-12-04: Maria, on the crew as Austin's, was
 * invited again as Dallas's, accepted twice and filled two spots). Returns the new ones.
 */
export async function inviteEmployees(
  db: MockDb,
  orderId: number,
  employeeIds: number[],
  options: ServiceOptions = {},
): Promise<OrderInvitationRecord[]> {
  const order = requireActiveOrder(db, orderId);
  const existing = orderInvitations(db, orderId);
  const created: OrderInvitationRecord[] = [];
  for (const employeeId of [...new Set(employeeIds)]) {
    if (existing.some((i) => i.employee_id === employeeId && isLive(i))) continue;
    const employee = db.findById('employees', employeeId);
    if (!employee) continue;
    if (employee.user_id != null && onOrderAlready(db, order.id, employee.user_id)) continue;
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

/**
 * The invitee (a helper, or an employee on their behalf) accepts a pending invitation. Her own
 * Accept (`byHer`) within 48 h of the start confirms the job too (confirmsByAccepting).
 */
export async function acceptInvitation(
  db: MockDb,
  invitationId: number,
  options: ServiceOptions & { byHer?: boolean } = {},
): Promise<OrderInvitationRecord> {
  const invitation = requireInvitation(db, invitationId);
  const order = requireActiveOrder(db, invitation.order_id);
  if (invitation.status !== 'pending')
    throw new StateError(`The invitation is ${invitation.status}, not pending.`);
  const accepted = orderInvitations(db, order.id).filter((i) => i.status === 'accepted').length;
  if (accepted >= order.helpers_needed) throw new StateError('The crew of this order is full.');
  // One person, one spot: she may already be on this crew through another membership (data
  // from before invitations skipped her, or two invitations sent at once).
  if (
    invitation.user_id != null &&
    orderInvitations(db, order.id).some(
      (i) => i.id !== invitation.id && i.user_id === invitation.user_id && i.status === 'accepted',
    )
  )
    throw new StateError(ON_THE_CREW);
  const employee = db.findById('employees', invitation.employee_id);
  // No double booking: an accepted job overlapping this one holds the person (422 on start_at).
  const holding = busyWith(db, invitation, order);
  if (holding)
    throw new StateError(
      busyMessage(employee ? fullName(employee) : 'This person', holding, order.company_id),
      'start_at',
    );
  // Time off (7/8): a day off on the branch's clocks refuses the acceptance the same way.
  if (offDuring(db, invitation, order))
    throw new StateError(offMessage(employee ? fullName(employee) : 'This person'), 'start_at');
  const updated = await db.patch('order_invitations', invitation.id, {
    status: 'accepted',
    responded_at: stamp(options),
    ...confirmsByAccepting(order, options),
    updated_at: stamp(options),
  });
  await notify(
    db,
    {
      branch_id: order.branch_id,
      kind: 'invitation_accepted',
      title: ACTIVITY_TITLES.invitationAccepted(
        memberName(db, invitation.employee_id),
        order.number,
      ),
      body: invitationAcceptedBody(
        employee?.first_name ?? 'Someone',
        fullName(order.customer),
        accepted + 1,
        order.helpers_needed,
      ),
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
  options: ServiceOptions = {},
): Promise<OrderInvitationRecord> {
  const invitation = requireInvitation(db, invitationId);
  const order = requireActiveOrder(db, invitation.order_id);
  if (!isLive(invitation))
    throw new StateError(`The invitation is ${invitation.status}, not pending.`);
  const updated = await db.patch('order_invitations', invitation.id, {
    status: 'rejected',
    reject_reason: reason,
    responded_at: stamp(options),
    updated_at: stamp(options),
  });
  // Backing out of a spot her offer application gave: the application goes with it.
  await releaseOfferSpot(db, invitation.id, 'withdrawn', options);
  await notify(
    db,
    {
      branch_id: order.branch_id,
      kind: 'invitation_rejected',
      title: ACTIVITY_TITLES.invitationDeclined(
        memberName(db, invitation.employee_id),
        order.number,
      ),
      body: reason ? `Reason: ${reason}` : INVITATION_DECLINED_NEXT,
      order_id: order.id,
      created_at: stamp(options),
    },
    options,
  );
  await recomputeOrderStatus(db, order.id, options);
  return updated;
}

/** The company withdraws a live invitation. */
/**
 * A move's other end (the dispatch board: invite there, then cancel here): the same person's
 * live invitation to another active job of the same company.
 */
function requireMoveTarget(
  db: MockDb,
  invitation: OrderInvitationRecord,
  order: OrderRecord,
  targetId: number,
): void {
  const target = db.findById('order_invitations', targetId);
  const targetOrder = target && db.findById('orders', target.order_id);
  const samePerson =
    target != null &&
    (target.employee_id === invitation.employee_id ||
      (invitation.user_id != null && target.user_id === invitation.user_id));
  if (
    !target ||
    !targetOrder ||
    !samePerson ||
    !isLive(target) ||
    target.order_id === order.id ||
    targetOrder.company_id !== order.company_id ||
    targetOrder.completed_at != null ||
    targetOrder.cancelled_at != null
  )
    throw new StateError(
      "The invitation moved to must be the same person's, to another open job of the company.",
      'moved_to_invitation_id',
    );
}

export async function cancelInvitationByCompany(
  db: MockDb,
  invitationId: number,
  options: ServiceOptions & { movedTo?: number | null } = {},
): Promise<OrderInvitationRecord> {
  const invitation = requireInvitation(db, invitationId);
  const order = requireActiveOrder(db, invitation.order_id);
  if (!isLive(invitation))
    throw new StateError(`The invitation is ${invitation.status} and cannot be cancelled.`);
  if (options.movedTo != null) requireMoveTarget(db, invitation, order, options.movedTo);
  const updated = await db.patch('order_invitations', invitation.id, {
    status: 'cancelled',
    moved_to_invitation_id: options.movedTo ?? null,
    updated_at: stamp(options),
  });
  // A spot her offer application gave: the application is cancelled with it.
  await releaseOfferSpot(db, invitation.id, 'cancelled', options);
  await recomputeOrderStatus(db, invitation.order_id, options);
  return updated;
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
  options: ServiceOptions = {},
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

/* ------------------------------------------------------------ rescheduled jobs */

type Times = Pick<OrderRecord, 'start_at' | 'end_at'>;

const sameTimes = (a: Times, b: Times) =>
  Date.parse(a.start_at) === Date.parse(b.start_at) &&
  Date.parse(a.end_at) === Date.parse(b.end_at);

/**
 * The company moves an order (updateOrder, not in the spec): "Maria Lopez is already on order
 * #1042 at that time." for each accepted crew member the new times would put on two jobs at
 * once (the 422 on start_at; no path double-books). Empty when the move is fine.
 */
export function crewClashes(
  db: MockDb,
  order: OrderRecord,
  next: Times,
  options: ServiceOptions = {},
): string[] {
  if (sameTimes(order, next)) return [];
  const crew = orderInvitations(db, order.id).filter((i) => i.status === 'accepted');
  if (crew.length === 0) return [];
  const index = busyIndex(db, { id: order.id, ...next });
  const moves = next.start_at !== order.start_at;
  const ahead = Date.parse(next.start_at) > (options.now ?? new Date()).getTime();
  return crew.flatMap((invitation) => {
    // Time clock: someone who has started work is there; the start is not moved under her.
    if (moves && isAtWork(invitation, order))
      return [`${memberName(db, invitation.employee_id)} has started work on this job.`];
    // Nor to a time still ahead once she has worked on it: her hours were of this job, and
    // she could not clock in again at the new time (README "A moved job").
    if (moves && ahead && invitation.clocked_in_at != null)
      return [
        `${memberName(db, invitation.employee_id)} has already worked on this job: it cannot start again later. Duplicate it for the new time.`,
      ];
    const job = lookup(index, invitation);
    if (!job) return [];
    const employee = db.findById('employees', invitation.employee_id);
    return [busyMessage(employee ? fullName(employee) : 'This person', job, order.company_id)];
  });
}

/**
 * After the move: each accepted crew member keeps the times she agreed to
 * (`rescheduled_from`: the ones she accepted or last confirmed; none once the job is back at
 * them) and is asked to confirm again (her confirmation was of the old times). Each patch is
 * pushed to her, so her screens show the move live.
 */
export async function rescheduleCrew(
  db: MockDb,
  before: Times & { id: number },
  next: Times,
  options: ServiceOptions = {},
): Promise<void> {
  // Told as any move of a job that has not started by its NEW times: a job under way (its
  // start kept, its end moved) is no news to a crew already there, but one that started and
  // is moved to a start still ahead is news to everyone (nobody has clocked in: crewClashes).
  const now = (options.now ?? new Date()).getTime();
  if (sameTimes(before, next) || Date.parse(next.start_at) <= now) return;
  for (const invitation of orderInvitations(db, before.id)) {
    if (invitation.status !== 'accepted') continue;
    const agreed = invitation.rescheduled_from ?? {
      start_at: before.start_at,
      end_at: before.end_at,
    };
    await db.patch('order_invitations', invitation.id, {
      rescheduled_from: sameTimes(agreed, next) ? null : agreed,
      confirmed_at: null,
      confirm_asked_at: null,
      unconfirmed_flagged_at: null,
      // What she said on the day was of the old times (on-my-way).
      ...NOT_ON_THE_WAY,
      updated_at: stamp(options),
    });
  }
}

/**
 * The job's hourly rate changed (not in the spec; contract/README "Repriced jobs"): each
 * accepted crew member of a company invitation keeps the rate she agreed to in
 * `repriced_from` (null again when the rate comes back to it), and a cut asks her
 * confirmation again, as a move does. Crew an offer brought are paid their application's
 * rate, which this does not change. A job under way (by `before.start_at`: the job's start
 * once saved, updateOrder's): no news to a crew already there.
 */
/**
 * Whether an outsourcing offer brought this crew member (her application was accepted): she
 * is paid her application's rate, which the order's does not change.
 */
export function broughtByOffer(db: MockDb, invitationId: number): boolean {
  return !!db.offer_applications.findFirst((q) =>
    q.where({ order_invitation_id: invitationId, status: 'accepted' }),
  );
}

/**
 * What the job pays a crew member an hour (contract/README "Pay on the job"): the order's
 * rate, or, when an outsourcing offer brought her, the rate the company accepted her
 * application at (her proposed rate, else the offer's). The one rule: her items' recorded
 * pay and the company's crew and moving team all read it.
 */
export function crewJobRate(
  db: MockDb,
  invitation: Pick<OrderInvitationRecord, 'id' | 'order_id'>,
): number {
  const application = db.offer_applications.findFirst((q) =>
    q.where({ order_invitation_id: invitation.id, status: 'accepted' }),
  );
  const offer = application && db.findById('outsource_offers', application.offer_id);
  if (application && offer) return application.proposed_hourly_rate ?? offer.hourly_rate;
  return db.findById('orders', invitation.order_id)?.hourly_rate ?? 0;
}

export async function repriceCrew(
  db: MockDb,
  before: { id: number; start_at: string; hourly_rate: number },
  rate: number,
  options: ServiceOptions = {},
): Promise<void> {
  const now = (options.now ?? new Date()).getTime();
  if (rate === before.hourly_rate || Date.parse(before.start_at) <= now) return;
  for (const invitation of orderInvitations(db, before.id)) {
    if (invitation.status !== 'accepted') continue;
    if (broughtByOffer(db, invitation.id)) continue;
    const agreed = invitation.repriced_from ?? before.hourly_rate;
    await db.patch('order_invitations', invitation.id, {
      repriced_from: agreed === rate ? null : agreed,
      ...(rate < before.hourly_rate
        ? { confirmed_at: null, confirm_asked_at: null, unconfirmed_flagged_at: null }
        : {}),
      updated_at: stamp(options),
    });
  }
}
