import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../db/seed/accounts';
import { MOCK_OTP_CODE } from '../handlers/otp-code';
import {
  dateInDays,
  dateTimeInDays,
  example,
  type Operation,
  operationFor,
  unique,
} from './contract';
import { type Answer, type RequestOptions, transmit, urlFor } from './transport';

/*
 * How to make a valid request for each operation against the seeded `default` scenario:
 * who calls it, which seeded (or freshly created) record the path names, and which body.
 * Ids come from the API itself (list calls, or a create call for a record in the right
 * state), so the fixtures do not depend on the db's internal collection names.
 */

export const OWNER = 'owner@demo.test';
export const HELPER = 'helper@demo.test';
/** The owner of the other company (Sunshine State Movers): "another company" for 403s. */
export const OTHER_OWNER = 'other-owner@demo.test';
/** A marketplace helper (Denver) with no business with Maria's invitations. */
export const OTHER_HELPER = 'priya.patel@helpers.demo.test';

/**
 * Password-reset fixtures use three accounts (HELPER asks for a code, OTHER_HELPER verifies
 * one, this one resets): one email may ask for a code once a minute, and contract:verify
 * --write runs the three calls on one db.
 */
const RESET_USER = DEMO_ACCOUNTS.manager.email;

export type Actor = typeof OWNER | typeof HELPER | null;

/** Requests MSW had no handler for (filled by the server's onUnhandledRequest). */
export const unhandled = new Set<string>();
export const requestKey = (method: string, url: string) => `${method.toUpperCase()} ${url}`;

export class NoHandlerError extends Error {}

/** The mock answered a status its operation does not declare (or a path the contract lacks). */
export class UndeclaredStatusError extends Error {}

export interface Sent {
  status: number;
  body: unknown;
}

export async function send(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Sent> {
  const key = requestKey(method, urlFor(path, options.query).href);
  let answer: Answer;
  try {
    answer = await transmit(method, path, options);
  } catch (error) {
    if (unhandled.has(key)) throw new NoHandlerError(`no mock handler for ${key}`);
    throw error;
  }
  if (unhandled.has(key)) throw new NoHandlerError(`no mock handler for ${key}`);
  // Every answer of every conformance request (fixture steps included) must be a status the
  // contract declares for that operation, so the generated error types cover what arrives.
  const op = operationFor(method, path);
  if (!op) throw new UndeclaredStatusError(`${key} is not an operation of the contract`);
  if (!op.statuses.includes(answer.status)) {
    throw new UndeclaredStatusError(
      `${op.operationId} (${method.toUpperCase()} ${answer.url.pathname}${answer.url.search}) answered ${answer.status}, ` +
        `which the contract does not declare (declared: ${op.statuses.join(', ')}): ` +
        JSON.stringify(answer.body).slice(0, 300),
    );
  }
  return { status: answer.status, body: answer.body };
}

/** A call a fixture depends on: it must succeed, else the case fails naming that call. */
export async function need<T = unknown>(
  what: string,
  method: string,
  path: string,
  options: Parameters<typeof send>[2] = {},
): Promise<T> {
  const result = await send(method, path, options);
  if (result.status !== 200) {
    throw new Error(
      `fixture step "${what}" (${method} ${path}) answered ${result.status}: ${JSON.stringify(result.body).slice(0, 300)}`,
    );
  }
  return (result.body as { data: T }).data;
}

const tokens = new Map<string, string>();
export function clearTokens() {
  tokens.clear();
}
/** Calls as `email` with this token instead of logging in (contract:verify's --token). */
export function presetToken(email: string, token: string) {
  tokens.set(email, token);
}
export async function tokenFor(email: string): Promise<string> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const data = await need<{ access_token: string }>(`login as ${email}`, 'POST', '/auth/login', {
    body: { email, password: DEMO_PASSWORD },
  });
  tokens.set(email, data.access_token);
  return data.access_token;
}

type Page<T> = { data: T[] };
type Branch = { id: number; name: string };

/** The owner's first branch (Lone Star Movers Austin in the default scenario). */
async function ownerBranch(token: string): Promise<Branch> {
  const branches = await need<Branch[]>('list the owner branches', 'GET', '/company-branches', {
    token,
  });
  if (!branches[0]) throw new Error('the owner has no branch in the seed');
  return branches.find((b) => /Austin/.test(b.name)) ?? branches[0];
}

async function ownerBranches(token: string): Promise<Branch[]> {
  return need<Branch[]>('list the owner branches', 'GET', '/company-branches', { token });
}

function first<T>(items: T[] | undefined, what: string): T {
  const item = items?.[0];
  if (item === undefined) throw new Error(`the default seed has no ${what}`);
  return item;
}

