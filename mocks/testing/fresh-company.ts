import { orderBody } from '../conformance/fixtures';
import { db, resetDb } from '../node';
import { call, loginAs } from './api';

/*
 * Test helper (not imported by the app): a company just signed up, as sign-up leaves it.
 * owner@demo.test's company of the `empty` world gets its first branch (no serving areas, no
 * members, no jobs) through the API, on the Starter plan (`company_free`).
 */
export async function freshCompany(): Promise<{ branchId: number; token: string }> {
  await resetDb('empty');
  const token = await loginAs('owner@demo.test');
  const created = await call('POST', '/company-branches', {
    token,
    body: {
      name: 'Austin North',
      phone: '5125550100',
      address: '1200 Congress Ave',
      city: 'Austin',
      state_initials: 'TX',
    },
  });
  if (created.status >= 300) throw new Error(`no branch: ${JSON.stringify(created.body)}`);
  const branchId = (created.body as { data: { id: number } }).data.id;
  const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
  const plan = db.subscription_plans.findFirst((q) => q.where({ code: 'company_free' }))!;
  const subscription = db.subscriptions.findFirst((q) =>
    q.where({ company_id: owner.company_id ?? -1 }),
  )!;
  await db.patch('subscriptions', subscription.id, { plan_id: plan.id });
  return { branchId, token };
}

/** A job of the branch, made through the API (Not formed); `status` then set as its crew's. */
export async function addJob(token: string, branchId: number, status?: 2 | 3 | 4) {
  const created = await call('POST', `/company-branches/${branchId}/orders`, {
    token,
    body: { ...orderBody(), helpers_needed: 3 },
  });
  if (created.status >= 300) throw new Error(`no job: ${JSON.stringify(created.body)}`);
  const id = (created.body as { data: { id: number } }).data.id;
  if (status) await db.patch('orders', id, { status });
  return id;
}

/** A member of the branch (not a manager), added through the API. */
export async function addMember(token: string, branchId: number) {
  const created = await call('POST', '/employees', {
    token,
    body: {
      branch_id: branchId,
      first_name: 'Sam',
      last_name: 'Ortiz',
      email: 'sam.ortiz@example.com',
      phone: '5125550199',
      positions: [1],
      price: 3000,
    },
  });
  if (created.status >= 300) throw new Error(`no member: ${JSON.stringify(created.body)}`);
}

/** The branch's serving areas: the first county the mock offers. */
export async function addServingArea(branchId: number) {
  const county = db.serving_areas.findMany((q) => q.where(() => true))[0];
  if (!county) throw new Error('no serving areas in the mock');
  await db.patch('branches', branchId, { serving_area_ids: [county.id] });
}
