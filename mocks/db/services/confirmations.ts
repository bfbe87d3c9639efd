import type { ConfirmationState } from '@/platform/api/generated/model';
import type { MockDb } from '../database';
import type { OrderInvitationRecord, OrderRecord } from '../schema';
import {
  memberName,
  isClosed,
  notify,
  recomputeOrderStatus,
  requireActiveOrder,
  stamp,
  StateError,
  type ServiceOptions,
} from './orders';
import { releaseOfferSpot } from './outsourcing';
import { OFF_SELF_MESSAGE, offDuring } from './time-off';
import { ASK_BEFORE_MS, askAt } from './confirm-window';

export { ASK_BEFORE_MS, askAt };

/*
 * Confirmations (7/8, beyond the spec; contract/README "Confirmations"). From 48 h before an
 * accepted job the helper is asked to confirm it; still unconfirmed 24 h before, she is
 * flagged to the branch (once). Before the start she may say she can't make it: her
 * invitation becomes `rejected` with `dropped_out_at`, the spot reopens and the branch is
 * told. The same rules serve the helper's calls, the company's crew views and the mock's
 * simulated crew (realtime/confirm-agenda.ts).
 */

const HOUR = 3_600_000;
/** When an unconfirmed person is flagged to the company: this long before the start. */
export const FLAG_BEFORE_MS = 24 * HOUR;

export const CONFIRM_MESSAGES = {
  tooEarly: 'You can confirm this job from 48 hours before it starts.',
  started: 'This job has already started.',
  startedDrop: 'This job has already started; call the company instead.',
  notOnCrew: 'You are not on the crew of this job.',
} as const;

const at = (options: ServiceOptions) => (options.now ?? new Date()).getTime();

export const flagAt = (order: Pick<OrderRecord, 'start_at'>) =>
  Date.parse(order.start_at) - FLAG_BEFORE_MS;
/** Who was asked within the last 24 hours (a late acceptance, a moved job) has this long. */
const FLAG_GRACE_MS = HOUR;

/**
 * When an unconfirmed crew member is flagged to the company: 24 h before the start, and not
 * before she has had an hour to answer the question (a job accepted or moved within 24 h of
 * its start is asked at once: flagging it in the same minute told the company of every crew
 * member it had just moved).
 */
export function flagDueAt(
  invitation: Pick<OrderInvitationRecord, 'confirm_asked_at'>,
  order: Pick<OrderRecord, 'start_at'>,
): number {
  const asked = invitation.confirm_asked_at ? Date.parse(invitation.confirm_asked_at) : null;
  return asked === null ? flagAt(order) : Math.max(flagAt(order), asked + FLAG_GRACE_MS);
}

/** Whether the question applies at all: an accepted invitation on an active order. */
const onCrew = (invitation: OrderInvitationRecord, order: OrderRecord) =>
  invitation.status === 'accepted' && !isClosed(order);

/**
 * The state the contract's ConfirmationState describes, at `now`; null when it does not
 * apply (pending or left invitation, closed order, or an unconfirmed job that has started).
 */
export function confirmationOf(
  invitation: OrderInvitationRecord,
  order: OrderRecord,
  now: number = Date.now(),
): ConfirmationState | null {
  if (!onCrew(invitation, order)) return null;
  if (invitation.confirmed_at) return 'confirmed';
  if (now >= Date.parse(order.start_at)) return null;
  if (now >= flagAt(order)) return 'overdue';
  if (now >= askAt(order)) return 'awaiting';
  return 'not_due';
}

/**
 * The times she agreed to of a job the company moved (rescheduleCrew), while it is still
 * ahead of her: none once it has started or closed (the move is no longer news).
 */
export function movedFrom(
  invitation: OrderInvitationRecord,
  order: OrderRecord,
  now: number = Date.now(),
): NonNullable<OrderInvitationRecord['rescheduled_from']> | null {
  if (!onCrew(invitation, order) || now >= Date.parse(order.start_at)) return null;
  return invitation.rescheduled_from ?? null;
}

/** The rate she agreed to of a job the company repriced (repriceCrew), as `movedFrom`. */
export function repricedFrom(
  invitation: OrderInvitationRecord,
  order: OrderRecord,
  now: number = Date.now(),
): number | null {
  if (!onCrew(invitation, order) || now >= Date.parse(order.start_at)) return null;
  return invitation.repriced_from ?? null;
}

/** Asked and not answered: what the job card counts and the helper's badge shows. */
export const isUnconfirmed = (state: ConfirmationState | null) =>
  state === 'awaiting' || state === 'overdue';

/**
 * Asked, not answered, and not on days she took off: such a job is not waiting for her
 * answer (a confirmation is refused, the company's crew page shows her as off, her screens ask
 * nothing), so neither her Job page badge nor the job card's unconfirmed count holds it.
 */
export const awaitsHerAnswer = (
  db: MockDb,
  invitation: OrderInvitationRecord,
  order: OrderRecord,
) => isUnconfirmed(confirmationOf(invitation, order)) && !offDuring(db, invitation, order);

/**
 * The helper's invitation on an order: a live one, else her latest (so a left job still
 * answers with its state). Undefined when she was never invited to it.
 */
export function helperInvitationOnOrder(
  db: MockDb,
  userId: number,
  orderId: number,
): OrderInvitationRecord | undefined {
  const mine = db.order_invitations
    .findMany((q) => q.where({ order_id: orderId, user_id: userId }))
    .sort((a, b) => b.id - a.id);
  return mine.find((i) => i.status === 'accepted' || i.status === 'pending') ?? mine[0];
}

