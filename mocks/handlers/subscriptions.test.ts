import {
  changeSubscriptionResponse,
  getSubscriptionResponse,
  listSubscriptionPlansResponse,
} from '@/platform/api/generated/zod/subscriptions/subscriptions.zod';
import { db, resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const planId = (code: string) => db.subscription_plans.findFirst((q) => q.where({ code }))?.id;

describe('subscriptions', () => {
  it('401 without a token', async () => {
    expectError(await call('GET', '/subscription/plans'), 401);
    expectError(await call('GET', '/subscription'), 401);
    expectError(await call('POST', '/subscription', { body: { plan_id: 1 } }), 401);
  });

  it("lists the caller's audience's plans, cheapest first", async () => {
    const owner = await loginAs('owner@demo.test');
    const company = expectValid(
      listSubscriptionPlansResponse,
      (await call('GET', '/subscription/plans', { token: owner })).body,
    );
    expect(company.data.every((p) => p.audience === 'company')).toBe(true);
    expect(company.data.map((p) => p.price)).toEqual(
      [...company.data.map((p) => p.price)].sort((a, b) => a - b),
    );
    const helper = await loginAs('helper@demo.test');
    const plans = expectValid(
      listSubscriptionPlansResponse,
      (await call('GET', '/subscription/plans', { token: helper })).body,
    );
    expect(plans.data.map((p) => p.code)).toEqual(['helper_free', 'helper_plus']);
  });

  it('everyone has one: Lone Star Movers on Pro (also for its manager), the helper free', async () => {
    const owner = await loginAs('owner@demo.test');
    const mine = expectValid(
      getSubscriptionResponse,
      (await call('GET', '/subscription', { token: owner })).body,
    );
    expect(mine.data.plan.code).toBe('company_pro');
    const manager = await loginAs('manager@demo.test');
    const theirs = expectValid(
      getSubscriptionResponse,
      (await call('GET', '/subscription', { token: manager })).body,
    );
    expect(theirs.data.id).toBe(mine.data.id);
    const helper = await loginAs('helper@demo.test');
    const free = expectValid(
      getSubscriptionResponse,
      (await call('GET', '/subscription', { token: helper })).body,
    );
    expect(free.data).toMatchObject({ status: 'active', checkout_url: null });
    expect(free.data.plan.price).toBe(0);
  });

  it('helpers change their own plan; owners their company plan', async () => {
    const helper = await loginAs('helper@demo.test');
    const result = await call('POST', '/subscription', {
      token: helper,
      body: { plan_id: planId('helper_plus') },
    });
    expect(result.status).toBe(200);
    const { data } = expectValid(changeSubscriptionResponse, result.body);
    expect(data.plan.code).toBe('helper_plus');
    expect(data.current_period_end).not.toBeNull();
    const after = expectValid(
      getSubscriptionResponse,
      (await call('GET', '/subscription', { token: helper })).body,
    );
    expect(after.data.plan.code).toBe('helper_plus');

    const owner = await loginAs('owner@demo.test');
    const down = await call('POST', '/subscription', {
      token: owner,
      body: { plan_id: planId('company_free') },
    });
    expect(expectValid(changeSubscriptionResponse, down.body).data.plan.code).toBe('company_free');
  });

  it('403 for managers; 422 for a missing, unknown or other-audience plan', async () => {
    const manager = await loginAs('manager@demo.test');
    expectError(
      await call('POST', '/subscription', {
        token: manager,
        body: { plan_id: planId('company_business') },
      }),
      403,
    );
    const owner = await loginAs('owner@demo.test');
    const missing = expectError(
      await call('POST', '/subscription', { token: owner, body: {} }),
      422,
    );
    expect(missing.errors.plan_id).toEqual(['The plan id field is required.']);
    const wrong = expectError(
      await call('POST', '/subscription', {
        token: owner,
        body: { plan_id: planId('helper_plus') },
      }),
      422,
    );
    expect(wrong.errors.plan_id).toEqual(['The selected plan id is invalid.']);
    expectError(
      await call('POST', '/subscription', { token: owner, body: { plan_id: 9999 } }),
      422,
    );
    expectError(
      await call('POST', '/subscription', { token: owner, body: { plan_id: 'pro' } }),
      422,
    );
  });
});
