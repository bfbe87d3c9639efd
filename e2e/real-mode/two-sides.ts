import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { PER_PAGE } from '../../src/features/helper-jobs/model/buckets';
import { zonedDate } from '../../src/platform/format/zone';
import { chooseDate, shownDate } from '../date-field';
import { installJourneyClock, test as base } from './clock';
import { austinOrderBody } from '../../scripts/lib/order-body.mjs';

/*
 * Helpers for journeys where the two sides of the marketplace (a company and a helper) are
 * signed in at once and each must see the other's move live. Used by the real-API journeys
 * (two-sides.spec.ts: two browser contexts against `npm run mock:server`) and, for the
 * UI-level parts, by the mock-mode journey (e2e/two-sides-mock.spec.ts: two tabs of one
 * context over the in-browser mock).
 */

/** The mock server (mocks/server/main.ts), as playwright.real.config.ts starts it. */
export const API = `http://127.0.0.1:${process.env.MOCK_SERVER_PORT ?? 8787}`;
export const PASSWORD = 'demo1234';
export const OWNER = 'owner@demo.test';
export const HELPER = 'helper@demo.test';
export const MANAGER = 'manager@demo.test';
/** The demo helper (helper@demo.test): a member of the owner's Austin branch. */
export const HELPER_NAME = 'Maria Lopez';
export const AUSTIN = 'Lone Star Movers Austin';
/** A marketplace helper foreman of the Austin branch, with an account of her own. */
export const GABRIELA = { name: 'Gabriela Reyes', email: 'gabriela.reyes@helpers.demo.test' };
/** The owner's company. */
export const COMPANY = 'Lone Star Movers';
export const WELCOME_TOAST = "You're in. Welcome back to your account 🎉";

/**
 * How long a journey waits for a change made on one side to show on the other: a pushed event
 * and the refetch it causes. Nothing polls while the socket is up (the fallback poll is 60 s)
 * and nothing refetches on focus, so only a live update can pass an assertion within this
 * bound, and the journeys mark the documents to show no reload brought it. How fast it comes
 * is the bench's to measure (`npm run bench`, its hand-over section: within a second, at 4x
 * CPU), not a journey's: with 2 s here, a loaded machine failed a journey now and then with
 * the change on screen 2.2 s after it was made (on-my-way.spec, 2026-12-02).
 */
export const LIVE = { timeout: 10_000 };

export const userChannel = (userId: number) => `private-App.Models.User.${userId}`;
export const branchChannel = (branchId: number) => `private-branch.${branchId}`;

/* ------------------------------------------------------------------ the API */

/** The API as one signed-in user calls it. */
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Api {
  call<T>(method: Method, path: string, body?: unknown): Promise<T>;
}

type Envelope<T> = { data: T; message: string };

