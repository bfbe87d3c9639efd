import type { MockDb } from '../database';
import type { OrderInvitationRecord, OrderRecord } from '../schema';
import { confirmsByComing, requireCrewJob } from './confirmations';
import { memberName, notify, stamp, StateError, type ServiceOptions } from './orders';
import { orderClock } from './time-off';

/*
 * On my way (not in the spec; contract/README "On my way"): on the day of her accepted job,
 * from 3 h before its start until its end, the helper tells the company she is on her way,
 * on time or so many minutes late. Her spot keeps the last thing she said; the branch is
 * notified each time (`crew_on_my_way`), and the invitation's change is pushed to both sides
 * (order-invitation-changed), so the crew page shows it live.
 */

const HOUR = 3_600_000;
/** From this long before the start she may say she is on her way. */
const ON_MY_WAY_BEFORE_MS = 3 * HOUR;

const ON_MY_WAY_MESSAGES = {
  tooEarly: 'You can say you are on your way from 3 hours before the job starts.',
  over: 'This job is over.',
  startedOnTime: 'The job has started: say how late you will be.',
} as const;

/** From when she may say she is on her way: 3 h before the start. */
export const onMyWayFrom = (order: Pick<OrderRecord, 'start_at'>) =>
  Date.parse(order.start_at) - ON_MY_WAY_BEFORE_MS;

/** What the branch reads: "Maria Lopez is running 15 min late for order #1042". */
function onMyWayTitle(name: string, number: number, lateMinutes: number): string {
  return lateMinutes > 0
    ? `${name} is running ${lateMinutes} min late for order #${number}`
    : `${name} is on the way to order #${number}`;
}

/**
 * She is on her way (`lateMinutes` 0 = on time). Before the start it confirms the job too
 * (she could hardly be more certain to come); a move of the job is then no longer news.
 */
export async function tellOnMyWay(
  db: MockDb,
  invitationId: number,
  lateMinutes: number,
  options: ServiceOptions = {},
): Promise<OrderInvitationRecord> {
  const invitation = db.findById('order_invitations', invitationId);
  if (!invitation) throw new Error(`unknown order invitation ${invitationId}`);
  const order = requireCrewJob(db, invitation);
  const now = (options.now ?? new Date()).getTime();
  const start = Date.parse(order.start_at);
  if (now < onMyWayFrom(order)) throw new StateError(ON_MY_WAY_MESSAGES.tooEarly, 'start_at');
  if (now >= Date.parse(order.end_at)) throw new StateError(ON_MY_WAY_MESSAGES.over, 'start_at');
  if (now >= start && lateMinutes === 0)
    throw new StateError(ON_MY_WAY_MESSAGES.startedOnTime, 'late_minutes');
  // Late from the start; told once it has started, from now (she is that far away).
  const expected = Math.max(start, now) + lateMinutes * 60_000;
  const updated = await db.patch('order_invitations', invitation.id, {
    on_my_way_at: stamp(options),
    late_minutes: lateMinutes,
    expected_at: new Date(expected).toISOString(),
    ...confirmsByComing(invitation, order, now, options),
    updated_at: stamp(options),
  });
  await notify(
    db,
    {
      branch_id: order.branch_id,
      kind: 'crew_on_my_way',
      title: onMyWayTitle(memberName(db, invitation.employee_id), order.number, lateMinutes),
      body:
        lateMinutes > 0
          ? `Expected at ${orderClock(db, order, new Date(expected).toISOString())}.`
          : 'Expected on time.',
      order_id: order.id,
      created_at: stamp(options),
    },
    options,
  );
  return updated;
}

/** What she last said on the day (on-my-way), while she is on the crew. */
export function onTheWay(invitation: OrderInvitationRecord) {
  const told = invitation.status === 'accepted' && invitation.on_my_way_at != null;
  return {
    on_my_way_at: told ? invitation.on_my_way_at! : null,
    late_minutes: told ? (invitation.late_minutes ?? 0) : null,
    expected_at: told ? (invitation.expected_at ?? null) : null,
  };
}

/** What a move of the job (rescheduleCrew) clears: what she said was of the old times. */
export const NOT_ON_THE_WAY = { on_my_way_at: null, late_minutes: null, expected_at: null };
