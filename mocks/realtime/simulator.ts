import { db, DEMO_ACCOUNTS } from '../db';
import { notifyBranches, type BranchEvent } from '../db/services/notifications';
import { runAsLeader } from './leader';

/*
 * Demo activity: now and then something happens in one of the demo company's branches, as
 * it would in a real moving company. Runs in one tab only (the leader, via Web Locks), so
 * two open tabs do not double the events; the others receive them through the db sync.
 */

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

const fullName = (p: { first_name: string; last_name: string }) => `${p.first_name} ${p.last_name}`;

/**
 * Something that could really happen in the branch, naming its real orders and people: a
 * live order of the branch, and someone on or invited to its crew (else a branch member,
 * else a marketplace helper). A branch with no orders yet gets a new-order event for none.
 */
function branchEvent(branchId: number): BranchEvent {
  const orders = db.orders.findMany((q) => q.where({ branch_id: branchId }));
  const live = orders.filter((o) => !o.completion && !o.cancel_reason);
  const order = live.length ? pick(live) : orders.length ? pick(orders) : null;
  if (!order) {
    return {
      branch_id: branchId,
      kind: 'system',
      title: 'Your branch is ready for its first job',
      body: 'Create an order and invite your crew.',
    };
  }
  const invited = db.order_invitations
    .findMany((q) => q.where({ order_id: order.id }))
    .map((i) => db.findById('employees', i.employee_id))
    .filter((e) => e !== undefined);
  const members = db.employees.findMany((q) => q.where({ branch_id: branchId }));
  const helpers = db.users.findMany((q) => q.where({ type: 4 }));
  const person = fullName(
    invited.length ? pick(invited) : members.length ? pick(members) : pick(helpers),
  );
  const ref = `order #${order.number}`;
  const templates: Array<Omit<BranchEvent, 'branch_id' | 'order_id'>> = [
    {
      kind: 'invitation_accepted',
      title: `${person} accepted your invitation to ${ref}`,
      body: `${person.split(' ')[0]} joined the crew.`,
    },
    {
      kind: 'invitation_rejected',
      title: `${person} declined your invitation to ${ref}`,
      body: 'Invite another helper to fill the spot.',
    },
    {
      kind: 'order_formed',
      title: `Order #${order.number} is now formed`,
      body: 'Every crew spot is filled.',
    },
    {
      kind: 'outsourcing_application',
      title: 'New application to your outsourcing offer',
      body: `${person} applied to help with ${ref}.`,
    },
  ];
  const event: BranchEvent = { branch_id: branchId, order_id: order.id, ...pick(templates) };
  // An application names its offer (the row opens the offer's applications), if there is one.
  if (event.kind === 'outsourcing_application')
    event.offer_id =
      db.outsource_offers.findFirst((q) => q.where({ order_id: order.id }))?.id ?? null;
  return event;
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
  const events = Array.from({ length: count }, (_, i) => {
    const event = branchEvent(options.branchId ?? pick(branches));
    // A running number keeps every title of a burst distinct.
    if (count > 1) event.title = `${event.title} (${i + 1}/${count})`;
    return event;
  });
  await notifyBranches(db, events);
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
