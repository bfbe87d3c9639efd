import { endsNextDay, formatSpan, formatTime, NEXT_DAY_TEXT } from '@/platform/format/date';
import type { MockDb } from '../database';
import type { OrderInvitationRecord, OrderRecord } from '../schema';
import { confirmsByComing, requireCrewJob } from './confirmations';
import { isClosed, memberName, notify, stamp, StateError, type ServiceOptions } from './orders';
import { orderClock, orderTimeZone } from './time-off';

/*
 * Time clock (not in the spec; contract/README "Time clock"): on the day of her accepted job
 * the helper starts work (from 1 h before its start until its end) and later finishes it
 * (from its start until the order is completed: a move may run over). Each happens once; her spot keeps
 * both instants, the branch is notified (`crew_clocked_in`, `crew_clocked_out`) and the
 * invitation's change is pushed to both sides (order-invitation-changed), so the crew page
 * and the board show it live. Completing the order offers the clocked hours per person.
 */

/** From when she may start work: 1 h before the start. */
export const clockInFrom = (order: { start_at: string }) => Date.parse(order.start_at) - 3_600_000;

const TIME_CLOCK_MESSAGES = {
  tooEarly: 'You can start work from 1 hour before the job starts.',
  over: 'This job is over.',
  twiceIn: 'You have already started work on this job.',
  notIn: 'You have not started work on this job.',
  notStarted: (at: string) =>
    `This job has not started yet: you can finish work from its start, ${at}.`,
  twiceOut: 'You have already finished work on this job.',
  elsewhere: (number: number) => `You are still at work on order #${number}: finish it first.`,
} as const;

/**
 * Started work and not finished, on the crew of an open order: not once the order is completed
 * or cancelled (her clock-out is refused then), as the app's `isAtWork` (QA helper-132).
 */
export const isAtWork = (
  spot: OrderInvitationRecord | null | undefined,
  order: OrderRecord | undefined,
) =>
  spot?.status === 'accepted' &&
  spot.clocked_in_at != null &&
  spot.clocked_out_at == null &&
  order !== undefined &&
  !isClosed(order);

/** Another job this person (by user, else by employee) started and has not finished. */
function atWorkElsewhere(db: MockDb, invitation: OrderInvitationRecord) {
  const mine = db.order_invitations.findMany((q) =>
    q.where(
      invitation.user_id != null
        ? { user_id: invitation.user_id }
        : { employee_id: invitation.employee_id },
    ),
  );
  return mine
    .filter((i) => i.id !== invitation.id)
    .map((i) => ({ spot: i, order: db.findById('orders', i.order_id) }))
    .find(({ spot, order }) => isAtWork(spot, order))?.order;
}

function requireSpot(db: MockDb, invitationId: number) {
  const invitation = db.findById('order_invitations', invitationId);
  if (!invitation) throw new Error(`unknown order invitation ${invitationId}`);
  return { invitation, order: requireCrewJob(db, invitation) };
}

/** She starts work; before the start it confirms the job too (she is there). */
export async function clockIn(
  db: MockDb,
  invitationId: number,
  options: ServiceOptions = {},
): Promise<OrderInvitationRecord> {
  const { invitation, order } = requireSpot(db, invitationId);
  const now = (options.now ?? new Date()).getTime();
  if (invitation.clocked_in_at) throw new StateError(TIME_CLOCK_MESSAGES.twiceIn);
  const elsewhere = atWorkElsewhere(db, invitation);
  if (elsewhere) throw new StateError(TIME_CLOCK_MESSAGES.elsewhere(elsewhere.number));
  if (now < clockInFrom(order)) throw new StateError(TIME_CLOCK_MESSAGES.tooEarly, 'start_at');
  if (now >= Date.parse(order.end_at)) throw new StateError(TIME_CLOCK_MESSAGES.over, 'start_at');
  const updated = await db.patch('order_invitations', invitation.id, {
    clocked_in_at: stamp(options),
    ...confirmsByComing(invitation, order, now, options),
    updated_at: stamp(options),
  });
  await notify(
    db,
    {
      branch_id: order.branch_id,
      kind: 'crew_clocked_in',
      title: `${memberName(db, invitation.employee_id)} started work on order #${order.number}`,
      body: `At ${orderClock(db, order, stamp(options))}.`,
      order_id: order.id,
      created_at: stamp(options),
    },
    options,
  );
  return updated;
}

/** She finishes work, after starting it, from the job's start until the order is completed. */
export async function clockOut(
  db: MockDb,
  invitationId: number,
  options: ServiceOptions = {},
): Promise<OrderInvitationRecord> {
  const { invitation, order } = requireSpot(db, invitationId);
  if (!invitation.clocked_in_at) throw new StateError(TIME_CLOCK_MESSAGES.notIn);
  if (invitation.clocked_out_at) throw new StateError(TIME_CLOCK_MESSAGES.twiceOut);
  // Not before the start: it is final, and she has worked none of the job yet (QA-211 M2).
  if ((options.now ?? new Date()).getTime() < Date.parse(order.start_at))
    throw new StateError(
      TIME_CLOCK_MESSAGES.notStarted(orderClock(db, order, order.start_at)),
      'start_at',
    );
  const updated = await db.patch('order_invitations', invitation.id, {
    clocked_out_at: stamp(options),
    updated_at: stamp(options),
  });
  const zone = orderTimeZone(db, order);
  const from = invitation.clocked_in_at;
  const to = stamp(options);
  await notify(
    db,
    {
      branch_id: order.branch_id,
      kind: 'crew_clocked_out',
      title: `${memberName(db, invitation.employee_id)} finished work on order #${order.number}`,
      body: `Worked ${formatTime(from, zone)} - ${orderClock(db, order, to)}${endsNextDay(from, to, zone) ? ` ${NEXT_DAY_TEXT}` : ''} (${formatSpan(Date.parse(to) - Date.parse(from))}).`,
      order_id: order.id,
      created_at: stamp(options),
    },
    options,
  );
  return updated;
}

/** Her time clock, while she is on the crew. */
export function timeClock(invitation: OrderInvitationRecord) {
  const onCrew = invitation.status === 'accepted';
  return {
    clocked_in_at: onCrew ? (invitation.clocked_in_at ?? null) : null,
    clocked_out_at: onCrew ? (invitation.clocked_out_at ?? null) : null,
  };
}
