import {
  getCompanyBranchResponse,
  getCompanyResponse,
  updateCompanyResponse,
  listCompanyBranchesResponse,
} from '@/platform/api/generated/zod/branches/branches.zod';
import { db, resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function listBranches(email: string) {
  const result = await call('GET', '/company-branches', { token: await loginAs(email) });
  expect(result.status).toBe(200);
  return expectValid(listCompanyBranchesResponse, result.body).data;
}

function otherCompanyBranchId(): number {
  const other = db.companies.findFirst((q) => q.where({ name: 'Sunshine State Movers' }));
  const branch = db.branches.findFirst((q) => q.where({ company_id: other!.id }));
  return branch!.id;
}

describe('GET /company-branches', () => {
  it('gives the owner every branch of the company, in Texas cities, with unread counts', async () => {
    const branches = await listBranches('owner@demo.test');
    expect(branches.map((branch) => [branch.city, branch.state_initials])).toEqual([
      ['Austin', 'TX'],
      ['Dallas', 'TX'],
      ['Houston', 'TX'],
    ]);
    for (const branch of branches) {
      expect(branch.phone).toMatch(/^\d{10}$/);
      expect(branch.address).toMatch(/^\d+ \S/);
      expect(branch.latitude).toEqual(expect.any(Number));
      expect(branch.avatar_url).toMatch(/^data:image\/svg\+xml,/);
      expect(branch).not.toHaveProperty('created_at');
    }
    expect(branches.map((branch) => branch.unread_notifications_count)).toEqual([6, 3, 2]);
  });

  it('gives a manager only the assigned branches, with their own unread counts', async () => {
    const branches = await listBranches('manager@demo.test');
    expect(branches.map((branch) => branch.city)).toEqual(['Austin', 'Dallas']);
    expect(branches.map((branch) => branch.unread_notifications_count)).toEqual([3, 0]);
  });

  it('gives a manager without assignments an empty list', async () => {
    expect(await listBranches('newmanager@demo.test')).toEqual([]);
  });

  it('gives the owner of a fresh company (empty scenario) an empty list', async () => {
    await resetDb('empty');
    expect(await listBranches('owner@demo.test')).toEqual([]);
  });

  it('gives manager@demo.test nothing in the manager-no-branches scenario', async () => {
    await resetDb('manager-no-branches');
    expect(await listBranches('manager@demo.test')).toEqual([]);
    expect(await listBranches('owner@demo.test')).toHaveLength(3);
  });

  it('shows the busy count on the first branch in the busy scenario', async () => {
    await resetDb('busy');
    const [first] = await listBranches('owner@demo.test');
    expect(first.unread_notifications_count).toBe(120);
  });

  it('answers 403 to a helper', async () => {
    const token = await loginAs('helper@demo.test');
    expectError(
      await call('GET', '/company-branches', { token }),
      403,
      'This action is unauthorized.',
    );
  });

  it('answers 401 without a token', async () => {
    expectError(await call('GET', '/company-branches'), 401, 'Unauthenticated.');
  });
});

describe('GET /company-branches/{id}', () => {
  it('returns the branch with its details', async () => {
    const [austin] = await listBranches('owner@demo.test');
    const result = await call('GET', `/company-branches/${austin.id}`, {
      token: await loginAs('owner@demo.test'),
    });
    expect(result.status).toBe(200);
    const { data } = expectValid(getCompanyBranchResponse, result.body);
    expect(data).toMatchObject(austin);
    const record = db.findById('branches', austin.id)!;
    expect(data.serving_area_ids).toEqual(record.serving_area_ids);
    expect(data.employees_count).toBe(
      db.employees.findMany((q) => q.where({ branch_id: austin.id })).length,
    );
    expect(data.orders_count).toBe(
      db.orders
        .findMany((q) => q.where({ branch_id: austin.id }))
        .filter((o) => !o.completed_at && !o.cancelled_at).length,
    );
  });

  it('lets a manager open an assigned branch', async () => {
    const [austin] = await listBranches('manager@demo.test');
    const result = await call('GET', `/company-branches/${austin.id}`, {
      token: await loginAs('manager@demo.test'),
    });
    expect(expectValid(getCompanyBranchResponse, result.body).data.unread_notifications_count).toBe(
      3,
    );
  });

  it('answers 403 for a branch the manager is not assigned to', async () => {
    const houston = (await listBranches('owner@demo.test'))[2];
    const token = await loginAs('manager@demo.test');
    expectError(await call('GET', `/company-branches/${houston.id}`, { token }), 403);
  });

  it("answers 403 for another company's branch", async () => {
    const token = await loginAs('owner@demo.test');
    expectError(await call('GET', `/company-branches/${otherCompanyBranchId()}`, { token }), 403);
  });

  it('answers 403 to a helper', async () => {
    const token = await loginAs('helper@demo.test');
    expectError(await call('GET', `/company-branches/1`, { token }), 403);
  });

  it.each(['9999', 'abc', '0'])('answers 404 for id %s', async (id) => {
    const token = await loginAs('owner@demo.test');
    expectError(await call('GET', `/company-branches/${id}`, { token }), 404, 'Branch not found.');
  });

  it('answers 401 before anything else', async () => {
    expectError(await call('GET', '/company-branches/9999'), 401);
  });
});

describe('GET and PUT /company (not in the spec: QA 57a M3)', () => {
  it("gives the owner and a manager their company; a helper's is none of hers", async () => {
    for (const email of ['owner@demo.test', 'manager@demo.test']) {
      const result = await call('GET', '/company', { token: await loginAs(email) });
      expect(result.status).toBe(200);
      expect(expectValid(getCompanyResponse, result.body).data.name).toBe('Lone Star Movers');
    }
    const helper = await call('GET', '/company', { token: await loginAs('helper@demo.test') });
    expect(helper.status).toBe(403);
  });

  it('the owner renames it (trimmed); a manager may not; an empty or long name is refused', async () => {
    const owner = await loginAs('owner@demo.test');
    const renamed = await call('PUT', '/company', {
      token: owner,
      body: { name: ' Lone Star Moving Co ' },
    });
    expect(renamed.status).toBe(200);
    expect(expectValid(updateCompanyResponse, renamed.body).data.name).toBe('Lone Star Moving Co');
    const company = db.companies.findFirst((q) => q.where({ name: 'Lone Star Moving Co' }));
    expect(company).toBeDefined();
    expect(company!.id).toBe(
      db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!.company_id,
    );

    const manager = await call('PUT', '/company', {
      token: await loginAs('manager@demo.test'),
      body: { name: 'Mine now' },
    });
    expect(manager.status).toBe(403);
    for (const name of ['', '   ', 'x'.repeat(121)]) {
      const bad = await call('PUT', '/company', { token: owner, body: { name } });
      expect(Object.keys(expectError(bad, 422).errors), JSON.stringify(name)).toEqual(['name']);
    }
    expect(db.findById('companies', company!.id)!.name).toBe('Lone Star Moving Co');
  });
});
