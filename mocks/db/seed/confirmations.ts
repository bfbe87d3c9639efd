import { addDays, zonedClock, zonedDate, zonedInstant } from '@/platform/format/zone';
import type { BranchRecord, EmployeeRecord, OrderInvitationRecord } from '../schema';
import { askAt } from '../services/confirmations';
import { isClosed, nextOrderNumber, statusFromInvitations } from '../services/orders';
import { DEMO_ACCOUNTS } from './accounts';
import type { SeedContext } from './context';
import { ownAddress, ownPhone } from './places';

/*
 * Confirmations (7/8) in the demo data: every accepted job starting within 48 h of the
 * anchor has been asked (`confirm_asked_at`, so the mock's simulated crew does not answer it
 * again), and about half of those people have confirmed; the rest show as awaiting, or
 * overdue (flagged) once within 24 h of the start. The demo accounts never confirm by
 * themselves, so Maria Lopez has her "Confirm" to press. The flags' notifications are raised
 * by the running mock (realtime/confirm-agenda.ts), not here. Last step of seedWorld, without
 * faker, so no record before it changes. Two jobs tomorrow in Austin (Maria Lopez on the first
 * when she is free) make sure the next 48 hours hold some.
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;

const SHOWCASE = [
  { from: '09:00', to: '13:00', customer: ['Nora', 'Whitaker'] },
  { from: '14:00', to: '18:00', customer: ['Felix', 'Ambrose'] },
] as const;

/**
 * Whether the person holds one of the `live` invitations (accepted or pending) on an active
 * order overlapping [start, end). The live ones are read once per seed, not per person: the
 * busy world has 7,000 invitations, scanned for each of a branch's people twice.
 */
function holds(
  ctx: SeedContext,
  live: readonly OrderInvitationRecord[],
  person: EmployeeRecord,
  start: number,
  end: number,
): boolean {
  const { db } = ctx;
  return live
    .filter(
      (i) =>
        i.employee_id === person.id || (person.user_id != null && i.user_id === person.user_id),
    )
    .some((i) => {
      const order = db.findById('orders', i.order_id);
      return (
        order != null &&
        !isClosed(order) &&
        Date.parse(order.start_at) < end &&
        start < Date.parse(order.end_at)
      );
    });
}

/** Tomorrow's two Austin jobs with accepted crews of three (free people only). */
async function seedTomorrow(ctx: SeedContext, branch: BranchRecord, mariaId: number | undefined) {
  const { db, now } = ctx;
  const day = addDays(zonedDate(now, branch.timezone), 1);
  const model = db.orders.findFirst((q) => q.where({ branch_id: branch.id }));
  if (!model) return;
  const created = new Date(now.getTime() - 3 * 24 * HOUR).toISOString();
  const members = db.employees
    .findMany((q) => q.where({ branch_id: branch.id, status: 1 }))
    .filter((e) => e.deleted_at == null)
    .sort((a, b) => Number(b.user_id === mariaId) - Number(a.user_id === mariaId) || a.id - b.id);
  const live: OrderInvitationRecord[] = db.order_invitations.findMany((q) =>
    q.where((i) => i.status === 'accepted' || i.status === 'pending'),
  );
  for (const [index, job] of SHOWCASE.entries()) {
    const start = zonedInstant(day, job.from, branch.timezone).getTime();
    const end = zonedInstant(day, job.to, branch.timezone).getTime();
    const crew = members.filter((m) => !holds(ctx, live, m, start, end)).slice(index, index + 3);
    if (crew.length === 0) continue;
    const orderId = db.nextId('orders');
    const invitations: OrderInvitationRecord[] = [];
    for (const person of crew)
      invitations.push(
        await db.insert('order_invitations', {
          order_id: orderId,
          employee_id: person.id,
          branch_id: branch.id,
          user_id: person.user_id,
          status: 'accepted',
          created_at: created,
          updated_at: created,
          responded_at: created,
          reject_reason: null,
        }),
      );
    live.push(...invitations);
    const number = nextOrderNumber(db, branch.company_id);
    await db.insert('orders', {
      ...model,
      id: orderId,
      number,
      // Its own customer's addresses and phone (review L16).
      pick_up_addresses: model.pick_up_addresses.map((a) => ownAddress(number, a)),
      destination_addresses: model.destination_addresses.map((a) => ownAddress(number + 1, a)),
      status: statusFromInvitations(3, invitations),
      customer: {
        ...model.customer,
        first_name: job.customer[0],
        last_name: job.customer[1],
        primary_phone: ownPhone(number),
        secondary_phone: null,
        email: null,
      },
      start_at: new Date(start).toISOString(),
      end_at: new Date(end).toISOString(),
      helpers_needed: 3,
      outsource_offer_id: null,
      completed_at: null,
      cancelled_at: null,
      created_at: created,
      updated_at: created,
      cancel_reason: null,
      completion: null,
    });
  }
}

