import {
  createCompanyBranchResponse,
  listCompanyBranchesResponse,
} from '@/platform/api/generated/zod/branches/branches.zod';
import { getSubscriptionResponse } from '@/platform/api/generated/zod/subscriptions/subscriptions.zod';
import { createEmployeeResponse } from '@/platform/api/generated/zod/team/team.zod';
import { canManageBranch } from '../db';
import { companyPlan, companyUsage } from '../db/services/plans';
import { db, resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const planId = (code: string) => db.subscription_plans.findFirst((q) => q.where({ code }))!.id;
const branchOf = (city: string) => db.branches.findFirst((q) => q.where({ city }))!;
const companyId = () => branchOf('Austin').company_id;
/** The company's open offers, as the seed left them (how many depends on the seed's day). */
function openOffers(): number {
  const ids = new Set(
    db.branches.findMany((q) => q.where({ company_id: companyId() })).map((b) => b.id),
  );
  return db.outsource_offers.findMany((q) =>
    q.where((o) => ids.has(o.branch_id) && o.status === 'open'),
  ).length;
}

async function ownerOn(code: string): Promise<string> {
  const owner = await loginAs('owner@demo.test');
  const result = await call('POST', '/subscription', {
    token: owner,
    body: { plan_id: planId(code) },
  });
  expect(result.status).toBe(200);
  return owner;
}

const newBranch = (n: number) => ({
  name: `Lone Star Movers ${n}`,
  phone: '2105550123',
  address: `${n} Alamo Plaza`,
  city: 'San Antonio',
  state_initials: 'TX',
});

const newMember = (branchId: number, n: number) => ({
  branch_id: branchId,
  first_name: 'Victor',
  last_name: `Alvarez${n}`,
  email: `victor.alvarez${n}@example.com`,
  phone: '5125550199',
  positions: [1],
  price: 3000,
});

/** The 403 a plan answers: the message, also as `errors.plan` (the app tells it apart). */
function expectPlanRefusal(result: Awaited<ReturnType<typeof call>>, message: string) {
  const body = expectError(result, 403, message);
  expect(body.errors).toEqual({ plan: [message] });
}

describe('plan limits (the API decides)', () => {
  it("counts the company's usage in its subscription; a helper's has none", async () => {
    const owner = await loginAs('owner@demo.test');
    const mine = expectValid(
      getSubscriptionResponse,
      (await call('GET', '/subscription', { token: owner })).body,
    );
    // 3 branches; 47 own members, the demo manager's 2 member records among them (the 5
    // marketplace helpers on its branches not counted).
    expect(openOffers()).toBeGreaterThan(0);
    expect(mine.data.usage).toEqual({ branches: 3, team_members: 47, open_offers: openOffers() });
    expect(mine.data.plan).toMatchObject({ outsourcing: true, helper_search: true });
    const helper = await loginAs('helper@demo.test');
    const hers = expectValid(
      getSubscriptionResponse,
      (await call('GET', '/subscription', { token: helper })).body,
    );
    expect(hers.data.usage).toBeNull();
  });

  it('Starter refuses a new branch and keeps the 3 the company has; Pro stops at 5', async () => {
    const owner = await ownerOn('company_free');
    expectPlanRefusal(
      await call('POST', '/company-branches', { token: owner, body: newBranch(1) }),
      'Your Starter plan allows 1 branch. Change plan to add more.',
    );
    const kept = expectValid(
      listCompanyBranchesResponse,
      (await call('GET', '/company-branches', { token: owner })).body,
    );
    expect(kept.data).toHaveLength(3);

    await ownerOn('company_pro');
    for (const n of [4, 5])
      expectValid(
        createCompanyBranchResponse,
        (await call('POST', '/company-branches', { token: owner, body: newBranch(n) })).body,
      );
    expectPlanRefusal(
      await call('POST', '/company-branches', { token: owner, body: newBranch(6) }),
      'Your Pro plan allows 5 branches. Change plan to add more.',
    );
  });

  it('Starter refuses a new team member and keeps them all; Pro stops at 50, helpers aside', async () => {
    const owner = await ownerOn('company_free');
    const austin = branchOf('Austin');
    expectPlanRefusal(
      await call('POST', '/employees', { token: owner, body: newMember(austin.id, 0) }),
      'Your Starter plan allows 5 team members. Change plan to add more.',
    );
    expect(companyUsage(db, companyId()).team_members).toBe(47);

    await ownerOn('company_pro');
    for (let n = 1; n <= 3; n++)
      expectValid(
        createEmployeeResponse,
        (await call('POST', '/employees', { token: owner, body: newMember(austin.id, n) })).body,
      );
    expectPlanRefusal(
      await call('POST', '/employees', { token: owner, body: newMember(austin.id, 4) }),
      'Your Pro plan allows 50 team members. Change plan to add more.',
    );
    // A manager adding to a branch of theirs is refused the same way.
    const manager = await loginAs('manager@demo.test');
    const managerUser = db.users.findFirst((q) => q.where({ email: 'manager@demo.test' }))!;
    const theirs = db.branches.findMany((q) => q.where({ company_id: companyId() }));
    const managed = theirs.find((b) => canManageBranch(managerUser, b))!;
    expectPlanRefusal(
      await call('POST', '/employees', { token: manager, body: newMember(managed.id, 7) }),
      'Your Pro plan allows 50 team members. Change plan to add more.',
    );
    expect(companyUsage(db, companyId()).team_members).toBe(50);
  });

  it('Starter has no outsourcing offers nor helper search; the open offers stay', async () => {
    const open = openOffers();
    expect(open).toBeGreaterThan(0);
    const owner = await ownerOn('company_free');
    const austin = branchOf('Austin');
    const order = db.orders.findFirst((q) => q.where({ branch_id: austin.id }))!;
    expectPlanRefusal(
      await call('POST', `/company-branches/${austin.id}/outsource-offers`, {
        token: owner,
        body: { order_id: order.id, helpers_needed: 1, hourly_rate: 3000 },
      }),
      'Your Starter plan does not include outsourcing offers. Change plan to publish offers.',
    );
    const searchHelpers = `Your Starter plan does not include helper search. Change plan to find and invite helpers.`;
    expectPlanRefusal(
      await call('GET', `/company-branches/${austin.id}/search-helpers-globally`, {
        token: owner,
      }),
      searchHelpers,
    );
    const helper = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    expectPlanRefusal(
      await call('POST', `/company-branches/${austin.id}/invite-helper?id=${helper.id}`, {
        token: owner,
      }),
      searchHelpers,
    );
    expect(openOffers()).toBe(open);
    // Back on Pro, both are there again.
    await ownerOn('company_pro');
    const search = await call('GET', `/company-branches/${austin.id}/search-helpers-globally`, {
      token: owner,
    });
    expect(search.status).toBe(200);
  });

  it.each(['default', 'busy'] as const)(
    'seeds every company of %s on a plan its data fits',
    async (scenario) => {
      await resetDb(scenario);
      for (const company of db.companies.all()) {
        const plan = companyPlan(db, company.id)!;
        const usage = companyUsage(db, company.id);
        expect(usage.branches).toBeLessThanOrEqual(plan.max_branches ?? Infinity);
        expect(usage.team_members).toBeLessThanOrEqual(plan.max_employees ?? Infinity);
        if (usage.open_offers > 0) expect(plan.outsourcing).toBe(true);
      }
    },
    120_000,
  );
});