export function orderBody() {
  const address = { street: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' };
  return {
    help_type: 3,
    pick_up_addresses: [address],
    destination_addresses: [{ ...address, street: '500 E 7th St' }],
    customer: { first_name: 'Casey', last_name: 'Conformance', primary_phone: '5125550199' },
    start_at: dateTimeInDays(3, 14),
    end_at: dateTimeInDays(3, 18),
    helpers_needed: 2,
    trucks_needed: 1,
    hourly_rate: 4500,
  };
}

async function createOrder(token: string): Promise<{ id: number; branchId: number }> {
  const branch = await ownerBranch(token);
  const order = await need<{ id: number }>(
    'create an order',
    'POST',
    `/company-branches/${branch.id}/orders`,
    {
      token,
      body: orderBody(),
    },
  );
  return { id: order.id, branchId: branch.id };
}

async function inviteOneEmployee(
  token: string,
  orderId: number,
): Promise<{ invitationId: number; employeeId: number }> {
  const invitable = await need<{
    branch_employees: Array<{ employee_id: number; is_available: boolean }>;
  }>('list invitable employees', 'GET', `/orders/${orderId}/invitable-employees`, { token });
  const employee =
    invitable.branch_employees.find((e) => e.is_available) ??
    first(invitable.branch_employees, 'invitable employee');
  const invitations = await need<Array<{ id: number }>>(
    'invite an employee',
    'POST',
    `/orders/${orderId}/invite-employee`,
    {
      token,
      body: { employee_ids: [employee.employee_id] },
    },
  );
  return {
    invitationId: first(invitations, 'created invitation').id,
    employeeId: employee.employee_id,
  };
}

async function createOffer(token: string): Promise<number> {
  const order = await createOrder(token);
  const offer = await need<{ id: number }>(
    'create an outsourcing offer',
    'POST',
    `/company-branches/${order.branchId}/outsource-offers`,
    {
      token,
      body: { order_id: order.id, helpers_needed: 1, hourly_rate: 4000 },
    },
  );
  return offer.id;
}

/** A pending application on one of the owner's open offers (seeded). */
async function pendingApplication(token: string): Promise<number> {
  for (const branch of await ownerBranches(token)) {
    const offers = await need<Page<{ id: number; status: string }>>(
      'list offers',
      'GET',
      `/company-branches/${branch.id}/outsource-offers`,
      {
        token,
      },
    );
    for (const offer of offers.data.filter((o) => o.status === 'open')) {
      const apps = await need<Page<{ id: number; status: string }>>(
        'list applications',
        'GET',
        `/company-outsource/offers/${offer.id}/applications`,
        {
          token,
        },
      );
      const pending = apps.data.find((a) => a.status === 'pending');
      if (pending) return pending.id;
    }
  }
  throw new Error('the default seed has no pending application on an open offer of the owner');
}

/** An active order of the owner on the formed list (status 2, 3 or 4). */
async function formedOrder(token: string): Promise<number> {
  for (const branch of await ownerBranches(token)) {
    const page = await need<Page<{ id: number; status: number }>>(
      'list formed orders',
      'GET',
      `/company-branches/${branch.id}/orders`,
      { token, query: { 'filter[status]': '2,3,4', per_page: 50 } },
    );
    const formed = page.data.find((o) => o.status !== 1);
    if (formed) return formed.id;
  }
  throw new Error('the default seed has no formed active order of the owner');
}

/** An active order of the owner that has started (complete refuses earlier ones). */
async function startedOrder(token: string): Promise<number> {
  const now = Date.now();
  for (const branch of await ownerBranches(token)) {
    const page = await need<Page<{ id: number; start_at: string }>>(
      'list orders',
      'GET',
      `/company-branches/${branch.id}/orders`,
      {
        token,
        query: { sort: 'start_at', per_page: 50 },
      },
    );
    const started = page.data.find((o) => Date.parse(o.start_at) <= now);
    if (started) return started.id;
  }
  throw new Error('the default seed has no active order of the owner that has started');
}

/** An accepted job of hers starting within 25-47 h (confirm, can't make it). */
const acceptedJobSoon = (helperToken: string) =>
  acceptedJobStarting(helperToken, [25, 28, 31, 34, 37, 40, 43, 46]);

/**
 * A new order of the owner's branch starting at the first of these offsets (hours from now)
 * she is free at, two hours long (or `hoursLong`), with the helper invited and accepted: its id.
 */
async function acceptedJobStarting(
  helperToken: string,
  offsets: number[],
  hoursLong = 2,
): Promise<number> {
  const owner = await tokenFor(OWNER);
  const branch = await ownerBranch(owner);
  const me = await need<{ user: { id: number } }>('who am I', 'POST', '/auth/get-me', {
    token: helperToken,
  });
  // A start she is free at (one world serves several of these calls in contract:verify).
  for (const hours of offsets) {
    const start = Date.now() + hours * 3_600_000;
    const order = await need<{ id: number }>(
      'create an order',
      'POST',
      `/company-branches/${branch.id}/orders`,
      {
        token: owner,
        body: {
          ...orderBody(),
          start_at: new Date(start).toISOString(),
          end_at: new Date(start + hoursLong * 3_600_000).toISOString(),
        },
      },
    );
    const invitable = await need<{
      branch_employees: Array<{
        employee_id: number;
        user_id: number | null;
        is_available: boolean;
      }>;
    }>('list invitable employees', 'GET', `/orders/${order.id}/invitable-employees`, {
      token: owner,
    });
    const her = invitable.branch_employees.find((e) => e.user_id === me.user.id);
    if (!her) throw new Error('the helper is not a member of the owner branch');
    if (!her.is_available) continue;
    const [invitation] = await need<Array<{ id: number }>>(
      'invite the helper',
      'POST',
      `/orders/${order.id}/invite-employee`,
      { token: owner, body: { employee_ids: [her.employee_id] } },
    );
    await need(
      'accept the invitation',
      'POST',
      `/helper/company-invitations/${invitation!.id}/accept`,
      { token: helperToken },
    );
    return order.id;
  }
  throw new Error(`the helper is busy at every start tried (${offsets.join(', ')} h from now)`);
}

/**
 * An accepted job of hers she may say she is on her way to now: one she holds (from 3 h
 * before its start until half an hour before its end; not one she started work on), else a
 * new one starting within the next 3 hours. At some hours of the seeded day she is on a job
 * then and free at none. With `window`, the same for another lead time (clock-in: 1 h).
 */
async function jobOnTheDay(
  helperToken: string,
  window = { before: 3, offsets: [2, 1, 2.5, 1.5, 0.5], hoursLong: 2 },
): Promise<number> {
  const now = Date.now();
  // Her two Accepted lists: a job she took through an offer is listed under offers only.
  for (const list of ['company-invitations', 'outsource-offers']) {
    const page = await need<
      Page<{
        clocked_in_at: unknown;
        order: { id: number; start_at: string; end_at: string; completed_at: unknown };
      }>
    >('list her accepted jobs', 'GET', `/helper/${list}`, {
      token: helperToken,
      query: { bucket: 'accepted', per_page: 100 },
    });
    const due = page.data.find(
      ({ order, clocked_in_at }) =>
        order.completed_at === null &&
        clocked_in_at === null &&
        Date.parse(order.start_at) - window.before * 3_600_000 <= now &&
        now < Date.parse(order.end_at) - 1_800_000,
    );
    if (due) return due.order.id;
  }
  return acceptedJobStarting(helperToken, window.offsets, window.hoursLong);
}

/**
 * A job of hers she may start work on now (from 1 h before its start until its end), one
 * under way first (one she holds, else a new one starting now), so that clockOut's fixture
 * may finish it (not before its start: QA-211 M2); a new one is an hour long, so it fits
 * before the one on-my-way's fixture made 2 h ahead.
 */
const jobToClockIn = (helperToken: string) =>
  jobOnTheDay(helperToken, { before: 0, offsets: [0, 0.5, 0.25, 0.75, 1], hoursLong: 1 });

/** A job of hers she is at work on: one she started (clockIn's), else one she starts now. */
async function jobAtWork(helperToken: string): Promise<number> {
  for (const list of ['company-invitations', 'outsource-offers']) {
    const page = await need<
      Page<{ clocked_in_at: unknown; clocked_out_at: unknown; order: { id: number } }>
    >('list her accepted jobs', 'GET', `/helper/${list}`, {
      token: helperToken,
      query: { bucket: 'accepted', per_page: 100 },
    });
    const started = page.data.find(
      (job) => job.clocked_in_at !== null && job.clocked_out_at === null,
    );
    if (started) return started.order.id;
  }
  const id = await jobToClockIn(helperToken);
  await need('start work', 'POST', `/helper/jobs/${id}/clock-in`, { token: helperToken });
  return id;
}

async function helperItem(
  token: string,
  list: 'company-invitations' | 'outsource-offers',
  accept?: (item: Record<string, unknown>) => boolean,
): Promise<number> {
  const page = await need<Page<Record<string, unknown>>>(
    `list helper ${list}`,
    'GET',
    `/helper/${list}`,
    {
      token,
      query: { bucket: 'new' },
    },
  );
  const item = page.data.find(accept ?? (() => true));
  if (!item)
    throw new Error(`the default seed has no helper ${list} in bucket "new" fit for this call`);
  return item.id as number;
}

/** A fresh pending invitation of the helper to an owner's branch they are not a member of. */
async function branchInvitationForHelper(): Promise<number> {
  const owner = await tokenFor(OWNER);
  const me = await need<{ user: { id: number } }>('get the helper', 'POST', '/auth/get-me', {
    token: await tokenFor(HELPER),
  });
  for (const branch of await ownerBranches(owner)) {
    const page = await need<
      Page<{ id: number; employee_id: number | null; branch_invitation: { status: string } | null }>
    >('search helpers', 'GET', `/company-branches/${branch.id}/search-helpers-globally`, {
      token: owner,
      query: { search: HELPER, per_page: 100 },
    });
    const helper = page.data.find((h) => h.id === me.user.id);
    if (!helper || helper.employee_id !== null || helper.branch_invitation?.status === 'pending')
      continue;
    const invitation = await need<{ id: number }>(
      'invite the helper to a branch',
      'POST',
      `/company-branches/${branch.id}/invite-helper`,
      { token: owner, query: { id: me.user.id } },
    );
    return invitation.id;
  }
  throw new Error('the default seed has no owner branch the demo helper could be invited to');
}

/**
 * The code of a requested OTP: the mock stores MOCK_OTP_CODE for every one (handlers/auth.ts).
 * A constant, not a db read, so the fixtures also work against a mock server over HTTP
 * (`npm run contract:verify`); a real provider mails its codes, so there the verify step fails.
 */
const otpCode = (_otpId: string): string => MOCK_OTP_CODE;

async function otpToken(kind: 'register' | 'reset-password', email: string): Promise<string> {
  const otp = await need<{ otp_id: string }>(
    `request a ${kind} code`,
    'POST',
    `/auth-v2/${kind}/request-otp`,
    {
      body: { email },
    },
  );
  const verified = await need<{ temporary_token: string }>(
    `verify the ${kind} code`,
    'POST',
    `/auth-v2/${kind}/verify-otp`,
    {
      body: { otp_id: otp.otp_id, code: otpCode(otp.otp_id) },
    },
  );
  return verified.temporary_token;
}

export interface Prepared {
  actor: Actor;
  pathParams: Record<string, string | number>;
  query: Record<string, string | number>;
  body?: unknown;
}

const HELPER_TAGS = new Set(['helper-profile', 'helper-jobs', 'helper-calendar', 'confirmations']);
/** Helper calls under a tag shared with company calls (time off and company ratings, 7/8). */
const HELPER_OPERATIONS = new Set([
  'deleteAccount',
  'listHelperTimeOff',
  'createHelperTimeOff',
  'deleteHelperTimeOff',
  'rateCompanyForJob',
]);

/** Who calls an operation: helpers for their own areas, the owner for company calls. */
export function actorFor(op: Operation): Actor {
  if (!op.secured) return null;
  if (HELPER_TAGS.has(op.tag) || HELPER_OPERATIONS.has(op.operationId)) return HELPER;
  return OWNER;
}

type Ctx = { token: string | null; op: Operation };
type Fixture = (ctx: Ctx) => Promise<Partial<Prepared>>;

const branchId: Fixture = async ({ token }) => ({
  pathParams: { id: (await ownerBranch(token!)).id },
});
const notificationBranch: Fixture = async ({ token }) => ({
  pathParams: { branchId: (await ownerBranch(token!)).id },
});
const someOrder: Fixture = async ({ token }) => {
  const branch = await ownerBranch(token!);
  const page = await need<Page<{ id: number }>>(
    'list orders',
    'GET',
    `/company-branches/${branch.id}/orders`,
    { token },
  );
  return { pathParams: { id: first(page.data, 'active order in the Austin branch').id } };
};
const someEmployee: Fixture = async ({ token }) => {
  const branch = await ownerBranch(token!);
  const page = await need<Page<{ id: number }>>(
    'list employees',
    'GET',
    `/company-branches/${branch.id}/employees`,
    { token },
  );
  return { pathParams: { id: first(page.data, 'employee in the Austin branch').id } };
};
const someOffer: Fixture = async ({ token }) => {
  for (const branch of await ownerBranches(token!)) {
    const page = await need<Page<{ id: number }>>(
      'list offers',
      'GET',
      `/company-branches/${branch.id}/outsource-offers`,
      { token },
    );
    if (page.data[0]) return { pathParams: { id: page.data[0].id } };
  }
  throw new Error('the default seed has no outsourcing offer of the owner');
};
/** A marketplace helper the owner finds (7/8 roster: keyed by the helper's user id). */
const someHelper: Fixture = async ({ token }) => {
  const branch = await ownerBranch(token!);
  const page = await need<Page<{ id: number }>>(
    'search helpers',
    'GET',
    `/company-branches/${branch.id}/search-helpers-globally`,
    { token },
  );
  return { pathParams: { helperId: first(page.data, 'marketplace helper').id } };
};
const calendarRange = { 'filter[date_from]': dateInDays(0), 'filter[date_to]': dateInDays(30) };

/** Per-operation fixtures; operations not listed need no ids and a generated body. */
const FIXTURES: Record<string, Fixture> = {
  // auth
  login: async () => ({ body: { email: OWNER, password: DEMO_PASSWORD } }),
  handleGoogleCallback: async () => {
    // The mock's consent page (mocks/oauth-consent) returns this code for the owner.
    await need('get the Google redirect URL', 'GET', '/auth-v2/oauth/google/get-redirect-url');
    return { query: { code: `mock-google.${OWNER}` } };
  },
  handleAppleCallback: async () => {
    // The mock's consent page (mocks/oauth-consent) returns this code for the owner.
    await need('get the Apple redirect URL', 'GET', '/auth-v2/oauth/apple/get-redirect-url');
    return { query: { code: `mock-apple.${OWNER}` } };
  },
  forgotPassword: async () => ({ body: { email: OWNER } }),
  updatePassword: async () => ({
    body: {
      current_password: DEMO_PASSWORD,
      password: 'NewPassword123',
      password_confirmation: 'NewPassword123',
    },
  }),
  requestRegisterOtp: async () => ({ body: { email: `new-helper-${unique()}@example.test` } }),
  verifyRegisterOtp: async () => {
    const otp = await need<{ otp_id: string }>(
      'request a register code',
      'POST',
      '/auth-v2/register/request-otp',
      {
        body: { email: `new-helper-${unique()}@example.test` },
      },
    );
    return { body: { otp_id: otp.otp_id, code: otpCode(otp.otp_id) } };
  },
  signUpHelper: async () => ({
    body: {
      temporary_token: await otpToken('register', `new-helper-${unique()}@example.test`),
      first_name: 'Sam',
      last_name: 'Signup',
      phone: '5125550123',
      password: 'Conformance123',
      password_confirmation: 'Conformance123',
    },
  }),
  requestPasswordResetOtp: async () => ({ body: { email: HELPER } }),
  verifyPasswordResetOtp: async () => {
    const otp = await need<{ otp_id: string }>(
      'request a reset code',
      'POST',
      '/auth-v2/reset-password/request-otp',
      {
        body: { email: OTHER_HELPER },
      },
    );
    return { body: { otp_id: otp.otp_id, code: otpCode(otp.otp_id) } };
  },
  resetPassword: async () => ({
    body: {
      temporary_token: await otpToken('reset-password', RESET_USER),
      password: 'Conformance123',
      password_confirmation: 'Conformance123',
    },
  }),
  // branches, notifications, broadcasting, serving areas
  getCompanyBranch: branchId,
  updateCompanyBranch: async (ctx) => ({
    ...(await branchId(ctx)),
    body: { name: 'Austin Downtown' },
  }),
  deleteCompanyBranch: branchId,
  listBranchNotifications: notificationBranch,
  getBranchNotificationsCount: notificationBranch,
  markAllBranchNotificationsAsRead: notificationBranch,
  markBranchNotificationAsRead: async (ctx) => {
    const { pathParams } = await notificationBranch(ctx);
    const page = await need<Page<{ id: number }>>(
      'list notifications',
      'GET',
      `/notifications/branch/${pathParams!.branchId}/get-notifications`,
      {
        token: ctx.token,
      },
    );
    return {
      pathParams,
      body: { notification_id: first(page.data, 'notification in the Austin branch').id },
    };
  },
  authorizeBroadcastingChannel: async ({ token }) => {
    const me = await need<{ user: { id: number } }>('get me', 'POST', '/auth/get-me', { token });
    return {
      body: { socket_id: '1234.5678', channel_name: `private-App.Models.User.${me.user.id}` },
    };
  },
  getServingArea: async ({ token }) => {
    const page = await need<Page<{ id: number }>>('list serving areas', 'GET', '/serving-areas', {
      token,
    });
    return { pathParams: { id: first(page.data, 'serving area').id } };
  },
  // helper profile
  updateHelperServingAreas: async ({ token }) => {
    const page = await need<Page<{ id: number }>>('list serving areas', 'GET', '/serving-areas', {
      token,
    });
    return { body: { serving_area_ids: [first(page.data, 'serving area').id] } };
  },
  updateHelperTools: async ({ token }) => {
    const tools = await need<Array<{ id: number }>>('list tools', 'GET', '/tools', { token });
    return { body: { tool_ids: [first(tools, 'tool').id] } };
  },
  updateHelperVehicle: async ({ token }) => {
    const types = await need<Array<{ id: number }>>('list vehicle types', 'GET', '/vehicle-types', {
      token,
    });
    return { body: { vehicle_type_ids: [first(types, 'vehicle type').id] } };
  },
  updateHelperAvailabilities: async () => ({
    body: { availabilities: [{ day: 1, from: '08:00', to: '17:00' }] },
  }),
  updateHelperHourlyRate: async () => ({ body: { hourly_rate: 3500 } }),
  // team and search
  createEmployee: async ({ token }) => ({
    body: {
      branch_id: (await ownerBranch(token!)).id,
      first_name: 'Erin',
      last_name: 'Employee',
      email: `employee-${unique()}@example.test`,
      phone: '5125550111',
      positions: [3],
      price: 2500,
    },
  }),
  getEmployee: someEmployee,
  deleteEmployee: someEmployee,
  updateEmployee: async (ctx) => ({
    ...(await someEmployee(ctx)),
    body: {
      first_name: 'Erin',
      last_name: 'Edited',
      email: `employee-${unique()}@example.test`,
      phone: '5125550112',
      positions: [1, 3],
      price: 2600,
    },
  }),
  updateEmployeePriceStatus: async (ctx) => ({
    ...(await someEmployee(ctx)),
    body: { price: 2700, status: 1 },
  }),
  listManagers: async ({ token }) => ({ query: { branch_id: (await ownerBranch(token!)).id } }),
  listBranchEmployees: branchId,
  searchHelpersGlobally: branchId,
  getAddressServingArea: async (ctx) => ({
    ...(await branchId(ctx)),
    query: { city: 'Austin', state: 'TX', zip: '78701' },
  }),
  // roster (7/8)
  setRosterStatus: async (ctx) => ({ ...(await someHelper(ctx)), body: { status: 'favourite' } }),
  removeFromRoster: someHelper,
  listHelperBranchInvitations: branchId,
  globalSearch: async (ctx) => ({ ...(await branchId(ctx)), query: { search: 'a' } }),
  inviteHelperToBranch: async ({ token }) => {
    const branch = await ownerBranch(token!);
    const page = await need<
      Page<{ id: number; employee_id: number | null; branch_invitation: { status: string } | null }>
    >('search helpers', 'GET', `/company-branches/${branch.id}/search-helpers-globally`, { token });
    const helper = page.data.find(
      (h) => h.employee_id === null && h.branch_invitation?.status !== 'pending',
    );
    if (!helper)
      throw new Error('the default seed has no marketplace helper the Austin branch can invite');
    return { pathParams: { id: branch.id }, query: { id: helper.id } };
  },
  cancelBranchInvitationByCompany: async (ctx) => {
    const invite = await FIXTURES.inviteHelperToBranch!(ctx);
    const invitation = await need<{ id: number }>(
      'invite a helper to the branch',
      'POST',
      `/company-branches/${invite.pathParams!.id}/invite-helper`,
      {
        token: ctx.token,
        query: invite.query,
      },
    );
    return { pathParams: { id: invitation.id } };
  },
  // orders
  listBranchOrders: branchId,
  getBranchOrdersCount: branchId,
  listBranchOrderHistory: branchId,
  listBranchOrdersCalendar: async (ctx) => ({ ...(await branchId(ctx)), query: calendarRange }),
  getBranchDispatchDay: async (ctx) => ({
    ...(await branchId(ctx)),
    query: { date: calendarRange['filter[date_from]'] },
  }),
  createBranchOrder: async (ctx) => ({ ...(await branchId(ctx)), body: orderBody() }),
  getOrder: someOrder,
  getOrderCard: someOrder,
  getOrderCurrentCrew: someOrder,
  getOrderInvitableEmployees: someOrder,
  getOrderDetail: someOrder,
  updateOrder: async ({ token }) => ({
    pathParams: { id: (await createOrder(token!)).id },
    body: { ...orderBody(), helpers_needed: 3 },
  }),
  deleteOrder: async ({ token }) => ({ pathParams: { id: (await createOrder(token!)).id } }),
  // "Cancels an active order (from the formed list)": not formed ones are deleted instead.
  cancelOrder: async ({ token }) => ({
    pathParams: { id: await formedOrder(token!) },
    body: { reason: 'Customer moved the date' },
  }),
  completeOrder: async ({ token }) => ({
    pathParams: { id: await startedOrder(token!) },
    body: { worked_hours: 4 },
  }),
  // crew ratings (7/8): a completed order's crew member not yet rated alone
  rateCrewMember: async ({ token }) => {
    for (const branch of await ownerBranches(token!)) {
      const history = await need<Page<{ id: number; completed_at: string | null }>>(
        'list order history',
        'GET',
        `/company-branches/${branch.id}/orders/history`,
        { token, query: { per_page: 50 } },
      );
      for (const order of history.data.filter((o) => o.completed_at != null)) {
        const detail = await need<{
          moving_team?: Array<{
            employee_id: number;
            company_review?: { individual: boolean } | null;
          }>;
        }>('get the order detail', 'GET', `/orders/${order.id}/detail`, {
          token,
          query: { moving_team: 1 },
        });
        const member = detail.moving_team?.find((m) => !m.company_review?.individual);
        if (member)
          return {
            pathParams: { id: order.id, employee_id: member.employee_id },
            body: { rating: 4, text: 'Careful with the furniture.' },
          };
      }
    }
    throw new Error(
      'the default seed leaves the owner no completed job with a crew member to rate',
    );
  },
  inviteEmployeeToOrder: async ({ token }) => {
    const order = await createOrder(token!);
    const invitable = await need<{
      branch_employees: Array<{ employee_id: number; is_available: boolean }>;
    }>('list invitable employees', 'GET', `/orders/${order.id}/invitable-employees`, { token });
    const employee =
      invitable.branch_employees.find((e) => e.is_available) ??
      first(invitable.branch_employees, 'invitable employee');
    return { pathParams: { id: order.id }, body: { employee_ids: [employee.employee_id] } };
  },
  editOrderInvitations: async ({ token }) => {
    const order = await createOrder(token!);
    const { employeeId } = await inviteOneEmployee(token!, order.id);
    return { pathParams: { id: order.id }, body: { employee_ids: [employeeId] } };
  },
  cancelOrderInvitationByCompany: async ({ token }) => {
    const order = await createOrder(token!);
    const { invitationId } = await inviteOneEmployee(token!, order.id);
    return { pathParams: { id: invitationId } };
  },
  // outsourcing
  listBranchOutsourceOffers: branchId,
  createOutsourceOffer: async ({ token }) => {
    const order = await createOrder(token!);
    return {
      pathParams: { id: order.branchId },
      body: { order_id: order.id, helpers_needed: 1, hourly_rate: 4000 },
    };
  },
  getOutsourceOffer: someOffer,
  listOutsourceOfferApplications: someOffer,
  cancelOutsourceOffer: async ({ token }) => ({ pathParams: { id: await createOffer(token!) } }),
  acceptOfferApplication: async ({ token }) => ({
    pathParams: { id: await pendingApplication(token!) },
  }),
  rejectOfferApplication: async ({ token }) => ({
    pathParams: { id: await pendingApplication(token!) },
  }),
  cancelOfferApplication: async ({ token }) => ({
    pathParams: { id: await pendingApplication(token!) },
  }),
  // helper jobs and calendar
  listHelperCompanyInvitations: async () => ({ query: { bucket: 'new' } }),
  getHelperCompanyInvitation: async ({ token }) => ({
    pathParams: { id: await helperItem(token!, 'company-invitations') },
  }),
  acceptHelperCompanyInvitation: async ({ token }) => ({
    pathParams: { id: await helperItem(token!, 'company-invitations') },
  }),
  rejectHelperCompanyInvitation: async ({ token }) => ({
    pathParams: { id: await helperItem(token!, 'company-invitations') },
    body: { reason: 'Busy that day' },
  }),
  listMyBranchInvitations: async () => ({ query: { bucket: 'new' } }),
  acceptMyBranchInvitation: async () => ({ pathParams: { id: await branchInvitationForHelper() } }),
  rejectMyBranchInvitation: async () => ({ pathParams: { id: await branchInvitationForHelper() } }),
  listHelperOutsourceOffers: async () => ({ query: { bucket: 'new' } }),
  getHelperOutsourceOffer: async ({ token }) => ({
    pathParams: { id: await helperItem(token!, 'outsource-offers') },
  }),
  applyToOutsourceOffer: async ({ token }) => ({
    pathParams: {
      id: await helperItem(token!, 'outsource-offers', (o) => o.my_application === null),
    },
    body: { message: 'I can help' },
  }),
  withdrawOutsourceOfferApplication: async ({ token }) => {
    // A fresh pending application of the helper to withdraw.
    const id = await helperItem(token!, 'outsource-offers', (o) => o.my_application === null);
    await need('apply to an offer', 'POST', `/helper/outsource-offers/${id}/apply`, {
      token,
      body: {},
    });
    return { pathParams: { id } };
  },
  acceptOutsourceOffer: async ({ token }) => ({
    pathParams: {
      id: await helperItem(token!, 'outsource-offers', (o) => o.my_application === null),
    },
  }),
  rejectOutsourceOffer: async ({ token }) => ({
    pathParams: { id: await helperItem(token!, 'outsource-offers') },
    body: { reason: 'Too far' },
  }),
  listHelperCalendar: async () => ({ query: calendarRange }),
  // time off (7/8): a day of its own far ahead, so no entry of hers overlaps it
  createHelperTimeOff: async () => ({ body: timeOffDay() }),
  deleteHelperTimeOff: async ({ token }) => {
    const made = await need<{ id: number }>('add time off', 'POST', '/helper-profile/time-off', {
      token,
      body: timeOffDay(),
    });
    return { pathParams: { id: made.id } };
  },
  listEmployeeTimeOff: someEmployee,
  // company ratings (7/8): a completed job of hers she has not rated (the seed leaves one)
  rateCompanyForJob: async ({ token }) => {
    const page = await need<
      Page<{ order: { id: number; completed_at: string | null }; my_company_rating: unknown }>
    >('list her accepted jobs', 'GET', '/helper/company-invitations', {
      token,
      query: { bucket: 'accepted', per_page: 100 },
    });
    const job = page.data.find((i) => i.order.completed_at != null && i.my_company_rating === null);
    if (!job) throw new Error('the default seed leaves the helper no completed job to rate');
    return { pathParams: { id: job.order.id }, body: { rating: 4, text: 'Clear instructions.' } };
  },
  // confirmations (7/8): a job of the helper's, accepted, starting within 48 h
  confirmHelperJob: async ({ token }) => ({ pathParams: { id: await acceptedJobSoon(token!) } }),
  cantMakeHelperJob: async ({ token }) => ({
    pathParams: { id: await acceptedJobSoon(token!) },
    body: { reason: 'My car broke down.' },
  }),
  // on my way: a job of hers within its window (one she holds, else a new one within 3 h)
  tellOnMyWay: async ({ token }) => ({
    pathParams: { id: await jobOnTheDay(token!) },
    body: { late_minutes: 15 },
  }),
  // time clock: a job of hers she may start work on; to finish it, one she started
  clockIn: async ({ token }) => ({ pathParams: { id: await jobToClockIn(token!) } }),
  clockOut: async ({ token }) => ({ pathParams: { id: await jobAtWork(token!) } }),
  // subscriptions
  changeSubscription: async ({ token }) => {
    const plans = await need<Array<{ id: number }>>('list plans', 'GET', '/subscription/plans', {
      token,
    });
    const current = await need<{ plan: { id: number } }>(
      'get the subscription',
      'GET',
      '/subscription',
      { token },
    );
    const plan = plans.find((p) => p.id !== current.plan.id) ?? first(plans, 'subscription plan');
    return { body: { plan_id: plan.id } };
  },
};

/** A day off no other request of the run has taken: 300+ days ahead, one more each time. */
let timeOffDays = 0;
function timeOffDay() {
  const day = new Date(Date.now() + (300 + timeOffDays++) * 86_400_000).toISOString().slice(0, 10);
  return { start_date: day, end_date: day };
}

/** Builds the valid request for an operation: token, path ids, query, body. */
export async function prepare(op: Operation): Promise<Prepared & { token: string | null }> {
  const actor = actorFor(op);
  const token = actor ? await tokenFor(actor) : null;
  const fixture = FIXTURES[op.operationId];
  const made = fixture ? await fixture({ token, op }) : {};
  const query: Record<string, string | number> = {};
  for (const p of op.parameters.filter((p) => p.in === 'query' && p.required)) {
    query[p.name] = example(p.schema ?? {}, p.name) as string | number;
  }
  const body = made.body ?? (op.body?.required ? example(op.body.schema) : undefined);
  return {
    actor,
    token,
    pathParams: made.pathParams ?? {},
    query: { ...query, ...made.query },
    body,
  };
}

/** The contract path with its `{params}` filled in; throws when one is missing. */
export function fillPath(op: Operation, params: Record<string, string | number>): string {
  return op.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (params[name] === undefined)
      throw new Error(`harness: no value for path parameter {${name}} of ${op.operationId}`);
    return encodeURIComponent(String(params[name]));
  });
}
