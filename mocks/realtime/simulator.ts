import { addDays, branchTimeZone, zoneAbbreviation, zonedDate } from '@/platform/format/zone';
import { formatDate, formatTime } from '@/platform/format/date';
import { countOf } from '@/platform/format/count';
import { db, DEMO_ACCOUNTS, type MockDb, type OrderInvitationRecord } from '../db';
import { notifyBranches, type BranchEvent } from '../db/services/notifications';
import { isClosed } from '../db/services/orders';
import { runAsLeader } from './leader';

/*
 * Demo activity: now and then the demo company's branch gets a notification, as a real
 * moving company's would: a reminder of something true of its data right now (an upcoming
 * order's crew, an invitation still unanswered, a crew that is full). It changes nothing, so
 * what it says stays true of the order it links to (the events it made up before named
 * answers nobody gave and orders that were not formed). Runs in one tab only (the leader, via
 * Web Locks), so two open tabs do not double the events; the others receive them through the
 * db sync.
 */

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;

/**
 * "today at 8:00 am CDT", "tomorrow at 8:00 am CDT", "on 06/09/2031 at 8:00 am CDT": the
 * branch's clocks, named as every other time of the activity is (QA-171: a New York owner read
 * a bare "9:00 am" as her own).
 */
export function startsText(startAt: string, timeZone: string, now = new Date()): string {
  const day = zonedDate(startAt, timeZone);
  const today = zonedDate(now, timeZone);
  const at = `at ${formatTime(startAt, timeZone)} ${zoneAbbreviation(startAt, timeZone)}`;
  if (day === today) return `today ${at}`;
  if (day === addDays(today, 1)) return `tomorrow ${at}`;
  return `on ${formatDate(startAt, timeZone)} ${at}`;
}

/**
 * Facts of the branch that are true right now, told as reminders (nothing is changed, so
 * nothing said can be contradicted by the data): for each upcoming order, its crew's state
 * ("Order #1071 starts tomorrow at 8:00 am: 0 of 4 accepted, 4 pending", or "is formed" when
 * every spot is taken), and for each invitation still waiting, who has not answered yet.
 */
export function branchFacts(database: MockDb, branchId: number, now = new Date()): BranchEvent[] {
  const branch = database.findById('branches', branchId);
  const timeZone = branchTimeZone(branch);
  const orders = database.orders
    .findMany((q) => q.where({ branch_id: branchId }))
    .filter((o) => !isClosed(o) && o.start_at > now.toISOString())
    .sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id);
  if (orders.length === 0) {
    const any = database.orders.findFirst((q) => q.where({ branch_id: branchId }));
    return [
      {
        branch_id: branchId,
        kind: 'system',
        title: any
          ? `No upcoming orders in your ${branch?.name} branch`
          : 'Your branch is ready for its first job',
        body: 'Create an order and invite your crew.',
      },
    ];
  }
  const invitationsOf = new Map<number, OrderInvitationRecord[]>();
  for (const invitation of database.order_invitations.findMany((q) =>
    q.where({ branch_id: branchId }),
  )) {
    const list = invitationsOf.get(invitation.order_id) ?? [];
    list.push(invitation);
    invitationsOf.set(invitation.order_id, list);
  }
  const events: BranchEvent[] = [];
  for (const order of orders) {
    const invitations = invitationsOf.get(order.id) ?? [];
    const accepted = invitations.filter((i) => i.status === 'accepted').length;
    const pending = invitations.filter((i) => i.status === 'pending');
    const starts = startsText(order.start_at, timeZone, now);
    const customer = fullName(order.customer);
    const base = { branch_id: branchId, order_id: order.id };
    if (accepted >= order.helpers_needed && accepted > 0) {
      events.push({
        ...base,
        kind: 'order_formed',
        // QA-164 L3: one spot read "all 1 spot filled".
        title: `Order #${order.number} is formed: ${order.helpers_needed === 1 ? 'its' : 'all'} ${countOf(order.helpers_needed, 'spot')} filled`,
        body: `${customer}'s move starts ${starts}.`,
      });
      continue;
    }
    const missing = order.helpers_needed - accepted;
    events.push({
      ...base,
      kind: 'crew_unconfirmed',
      title: `Order #${order.number} starts ${starts}: ${accepted} of ${order.helpers_needed} accepted, ${pending.length} pending`,
      body: `${customer}'s move still needs ${countOf(missing, 'helper')}. Invite more people or offer it to the marketplace.`,
    });
    for (const invitation of pending) {
      const employee = database.findById('employees', invitation.employee_id);
      if (!employee) continue;
      events.push({
        ...base,
        kind: 'crew_unconfirmed',
        title: `${fullName(employee)} hasn't answered your invitation to order #${order.number} yet`,
        body: `${customer}'s move starts ${starts}: ${accepted} of ${order.helpers_needed} accepted so far.`,
      });
    }
  }
  return events;
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** The demo company's branches (owner@demo.test's company). */
function demoBranchIds(): number[] {
  const owner = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.owner.email }));
  if (!owner?.company_id) return [];
  return db.branches
    .findMany((q) => q.where({ company_id: owner.company_id as number }))
    .map((b) => b.id);
}

/**
 * Creates `count` branch events now (demo panel, tests, benchmarks), in `branchId` if given
 * (the demo panel names the branch being viewed), else spread over the demo branches.
 * Returns how many were made and the title of the last one.
 */
export async function emitDemoNotifications(
  options: { count?: number; branchId?: number } = {},
): Promise<{ count: number; lastTitle: string | null }> {
  const branches = options.branchId ? [options.branchId] : demoBranchIds();
  if (branches.length === 0) return { count: 0, lastTitle: null };
  const count = options.count ?? 1;
  // Each branch's facts are read once per burst, then told in a shuffled order (a burst
  // repeats a fact only when the branch has fewer facts than the burst has events).
  const now = new Date();
  const facts = new Map<number, BranchEvent[]>();
  const told = new Map<number, number>();
  const factOf = (branchId: number): BranchEvent => {
    if (!facts.has(branchId)) facts.set(branchId, shuffled(branchFacts(db, branchId, now)));
    const list = facts.get(branchId)!;
    const n = told.get(branchId) ?? 0;
    told.set(branchId, n + 1);
    return { ...list[n % list.length]! };
  };
  const events = Array.from({ length: count }, (_, i) => {
    const event = factOf(options.branchId ?? pick(branches));
    // A running number keeps every title of a burst distinct.
    if (count > 1) event.title = `${event.title} (${i + 1}/${count})`;
    return event;
  });
  await db.exclusively(() => notifyBranches(db, events));
  return { count, lastTitle: events.at(-1)?.title ?? null };
}

/**
 * Every `intervalMs` (0 = never) the leader tab emits one notification. Returns a stop
 * function.
 */
export function startActivitySimulator(intervalMs: number): () => void {
  if (!intervalMs || intervalMs <= 0) return () => {};
  return runAsLeader('movers-mock-simulator', () => {
    const timer = setInterval(() => void emitDemoNotifications(), intervalMs);
    return () => clearInterval(timer);
  });
}
