import { searchHelperJobsResponse } from '@/platform/api/generated/zod/helper-jobs/helper-jobs.zod';
import { globalSearchResponse } from '@/platform/api/generated/zod/search/search.zod';
import { db } from '../db';
import { resetDb, server } from '../node';
import { call, expectError, expectValid, loginAs } from '../testing/api';
import { fixedClock } from '../testing/clock';

/** The tests' now (3/8: no test depends on the hour it runs at); each seed is anchored to it. */
const NOW = Date.parse('2027-03-09T15:00:00Z');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Each describe seeds its own database (on this clock).
fixedClock(NOW, { seed: false });
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const austin = () => db.branches.findFirst((q) => q.where({ city: 'Austin' }))!;
const ordersOf = (branchId: number) => db.orders.findMany((q) => q.where({ branch_id: branchId }));

describe('global search (company header)', () => {
  let owner: string;
  beforeEach(async () => {
    await resetDb();
    owner = await loginAs('owner@demo.test');
  });
  const search = async (query: string, token = owner, branchId = austin().id) => {
    const result = await call('GET', `/company-branches/${branchId}/search${query}`, { token });
    expect(result.status).toBe(200);
    return expectValid(globalSearchResponse, result.body).data;
  };

  it('no text and no type: both kinds, at most 10 each', async () => {
    const data = await search('');
    expect(data.orders.length).toBeGreaterThan(0);
    expect(data.orders.length).toBeLessThanOrEqual(10);
    expect(data.employees.length).toBeGreaterThan(0);
    expect(data.employees.length).toBeLessThanOrEqual(10);
  });

  it('gives how many of each kind match, beyond the 10 listed (QA helper-98)', async () => {
    const data = await search('');
    const orders = ordersOf(austin().id).length;
    expect(orders).toBeGreaterThan(10);
    expect(data.orders).toHaveLength(10);
    expect(data.orders_total).toBe(orders);
    expect(data.employees_total).toBeGreaterThanOrEqual(data.employees.length);
    const order = ordersOf(austin().id)[0]!;
    const one = await search(`?type=order&search=%23${order.number}`);
    expect(one.orders_total).toBe(one.orders.length);
    expect(one.employees_total).toBe(0);
  });

  it('finds an order by the customer name (first, last, full; any case)', async () => {
    const order = ordersOf(austin().id)[3]!;
    const { first_name: first, last_name: last } = order.customer;
    for (const text of [first, last.toUpperCase(), `${first} ${last}`]) {
      const data = await search(`?type=order&search=${encodeURIComponent(text)}`);
      expect(
        data.orders.map((o) => o.order_id),
        text,
      ).toContain(order.id);
      expect(
        data.orders.every((o) =>
          `${o.customer_name} ${o.customer_last_name}`.toLowerCase().includes(text.toLowerCase()),
        ),
      ).toBe(true);
    }
  });

  it('finds an order by its number (with or without #), its id, and its phone', async () => {
    const order = ordersOf(austin().id)[5]!;
    for (const text of [String(order.number), `#${order.number}`, String(order.id)]) {
      const data = await search(`?type=order&search=${encodeURIComponent(text)}`);
      expect(
        data.orders.map((o) => o.order_id),
        text,
      ).toContain(order.id);
    }
    const phone = order.customer.primary_phone;
    const typed = `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}`;
    const data = await search(`?type=order&search=${encodeURIComponent(typed)}`);
    expect(data.orders.map((o) => o.order_id)).toContain(order.id);
    expect(data.orders.every((o) => o.customer_primary_phone === phone)).toBe(true);
  });

  it('finds members by name, and the tag (type) keeps the other kind out', async () => {
    const member = db.employees.findFirst((q) => q.where({ branch_id: austin().id }))!;
    const both = await search(`?search=${encodeURIComponent(member.last_name)}`);
    expect(both.employees.map((e) => e.employee_id)).toContain(member.id);
    const employeesOnly = await search(`?type=employee&search=`);
    expect(employeesOnly.orders).toEqual([]);
    expect(employeesOnly.employees.length).toBeGreaterThan(0);
    const ordersOnly = await search(`?type=order&search=${encodeURIComponent(member.last_name)}`);
    expect(ordersOnly.employees).toEqual([]);
  });

  it('text matching nothing gives two empty lists', async () => {
    expect(await search('?search=zzzzqqq')).toEqual({
      orders: [],
      employees: [],
      orders_total: 0,
      employees_total: 0,
    });
  });

  it('refuses a helper (403) and an unknown type (422)', async () => {
    const helper = await loginAs('helper@demo.test');
    expectError(
      await call('GET', `/company-branches/${austin().id}/search`, { token: helper }),
      403,
    );
    expectError(
      await call('GET', `/company-branches/${austin().id}/search?type=crew`, { token: owner }),
      422,
    );
  });
});

describe("helper job search (the helper header's box)", () => {
  let helper: string;
  beforeEach(async () => {
    await resetDb();
    helper = await loginAs('helper@demo.test');
  });
  const search = async (text: string) => {
    const result = await call('GET', `/helper/job-search?search=${encodeURIComponent(text)}`, {
      token: helper,
    });
    expect(result.status).toBe(200);
    return expectValid(searchHelperJobsResponse, result.body).data;
  };

  it('no text: her jobs of every bucket, upcoming (soonest first) before past (latest first)', async () => {
    const data = await search('');
    expect(data.invitations.length).toBeGreaterThan(0);
    expect(new Set(data.invitations.map((i) => i.bucket)).size).toBeGreaterThan(1);
    const now = new Date().toISOString();
    const orders = data.invitations.map((i) => i.order);
    const upcoming = orders.filter((o) => o.end_at > now).map((o) => o.start_at);
    const past = orders.filter((o) => o.end_at <= now).map((o) => o.start_at);
    expect(upcoming.length).toBeGreaterThan(0);
    expect(orders.map((o) => o.start_at)).toEqual([...upcoming.sort(), ...past.sort().reverse()]);
  });

  it('finds a job by order number and by company name; nothing for a stranger text', async () => {
    const { invitations } = await search('');
    const job = invitations[0]!;
    const byNumber = await search(`#${job.order.number}`);
    expect(byNumber.invitations.map((i) => i.id)).toContain(job.id);
    const byCompany = await search(job.branch.company_name.slice(0, 6).toLowerCase());
    expect(byCompany.invitations.map((i) => i.id)).toContain(job.id);
    expect(await search('zzzzqqq')).toEqual({
      invitations: [],
      offers: [],
      invitations_total: 0,
      offers_total: 0,
    });
  });

  it('gives how many jobs match beyond the 10 listed (QA helper-98)', async () => {
    const data = await search('');
    expect(data.invitations).toHaveLength(10);
    expect(data.invitations_total).toBeGreaterThan(10);
    expect(data.offers_total).toBe(data.offers.length);
  });

  it('is the helper area only: an owner gets 403', async () => {
    const owner = await loginAs('owner@demo.test');
    expectError(await call('GET', '/helper/job-search', { token: owner }), 403);
  });
});
