import { getOrderCurrentCrewResponse } from '@/platform/api/generated/zod/orders/orders.zod';
import { zonedDate } from '@/platform/format/zone';
import { db, DEMO_ACCOUNTS, invitationService, orderService } from '../db';
import { call, expectValid, loginAs } from './api';

/*
 * Test helper (not imported by the app): an Austin job of the owner's company starting
 * `hours` after `now`, with these members invited and (unless `pending`) accepted, for the
 * confirmation tests of the app's pages.
 */
export async function austinJobIn(
  hours: number,
  options: { now: number; people: number; helpersNeeded?: number; pending?: boolean },
) {
  const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
  const base = db.orders.findFirst((q) => q.where({ branch_id: austin.id }))!;
  const start = options.now + hours * 3_600_000;
  const { id: _id, ...rest } = base;
  const order = await db.insert('orders', {
    ...rest,
    number: orderService.nextOrderNumber(db, austin.company_id),
    status: 1,
    helpers_needed: options.helpersNeeded ?? options.people,
    start_at: new Date(start).toISOString(),
    end_at: new Date(start + 3_600_000).toISOString(),
    completed_at: null,
    cancelled_at: null,
    completion: null,
  });
  const maria = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
  const members = db.employees
    .findMany((q) => q.where({ branch_id: austin.id }))
    .filter((e) => e.deleted_at == null && e.status === 1)
    // Maria first: the helper's own tests need her on the job.
    .sort((a, b) => Number(b.user_id === maria.id) - Number(a.user_id === maria.id) || a.id - b.id)
    .slice(0, options.people);
  const invitations = await invitationService.inviteEmployees(
    db,
    order.id,
    members.map((m) => m.id),
  );
  if (!options.pending)
    for (const invitation of invitations)
      await invitationService.acceptInvitation(db, invitation.id, { notify: false });
  return {
    order: db.findById('orders', order.id)!,
    members,
    invitations: invitations.map((i) => db.findById('order_invitations', i.id)!),
  };
}

/** The company moves a job `hours` later, as its edit does (updateOrder: the crew is told). */
export async function moveJob(
  order: { id: number; start_at: string; end_at: string },
  hours: number,
) {
  const by = hours * 3_600_000;
  const next = {
    start_at: new Date(Date.parse(order.start_at) + by).toISOString(),
    end_at: new Date(Date.parse(order.end_at) + by).toISOString(),
  };
  await db.patch('orders', order.id, next);
  await invitationService.rescheduleCrew(db, order, next);
  return next;
}

/** The company changes a job's hourly rate (cents), as its edit does (repriceCrew). */
export async function repriceJob(
  order: { id: number; start_at: string; hourly_rate: number },
  rate: number,
) {
  await db.patch('orders', order.id, { hourly_rate: rate });
  await invitationService.repriceCrew(db, order, rate);
}

/** The owner's read of an order's crew (what the crew page shows). */
export async function crewOf(orderId: number) {
  const owner = await loginAs('owner@demo.test');
  const result = await call('GET', `/orders/${orderId}/current-crew`, { token: owner });
  return expectValid(getOrderCurrentCrewResponse, result.body).data;
}

/** What the branch was told of an order, of these kinds, in order (each reader gets a copy). */
export const branchNotices = (orderId: number, kinds: readonly string[]) => [
  ...new Set(
    db.notifications
      .findMany((q) => q.where({ order_id: orderId }))
      .filter((n) => kinds.includes(n.kind))
      .map((n) => `${n.title} / ${n.body}`),
  ),
];

/**
 * A marketplace helper of the branch (time off is kept by a user account), not a demo
 * account, with no time off: the seed's is cleared, so a test gives her what it needs.
 */
export function marketplaceHelperOf(branchId: number) {
  const demo = new Set(Object.values(DEMO_ACCOUNTS).map((a) => a.email));
  const helper = db.employees
    .findMany((q) => q.where({ branch_id: branchId, status: 1 }))
    .filter((e) => e.user_id != null && e.deleted_at == null)
    .find((e) => !demo.has(db.findById('users', e.user_id!)?.email ?? ''));
  if (!helper) throw new Error(`the seed has a marketplace helper in branch ${branchId}`);
  db.time_off.deleteMany((q) => q.where({ user_id: helper.user_id! }));
  return helper as typeof helper & { user_id: number };
}

/** The user takes the day of `order` off, that day on the branch's clock. */
export async function dayOffFor(userId: number, order: { start_at: string }, timeZone: string) {
  const date = zonedDate(order.start_at, timeZone);
  await db.insert('time_off', {
    user_id: userId,
    start_date: date,
    end_date: date,
    reason: null,
    created_at: new Date().toISOString(),
  });
}
