import { db } from '../db';
import { resetDb, server } from '../node';
import { call, expectError, loginAs } from '../testing/api';

/*
 * Fuzzer findings (Schemathesis against the mock server): fractions in integer body fields
 * were stored (later responses broke the contract), and emails the handlers accepted but
 * the collections refuse gave a 500. Both are 422 with a field message now, nothing stored.
 */

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetDb());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const branchOf = (city: string) => db.branches.findFirst((q) => q.where({ city }))!;
const future = (days: number, hour = 15) => {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
const orderBody = (overrides: Record<string, unknown> = {}) => ({
  help_type: 3,
  pick_up_addresses: [
    { street: '1100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701', lat: 30.27 },
  ],
  destination_addresses: [{ street: '500 Burnet Rd', city: 'Austin', state: 'TX', zip: '78756' }],
  customer: { first_name: 'Laura', last_name: 'Hill', primary_phone: '5125550142' },
  start_at: future(3, 15),
  end_at: future(3, 19),
  helpers_needed: 2,
  trucks_needed: 1,
  hourly_rate: 4000,
  ...overrides,
});
const member = (branchId: number) => ({
  branch_id: branchId,
  first_name: 'Victor',
  last_name: 'Alvarez',
  email: 'victor.alvarez@example.com',
  phone: '5125550199',
  positions: [1],
  price: 3000,
});
const FRACTIONS = { helpers_needed: 1.5, trucks_needed: 0.5, hourly_rate: 4000.5 };
const FRACTION_ERRORS = {
  helpers_needed: ['The helpers needed field must be an integer.'],
  trucks_needed: ['The trucks needed field must be an integer.'],
  hourly_rate: ['The hourly rate field must be an integer.'],
};

describe('integer body fields refuse fractions (422, nothing stored)', () => {
  let owner: string;
  beforeEach(async () => {
    owner = await loginAs('owner@demo.test');
  });

  it('POST /employees and PUT /employees/{id}/update: price', async () => {
    const austin = branchOf('Austin');
    const before = db.employees.all().length;
    const created = expectError(
      await call('POST', '/employees', {
        token: owner,
        body: { ...member(austin.id), price: 3000.5 },
      }),
      422,
      'The price field must be an integer.',
    );
    expect(created.errors).toEqual({ price: ['The price field must be an integer.'] });
    expect(db.employees.all()).toHaveLength(before);

    const employee = db.employees.findFirst((q) =>
      q.where((e) => e.branch_id === austin.id && e.deleted_at == null),
    )!;
    const updated = expectError(
      await call('PUT', `/employees/${employee.id}/update`, {
        token: owner,
        body: { price: 12.25 },
      }),
      422,
    );
    expect(updated.errors).toEqual({ price: ['The price field must be an integer.'] });
    expect(db.findById('employees', employee.id)?.price).toBe(employee.price);
  });

  it('orders: create and update (helpers_needed, trucks_needed, hourly_rate); decimals stay fine', async () => {
    const austin = branchOf('Austin');
    const before = db.orders.all().length;
    const refused = expectError(
      await call('POST', `/company-branches/${austin.id}/orders`, {
        token: owner,
        body: orderBody(FRACTIONS),
      }),
      422,
      'The helpers needed field must be an integer. (and 2 more errors)',
    );
    expect(refused.errors).toEqual(FRACTION_ERRORS);
    expect(db.orders.all()).toHaveLength(before);

    // lat/lng are `number` in the contract: a fraction there is what they are for.
    const created = await call('POST', `/company-branches/${austin.id}/orders`, {
      token: owner,
      body: orderBody(),
    });
    expect(created.status).toBe(200);
    const id = (created.body as { data: { id: number } }).data.id;

    const update = expectError(
      await call('PUT', `/orders/${id}`, { token: owner, body: orderBody(FRACTIONS) }),
      422,
    );
    expect(update.errors).toEqual(FRACTION_ERRORS);
    expect(db.findById('orders', id)).toMatchObject({
      helpers_needed: 2,
      trucks_needed: 1,
      hourly_rate: 4000,
    });
  });

  it('outsourcing offers: helpers_needed and hourly_rate', async () => {
    const austin = branchOf('Austin');
    const free = db.orders
      .findMany((q) => q.where({ branch_id: austin.id }))
      .find((o) => o.completed_at == null && o.cancelled_at == null && !o.outsource_offer_id)!;
    const before = db.outsource_offers.all().length;
    const refused = expectError(
      await call('POST', `/company-branches/${austin.id}/outsource-offers`, {
        token: owner,
        body: { order_id: free.id, helpers_needed: 1.5, hourly_rate: 3500.25, positions: [3] },
      }),
      422,
    );
    expect(refused.errors).toEqual({
      helpers_needed: ['The helpers needed field must be an integer.'],
      hourly_rate: ['The hourly rate field must be an integer.'],
    });
    expect(db.outsource_offers.all()).toHaveLength(before);
  });
});

describe('one email rule (zod 4 z.email()): 422 on email, never a 500', () => {
  const BAD = 'a!b@x.example';
  const EMAIL_ERROR = { email: ['The email field must be a valid email address.'] };

  it('POST /auth/register', async () => {
    const result = expectError(
      await call('POST', '/auth/register', {
        body: {
          company_name: 'Hill Country Haulers',
          first_name: 'Hank',
          last_name: 'Hill',
          email: BAD,
          phone: '5125550100',
          password: 'secret123',
          password_confirmation: 'secret123',
          branch_name: 'Austin',
          city: 'Austin',
          state_initials: 'TX',
        },
      }),
      422,
    );
    expect(result.errors).toEqual(EMAIL_ERROR);
    expect(db.users.findFirst((q) => q.where({ email: BAD }))).toBeUndefined();
  });

  it('helper sign-up: the code request refuses it, so no sign-up can store it', async () => {
    const result = expectError(
      await call('POST', '/auth-v2/register/request-otp', { body: { email: BAD } }),
      422,
    );
    expect(result.errors).toEqual(EMAIL_ERROR);
    expect(db.otps.all().filter((otp) => otp.email === BAD)).toEqual([]);
  });

  it('POST /helper-profile/personal-info', async () => {
    const token = await loginAs('helper@demo.test');
    const result = expectError(
      await call('POST', '/helper-profile/personal-info', {
        token,
        body: { first_name: 'Maria', last_name: 'Lopez', phone: '5125550111', email: BAD },
      }),
      422,
    );
    expect(result.errors).toEqual(EMAIL_ERROR);
    expect(db.users.findFirst((q) => q.where({ email: BAD }))).toBeUndefined();
  });

  it('POST /auth/login answers with the credentials message (the address is well formed)', async () => {
    const result = expectError(
      await call('POST', '/auth/login', { body: { email: 'nobody@x.example', password: 'x' } }),
      422,
    );
    expect(result.errors).toEqual({
      email: ['These credentials do not match our records.'],
    });
    expect(
      expectError(await call('POST', '/auth/login', { body: { email: BAD, password: 'x' } }), 422)
        .errors,
    ).toEqual(EMAIL_ERROR);
  });
});

describe('emails are at most 255 characters, wherever one is stored (422 on the field)', () => {
  const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(59)}.com`;
  const TOO_LONG = 'The email field must not be greater than 255 characters.';

  it('a member: created and updated', async () => {
    expect(long).toHaveLength(256);
    const owner = await loginAs('owner@demo.test');
    const austin = branchOf('Austin');
    const before = db.employees.all().length;
    const created = expectError(
      await call('POST', '/employees', {
        token: owner,
        body: { ...member(austin.id), email: long },
      }),
      422,
    );
    expect(created.errors).toEqual({ email: [TOO_LONG] });
    expect(db.employees.all()).toHaveLength(before);
    const { branch_id: _branch, ...fields } = member(austin.id);
    const employee = db.employees.findFirst((q) =>
      q.where((e) => e.branch_id === austin.id && e.deleted_at == null && !e.is_helper),
    )!;
    const updated = expectError(
      await call('PUT', `/employees/${employee.id}`, {
        token: owner,
        body: { ...fields, email: long },
      }),
      422,
    );
    expect(updated.errors).toEqual({ email: [TOO_LONG] });
    expect(db.findById('employees', employee.id)?.email).toBe(employee.email);
  });

  it("an order's customer", async () => {
    const owner = await loginAs('owner@demo.test');
    const austin = branchOf('Austin');
    const before = db.orders.all().length;
    const refused = expectError(
      await call('POST', `/company-branches/${austin.id}/orders`, {
        token: owner,
        body: orderBody({
          customer: {
            first_name: 'Laura',
            last_name: 'Hill',
            primary_phone: '5125550142',
            email: long,
          },
        }),
      }),
      422,
    );
    expect(refused.errors).toEqual({
      'customer.email': ['The customer.email field must not be greater than 255 characters.'],
    });
    expect(db.orders.all()).toHaveLength(before);
  });
});
