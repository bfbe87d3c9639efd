import { createMockDb, type Snapshot } from '../database';
import { collectionNames, type CollectionName } from '../schema';
import { listScenarios, seedScenario, type ScenarioName } from './index';

/*
 * Referential integrity. Records point at each other by numeric id fields (`company_id`,
 * `branch_ids`, ...) instead of @msw/data relations, so they stay plain JSON for IndexedDB
 * and BroadcastChannel (see mocks/README.md, "One database, relations by id"). Nothing in
 * @msw/data checks those ids, so this test does: every foreign id of every seeded record
 * names an existing record of the right collection. A new `*_id` / `*_ids` field must be
 * added to FOREIGN_KEYS (the second test fails until it is).
 */

const ANCHOR = new Date('2026-03-02T16:00:00Z');

/** Field path (`a.b[].c` for nested lists) -> the collection it points into. */
const FOREIGN_KEYS: { [K in CollectionName]: Record<string, CollectionName> } = {
  companies: { owner_id: 'users' },
  users: { company_id: 'companies', branch_ids: 'branches' },
  sessions: { user_id: 'users' },
  branches: { company_id: 'companies', serving_area_ids: 'serving_areas' },
  notifications: {
    branch_id: 'branches',
    user_id: 'users',
    order_id: 'orders',
    offer_id: 'outsource_offers',
  },
  serving_areas: {},
  roster_entries: { company_id: 'companies', helper_id: 'users', set_by_id: 'users' },
  employees: { branch_id: 'branches', user_id: 'users' },
  branch_invitations: { branch_id: 'branches', helper_id: 'users', invited_by_id: 'users' },
  orders: {
    branch_id: 'branches',
    company_id: 'companies',
    outsource_offer_id: 'outsource_offers',
    'completion.crew_hours[].employee_id': 'employees',
  },
  order_invitations: {
    order_id: 'orders',
    employee_id: 'employees',
    branch_id: 'branches',
    user_id: 'users',
    moved_to_invitation_id: 'order_invitations',
  },
  outsource_offers: { order_id: 'orders', branch_id: 'branches' },
  offer_applications: {
    offer_id: 'outsource_offers',
    helper_id: 'users',
    employee_id: 'employees',
    order_invitation_id: 'order_invitations',
  },
  tools: {},
  vehicle_types: {},
  helper_profiles: {
    user_id: 'users',
    serving_area_ids: 'serving_areas',
    tool_ids: 'tools',
    vehicle_type_ids: 'vehicle_types',
  },
  helper_reviews: {
    helper_user_id: 'users',
    author_user_id: 'users',
    branch_id: 'branches',
    order_id: 'orders',
  },
  otps: {},
  subscription_plans: {},
  subscriptions: { plan_id: 'subscription_plans', company_id: 'companies', user_id: 'users' },
  offer_declines: { offer_id: 'outsource_offers', helper_id: 'users' },
  calendar_feeds: { user_id: 'users' },
  time_off: { user_id: 'users' },
  company_reviews: {
    company_id: 'companies',
    branch_id: 'branches',
    order_id: 'orders',
    helper_user_id: 'users',
  },
  mock_agenda: {
    invitation_id: 'order_invitations',
    branch_invitation_id: 'branch_invitations',
    offer_id: 'outsource_offers',
    helper_id: 'users',
  },
};

/** Every value at a field path; `x[]` steps into a list, `*_ids` lists are flattened. */
function valuesAt(record: unknown, path: string): unknown[] {
  let values: unknown[] = [record];
  for (const part of path.split('.')) {
    const key = part.replace(/\[\]$/, '');
    values = values.flatMap((value) => {
      if (value == null || typeof value !== 'object') return [];
      const next = (value as Record<string, unknown>)[key];
      return part.endsWith('[]') && Array.isArray(next) ? next : [next];
    });
  }
  return values.flatMap((value) => (Array.isArray(value) ? value : [value]));
}

/** Every id-like field path in a record (`*_id`, `*_ids`, nested objects and lists too). */
function idFieldPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => idFieldPaths(item, `${prefix}[]`));
  if (value == null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    const own = /_ids?$/.test(key) ? [path] : [];
    const nested = child != null && typeof child === 'object' ? idFieldPaths(child, path) : [];
    return [...own, ...nested.filter((p) => p !== path)];
  });
}

const snapshots = new Map<ScenarioName, Promise<Snapshot>>();
/** Each scenario is seeded once per file (busy takes a while); tests must not change it. */
function seeded(scenario: ScenarioName): Promise<Snapshot> {
  if (!snapshots.has(scenario))
    snapshots.set(
      scenario,
      (async () => {
        const db = createMockDb();
        await seedScenario(db, scenario, { now: ANCHOR });
        return db.snapshot();
      })(),
    );
  return snapshots.get(scenario)!;
}

function danglingIds(snapshot: Snapshot): string[] {
  const ids = new Map(
    collectionNames.map((name) => [name, new Set(snapshot[name].map((record) => record.id))]),
  );
  const dangling: string[] = [];
  for (const name of collectionNames) {
    for (const record of snapshot[name]) {
      for (const [path, target] of Object.entries(FOREIGN_KEYS[name])) {
        for (const id of valuesAt(record, path)) {
          if (id == null) continue; // optional link
          if (typeof id !== 'number' || !ids.get(target)!.has(id))
            dangling.push(`${name} ${record.id}: ${path} = ${String(id)} (no such ${target})`);
        }
      }
    }
  }
  return dangling;
}

