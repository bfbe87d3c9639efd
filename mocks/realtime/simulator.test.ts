import { db, DEMO_ACCOUNTS, resetDatabase, type Snapshot } from '../db';
import { formatTime } from '@/platform/format/date';
import { branchTimeZone, zoneAbbreviation } from '@/platform/format/zone';
import {
  branchFacts,
  emitDemoNotifications,
  startActivitySimulator,
  startsText,
} from './simulator';
import { realTimers } from '../testing/clock';

/*
 * The demo activity simulator: one notification per interval, in the leader tab only (Web
 * Locks), never with an interval of 0. Several "tabs" are several simulators sharing one
 * fake LockManager, as tabs of one origin share navigator.locks.
 */

const LOCK = 'movers-mock-simulator';

/** A minimal exclusive Web Locks manager: one holder per name, the others queue in order. */
function createFakeLocks() {
  const held = new Set<string>();
  const queues = new Map<string, Array<() => void>>();
  const requests: string[] = [];
  return {
    requests,
    isHeld: (name: string) => held.has(name),
    waiting: (name: string) => queues.get(name)?.length ?? 0,
    request(name: string, callback: (lock: { name: string }) => Promise<unknown>) {
      requests.push(name);
      return new Promise((resolve, reject) => {
        const grant = () => {
          held.add(name);
          Promise.resolve()
            .then(() => callback({ name }))
            .then(resolve, reject)
            .finally(() => {
              held.delete(name);
              queues.get(name)?.shift()?.();
            });
        };
        if (held.has(name)) {
          const queue = queues.get(name) ?? [];
          queue.push(grant);
          queues.set(name, queue);
        } else {
          // Granted asynchronously, as the browser does.
          queueMicrotask(grant);
        }
      });
    },
  };
}

let locks: ReturnType<typeof createFakeLocks>;
let ownerId: number;
let demoBranchIds: number[];
const stops: Array<() => void> = [];

/** A tab's simulator; stopped after each test. */
function tab(intervalMs: number): () => void {
  const stop = startActivitySimulator(intervalMs);
  stops.push(stop);
  return stop;
}

/** The demo owner manages every demo branch, so they get exactly one record per event. */
const ownerNotifications = () => db.notifications.findMany((q) => q.where({ user_id: ownerId }));
let baseline: number;
const emitted = () => ownerNotifications().length - baseline;

let seeded: Snapshot;
beforeAll(async () => {
  await resetDatabase(db, 'default');
  seeded = db.snapshot();
});
beforeEach(async () => {
  await db.load(seeded);
  const owner = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.owner.email }))!;
  ownerId = owner.id;
  demoBranchIds = db.branches
    .findMany((q) => q.where({ company_id: owner.company_id! }))
    .map((b) => b.id);
  baseline = ownerNotifications().length;
  locks = createFakeLocks();
  vi.useFakeTimers();
});
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Tabs with Web Locks (every browser the demo supports). */
function withWebLocks() {
  vi.stubGlobal('navigator', { ...globalThis.navigator, locks });
}

describe('startActivitySimulator', () => {
  it('creates one notification per interval, in the demo company, until stopped', async () => {
    withWebLocks();
    const stop = tab(1_000);
    await vi.advanceTimersByTimeAsync(999);
    expect(emitted()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(emitted()).toBe(1);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(emitted()).toBe(5);

    const created = ownerNotifications().slice(-5);
    expect(created.every((n) => demoBranchIds.includes(n.branch_id))).toBe(true);
    expect(created.every((n) => !n.is_read)).toBe(true);
    // Nothing for the other company.
    const other = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.otherOwner.email }))!;
    const othersBefore = db.notifications.findMany((q) => q.where({ user_id: other.id })).length;
    await vi.advanceTimersByTimeAsync(1_000);
    expect(emitted()).toBe(6);
    expect(db.notifications.findMany((q) => q.where({ user_id: other.id }))).toHaveLength(
      othersBefore,
    );

    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(emitted()).toBe(6);
    // The lock is given back when the tab stops.
    await vi.advanceTimersByTimeAsync(0);
    expect(locks.isHeld(LOCK)).toBe(false);
  });

  it('emits in the leader tab only; a follower takes over when the leader stops', async () => {
    withWebLocks();
    const stopLeader = tab(1_000);
    await vi.advanceTimersByTimeAsync(0); // the first tab gets the lock
    tab(700); // a second tab, with a cadence of its own
    tab(300); // and a third
    expect(locks.requests).toEqual([LOCK, LOCK, LOCK]);

    await vi.advanceTimersByTimeAsync(3_000);
    // The leader's cadence only: not 3 + 4 + 10.
    expect(emitted()).toBe(3);
    expect(locks.waiting(LOCK)).toBe(2);

    stopLeader();
    await vi.advanceTimersByTimeAsync(0); // the lock passes to the second tab
    expect(locks.waiting(LOCK)).toBe(1);
    await vi.advanceTimersByTimeAsync(2_100);
    expect(emitted()).toBe(3 + 3); // 700, 1400, 2100
  });

  it('creates nothing with an interval of 0 (or less), and does not take the lock', async () => {
    withWebLocks();
    tab(0);
    tab(-5);
    // Checked before any time passes: a 0 ms interval would spin forever.
    expect(locks.requests).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(emitted()).toBe(0);

    // So a tab that does simulate still leads.
    tab(1_000);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(emitted()).toBe(2);
  });

  it('a tab stopped while waiting for the lock never emits, even once it would lead', async () => {
    withWebLocks();
    const stopLeader = tab(1_000);
    await vi.advanceTimersByTimeAsync(0);
    const stopFollower = tab(500);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(emitted()).toBe(1);

    stopFollower(); // e.g. the tab is closing; it has not led yet
    stopLeader();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(emitted()).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    // Nobody holds the lock any more: a new tab can lead.
    expect(locks.isHeld(LOCK)).toBe(false);
  });

  it('without Web Locks (Node mock server), runs on its own timer', async () => {
    vi.stubGlobal('navigator', undefined);
    const stop = tab(2_000);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(emitted()).toBe(3);
    stop();
    await vi.advanceTimersByTimeAsync(6_000);
    expect(emitted()).toBe(3);
  });
});