export async function seedConfirmations(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }));
  const maria = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }));
  if (austin) await seedTomorrow(ctx, austin, maria?.id);
  const anchor = ctx.now.getTime();
  const demoUsers = new Set(
    Object.values(DEMO_ACCOUNTS).flatMap((account) => {
      const user = db.users.findFirst((q) => q.where({ email: account.email }));
      return user ? [user.id] : [];
    }),
  );
  for (const invitation of db.order_invitations.findMany((q) => q.where({ status: 'accepted' }))) {
    const order = db.findById('orders', invitation.order_id);
    if (!order || isClosed(order)) continue;
    const start = Date.parse(order.start_at);
    if (start <= anchor || start > anchor + 48 * HOUR) continue;
    const asked = Math.max(askAt(order), anchor - 12 * HOUR);
    const confirms =
      invitation.id % 2 === 0 && (invitation.user_id == null || !demoUsers.has(invitation.user_id));
    await db.patch('order_invitations', invitation.id, {
      confirm_asked_at: new Date(asked).toISOString(),
      confirmed_at: confirms
        ? new Date(
            Math.min(anchor - MINUTE, asked + (10 + (invitation.id % 50)) * MINUTE),
          ).toISOString()
        : null,
    });
  }
  if (maria) await seedMovedJob(ctx, maria.id);
}

/**
 * A moved job (not in the spec) in the demo: the company moved Maria's soonest accepted job
 * past the next 48 hours a day later than its crew had accepted it (services/invitations.ts,
 * rescheduleCrew), so her card says "Moved". Not yet asked to confirm, so nothing above
 * touched it.
 */
async function seedMovedJob(ctx: SeedContext, mariaId: number) {
  const { db } = ctx;
  const from = ctx.now.getTime() + 48 * HOUR;
  const jobs = db.order_invitations
    .findMany((q) => q.where({ user_id: mariaId, status: 'accepted' }))
    .flatMap((invitation) => {
      const order = db.findById('orders', invitation.order_id);
      return order && !isClosed(order) && Date.parse(order.start_at) > from
        ? [{ invitation, order }]
        : [];
    })
    .sort((a, b) => Date.parse(a.order.start_at) - Date.parse(b.order.start_at));
  const [soonest, next] = jobs;
  if (next) await seedRepricedJob(ctx, next.order);
  if (!soonest) return;
  // The same times on the branch's clocks, the day before.
  const zone = db.findById('branches', soonest.order.branch_id)?.timezone ?? 'America/Chicago';
  const dayBefore = (at: string) =>
    zonedInstant(addDays(zonedDate(at, zone), -1), zonedClock(at, zone), zone).toISOString();
  // Everyone on its crew agreed to those times, as rescheduleCrew would say.
  const agreed = {
    start_at: dayBefore(soonest.order.start_at),
    end_at: dayBefore(soonest.order.end_at),
  };
  for (const member of db.order_invitations.findMany((q) =>
    q.where({ order_id: soonest.order.id, status: 'accepted' }),
  ))
    await db.patch('order_invitations', member.id, {
      rescheduled_from: agreed,
      confirmed_at: null,
    });
}

/**
 * A repriced job (not in the spec) in the demo: the company raised the pay of Maria's second
 * soonest accepted job past the next 48 hours by $5.00/h since its crew accepted it
 * (services/invitations.ts, repriceCrew), so her card says "Pay changed". A raise asks no
 * one to confirm again.
 */
async function seedRepricedJob(ctx: SeedContext, order: { id: number; hourly_rate: number }) {
  const { db } = ctx;
  for (const member of db.order_invitations.findMany((q) =>
    q.where({ order_id: order.id, status: 'accepted' }),
  )) {
    const throughOffer = db.offer_applications.findFirst((q) =>
      q.where({ order_invitation_id: member.id, status: 'accepted' }),
    );
    if (!throughOffer)
      await db.patch('order_invitations', member.id, { repriced_from: order.hourly_rate - 500 });
  }
}