/** Her active job, or a 422 on status when she is not (or no longer) on its crew. */
export function requireCrewJob(db: MockDb, invitation: OrderInvitationRecord): OrderRecord {
  const order = requireActiveOrder(db, invitation.order_id);
  if (invitation.status !== 'accepted') throw new StateError(CONFIRM_MESSAGES.notOnCrew);
  return order;
}

/**
 * What saying she is on her way or starting work adds (on-my-way, time clock): before the
 * start and within its 48 h, a job not confirmed yet is confirmed (she could hardly be more
 * certain to come); a move of the job is then no longer news.
 */
export function confirmsByComing(
  invitation: OrderInvitationRecord,
  order: OrderRecord,
  now: number,
  options: ServiceOptions,
) {
  return !invitation.confirmed_at && now < Date.parse(order.start_at) && now >= askAt(order)
    ? { confirmed_at: stamp(options), rescheduled_from: null, repriced_from: null }
    : {};
}

/**
 * She confirms: from 48 h before the start until it starts (422 on start_at otherwise). A
 * second confirm changes nothing. Not on a day of her time off (422 on start_at, as accepting
 * then is: the company's crew page shows her as off, and her confirmation would say otherwise;
 * QA helper-159 F1), even one she confirmed before taking it off.
 */
export async function confirmJob(
  db: MockDb,
  invitationId: number,
  options: ServiceOptions = {},
): Promise<OrderInvitationRecord> {
  const invitation = db.findById('order_invitations', invitationId);
  if (!invitation) throw new Error(`unknown order invitation ${invitationId}`);
  const order = requireCrewJob(db, invitation);
  const now = at(options);
  if (now >= Date.parse(order.start_at)) throw new StateError(CONFIRM_MESSAGES.started, 'start_at');
  if (offDuring(db, invitation, order)) throw new StateError(OFF_SELF_MESSAGE, 'start_at');
  if (invitation.confirmed_at) return invitation;
  if (now < askAt(order)) throw new StateError(CONFIRM_MESSAGES.tooEarly, 'start_at');
  // Confirming agrees to the job's times as they are now (a move is no longer news).
  return db.patch('order_invitations', invitation.id, {
    confirmed_at: stamp(options),
    rescheduled_from: null,
    repriced_from: null,
    updated_at: stamp(options),
  });
}

/**
 * She can't make it (before the start, and before she has started work): she leaves the crew (`rejected`, `dropped_out_at`,
 * the reason), an offer's accepted application becomes withdrawn and counts as her decline
 * (a filled offer opens again), the order's status is recomputed and the branch is told.
 */
export async function dropOut(
  db: MockDb,
  invitationId: number,
  reason: string,
  options: ServiceOptions = {},
): Promise<OrderInvitationRecord> {
  const invitation = db.findById('order_invitations', invitationId);
  if (!invitation) throw new Error(`unknown order invitation ${invitationId}`);
  const order = requireCrewJob(db, invitation);
  // Started, or she has started work (clocked in early): she is there (QA 56: leaving after
  // Finish work took her clocked hours off the crew).
  if (at(options) >= Date.parse(order.start_at) || invitation.clocked_in_at)
    throw new StateError(CONFIRM_MESSAGES.startedDrop, 'start_at');
  const updated = await db.patch('order_invitations', invitation.id, {
    status: 'rejected',
    reject_reason: reason,
    dropped_out_at: stamp(options),
    responded_at: stamp(options),
    updated_at: stamp(options),
  });
  const application = await releaseOfferSpot(db, invitation.id, 'withdrawn', options);
  if (application)
    await db.insert('offer_declines', {
      offer_id: application.offer_id,
      helper_id: application.helper_id,
      reason,
      created_at: stamp(options),
    });
  await notify(
    db,
    {
      branch_id: order.branch_id,
      kind: 'crew_dropped_out',
      title: `${memberName(db, invitation.employee_id)} can't make it to order #${order.number}: ${reason}`,
      body: 'The spot is open again: the crew page proposes a replacement.',
      order_id: order.id,
      created_at: stamp(options),
    },
    options,
  );
  await recomputeOrderStatus(db, order.id, options);
  return updated;
}

/**
 * 24 h before the start (flagDueAt), a crew member still unconfirmed is flagged to the
 * branch, once per person and job. Returns whether a flag was raised.
 */
export async function flagIfUnconfirmed(
  db: MockDb,
  invitationId: number,
  options: ServiceOptions = {},
): Promise<boolean> {
  const invitation = db.findById('order_invitations', invitationId);
  const order = invitation && db.findById('orders', invitation.order_id);
  if (!invitation || !order || invitation.unconfirmed_flagged_at) return false;
  if (confirmationOf(invitation, order, at(options)) !== 'overdue') return false;
  if (at(options) < flagDueAt(invitation, order)) return false;
  await db.patch('order_invitations', invitation.id, {
    unconfirmed_flagged_at: stamp(options),
    updated_at: stamp(options),
  });
  await notify(
    db,
    {
      branch_id: order.branch_id,
      kind: 'crew_unconfirmed',
      title: `${memberName(db, invitation.employee_id)} has not confirmed order #${order.number}`,
      body: 'It starts within 24 hours. Invite someone else from the crew page.',
      order_id: order.id,
      created_at: stamp(options),
    },
    options,
  );
  return true;
}
