import { addDays, zonedClock, zonedDate } from '@/platform/format/zone';
import { createMockDb, type MockDb } from '../database';
import { resetDatabase } from '../reset';
import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  listScenarios,
  seedScenario,
  type ScenarioName,
} from './index';

const ANCHOR = new Date('2026-03-02T16:00:00Z');
const scenarioNames = listScenarios().map((scenario) => scenario.name);

async function seeded(scenario: ScenarioName, now = ANCHOR): Promise<MockDb> {
  const db = createMockDb();
  await seedScenario(db, scenario, { now });
  return db;
}

// One seeding per scenario at ANCHOR for the tests that only read it (the busy one takes ~2 s
// on these machines; five tests read it).
const shared = new Map<ScenarioName, Promise<MockDb>>();
function seededOnce(scenario: ScenarioName): Promise<MockDb> {
  if (!shared.has(scenario)) shared.set(scenario, seeded(scenario));
  return shared.get(scenario)!;
}

describe('seed scenarios', () => {
  it('different customers never share a phone or a street address (review L16)', async () => {
    const db = await seededOnce('default');
    const owners = {
      phone: new Map<string, Set<string>>(),
      street: new Map<string, Set<string>>(),
    };
    const claim = (map: Map<string, Set<string>>, key: string, customer: string) =>
      map.set(key, (map.get(key) ?? new Set()).add(customer));
    for (const order of db.orders.all()) {
      const customer = `${order.customer.first_name} ${order.customer.last_name}`;
      claim(owners.phone, order.customer.primary_phone, customer);
      for (const a of [...order.pick_up_addresses, ...order.destination_addresses])
        claim(owners.street, `${a.street}, ${a.unit ?? ''}, ${a.city}`, customer);
    }
    const shared = (map: Map<string, Set<string>>) =>
      [...map].filter(([, customers]) => customers.size > 1).map(([key]) => key);
    expect(shared(owners.phone)).toEqual([]);
    expect(shared(owners.street)).toEqual([]);
  });

  it('offers default, empty, manager-no-branches and busy', () => {
    expect(scenarioNames).toEqual(['default', 'empty', 'manager-no-branches', 'busy']);
  });

  it.each(scenarioNames)('%s: the same scenario twice gives identical data', async (scenario) => {
    const a = await seededOnce(scenario);
    const b = await seeded(scenario);
    expect(b.snapshot()).toEqual(a.snapshot());
  });

  it('moves with the anchor only in time', async () => {
    const a = (await seeded('default')).snapshot();
    const b = (await seeded('default', new Date('2026-05-04T09:00:00Z'))).snapshot();
    // The rows' texts and links are told from the world's records (activity-truth.ts), which
    // differ with the anchor's weekday; the feed's rows, kinds, recipients and read states do not.
    const withoutTimes = (records: Array<Record<string, unknown>>) =>
      records.map(
        ({
          created_at: _ignored,
          title: _title,
          body: _body,
          order_id: _order,
          offer_id: _offer,
          ...rest
        }) => rest,
      );
    expect(withoutTimes(b.notifications)).toEqual(withoutTimes(a.notifications));
    expect(b.notifications[0].created_at).not.toBe(a.notifications[0].created_at);
  });

  it('puts every event in the past of the anchor', async () => {
    const { notifications } = (await seededOnce('busy')).snapshot();
    expect(notifications.every((item) => new Date(item.created_at) < ANCHOR)).toBe(true);
  });

  it.each(scenarioNames)(
    '%s: every demo account exists with the demo password',
    async (scenario) => {
      const db = await seededOnce(scenario);
      for (const account of Object.values(DEMO_ACCOUNTS)) {
        if (scenario === 'empty' && account === DEMO_ACCOUNTS.otherOwner) continue;
        const user = db.users.findFirst((q) => q.where({ email: account.email }));
        expect(user, account.email).toMatchObject({ type: account.type, password: DEMO_PASSWORD });
      }
    },
  );

  it('default: owner with 3 Texas branches, a manager of 2, a manager of none, a helper', async () => {
    const db = await seededOnce('default');
    const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
    const company = db.findById('companies', owner.company_id!)!;
    expect(company).toMatchObject({ name: 'Lone Star Movers', owner_id: owner.id });
    const branches = db.branches.findMany((q) => q.where({ company_id: company.id }));
    expect(branches.map((branch) => `${branch.city}, ${branch.state_initials}`)).toEqual([
      'Austin, TX',
      'Dallas, TX',
      'Houston, TX',
    ]);
    const manager = db.users.findFirst((q) => q.where({ email: 'manager@demo.test' }))!;
    expect(manager).toMatchObject({
      company_id: company.id,
      branch_ids: [branches[0].id, branches[1].id],
    });
    expect(db.users.findFirst((q) => q.where({ email: 'newmanager@demo.test' }))).toMatchObject({
      branch_ids: [],
    });
    expect(db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))).toMatchObject({
      company_id: null,
      positions: [3, 1],
      first_name: 'Maria',
      last_name: 'Lopez',
    });
  });

  it("default: one of Maria's accepted jobs past the next 48 hours was moved a day later", async () => {
    const db = await seededOnce('default');
    const maria = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }))!;
    const moved = db.order_invitations
      .findMany((q) => q.where({ user_id: maria.id }))
      .filter((i) => i.rescheduled_from != null);
    expect(moved).toHaveLength(1);
    const [invitation] = moved;
    const order = db.findById('orders', invitation!.order_id)!;
    expect(invitation).toMatchObject({ status: 'accepted', confirmed_at: null });
    expect(Date.parse(order.start_at) - ANCHOR.getTime()).toBeGreaterThan(48 * 3_600_000);
    // The same times on the branch's clocks, the day before; the same for the whole crew.
    const zone = db.findById('branches', order.branch_id)!.timezone!;
    for (const field of ['start_at', 'end_at'] as const) {
      const agreed = invitation!.rescheduled_from![field];
      expect(zonedClock(agreed, zone)).toBe(zonedClock(order[field], zone));
      expect(zonedDate(agreed, zone)).toBe(addDays(zonedDate(order[field], zone), -1));
    }
    const crew = db.order_invitations.findMany((q) =>
      q.where({ order_id: order.id, status: 'accepted' }),
    );
    expect(crew.map((i) => i.rescheduled_from)).toEqual(
      crew.map(() => invitation!.rescheduled_from),
    );
  });

  it('default: a review of a seeded job names its completed order, by someone who runs its branch', async () => {
    const db = await seededOnce('default');
    const maria = db.users.findFirst((q) => q.where({ email: DEMO_ACCOUNTS.helper.email }))!;
    const hers = db.helper_reviews.findMany((q) => q.where({ helper_user_id: maria.id }));
    const reviewed = hers.filter((review) => review.order_id != null);
    // Every completed job she worked (fewer than her 8 reviews) is rated by one of them.
    const jobs = db.order_invitations
      .findMany((q) => q.where({ user_id: maria.id, status: 'accepted' }))
      .map((invitation) => db.findById('orders', invitation.order_id)!)
      .filter((order) => order.completed_at != null);
    expect(jobs.length).toBeGreaterThan(0);
    expect(reviewed.map((review) => review.order_id).sort()).toEqual(
      jobs.map((order) => order.id).sort(),
    );
    for (const review of db.helper_reviews.findMany((q) => q.where((r) => r.order_id != null))) {
      const order = db.findById('orders', review.order_id!)!;
      const author = db.findById('users', review.author_user_id)!;
      const worked = db.order_invitations.findFirst((q) =>
        q.where({ order_id: order.id, user_id: review.helper_user_id, status: 'accepted' }),
      );
      expect(worked).toBeDefined();
      expect(review).toMatchObject({ branch_id: order.branch_id, created_at: order.completed_at });
      expect(author.company_id).toBe(order.company_id);
      expect(author.type === 1 || author.branch_ids.includes(order.branch_id)).toBe(true);
    }
  });

  it('every member a company added itself has a phone, as Add member and Edit member ask (QA 2026-12-04)', async () => {
    for (const scenario of scenarioNames) {
      const db = await seededOnce(scenario);
      const without = db.employees
        .findMany((q) => q.where({ is_helper: false }))
        .filter((e) => !e.phone)
        .map((e) => `${scenario}: ${e.first_name} ${e.last_name}`);
      expect(without).toEqual([]);
    }
  });

  it('never points at an external image', async () => {
    const snapshot = (await seededOnce('default')).snapshot();
    const urls = [...snapshot.users, ...snapshot.branches, ...snapshot.companies]
      .map((record) => ('avatar_url' in record ? record.avatar_url : record.logo_url))
      .filter((url): url is string => url != null);
    expect(urls.length).toBeGreaterThan(5);
    expect(urls.every((url) => url.startsWith('data:image/svg+xml,'))).toBe(true);
  });

  it('empty: the owner has a company and no branches', async () => {
    const db = await seededOnce('empty');
    const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
    expect(owner.company_id).not.toBeNull();
    expect(db.branches.count()).toBe(0);
    expect(db.notifications.count()).toBe(0);
  });

  it("busy: 120 unread on the owner's first branch", async () => {
    const db = await seededOnce('busy');
    const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
    const first = db.branches.findFirst((q) => q.where({ company_id: owner.company_id! }))!;
    const unread = db.notifications.findMany((q) =>
      q.where({ user_id: owner.id, branch_id: first.id, is_read: false }),
    );
    expect(unread).toHaveLength(120);
  });

  it('reset with keepSessions keeps the logins of people who still exist', async () => {
    const db = await seeded('default');
    const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
    const otherOwner = db.users.findFirst((q) => q.where({ email: 'other-owner@demo.test' }))!;
    await db.insert('sessions', {
      token: 't-owner',
      user_id: owner.id,
      created_at: ANCHOR.toISOString(),
    });
    await db.insert('sessions', {
      token: 't-other',
      user_id: otherOwner.id,
      created_at: ANCHOR.toISOString(),
    });
    await resetDatabase(db, 'empty', { keepSessions: true, now: ANCHOR });
    const sessions = db.sessions.all();
    expect(sessions.map((session) => session.token)).toEqual(['t-owner']);
    expect(db.findById('users', sessions[0].user_id)?.email).toBe('owner@demo.test');
  });

  it('reset without keepSessions drops every login', async () => {
    const db = await seeded('default');
    await db.insert('sessions', { token: 't', user_id: 1, created_at: ANCHOR.toISOString() });
    await resetDatabase(db, 'default', { now: ANCHOR });
    expect(db.sessions.count()).toBe(0);
  });
});
