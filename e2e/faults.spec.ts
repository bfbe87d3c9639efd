import type { Locator, Page } from '@playwright/test';
import {
  activityList,
  dismissToast,
  expect,
  loginAs,
  NOW,
  OWNER,
  test,
  trackApiCalls,
  waitForRealtimeChannels,
  openPage,
  callAsPage,
} from './support';
import { openAndFillJobForm, TYPED, type JobForm } from './job-form';
import { austinOrderBody } from '../scripts/lib/order-body.mjs';

/**
 * Faults and bad input (spec section 8, the error catalogue): the API failing in the middle
 * of a save, a session the server stops accepting, a realtime connection that drops, and a
 * form submitted twice. Playwright's page.route never sees what the MSW worker answers, so
 * the faults come from the mock itself: `window.__moversMock.faults.failNext(...)` and
 * `window.__moversMock.realtime.drop(...)` (mocks/faults.ts, mocks/realtime/socket.ts).
 */

// Each journey takes 8-14 s on an idle machine (login, the form, one or two saves); beside
// other workers on 2 cores it can pass 30 s, as the job journeys do.
test.describe.configure({ timeout: 45_000 });

/** The HTTP client gives up after this long here (30 s in the app), so a timeout shows soon. */
const REQUEST_TIMEOUT_MS = 2_000;

test.beforeEach(async ({ context }) => {
  await context.addInitScript((requestTimeoutMs) => {
    (window as unknown as { __MOVERS_MOCK__?: object }).__MOVERS_MOCK__ = {
      simulatorIntervalMs: 0,
      requestTimeoutMs,
    };
  }, REQUEST_TIMEOUT_MS);
});

/** Spec section 8, verbatim. */
const NO_RESPONSE = 'An unexpected error occurred:';
const UNAUTHORIZED = 'Error: Unauthorized user';
/** The server's message, which section 8 toasts as it comes (Laravel's body for a 500). */
const SERVER_ERROR = 'Server Error';
/** The order form's own notice of a save that failed with no field to blame (README). */
const NOT_SAVED = 'The job was not saved. Everything you entered is still here; try again.';

type FaultKind = '500' | '401' | 'offline' | 'timeout';
type Fault = { method?: string; path: string; kind: FaultKind; times?: number };
type MockHandle = {
  faults: { failNext(rule: Fault): void; pending(): unknown[]; readonly injected: number };
  realtime: {
    drop(options?: { refuse?: boolean; forMs?: number }): number;
    restore(): void;
    openSockets(): number;
  };
  hub: { subscribers(channel: string): number };
  emitNotifications(options: {
    count?: number;
    branchId?: number;
  }): Promise<{ count: number; lastTitle: string | null }>;
};

async function failNext(page: Page, rule: Fault): Promise<void> {
  await page.evaluate((r) => {
    const mock = (window as unknown as { __moversMock?: MockHandle }).__moversMock;
    if (!mock) throw new Error('the mock backend has no handle on this page');
    mock.faults.failNext(r);
  }, rule);
}

const CREATE_ORDER = { method: 'POST', path: '/api/company-branches/:id/orders' } as const;

/** Marks the document; a reload or a full navigation would lose the mark. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument = true;
  });
}

async function expectSameDocument(page: Page): Promise<void> {
  expect(
    await page.evaluate(
      () => (window as unknown as { __e2eSameDocument?: boolean }).__e2eSameDocument,
    ),
    'the page was not reloaded',
  ).toBe(true);
}

function toast(page: Page, text: string): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** How many not formed orders the active branch has, asked of the API as the app does. */
async function notFormedCount(page: Page): Promise<number> {
  const { json } = await callAsPage<{ data: { count: number } }>(
    page,
    'GET',
    '/company-branches/{branch}/orders/count?filter%5Bstatus%5D=1',
  );
  return json.data.count;
}