/** The mock server over HTTP, with a token (real mode). */
export function serverApi(request: APIRequestContext, token: string): Api {
  return {
    async call<T>(method: Method, path: string, body?: unknown) {
      const response = await request.fetch(`${API}/api${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        data: body,
      });
      expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
      return ((await response.json()) as Envelope<T>).data;
    },
  };
}

/**
 * The API from inside a page, with the token that page's app holds (mock mode: the MSW
 * worker answers the page's own fetches).
 */
export function pageApi(page: Page): Api {
  return {
    async call<T>(method: Method, path: string, body?: unknown) {
      const result = await page.evaluate(
        async ({ method, path, body }) => {
          const response = await fetch(`/api${path}`, {
            method,
            headers: {
              Accept: 'application/json',
              'Content-Type': 'application/json',
              Authorization: `Bearer ${(sessionStorage.getItem('tabSession') === '1' ? sessionStorage : localStorage).getItem('token')}`,
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          return { status: response.status, json: (await response.json()) as unknown };
        },
        { method, path, body },
      );
      expect(result.status, `${method} ${path}: ${result.status}`).toBeLessThan(300);
      return (result.json as Envelope<T>).data;
    },
  };
}

export type SignedIn = { token: string; userId: number; api: Api };

/** Signs in through the API (for setup and for reading the other side's data). */
export async function apiSignIn(request: APIRequestContext, email: string): Promise<SignedIn> {
  const response = await request.post(`${API}/api/auth/login`, {
    data: { email, password: PASSWORD },
  });
  expect(response.ok(), `login of ${email}`).toBe(true);
  const { data } = (await response.json()) as {
    data: { access_token: string; user: { id: number } };
  };
  return {
    token: data.access_token,
    userId: data.user.id,
    api: serverApi(request, data.access_token),
  };
}

/** A branch of the signed-in company user, by name. */
export async function branchId(api: Api, name: string): Promise<number> {
  const branches = await api.call<Array<{ id: number; name: string }>>('GET', '/company-branches');
  const branch = branches.find((b) => b.name === name);
  expect(branch, `${name} among the user's branches`).toBeDefined();
  return branch!.id;
}

type Paged<T> = { data: T[]; total: number };

export type BranchRef = { id: number; name: string; city: string };

/**
 * The signed-in company user's branches that `helper` (a name) could be invited to join: not
 * a member (the seed makes Maria a member of Austin, and of a branch whose offer she took)
 * and not invited already. Read as Find helpers reads it (search-helpers-globally).
 */
export async function branchesToJoin(company: Api, helper: string): Promise<BranchRef[]> {
  const branches = await company.call<BranchRef[]>('GET', '/company-branches');
  const open: BranchRef[] = [];
  for (const branch of branches) {
    const found = await company.call<
      Paged<{
        first_name: string;
        last_name: string;
        employee_id: number | null;
        branch_invitation: { status: string } | null;
      }>
    >(
      'GET',
      `/company-branches/${branch.id}/search-helpers-globally?search=${encodeURIComponent(helper)}`,
    );
    const person = found.data.find((h) => `${h.first_name} ${h.last_name}` === helper);
    expect(person, `${helper} among the marketplace helpers`).toBeDefined();
    if (person!.employee_id === null && person!.branch_invitation?.status !== 'pending')
      open.push({ id: branch.id, name: branch.name, city: branch.city });
  }
  return open;
}
type HelperJob = { id: number; order: { number: number; start_at: string; end_at: string } };

/**
 * A start for a new order that the helper is free for: a week after the end of every job
 * she holds or is offered (company invitations new or accepted, accepted outsourcing
 * offers), at 15:00 UTC, and not on her time off. Each order a journey makes for her is then
 * later than the last one, so repeated runs against one server never overlap an order she
 * accepted before. `now`: the app's present (a mock journey's browser runs on a fixed clock,
 * e2e/support.ts NOW; the mock server on the machine's).
 */
export async function freeStartFor(helper: Api, now = Date.now()): Promise<Date> {
  let latest = now;
  const lists = [
    '/helper/company-invitations?bucket=new&per_page=100',
    '/helper/company-invitations?bucket=accepted&per_page=100',
    '/helper/outsource-offers?bucket=accepted&per_page=100',
  ];
  for (const path of lists) {
    const page = await helper.call<Paged<HelperJob>>('GET', path);
    expect(page.total, `${path}: all on one page`).toBeLessThanOrEqual(100);
    for (const job of page.data) latest = Math.max(latest, Date.parse(job.order.end_at));
  }
  const start = new Date(latest + 7 * 86_400_000);
  start.setUTCHours(15, 0, 0, 0);
  // Not on a day she has off (time off, 7/8: she could not accept it): the day after the
  // entry, with a day to spare for the zones. Entries are by start date.
  const off = await helper.call<Array<{ start_date: string; end_date: string }>>(
    'GET',
    '/helper-profile/time-off',
  );
  for (const entry of off) {
    const from = Date.parse(`${entry.start_date}T00:00:00Z`) - 86_400_000;
    const to = Date.parse(`${entry.end_date}T00:00:00Z`) + 2 * 86_400_000;
    if (start.getTime() >= from && start.getTime() < to) start.setTime(to + 15 * 3_600_000);
  }
  return start;
}

export type CreatedOrder = { id: number; number: number; title: string };

/**
 * Creates a not formed order in a branch with the call the job form makes
 * (POST company-branches/{id}/orders): 4 hours from `start`, in Austin, at $40.00/h unless
 * `hourlyRate` says otherwise.
 */
export async function createOrder(
  company: Api,
  branch: number,
  input: {
    firstName: string;
    lastName: string;
    helpersNeeded: number;
    start: Date;
    notes?: string;
    /** The job's hourly price in cents ($40.00/h unless said). */
    hourlyRate?: number;
  },
): Promise<CreatedOrder> {
  const order = await company.call<{ id: number; number: number }>(
    'POST',
    `/company-branches/${branch}/orders`,
    austinOrderBody(input),
  );
  return {
    id: order.id,
    number: order.number,
    title: `#${order.number} ${input.firstName} ${input.lastName}`,
  };
}

/** The Time off card of the helper's work settings (7/8). */
export const timeOffCard = (page: Page): Locator => page.getByRole('region', { name: 'Time off' });

/** On her open work settings, she adds one day off (the reason is hers); the toast says so. */
export async function addDayOffHere(page: Page, day: string, reason?: string): Promise<void> {
  const form = timeOffCard(page).getByRole('form', { name: 'Add time off' });
  await chooseDate(page, form.getByRole('textbox', { name: 'First day off' }), day);
  if (reason) await form.getByRole('textbox', { name: /^Reason/ }).fill(reason);
  await form.getByRole('button', { name: 'Add time off' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Time off added' })).toBeVisible();
}

/** On her open work settings, she deletes her day off `day`, confirming. */
export async function deleteDayOffHere(page: Page, day: string): Promise<void> {
  await timeOffCard(page)
    .getByRole('list', { name: 'Your time off' })
    .getByRole('button', { name: `Delete time off ${shownDate(day)}` })
    .click();
  await page
    .getByRole('dialog', { name: 'Delete time off' })
    .getByRole('button', { name: 'Delete' })
    .click();
}

/** Deletes every time-off entry of the helper (a journey that watches one appear starts clear). */
export async function clearTimeOff(helper: Api): Promise<void> {
  const entries = await helper.call<Array<{ id: number }>>('GET', '/helper-profile/time-off');
  for (const entry of entries) await helper.call('DELETE', `/helper-profile/time-off/${entry.id}`);
}

/**
 * A not formed Austin order for `helpersNeeded` on a day Maria is free (freeStartFor), with
 * that day on Austin's clocks (the dispatch board's and her time off's day).
 */

export async function austinOrderOnHerFreeDay(
  company: Api,
  helper: Api,
  customer: { firstName: string; lastName: string },
  helpersNeeded = 1,
): Promise<{ austin: number; order: CreatedOrder; day: string }> {
  const austin = await branchId(company, AUSTIN);
  const start = await freeStartFor(helper);
  const order = await createOrder(company, austin, { ...customer, helpersNeeded, start });
  return { austin, order, day: zonedDate(start.toISOString(), 'America/Chicago') };
}

/**
 * A not formed Austin order for ONE helper at a time Maria is free (freeStartFor), with Maria
 * and `mate` (a member of the branch with an account) both invited, pending; fails unless
 * both are free then (no job, no time off), so either could accept it.
 */
export async function oneSpotTwoInvited(
  company: Api,
  helper: Api,
  mate: string,
  lastName: string,
): Promise<{ austin: number; order: CreatedOrder; hers: number; mates: number }> {
  const { austin, order } = await austinOrderOnHerFreeDay(company, helper, {
    firstName: 'Iris',
    lastName,
  });
  const lists = await company.call<{
    branch_employees: Array<Invitable & { is_available: boolean }>;
  }>('GET', `/orders/${order.id}/invitable-employees`);
  const ids = [HELPER_NAME, mate].map((name) => {
    const person = lists.branch_employees.find((e) => `${e.first_name} ${e.last_name}` === name);
    expect(person, `${name} can be invited to order ${order.id}`).toBeDefined();
    expect(person!.is_available, `${name} is free for order ${order.id}`).toBe(true);
    return person!.employee_id;
  });
  const [hers, mates] = await inviteByApi(company, order.id, ids);
  return { austin, order, hers: hers!, mates: mates! };
}

type Invitable = {
  employee_id: number;
  first_name: string;
  last_name: string;
  busy_with: unknown;
};

/**
 * The employee id of `name` in the order's own branch, as the crew page's picker lists
 * them; fails unless they are free for the order (so they can accept it).
 */
export async function invitableEmployeeId(
  company: Api,
  orderId: number,
  name: string,
): Promise<number> {
  const lists = await company.call<{ branch_employees: Invitable[] }>(
    'GET',
    `/orders/${orderId}/invitable-employees`,
  );
  const person = lists.branch_employees.find((e) => `${e.first_name} ${e.last_name}` === name);
  expect(person, `${name} can be invited to order ${orderId}`).toBeDefined();
  expect(person!.busy_with, `${name} is free for order ${orderId}`).toBeNull();
  return person!.employee_id;
}

/** Invites employees to an order (Team add's call); returns the new invitations' ids. */
export async function inviteByApi(
  company: Api,
  orderId: number,
  employeeIds: number[],
): Promise<number[]> {
  const created = await company.call<Array<{ id: number }>>(
    'POST',
    `/orders/${orderId}/invite-employee`,
    { employee_ids: employeeIds },
  );
  expect(created).toHaveLength(employeeIds.length);
  return created.map((i) => i.id);
}

/**
 * An Austin order of `helpers` places with Maria invited and her acceptance made through the
 * API, starting at the first of `hours` (hours from now; four hours long, as createOrder makes) at
 * which the invitable list says she (and `alsoFree`, when named) is free. `now`: the server's
 * (a mock journey's: its browser's, on the journeys' clock; the runner's is the machine's).
 */
export async function acceptedJobAt(
  owner: Api,
  maria: Api,
  lastName: string,
  crew: {
    hours: number[];
    helpers?: number;
    alsoFree?: string;
    now?: number;
    /**
     * She accepts it while it is more than 48 h away, and the company then brings it forward
     * to its time: asked to confirm it, not confirmed (her Accept within 48 h of the start is
     * her confirmation too, QA-211 M4). It reads as a moved job on her side.
     */
    askedAfter?: boolean;
  },
) {
  const austin = await branchId(owner, AUSTIN);
  for (const hours of crew.hours) {
    const job = {
      firstName: 'Cora',
      lastName,
      helpersNeeded: crew.helpers ?? 1,
      start: new Date((crew.now ?? Date.now()) + hours * 3_600_000),
    };
    const order = await createOrder(owner, austin, job);
    const lists = await owner.call<{ branch_employees: Invitable[] }>(
      'GET',
      `/orders/${order.id}/invitable-employees`,
    );
    const named = (name: string) =>
      lists.branch_employees.find((e) => `${e.first_name} ${e.last_name}` === name);
    const her = named(HELPER_NAME);
    const also = crew.alsoFree ? named(crew.alsoFree) : undefined;
    expect(her, `${HELPER_NAME} can be invited`).toBeDefined();
    if (crew.alsoFree) expect(also, `${crew.alsoFree} can be invited`).toBeDefined();
    if (her!.busy_with !== null || (also && also.busy_with !== null)) continue;
    const [invitationId] = await inviteByApi(owner, order.id, [her!.employee_id]);
    if (crew.askedAfter) {
      // Out of the 48 h while she accepts (a day later), then back to its time: a move.
      const away = new Date(job.start.getTime() + 24 * 3_600_000);
      await owner.call('PUT', `/orders/${order.id}`, austinOrderBody({ ...job, start: away }));
      try {
        await maria.call('POST', `/helper/company-invitations/${invitationId}/accept`);
      } catch {
        continue; // busy a day later: the next start
      }
      await owner.call('PUT', `/orders/${order.id}`, austinOrderBody(job));
    } else await maria.call('POST', `/helper/company-invitations/${invitationId}/accept`);
    return { austin, order, invitationId: invitationId!, also };
  }
  throw new Error(`${HELPER_NAME} is busy at every start tried (${crew.hours.join(', ')} h)`);
}

/**
 * A job of Maria's on which she may say she is on her way (from 3 h before its start until
 * its end, on-my-way), its branch and her Order details page: one she holds already (on the
 * journeys' clock she is on one under way, in Dallas, taken through an outsourcing offer),
 * else a new Austin one starting within the next 3 hours. With `leadHours: 1`, one she may
 * start work on (time clock: from 1 h before its start) and has not.
 */
export async function herJobOnTheDay(
  owner: Api,
  maria: Api,
  now = Date.now(),
  {
    leadHours = 3,
    underWay = false,
  }: {
    leadHours?: number;
    /**
     * One that has started, so Finish work follows Start work (not before the start: QA-211
     * M2): one she holds (a job made through the API cannot start in the past).
     */
    underWay?: boolean;
  } = {},
) {
  type Accepted = HelperJob & {
    branch: { id: number; name: string };
    order: { id: number; completed_at: unknown };
    clocked_in_at: string | null;
  };
  const due = (job: Accepted) =>
    job.order.completed_at === null &&
    job.clocked_in_at === null &&
    Date.parse(job.order.start_at) - (underWay ? 0 : leadHours * 3_600_000) <= now &&
    now < Date.parse(job.order.end_at) - 3_600_000;
  // Her two Accepted lists: a job is in one of them (one she took through an offer is the offer's).
  for (const list of ['company', 'outsource'] as const) {
    const accepted = await maria.call<Paged<Accepted>>(
      'GET',
      `/helper/${list === 'company' ? 'company-invitations' : 'outsource-offers'}?bucket=accepted&per_page=100`,
    );
    const job = accepted.data.find(due);
    if (job)
      return {
        branch: job.branch,
        order: job.order,
        detailsPath: `/helper/job/${list}/details/${job.id}`,
      };
  }
  if (underWay) throw new Error(`${HELPER_NAME} holds no job under way that she has not started`);
  // Soonest first, so a job made for on-my-way serves a later clock-in (one server's world
  // serves the real-API journeys one after another; she is then busy around it).
  const hours = [0.5, 0.75, 1, 1.5, 2, 2.5, 0.25].filter((h) => h <= leadHours);
  const made = await acceptedJobAt(owner, maria, 'Soon', { hours, now });
  return {
    ...made,
    branch: { id: made.austin, name: AUSTIN },
    detailsPath: `/helper/job/company/details/${made.invitationId}`,
  };
}

/* ------------------------------------------------------------------ the socket */

type Frame = { event: string; channel?: string; data?: unknown };

/**
 * What a page's Pusher socket(s) said, read from the WebSocket frames (real mode: the app
 * talks to the mock server's socket over the network, so Playwright sees every frame).
 * Start it before the page loads the app.
 */
export class SocketWatch {
  readonly #subscribed = new Set<string>();
  readonly #events: Array<{ channel: string; event: string; data: unknown }> = [];

  constructor(page: Page) {
    page.on('websocket', (ws) => {
      const mine = new Set<string>();
      ws.on('framereceived', ({ payload }) => {
        const frame = parse(payload);
        if (!frame?.channel) return;
        if (frame.event === 'pusher_internal:subscription_succeeded') {
          mine.add(frame.channel);
          this.#subscribed.add(frame.channel);
        } else if (!frame.event.startsWith('pusher')) {
          const data = typeof frame.data === 'string' ? parse(frame.data) : frame.data;
          this.#events.push({ channel: frame.channel, event: frame.event, data });
        }
      });
      ws.on('framesent', ({ payload }) => {
        const frame = parse(payload);
        const channel = (frame?.data as { channel?: string } | undefined)?.channel;
        if (frame?.event === 'pusher:unsubscribe' && channel) {
          mine.delete(channel);
          this.#subscribed.delete(channel);
        }
      });
      ws.on('close', () => mine.forEach((channel) => this.#subscribed.delete(channel)));
    });
  }

  isSubscribed(channel: string): boolean {
    return this.#subscribed.has(channel);
  }

  /** How many events this page has received so far (a mark for `received`). */
  get mark(): number {
    return this.#events.length;
  }

  /** Whether an `event` on `channel` whose data matches arrived after `since`. */
  received(since: number, channel: string, event: string, data: Record<string, unknown>): boolean {
    return this.#events
      .slice(since)
      .some(
        (e) =>
          e.channel === channel &&
          e.event === event &&
          Object.entries(data).every(
            ([key, value]) => (e.data as Record<string, unknown> | null)?.[key] === value,
          ),
      );
  }
}

function parse(payload: string | Buffer): Frame | null {
  try {
    return JSON.parse(typeof payload === 'string' ? payload : payload.toString('utf8')) as Frame;
  } catch {
    return null;
  }
}

/**
 * Waits until the page's own socket is subscribed to `channel` (the socket got
 * subscription_succeeded) and the mock server counts a subscriber there. The hub drops
 * events for channels nobody listens to, so a change made before this may never arrive.
 */
export async function waitForChannel(
  request: APIRequestContext,
  socket: SocketWatch,
  channel: string,
): Promise<void> {
  await expect
    .poll(
      async () => {
        if (!socket.isSubscribed(channel)) return 'the page has not subscribed yet';
        const health = await request.get(
          `${API}/__mock/health?channel=${encodeURIComponent(channel)}`,
        );
        const { subscribers } = ((await health.json()) as { data: { subscribers: number } }).data;
        return subscribers > 0 ? 'subscribed' : 'the server counts no subscriber';
      },
      { message: `subscribed to ${channel}`, timeout: 20_000 },
    )
    .toBe('subscribed');
}

/** A pushed event the receiving side should get: what it is, and whether it came yet. */
export type PushCheck = { what: string; arrived: () => boolean | Promise<boolean> };

/** Several pushed events, all of which must arrive (e.g. a change and its notification). */
export function allPushed(...checks: PushCheck[]): PushCheck {
  return {
    what: checks.map((c) => c.what).join(' and '),
    arrived: async () => (await Promise.all(checks.map((c) => c.arrived()))).every(Boolean),
  };
}

/**
 * Reseeds the mock server (POST /__mock/reset): for journeys whose change cannot be made
 * twice on one db (a helper who joined a branch cannot be invited to it again). Call it
 * before anyone signs in: sessions made before are gone with the old data.
 */
export async function resetServer(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${API}/__mock/reset`, { data: {} });
  expect(response.ok(), 'mock server reset').toBe(true);
}

/** An `event` on `channel` (data matching) received by the page's socket after `since`. */
export function socketPush(
  socket: SocketWatch,
  since: number,
  channel: string,
  event: string,
  data: Record<string, unknown>,
): PushCheck {
  return {
    what: `${event} ${JSON.stringify(data)} on ${channel}`,
    arrived: () => socket.received(since, channel, event, data),
  };
}

/* ------------------------------------------------------------------ mock mode's hub */

/**
 * What this tab's mock hub publishes to sockets in it (the in-browser socket is not a
 * network WebSocket, so Playwright cannot read its frames): records every publication that
 * reached a subscriber.
 */
export async function recordHub(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Hub = { publish(channel: string, event: string, data: unknown, o?: object): number };
    const w = window as unknown as {
      __moversMock: { hub: Hub };
      __e2ePushed?: Array<{ channel: string; event: string; data: unknown }>;
    };
    const hub = w.__moversMock.hub;
    const publish = hub.publish.bind(hub);
    w.__e2ePushed = [];
    hub.publish = (channel, event, data, options) => {
      const delivered = publish(channel, event, data, options);
      if (delivered > 0) w.__e2ePushed!.push({ channel, event, data });
      return delivered;
    };
  });
}

export function hubPush(
  page: Page,
  channel: string,
  event: string,
  data: Record<string, unknown>,
): PushCheck {
  return {
    what: `${event} ${JSON.stringify(data)} on ${channel} (this tab's mock hub)`,
    arrived: () =>
      page.evaluate(
        ({ channel, event, data }) =>
          (
            (window as unknown as { __e2ePushed?: Array<Record<string, unknown>> }).__e2ePushed ??
            []
          ).some(
            (p) =>
              p.channel === channel &&
              p.event === event &&
              Object.entries(data).every(
                ([key, value]) => (p.data as Record<string, unknown>)[key] === value,
              ),
          ),
        { channel, event, data },
      ),
  };
}

/** Who a tab is signed in as (mock mode: a second person's tab keeps its own session). */
export async function sessionUser(page: Page): Promise<{ id: number; email: string }> {
  return page.evaluate(
    () =>
      JSON.parse(
        (sessionStorage.getItem('tabSession') === '1' ? sessionStorage : localStorage).getItem(
          'userData',
        ) ?? '{}',
      ) as { id: number; email: string },
  );
}

/* ------------------------------------------------------------------ the two sides */

/** Fills and submits the login form, and waits for the role's landing page. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  // exact: the eye toggle is the button 'Show password'.
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  const landing = email === HELPER ? '/helper/job' : '/company/activity';
  await expect(page).toHaveURL((url) => url.pathname === landing);
  // The welcome toast sits top-right over the page for 5 s: close it as a user would.
  const welcome = page.locator('.bp6-toast').filter({ hasText: WELCOME_TOAST });
  await expect(welcome).toBeVisible();
  // Its own Close (another toast may be up beside it), beside its alert text, not inside it.
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toHaveCount(0);
}

export type Side = {
  context: BrowserContext;
  page: Page;
  socket: SocketWatch;
  user: SignedIn;
};

/**
 * One side of the marketplace in its own browser context (its own storage, so its own
 * session), signed in through the UI; `user` is the same account signed in through the
 * API for setup calls. The context is closed again if the sign-in fails.
 */
async function openSide(
  browser: Browser,
  request: APIRequestContext,
  email: string,
): Promise<Side> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await installJourneyClock(context);
    const page = await context.newPage();
    const socket = new SocketWatch(page);
    await signIn(page, email);
    return { context, page, socket, user: await apiSignIn(request, email) };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/** Both sides of a real-mode journey: the owner (owner@demo.test) and Maria (helper@demo.test). */
export type TwoSides = { owner: Side; maria: Side };
/** A second person of the company: its manager (manager@demo.test, Austin and Dallas). */
type CompanyColleague = { manager: Side };

export type TwoSidesOptions = {
  /**
   * Reseed the mock server (resetServer) before the sides sign in, for journeys whose change
   * cannot be made twice on one db. Set with `test.use({ resetServerFirst: true })`.
   */
  resetServerFirst: boolean;
};

/**
 * The real-mode journeys' `test`, with the two sides as fixtures: `owner` and `maria`, each
 * signed in through the UI in a browser context of its own before the test, and that context
 * closed after it (also when the test failed). Maria depends on the owner, so the owner always
 * signs in first, and after the reseed when `resetServerFirst` is set. (`provide` is
 * Playwright's `use`: that name would trip react-hooks/rules-of-hooks.)
 */
export const test = base.extend<TwoSidesOptions & TwoSides & CompanyColleague>({
  resetServerFirst: [false, { option: true }],
  owner: async ({ browser, request, resetServerFirst }, provide) => {
    if (resetServerFirst) await resetServer(request);
    const side = await openSide(browser, request, OWNER);
    await provide(side);
    await side.context.close();
  },
  maria: async ({ browser, request, owner: _owner }, provide) => {
    const side = await openSide(browser, request, HELPER);
    await provide(side);
    await side.context.close();
  },
  manager: async ({ browser, request, owner: _owner }, provide) => {
    const side = await openSide(browser, request, MANAGER);
    await provide(side);
    await side.context.close();
  },
});

/* ------------------------------------------------------------------ the company's screens */

/**
 * Opens the order's crew page as the owner would: Job (Not formed, most recently updated
 * first), the order's card, Build crew. In-app navigation, no reload.
 */
export async function openCrewPageFromJobList(page: Page, order: CreatedOrder): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'Job' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/job/not-formed');
  const card = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('article', { name: order.title, exact: true });
  await card.getByRole('link', { name: 'Build crew' }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/company/job/team-add/${order.id}`);
  await expect(
    crewPage(page).summary.getByRole('heading', { name: `Order #${order.number}` }),
  ).toBeVisible();
}

/** The crew page's regions, and one person's row on the current crew. */
export function crewPage(page: Page) {
  const summary = page.getByRole('region', { name: 'Order' });
  const crew = page.getByRole('region', { name: 'Current crew' });
  const picker = page.getByRole('region', { name: 'Invite people' });
  return {
    summary,
    crew,
    picker,
    crewRow: (name: string): Locator => crew.getByRole('listitem').filter({ hasText: name }),
  };
}

/**
 * Ticks one person in the picker's own branch group and sends the invitation; returns once
 * the server has answered (the toast). The crew list showing them Pending is left to the
 * caller, so the other side's live check starts right at the change.
 */
export async function inviteFromCrewPage(page: Page, name: string): Promise<void> {
  const { picker } = crewPage(page);
  const ownBranch = picker.getByRole('region', { name: 'This branch' });
  const box = ownBranch.getByRole('checkbox', { name: `Select ${name}` });
  await expect(box).toBeVisible();
  await ownBranch.getByText(name, { exact: true }).click();
  await expect(box).toBeChecked();
  await page.getByRole('button', { name: 'Send invitations' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Invitation sent to ${name}` }),
  ).toBeVisible();
}

/** Cancels a person's invitation from the crew list, confirming in the dialog. */
export async function cancelFromCrewPage(page: Page, name: string): Promise<void> {
  const { crewRow } = crewPage(page);
  await crewRow(name)
    .getByRole('button', { name: `Cancel invitation of ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Cancel invitation' });
  await expect(dialog).toContainText(`Cancel the invitation of ${name}`);
  await dialog.getByRole('button', { name: 'Cancel invitation' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Invitation to ${name} cancelled` }),
  ).toBeVisible();
}

/**
 * Takes someone who accepted off the crew from the crew list ("Remove from crew": she is on
 * the crew, not only invited), confirming in the dialog.
 */
export async function removeFromCrewPage(
  page: Page,
  name: string,
  orderNumber: number,
): Promise<void> {
  const { crewRow } = crewPage(page);
  await crewRow(name)
    .getByRole('button', { name: `Remove ${name} from the crew` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Remove from crew' });
  await expect(dialog).toContainText(`Remove ${name} from the crew of order #${orderNumber}?`);
  await dialog.getByRole('button', { name: 'Remove from crew' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `${name} was taken off the crew of order #${orderNumber}` }),
  ).toBeVisible();
}

/* ------------------------------------------------------------------ the company's team */

/** Makes `name` the active branch from the avatar menu (the Team page shows its team). */
export async function switchBranch(page: Page, name: string): Promise<void> {
  const account = page.getByRole('button', { name: /^Account menu/ });
  // Already the active branch: its channel is joined.
  if ((await account.getAttribute('aria-label'))?.endsWith(name)) return;
  await account.click();
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await expect(menu).toBeVisible();
  await menu.getByRole('menuitem', { name: new RegExp(name) }).click();
  await expect(
    page.getByRole('button', { name: new RegExp(`^Account menu.*${name}`) }),
  ).toBeVisible();
}

/** One of the Team page's tabs ('Requested', 'All members'); its text ends with its count. */
export function teamTab(page: Page, label: string): Locator {
  return page
    .getByRole('navigation', { name: 'Team lists' })
    .getByRole('link', { name: new RegExp(`^${label}`) });
}

/** A team tab's count, as its badge shows it ('Requested4' -> 4). */
export async function teamCount(page: Page, label: string): Promise<number> {
  const tab = teamTab(page, label);
  await expect(tab).toHaveText(new RegExp(`^${label}\\d+$`));
  return Number((await tab.textContent())!.slice(label.length));
}

/**
 * Opens the active branch's Team, Requested tab (every invitation to marketplace helpers,
 * newest first) as the owner would: Team in the sidebar, then the tab. In-app navigation.
 */
export async function openRequested(page: Page): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'Team' })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/team/employees');
  await teamTab(page, 'Requested').click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/team/requested');
  await expect(page.getByRole('list', { name: 'Invitations' })).toBeVisible();
}

/** The newest invitation of `name` on the Requested list. */
export function requestedCard(page: Page, name: string): Locator {
  return page
    .getByRole('list', { name: 'Invitations' })
    .getByRole('article', { name, exact: true })
    .first();
}

/**
 * Team, Find helpers: searches `name`, invites them and closes the dialog; returns once the
 * server has answered (the toast). What the helper sees is left to the caller.
 */
export async function inviteFromFindHelpers(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Find helpers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find helpers' });
  await dialog.getByRole('searchbox', { name: 'Search helpers' }).fill(name);
  await expect(dialog.getByText(`Helpers matching “${name}”`, { exact: false })).toBeVisible();
  const row = dialog.getByRole('listitem').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Invite ${name}` }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Invitation sent to ${name}` }),
  ).toBeVisible();
  await expect(row.getByText('Invitation pending')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
}

/** The unread count on the sidebar's Activity entry (0 when it shows no badge). */
export async function unreadCount(page: Page): Promise<number> {
  const nav = page.getByRole('navigation', { name: 'Company' });
  await expect(nav.getByRole('link', { name: /Activity/ })).toBeVisible();
  const badge = nav.getByLabel(/^\d+ unread$/);
  if ((await badge.count()) === 0) return 0;
  return Number((await badge.getAttribute('aria-label'))!.split(' ')[0]);
}

export function unreadBadge(page: Page, count: number): Locator {
  return page.getByRole('navigation', { name: 'Company' }).getByLabel(`${count} unread`);
}

/**
 * Shows `name` on All members: the tab, then the page of the list that holds them (members
 * come by last name, 5 a page; the page is read from the API, as the list is sorted there).
 */
export async function openMemberCard(
  page: Page,
  company: Api,
  branch: number,
  name: string,
): Promise<Locator> {
  await teamTab(page, 'All members').click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/team/employees');
  const all = await company.call<Paged<{ first_name: string; last_name: string }>>(
    'GET',
    `/company-branches/${branch}/employees?per_page=100`,
  );
  const index = all.data.findIndex((e) => `${e.first_name} ${e.last_name}` === name);
  expect(index, `${name} is a member of branch ${branch}`).toBeGreaterThanOrEqual(0);
  const number = Math.floor(index / 5) + 1;
  const list = page.getByRole('list', { name: 'All members' });
  await expect(list).toBeVisible();
  if (number > 1)
    await page
      .getByRole('navigation', { name: 'Member pages' })
      .getByRole('button', { name: `Page ${number}`, exact: true })
      .click();
  const card = list.getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();
  return card;
}

/** Opens Activity from the sidebar and returns the feed's newest entry. */
export async function openActivity(page: Page): Promise<Locator> {
  await page
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: /Activity/ })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/activity');
  const first = page.getByRole('region', { name: 'Activity' }).getByRole('listitem').first();
  await expect(first).toBeVisible();
  return first;
}

/* ------------------------------------------------------------------ the helper's screens */

/** The card of an order in a helper's bucket list (opened by 'Order #1042, Lone Star Movers'). */
export function helperCard(page: Page, number: number): Locator {
  // The card is opened by its "Order #…" link (stretched over it); what it shows is the card's.
  const link = page.getByRole('link', { name: new RegExp(`^Order #${number},`) });
  return page.locator('.hj-card').filter({ has: link });
}

/**
 * Opens the helper's Company invitations: New list (soonest first) as she would: Job, then
 * the New card of Company invitations. In-app navigation, no reload.
 */
export async function openNewInvitations(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Helper' }).getByRole('link', { name: 'Job' }).click();
  await page.getByRole('link', { name: 'New company invitations' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job/company/new');
  await expect(page.getByRole('region', { name: 'Company invitations: New' })).toBeVisible();
  // Loaded: cards, or the empty state.
  await expect(
    page
      .getByRole('link', { name: /^Order #\d+,/ })
      .or(page.getByText('No jobs here'))
      .first(),
  ).toBeVisible();
}

/** Opens an invitation's Order details from its card in the list on screen. */
export async function openInvitationDetails(page: Page, number: number): Promise<void> {
  await helperCard(page, number).click();
  await expect(page).toHaveURL((url) =>
    /^\/helper\/job\/company\/details\/\d+$/.test(url.pathname),
  );
  await expect(page.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
}

/** Accepts the invitation on its Order details page; returns once the server has answered. */
export async function acceptOnDetails(page: Page, number: number): Promise<void> {
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `You accepted order #${number}.` }),
  ).toBeVisible();
}

/* ------------------------------------------------------------------ the helper's branch invitations */

/**
 * Opens the helper's Branch invitations (New tab) as she would: Job, then the group's New
 * card. In-app navigation, no reload.
 */
export async function openBranchInvitations(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Helper' }).getByRole('link', { name: 'Job' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job');
  await page.getByRole('link', { name: 'New branch invitations' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job/branch-invitations');
  const list = page.getByRole('region', { name: 'Branch invitations: New' });
  await expect(list).toBeVisible();
  // Loaded: cards, or the empty state.
  await expect(
    list.getByRole('article').or(list.getByText('No branch invitations here')).first(),
  ).toBeVisible();
}

/** A branch invitation's card in the list on screen ('Lone Star Movers, Lone Star Movers Dallas'). */
export function branchInvitationCard(page: Page, branch: string): Locator {
  return page.getByRole('article', { name: `${COMPANY}, ${branch}`, exact: true });
}

/**
 * The helper sidebar's badge of invitations to answer with this many to join a branch ('4
 * invitations to answer: 2 jobs, 2 to join a branch'), whatever the new job invitations.
 */
export function pendingBadge(page: Page, count: number): Locator {
  return page
    .getByRole('navigation', { name: 'Helper' })
    .getByLabel(
      new RegExp(`^\\d+ invitations? to answer: (\\d+ jobs?, )?${count} to join a branch$`),
    );
}

/** The same badge with this many new job invitations ('3 invitations to answer: 1 job, 2 to join a branch'). */
export function jobInvitationsBadge(page: Page, count: number): Locator {
  return page
    .getByRole('navigation', { name: 'Helper' })
    .getByLabel(
      new RegExp(`^\\d+ invitations? to answer: ${count} jobs?(, \\d+ to join a branch)?$`),
    );
}

/** How many invitations to join a branch the helper's badge counts (0 when it names none). */
export async function pendingCount(page: Page): Promise<number> {
  const badge = page
    .getByRole('navigation', { name: 'Helper' })
    .getByLabel(/^\d+ invitations? to answer: /);
  if ((await badge.count()) === 0) return 0;
  const label = (await badge.getAttribute('aria-label')) ?? '';
  return Number(/(\d+) to join a branch$/.exec(label)?.[1] ?? 0);
}

/** How many new job invitations the helper's badge counts (0 when it names none, or is gone). */
export async function jobInvitationsCount(page: Page): Promise<number> {
  const badge = page
    .getByRole('navigation', { name: 'Helper' })
    .getByLabel(/^\d+ invitations? to answer: /);
  if ((await badge.count()) === 0) return 0;
  const label = (await badge.getAttribute('aria-label')) ?? '';
  return Number(/: (\d+) jobs?\b/.exec(label)?.[1] ?? 0);
}

/**
 * Her card of a job in one of her lists (Company invitations or Outsourcing offers, one
 * bucket), on the page of the list that holds it: the page is read from the API (her own
 * list's call, as the list is sorted there), then opened by its `?page=`. `id`: the
 * invitation's or the offer's.
 */
export async function openHelperCard(
  page: Page,
  helper: Api,
  job: { group: 'company' | 'outsource'; bucket: 'new' | 'accepted'; id: number; number: number },
): Promise<Locator> {
  const api = job.group === 'company' ? 'company-invitations' : 'outsource-offers';
  const all = await helper.call<Paged<{ id: number }>>(
    'GET',
    `/helper/${api}?bucket=${job.bucket}&per_page=100`,
  );
  expect(all.total, `her ${job.group} ${job.bucket} list on one call`).toBeLessThanOrEqual(100);
  const index = all.data.findIndex((j) => j.id === job.id);
  expect(index, `${job.group} job ${job.id} in her ${job.bucket} list`).toBeGreaterThanOrEqual(0);
  await page.goto(
    `/helper/job/${job.group}/${job.bucket}?page=${Math.floor(index / PER_PAGE) + 1}`,
  );
  const group = job.group === 'company' ? 'Company invitations' : 'Outsourcing offers';
  const bucket = job.bucket === 'new' ? 'New' : 'Accepted';
  await expect(page.getByRole('region', { name: `${group}: ${bucket}` })).toBeVisible();
  const card = helperCard(page, job.number);
  await expect(card).toBeVisible();
  return card;
}

/** Accepts the branch invitation on its card; returns once the server has answered. */
export async function acceptBranchInvitation(page: Page, branch: string): Promise<void> {
  await branchInvitationCard(page, branch).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('alert').filter({ hasText: `You joined ${branch}.` })).toBeVisible();
}

/** Declines the branch invitation on its card, confirming in the dialog. */
export async function declineBranchInvitation(page: Page, branch: string): Promise<void> {
  await branchInvitationCard(page, branch).getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline this invitation' });
  await expect(dialog).toContainText(branch);
  await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `You declined the invitation of ${branch}.` }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/* ------------------------------------------------------------------ live assertions */

/**
 * Asserts a hand-over reached the other side live: within the live wait (LIVE) the receiving
 * page both got the pushed event and shows the change on screen. Both are checked at once,
 * from the moment the change was made, and a failure says which half is missing: no event
 * (the server did not push it) or no refresh (the app did not refetch from it), and whether
 * the screen followed late (a loaded machine) or not at all. (A mock journey's Confirmed,
 * from the helper's click under the suite's three workers, 15 runs on 2026-11-28: 417-1,293
 * ms in 13, 1.9 and 2.4 s in two: why the wait is not a speed budget, which is the bench's.)
 */
export async function expectLive(push: PushCheck, screen: () => Promise<void>): Promise<void> {
  const start = Date.now();
  const [pushed, shown] = await Promise.allSettled([
    expect.poll(push.arrived, { message: `${push.what} pushed`, ...LIVE }).toBe(true),
    screen(),
  ]);
  if (shown.status === 'rejected') {
    const reason = shown.reason instanceof Error ? shown.reason.message : String(shown.reason);
    // Late or never: a loaded machine and a broken hand-over fail alike; the screen's checks
    // once more tell them apart (the journey fails either way).
    const later = await screen().then(
      () => `It did ${Date.now() - start} ms after the change (late, not missing).`,
      () => `Nor ${Date.now() - start} ms after the change.`,
    );
    throw new Error(
      (pushed.status === 'fulfilled'
        ? `${push.what} arrived, but the screen did not follow within ${LIVE.timeout} ms. `
        : `No ${push.what} within ${LIVE.timeout} ms, and the screen did not change. `) +
        `${later}\n${reason}`,
    );
  }
  if (pushed.status === 'rejected') throw pushed.reason;
}

/** Marks the page's document, to show later that it was never reloaded. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument = true;
  });
}

export async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(
      () => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument,
    ),
    'the page was not reloaded',
  ).toBe(true);
}

// Outsourcing offer applications (two-sides-applications.spec.ts and its mock-mode twin).

/** The rate Maria proposes when she applies (the journeys' offers pay $40.00/h). */
export const HER_RATE = '45.50';

/** An outsourcing offer, as the company's calls return it. */
export type Offer = { id: number; order_id: number; status: string };

/**
 * A not formed Austin order at a time Maria is free, offered to the marketplace at $40.00/h
 * with the call the Find AI page makes (POST company-branches/{id}/outsource-offers); fails
 * unless the server lists it among her new offers, not yet applied to.
 */
export async function offerForMaria({ owner, maria }: TwoSides, lastName: string) {
  const austin = await branchId(owner.user.api, AUSTIN);
  const start = await freeStartFor(maria.user.api);
  const order = await createOrder(owner.user.api, austin, {
    firstName: 'Nora',
    lastName,
    helpersNeeded: 1,
    start,
  });
  const offer = await owner.user.api.call<Offer>(
    'POST',
    `/company-branches/${austin}/outsource-offers`,
    { order_id: order.id, helpers_needed: 1, hourly_rate: 4000, notes: null },
  );
  expect(offer).toMatchObject({ order_id: order.id, status: 'open' });
  // The offer is in Maria's areas: the server lists it among her new offers.
  const mine = await maria.user.api.call<{ bucket: string; my_application: unknown }>(
    'GET',
    `/helper/outsource-offers/${offer.id}`,
  );
  expect(mine, 'Maria sees the offer as new, not yet applied').toMatchObject({
    bucket: 'new',
    my_application: null,
  });
  return { austin, order, offer, start };
}

/** Maria's open Outsourcing offers: New list, loaded (cards, or the empty state). */
export async function openNewOffers(page: Page): Promise<Locator> {
  await page.goto('/helper/job/outsource/new');
  const list = page.getByRole('region', { name: 'Outsourcing offers: New' });
  await expect(list).toBeVisible();
  await expect(
    list
      .getByRole('link', { name: /^Order #\d+,/ })
      .or(list.getByText('No jobs here'))
      .first(),
  ).toBeVisible();
  return list;
}

/**
 * The owner withdraws the offer of an order from Find AI's open offers (the page open),
 * confirming; returns once the server has answered (the toast).
 */
export async function withdrawOfferOnFindAi(page: Page, orderNumber: number): Promise<void> {
  await page.getByRole('button', { name: `Withdraw the offer for order #${orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw offer' });
  await dialog.getByRole('button', { name: 'Withdraw offer' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `Offer for order #${orderNumber} withdrawn` }),
  ).toBeVisible();
}

/** The owner's applications page of the offer, loaded. */
export async function openApplicationsPage(page: Page, offerId: number, orderNumber: number) {
  await page.goto(`/company/outsourcing/offer-applications/${offerId}`);
  const panel = page.getByRole('region', { name: /^Applications/ });
  await expect(panel).toBeVisible();
  await expect(page.getByText(`#${orderNumber}`).first()).toBeVisible();
  // Loaded: applications, or the empty state.
  await expect(
    panel
      .getByRole('listitem', { name: /^Application of / })
      .or(panel.getByText('No applications yet'))
      .first(),
  ).toBeVisible();
  return {
    panel,
    herApplication: panel.getByRole('listitem', { name: `Application of ${HELPER_NAME}` }),
  };
}

/** Maria's Order details of the offer, loaded and still open to her. */
export async function openOfferDetails(page: Page, offerId: number, orderNumber: number) {
  await page.goto(`/helper/job/outsource/details/${offerId}`);
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
  return page.getByRole('region', { name: 'Your application' });
}

/** Applies from the details page with a message and her own rate; waits for the server. */
export async function applyOnDetails(page: Page, orderNumber: number, message: string) {
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Apply to order #${orderNumber}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(/Message to the company/).fill(message);
  await dialog.getByLabel(/Your hourly rate/).fill(HER_RATE);
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `Your application for order #${orderNumber} was sent.` }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** Answers Maria's application from the owner's page, confirming in the dialog. */
export async function answerOnApplicationsPage(
  page: Page,
  herApplication: ReturnType<Page['getByRole']>,
  action: 'accept' | 'reject',
  orderNumber: number,
) {
  if (action === 'accept') {
    await herApplication.getByRole('button', { name: `Accept ${HELPER_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Accept application' });
    await expect(dialog).toContainText(`Accept ${HELPER_NAME} for order #${orderNumber}`);
    await expect(dialog).toContainText(`$${HER_RATE}/h`);
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(
      page
        .getByRole('alert')
        .filter({ hasText: `${HELPER_NAME} joined the crew of order #${orderNumber}` }),
    ).toBeVisible();
  } else {
    await herApplication.getByRole('button', { name: `Reject ${HELPER_NAME}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject application' });
    await expect(dialog).toContainText(
      `Reject the application of ${HELPER_NAME} to order #${orderNumber}`,
    );
    await dialog.getByRole('button', { name: 'Reject application' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `Application of ${HELPER_NAME} rejected` }),
    ).toBeVisible();
  }
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/* ------------------------------------------------------------------ a moved job */

/** The owner's edit form of a job, and its time window as it reads ('09:00 - 13:00'). */
export async function openEditForm(page: Page, order: { id: number }) {
  await page.goto(`/company/job/edit/${order.id}`);
  const form = page.getByRole('form', { name: 'Job' });
  const field = form.getByRole('textbox', { name: 'Time window' });
  await expect(field).toHaveValue(/^\d\d:\d\d - \d\d:\d\d$/);
  return { form, field, window: await field.inputValue() };
}

/**
 * A window `hours` later (or earlier) on the same day, as it is typed ('09:00 - 13:00', 2 ->
 * '11001500'); null when that leaves the day (a journey's job may start at any hour).
 */
export function later(window: string, hours: number): string | null {
  const moved = window.split(' - ').map((time) => Number(time.slice(0, 2)) + hours);
  if (moved.some((hour) => hour < 0 || hour > 23)) return null;
  return window
    .split(' - ')
    .map((time, i) => `${String(moved[i]).padStart(2, '0')}${time.slice(3)}`)
    .join('');
}

/** Types a new time window over the field's text, then saves the form. */
export async function saveWindow(form: Locator, field: Locator, typed: string): Promise<void> {
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.press('Backspace');
  await field.pressSequentially(typed);
  await form.getByRole('button', { name: 'Save changes' }).click();
}

/** The Date and Time facts of the helper's Order details. */
export const dateFact = (page: Page): Locator => page.locator('dt:text-is("Date") + dd');
export const timeFact = (page: Page): Locator => page.locator('dt:text-is("Time") + dd');
/**
 * The signed-in frame's polite live region (platform/ui/announcer.tsx): what a screen reader
 * is told of the other side's changes; not a toast's.
 */
export const liveRegion = (page: Page): Locator =>
  page.locator('[role="status"][aria-live="polite"]:not(.bp6-toast-container *)');
/**
 * The Pay fact of the helper's Order details, or of one of her cards ('$40.00/h · about
 * $160.00', and 'Changed from …' once repriced).
 */
export const payFact = (scope: Page | Locator): Locator => scope.locator('dt:text-is("Pay") + dd');