const scenarios = listScenarios().map((scenario) => scenario.name);

/**
 * No double booking (mocks/db/services/availability.ts): "#a and #b overlap for u4" for each
 * person (their user, or a member without one) holding accepted jobs at the same time. A
 * cancelled job holds nobody; a completed one was worked.
 */
function doubleBookings(snapshot: Snapshot): string[] {
  const orders = new Map(snapshot.orders.map((order) => [order.id, order]));
  const jobs = new Map<string, Snapshot['orders']>();
  for (const invitation of snapshot.order_invitations) {
    const order = orders.get(invitation.order_id);
    if (invitation.status !== 'accepted' || !order || order.cancelled_at != null) continue;
    const who =
      invitation.user_id != null ? `u${invitation.user_id}` : `e${invitation.employee_id}`;
    jobs.set(who, [...(jobs.get(who) ?? []), order]);
  }
  const clashes: string[] = [];
  for (const [who, held] of jobs)
    held.forEach((a, i) =>
      held
        .slice(i + 1)
        .filter((b) => a.start_at < b.end_at && b.start_at < a.end_at)
        .forEach((b) => clashes.push(`#${a.number} and #${b.number} overlap for ${who}`)),
    );
  return clashes;
}

describe('seeds: referential integrity', () => {
  it.each(scenarios)('%s: every foreign id names an existing record', async (scenario) => {
    const snapshot = await seeded(scenario);
    // The default and busy worlds have every kind of link; make sure there is something to check.
    if (scenario === 'default' || scenario === 'busy') {
      for (const name of ['orders', 'order_invitations', 'offer_applications'] as const)
        expect(snapshot[name].length, name).toBeGreaterThan(0);
    }
    expect(danglingIds(snapshot)).toEqual([]);
  });

  it('knows every id field the seeds write (a new one needs an entry in FOREIGN_KEYS)', async () => {
    const snapshot = await seeded('default');
    const unknown = collectionNames.flatMap((name) => {
      const paths = new Set(snapshot[name].flatMap((record) => idFieldPaths(record)));
      return [...paths]
        .filter((path) => !(path in FOREIGN_KEYS[name]))
        .map((path) => `${name}.${path}`);
    });
    expect(unknown).toEqual([]);
  });

  it.each(scenarios)('%s: nobody holds two accepted jobs at once', async (scenario) => {
    const snapshot = await seeded(scenario);
    expect(doubleBookings(snapshot)).toEqual([]);
  });

  it('reports a double booking', async () => {
    const snapshot = structuredClone(await seeded('default'));
    const held = snapshot.order_invitations.find(
      (i) =>
        i.status === 'accepted' &&
        i.user_id == null &&
        snapshot.orders.find((o) => o.id === i.order_id)?.cancelled_at == null,
    )!;
    const job = snapshot.orders.find((o) => o.id === held.order_id)!;
    // The same hours for another customer, and the same member on both crews.
    snapshot.orders.push({ ...job, id: 999_999, number: 9999 });
    snapshot.order_invitations.push({ ...held, id: 999_999, order_id: 999_999 });
    expect(doubleBookings(snapshot)).toEqual([
      `#${job.number} and #9999 overlap for e${held.employee_id}`,
    ]);
  });

  it('reports a dangling id', async () => {
    const snapshot = structuredClone(await seeded('default'));
    const order = snapshot.orders[0]!;
    order.branch_id = 999_999;
    snapshot.users = snapshot.users.map((u, i) => (i === 0 ? { ...u, branch_ids: [-1] } : u));
    expect(danglingIds(snapshot)).toEqual([
      `users ${snapshot.users[0]!.id}: branch_ids = -1 (no such branches)`,
      `orders ${order.id}: branch_id = 999999 (no such branches)`,
    ]);
  });

  it.each(['default', 'busy'] as const)(
    '%s: orders and offers agree on company and branch',
    async (scenario) => {
      const snapshot = await seeded(scenario);
      const byId = <T extends { id: number }>(records: T[]) =>
        new Map(records.map((record) => [record.id, record]));
      const branches = byId(snapshot.branches);
      const orders = byId(snapshot.orders);
      const offers = byId(snapshot.outsource_offers);
      const mismatches = [
        ...snapshot.orders
          .filter((o) => branches.get(o.branch_id)?.company_id !== o.company_id)
          .map((o) => `order ${o.id}: company ${o.company_id} is not its branch's`),
        ...snapshot.outsource_offers
          .filter((offer) => orders.get(offer.order_id)?.branch_id !== offer.branch_id)
          .map((offer) => `offer ${offer.id}: branch ${offer.branch_id} is not its order's`),
        ...snapshot.orders
          .filter((o) => o.outsource_offer_id != null)
          .filter((o) => offers.get(o.outsource_offer_id!)?.order_id !== o.id)
          .map((o) => `order ${o.id}: offer ${o.outsource_offer_id} is another order's`),
      ];
      expect(mismatches).toEqual([]);
    },
  );
});