async function expectValuesKept(f: JobForm, date: string): Promise<void> {
  await expect(f.firstName).toHaveValue(TYPED.firstName);
  await expect(f.lastName).toHaveValue(TYPED.lastName);
  await expect(f.phone).toHaveValue(TYPED.phone);
  await expect(f.movingDate).toHaveValue(date);
  await expect(f.timeWindow).toHaveValue(TYPED.timeWindow);
  await expect(f.pickUp.street).toHaveValue(TYPED.street);
  await expect(f.pickUp.city).toHaveValue(TYPED.city);
  await expect(f.pickUp.state).toHaveValue('TX');
  await expect(f.pickUp.zip).toHaveValue(TYPED.zip);
  await expect(f.destination.street).toHaveValue(TYPED.destStreet);
  await expect(f.destination.zip).toHaveValue(TYPED.destZip);
  await expect(f.helpers).toHaveValue(TYPED.helpers);
  await expect(f.trucks).toHaveValue(TYPED.trucks);
  await expect(f.hourlyPrice).toHaveValue(TYPED.hourlyPrice);
  await expect(f.notes).toHaveValue(TYPED.notes);
}

// No answer (the connection dropped, or none came in time): the job may have been made, so
// the form does not say "try again" as a fact (QA 57 H3).
const NOT_ANSWERED =
  'The server did not answer: the job may have been saved. Everything you entered is still here; check before you try again.';
const SAVE_FAULTS: Array<{ kind: FaultKind; toast: string; notice: string; what: string }> = [
  { kind: '500', toast: SERVER_ERROR, notice: NOT_SAVED, what: 'a server error' },
  { kind: 'offline', toast: NO_RESPONSE, notice: NOT_ANSWERED, what: 'no connection' },
  { kind: 'timeout', toast: NO_RESPONSE, notice: NOT_ANSWERED, what: 'no answer in time' },
];

