import {
  createCompanyBranchResponse,
  deleteCompanyBranchResponse,
  getCompanyBranchResponse,
  updateCompanyBranchResponse,
} from '@/platform/api/generated/zod/branches/branches.zod';
import { db, resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const body = {
  name: 'Lone Star Movers San Antonio',
  phone: '2105550123',
  address: '300 Alamo Plaza',
  city: 'San Antonio',
  state_initials: 'TX',
};

describe('branch create/update/delete', () => {
  it('owner creates (422 per field, managers 403), updates partially, deletes with its data', async () => {
    expectError(await call('POST', '/company-branches', { body }), 401);
    const manager = await loginAs('manager@demo.test');
    expectError(await call('POST', '/company-branches', { token: manager, body }), 403);
    const helper = await loginAs('helper@demo.test');
    expectError(await call('POST', '/company-branches', { token: helper, body }), 403);
    const owner = await loginAs('owner@demo.test');
    const bad = expectError(
      await call('POST', '/company-branches', { token: owner, body: { name: 'X', phone: '123' } }),
      422,
    );
    expect(bad.errors.address).toEqual(['The address field is required.']);
    expect(bad.errors.phone).toBeDefined();
    expectError(
      await call('POST', '/company-branches', {
        token: owner,
        body: { ...body, serving_area_ids: [99999] },
      }),
      422,
    );
    const travis = db.serving_areas.findFirst((q) => q.where({ fips: '48453' }))!;
    const created = expectValid(
      createCompanyBranchResponse,
      (
        await call('POST', '/company-branches', {
          token: owner,
          body: { ...body, serving_area_ids: [travis.id] },
        })
      ).body,
    );
    expect(created.data.state).toBe('Texas');
    expect(created.data.serving_area_ids).toEqual([travis.id]);
    const updated = expectValid(
      updateCompanyBranchResponse,
      (
        await call('POST', `/company-branches/${created.data.id}`, {
          token: owner,
          body: { name: 'SA Branch' },
        })
      ).body,
    );
    expect(updated.data.name).toBe('SA Branch');
    expect(updated.data.address).toBe(body.address);

    const austin = db.branches.findFirst((q) => q.where({ city: 'Austin' }))!;
    const detail = expectValid(
      getCompanyBranchResponse,
      (await call('GET', `/company-branches/${austin.id}`, { token: owner })).body,
    );
    expect(detail.data.orders_count).toBeGreaterThan(0);
    expect(detail.data.employees_count).toBeGreaterThan(0);
    expect(detail.data.serving_area_ids.length).toBeGreaterThan(0);
    expectError(await call('DELETE', `/company-branches/${austin.id}`, { token: manager }), 403);
    expectValid(
      deleteCompanyBranchResponse,
      (await call('DELETE', `/company-branches/${austin.id}`, { token: owner })).body,
    );
    expect(db.orders.findMany((q) => q.where({ branch_id: austin.id }))).toHaveLength(0);
    expectError(await call('GET', `/company-branches/${austin.id}`, { token: owner }), 404);
  });
});
