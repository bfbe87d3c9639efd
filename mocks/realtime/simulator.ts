import { db, DEMO_ACCOUNTS } from '../db';
import { notifyBranches, type BranchEvent } from '../db/services/notifications';

/*
 * Demo activity: now and then something happens in one of the demo company's branches, as
 * it would in a real moving company. Runs in one tab only (the leader, via Web Locks), so
 * two open tabs do not double the events; the others receive them through the db sync.
 */

const FIRST_NAMES = [
  'Maria',
  'James',
  'Aisha',
  'Carlos',
  'Emily',
  'Darnell',
  'Sofia',
  'Kevin',
  'Priya',
  'Luis',
];
const LAST_NAMES = [
  'Lopez',
  'Carter',
  'Johnson',
  'Nguyen',
  'Brooks',
  'Rivera',
  'Patel',
  'Kim',
  'Walker',
  'Diaz',
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function randomEvent(branchId: number): BranchEvent {
  const person = `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)}`;
  const order = 1000 + Math.floor(Math.random() * 90);
  const templates: Array<Omit<BranchEvent, 'branch_id'>> = [
    {
      kind: 'invitation_accepted',
      title: `${person} accepted your invitation to order #${order}`,
      body: `${person.split(' ')[0]} joined the crew.`,
    },
    {
      kind: 'invitation_rejected',
      title: `${person} declined your invitation to order #${order}`,
      body: 'Invite another helper to fill the spot.',
    },
    {
      kind: 'order_formed',
      title: `Order #${order} is now formed`,
      body: 'Every crew spot is filled.',
    },
    {
      kind: 'outsourcing_application',
      title: 'New application to your outsourcing offer',
      body: `${person} applied to help with order #${order}.`,
    },
  ];
  return { branch_id: branchId, ...pick(templates) };
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
 * Creates `count` branch events now (demo panel, tests, benchmarks). Returns how many were
 * made and the title of the last one.
 */
export async function emitDemoNotifications(
  options: { count?: number; branchId?: number } = {},
): Promise<{ count: number; lastTitle: string | null }> {
  const branches = options.branchId ? [options.branchId] : demoBranchIds();
  if (branches.length === 0) return { count: 0, lastTitle: null };
  const count = options.count ?? 1;
  const events = Array.from({ length: count }, (_, i) => {
    const event = randomEvent(options.branchId ?? pick(branches));
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
  let timer: ReturnType<typeof setInterval> | undefined;
  let release: (() => void) | undefined;
  let stopped = false;
  const run = () => {
    timer = setInterval(() => void emitDemoNotifications(), intervalMs);
  };
  if (typeof navigator !== 'undefined' && navigator.locks) {
    void navigator.locks.request('movers-mock-simulator', () => {
      // Stopped while waiting to lead: hand the lock straight on, start nothing.
      if (stopped) return;
      run();
      // Hold the lock while this tab lives; the next tab takes over when it closes.
      return new Promise<void>((resolve) => {
        release = resolve;
      });
    });
  } else {
    run();
  }
  return () => {
    stopped = true;
    if (timer) clearInterval(timer);
    timer = undefined;
    release?.();
  };
}