for (const fault of SAVE_FAULTS) {
  test(`a job whose save meets ${fault.what} (${fault.kind}) keeps every value, says so, and saves on the next try`, async ({
    page,
  }) => {
    await loginAs(page, OWNER);
    const before = await notFormedCount(page);
    const { f, date } = await openAndFillJobForm(page);
    await failNext(page, { ...CREATE_ORDER, kind: fault.kind });
    await markDocument(page);

    const started = Date.now();
    await f.submit.click();
    // Spec section 8: the error toast (the server's message, or the no-response text).
    await expect(toast(page, fault.toast)).toBeVisible({
      timeout: REQUEST_TIMEOUT_MS + 10_000,
    });
    if (fault.kind === 'timeout') {
      // It was the client's timeout that ended it, not an answer.
      expect(Date.now() - started).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    }
    await expect(f.form.getByRole('alert')).toHaveText(fault.notice);
    await expect(page).toHaveURL((url) => url.pathname === '/company/job/create');
    await expectSameDocument(page);
    await expectValuesKept(f, date);
    await expect(f.submit).toBeEnabled();
    expect(await notFormedCount(page)).toBe(before);
    await dismissToast(page, fault.toast);

    // The fault was one request: the same form, untouched, now saves.
    await f.submit.click();
    await expect(toast(page, 'created')).toHaveText(/Job #\d+ created/);
    await expect(page).toHaveURL((url) => url.pathname === '/company/job/not-formed');
    expect(await notFormedCount(page)).toBe(before + 1);
  });
}

test('a 401 in the middle of a session clears the token and returns to login', async ({ page }) => {
  await loginAs(page, OWNER);
  const { f } = await openAndFillJobForm(page);
  await failNext(page, { ...CREATE_ORDER, kind: '401' });

  await f.submit.click();

  // Spec sections 4 and 8: the token is cleared, the toast says why, the user logs in again.
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expect(toast(page, UNAUTHORIZED)).toBeVisible();
  // What was typed is kept for the next sign-in, and the page says so (QA helper-130 L3).
  await expect(
    page.getByText('Your session ended. Log in again to go on: what you typed was kept.'),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(OWNER);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // Protected pages stay closed without a session.
  await page.goto('/company/activity');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('a dropped realtime connection reconnects and shows what was created meanwhile, without a reload', async ({
  page,
}) => {
  const calls = trackApiCalls(page);
  await loginAs(page, OWNER);
  await waitForRealtimeChannels(page);
  await expect(activityList(page).first()).toBeVisible();
  // The refetch that follows the socket's subscription is done: what shows from here on
  // came by a push (or, after the outage, by the catch-up).
  await calls.settled();
  await markDocument(page);
  const branchId = Number(await page.evaluate(() => localStorage.getItem('activeBranchId')));

  // The network drops the socket and stays down.
  const dropped = await page.evaluate(() => {
    const mock = (window as unknown as { __moversMock: MockHandle }).__moversMock;
    return mock.realtime.drop({ refuse: true });
  });
  expect(dropped).toBeGreaterThan(0);
  await expect
    .poll(() =>
      page.evaluate(
        (id) =>
          (window as unknown as { __moversMock: MockHandle }).__moversMock.hub.subscribers(
            `private-branch.${id}`,
          ),
        branchId,
      ),
    )
    .toBe(0);

  // Meanwhile something happens in the branch; nobody is listening, so nothing is pushed.
  const { lastTitle } = await page.evaluate(
    (id) =>
      (window as unknown as { __moversMock: MockHandle }).__moversMock.emitNotifications({
        branchId: id,
        // Two, so the last title carries "(2/2)": a seeded row can have the same plain title.
        count: 2,
      }),
    branchId,
  );
  expect(lastTitle).toBeTruthy();
  const missed = activityList(page).filter({ hasText: lastTitle! });
  // Give a push (which should not come) the time it would take.
  await page.waitForTimeout(1_000);
  await expect(missed).toHaveCount(0);
  // The page says its live updates are paused (once the socket has been away a few seconds).
  const paused = page
    .getByRole('status')
    .filter({ hasText: 'Reconnecting… Live updates are paused' });
  await expect(paused).toBeVisible();

  // The network comes back: the socket reconnects by itself and the feed catches up.
  await page.evaluate(() =>
    (window as unknown as { __moversMock: MockHandle }).__moversMock.realtime.restore(),
  );
  await waitForRealtimeChannels(page);
  await expect(missed).toHaveCount(1, { timeout: 15_000 });
  await expect(paused).toHaveCount(0);
  await expectSameDocument(page);

  // And live pushes flow again over the new socket.
  const { lastTitle: liveTitle } = await page.evaluate(
    (id) =>
      (window as unknown as { __moversMock: MockHandle }).__moversMock.emitNotifications({
        branchId: id,
        // Three: "(3/3)" cannot match the row missed above.
        count: 3,
      }),
    branchId,
  );
  await expect(activityList(page).filter({ hasText: liveTitle! })).toHaveCount(1);
  await expectSameDocument(page);
});

/** Another device creates a not formed order in the active branch (the form's API call). */
async function createOrderElsewhere(page: Page, lastName: string): Promise<number> {
  const start = new Date(NOW);
  start.setDate(start.getDate() + 40);
  start.setHours(9, 0, 0, 0);
  const { status, json } = await callAsPage<{ data: { number: number } }>(
    page,
    'POST',
    '/company-branches/{branch}/orders',
    austinOrderBody({ firstName: 'Remy', lastName, start }),
  );
  if (status >= 300) throw new Error(`create failed: ${status}`);
  return json.data.number;
}

test('after a reconnect the job list on screen is refetched too: a job created while the socket was down appears without a reload', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  await openPage(page, '/company/job/not-formed');
  await waitForRealtimeChannels(page);
  const orders = page.getByRole('list', { name: 'Orders' });
  await expect(orders.getByRole('article').first()).toBeVisible();
  await markDocument(page);

  await page.evaluate(() =>
    (window as unknown as { __moversMock: MockHandle }).__moversMock.realtime.drop({
      refuse: true,
    }),
  );
  const number = await createOrderElsewhere(page, 'Reconnect');
  const card = orders.getByRole('article', { name: `#${number} Remy Reconnect`, exact: true });
  await page.waitForTimeout(1_000);
  await expect(card).toHaveCount(0);

  await page.evaluate(() =>
    (window as unknown as { __moversMock: MockHandle }).__moversMock.realtime.restore(),
  );
  // Not formed sorts by recently updated: the new job comes first once the list is refetched.
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expectSameDocument(page);
});

test('double-clicking Create job creates one job', async ({ page }) => {
  await loginAs(page, OWNER);
  const before = await notFormedCount(page);
  const { f } = await openAndFillJobForm(page);

  await f.submit.dblclick();

  await expect(toast(page, 'created')).toHaveCount(1);
  await expect(page).toHaveURL((url) => url.pathname === '/company/job/not-formed');
  // Give a second request (which should not have been sent) the time to land.
  await page.waitForTimeout(500);
  expect(await notFormedCount(page)).toBe(before + 1);
  await expect(toast(page, 'created')).toHaveCount(1);
  const cards = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('article', { name: new RegExp(`${TYPED.firstName} ${TYPED.lastName}$`) });
  await expect(cards).toHaveCount(1);
});