describe('emitDemoNotifications', () => {
  it('every event names a real upcoming order of its branch (number and id) and a real person', async () => {
    realTimers();
    const people = new Set(
      [...db.employees.findMany(), ...db.users.findMany((q) => q.where({ type: 4 }))].map(
        (p) => `${p.first_name} ${p.last_name}`,
      ),
    );
    await emitDemoNotifications({ count: 40 });
    const created = ownerNotifications().slice(-40);
    expect(created).toHaveLength(40);
    for (const n of created) {
      const order = db.findById('orders', n.order_id ?? -1);
      expect(order, n.title).toBeDefined();
      expect(order!.branch_id).toBe(n.branch_id);
      expect(`${n.title} ${n.body}`).toContain(`#${order!.number}`);
      expect(order!.start_at > new Date().toISOString(), n.title).toBe(true);
      // A crew member or invitee, or the order's own customer.
      const customer = `${order!.customer.first_name} ${order!.customer.last_name}`;
      const named = [...people, customer].some((p) => `${n.title} ${n.body}`.includes(p));
      expect(named, n.title).toBe(true);
    }
  });

  /**
   * What an emitted row says, checked against the data at once: "X hasn't answered your
   * invitation to order #N yet" (her invitation is pending), "Order #N starts ...: A of M
   * accepted, P pending" (the counts and the branch-zone time are the order's), "Order #N is
   * formed: all M spots filled" (it is). The review found "Alyssa Wright declined ..." with
   * her invitation still pending and "Order #1071 is now formed" at 0 of 4.
   */
  function untruths(n: ReturnType<typeof ownerNotifications>[number]): string[] {
    const order = db.findById('orders', n.order_id ?? -1)!;
    const invitations = db.order_invitations.findMany((q) => q.where({ order_id: order.id }));
    const accepted = invitations.filter((i) => i.status === 'accepted').length;
    const pending = invitations.filter((i) => i.status === 'pending');
    const title = n.title.replace(/ \(\d+\/\d+\)$/, '');
    const zone = branchTimeZone(db.findById('branches', order.branch_id));
    const wrong: string[] = [];
    const check = (ok: boolean, what: string) => ok || wrong.push(`${n.title}: ${what}`);
    let m: RegExpExecArray | null;
    if ((m = /^(.+) hasn't answered your invitation to order #\d+ yet$/.exec(title))) {
      const waiting = pending.map((i) => db.findById('employees', i.employee_id)!);
      check(
        waiting.some((e) => `${e.first_name} ${e.last_name}` === m![1]),
        'no pending invitation of hers',
      );
    } else if (
      (m = /^Order #\d+ starts (.+): (\d+) of (\d+) accepted, (\d+) pending$/.exec(title))
    ) {
      check(Number(m[2]) === accepted, `${accepted} accepted`);
      check(Number(m[3]) === order.helpers_needed, `${order.helpers_needed} needed`);
      check(Number(m[4]) === pending.length, `${pending.length} pending`);
      check(accepted < order.helpers_needed, 'it is formed');
      check(
        m[1]!.endsWith(
          `${formatTime(order.start_at, zone)} ${zoneAbbreviation(order.start_at, zone)}`,
        ),
        'not its start time, on its named clock',
      );
    } else if ((m = /^Order #\d+ is formed: (all|its) (\d+) spots? filled$/.exec(title))) {
      check(accepted >= order.helpers_needed && order.status === 4, 'it is not formed');
      check(Number(m[2]) === order.helpers_needed, `${order.helpers_needed} needed`);
      check((m[1] === 'its') === (order.helpers_needed === 1), `"${m[1]}" of ${m[2]}`);
    } else wrong.push(`${n.title}: says something unchecked`);
    check(n.kind === (title.includes('is formed') ? 'order_formed' : 'crew_unconfirmed'), n.kind);
    return wrong;
  }

  it('says only what is true of the data: answers, counts, times and formed crews', async () => {
    realTimers();
    for (const branchId of demoBranchIds) {
      await emitDemoNotifications({ branchId, count: 60 });
      const created = ownerNotifications().slice(-60);
      expect(created.every((n) => n.branch_id === branchId)).toBe(true);
      expect(created.flatMap(untruths)).toEqual([]);
    }
    // And one at a time, as the 45 s simulator and the demo panel emit them.
    for (let i = 0; i < 20; i++) {
      await emitDemoNotifications();
      expect(untruths(ownerNotifications().at(-1)!)).toEqual([]);
    }
  });

  it('tells all three kinds of fact, with distinct titles in a burst', async () => {
    realTimers();
    const [austin] = demoBranchIds;
    await emitDemoNotifications({ branchId: austin, count: 80 });
    const created = ownerNotifications().slice(-80);
    expect(new Set(created.map((n) => n.title)).size).toBe(80);
    const titles = created.map((n) => n.title).join('\n');
    expect(titles).toMatch(/hasn't answered your invitation to order #\d+ yet/);
    expect(titles).toMatch(/Order #\d+ starts .+: \d+ of \d+ accepted, \d+ pending/);
    expect(titles).toMatch(/Order #\d+ is formed: all \d+ spots filled/);
  });

  it('says when an order starts on its branch’s clocks', () => {
    const start = '2031-06-05T13:00:00.000Z'; // 8:00 am in Austin (CDT)
    const now = new Date('2031-06-04T12:30:00.000Z');
    expect(startsText(start, 'America/Chicago', now)).toBe('tomorrow at 8:00 am CDT');
    expect(startsText(start, 'America/Chicago', new Date('2031-06-05T05:30:00.000Z'))).toBe(
      'today at 8:00 am CDT',
    );
    expect(startsText('2031-06-09T13:00:00.000Z', 'America/Chicago', now)).toBe(
      'on 06/09/2031 at 8:00 am CDT',
    );
    // At 23:30 in Los Angeles UTC already reads the job's day; the branch's own day counts.
    expect(
      startsText(
        '2031-06-05T15:00:00.000Z',
        'America/Los_Angeles',
        new Date('2031-06-05T06:30:00.000Z'),
      ),
    ).toBe('tomorrow at 8:00 am PDT');
  });

  it('a branch with no upcoming order gets a true system note, with no order', async () => {
    realTimers();
    const [, dallas] = demoBranchIds;
    for (const order of db.orders.findMany((q) => q.where({ branch_id: dallas })))
      await db.patch('orders', order.id, { cancelled_at: new Date().toISOString() });
    await emitDemoNotifications({ branchId: dallas, count: 2 });
    const created = ownerNotifications().slice(-2);
    expect(created.map((n) => [n.kind, n.order_id, n.title])).toEqual([
      ['system', null, 'No upcoming orders in your Lone Star Movers Dallas branch (1/2)'],
      ['system', null, 'No upcoming orders in your Lone Star Movers Dallas branch (2/2)'],
    ]);
  });

  it('emits into the branch it is given (the branch being viewed)', async () => {
    realTimers();
    const [, second] = demoBranchIds;
    await emitDemoNotifications({ branchId: second, count: 3 });
    expect(
      ownerNotifications()
        .slice(-3)
        .map((n) => n.branch_id),
    ).toEqual([second, second, second]);
  });
});

describe('branchFacts', () => {
  it('a formed order of one spot reads "its 1 spot filled", of more "all N spots filled" (QA-164 L3)', async () => {
    const [austin] = demoBranchIds;
    const order = db.orders
      .findMany((q) => q.where({ branch_id: austin! }))
      .find((o) => !o.completed_at && !o.cancelled_at)!;
    // The day before it starts, whatever today is.
    const now = new Date(Date.parse(order.start_at) - 24 * 3_600_000);
    const { id: _id, ...template } = db.order_invitations.findFirst((q) =>
      q.where({ order_id: order.id }),
    )!;
    const crew = db.employees
      .findMany((q) => q.where({ branch_id: austin! }))
      .filter((e) => e.deleted_at == null)
      .slice(0, 2);
    const formedWith = async (spots: number) => {
      db.order_invitations.deleteMany((q) => q.where({ order_id: order.id }));
      for (const employee of crew.slice(0, spots))
        await db.insert('order_invitations', {
          ...template,
          employee_id: employee.id,
          user_id: employee.user_id,
          status: 'accepted',
        });
      await db.patch('orders', order.id, { helpers_needed: spots, status: 4 });
      return branchFacts(db, austin!, now).find(
        (e) => e.order_id === order.id && e.kind === 'order_formed',
      )?.title;
    };
    expect(await formedWith(1)).toBe(`Order #${order.number} is formed: its 1 spot filled`);
    expect(await formedWith(2)).toBe(`Order #${order.number} is formed: all 2 spots filled`);
  });
});
