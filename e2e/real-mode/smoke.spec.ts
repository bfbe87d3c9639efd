import { NOW } from '../now';
import { expect, test } from './clock';

/*
 * The real-API build (dist-real) against the mock server (mocks/server): sign-in, the
 * company shell, no service worker anywhere, and a notification created on the server
 * arriving over the Pusher socket without a reload.
 */

const API = `http://127.0.0.1:${process.env.MOCK_SERVER_PORT ?? 8787}`;
const OWNER = 'owner@demo.test';
const PASSWORD = 'demo1234';
const BRANCH = 'Lone Star Movers Austin';

test('the journeys, the server and the page read one clock, the same whenever the suite runs', async ({
  page,
  request,
}) => {
  // playwright.real.config.ts moves every clock to NOW (e2e/now.ts) at the run's start.
  const health = await request.get(`${API}/__mock/health`);
  const server = Date.parse(((await health.json()) as { data: { now: string } }).data.now);
  await page.goto('/login');
  const browser = await page.evaluate(() => Date.now());
  const journey = Date.now();
  for (const clock of [server, browser, journey]) {
    expect(new Date(clock).getUTCFullYear()).toBe(NOW.getUTCFullYear());
    expect(Math.abs(clock - journey)).toBeLessThan(60_000);
  }
});

test('owner signs in against the mock server, without a service worker, and gets live activity', async ({
  page,
  context,
  request,
}) => {
  // Runs under playwright.real.config.ts only (playwright.config.ts ignores e2e/real-mode).
  const workerScripts: string[] = [];
  context.on('request', (r) => {
    if (/mockServiceWorker\.js|mock-service-worker\.js/.test(r.url())) workerScripts.push(r.url());
  });
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(`${API}/api/`)) apiCalls.push(r.url());
  });

  await page.goto('/login');
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/company/activity');
  await expect(page.getByRole('button', { name: `Account menu, ${BRANCH}` })).toBeVisible();
  // The calls went to the mock server over the network, not to a worker.
  expect(apiCalls.some((u) => u.endsWith('/api/auth/login'))).toBe(true);

  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity.getByRole('listitem').first()).toBeVisible();

  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
  ).toBe(0);

  // Realtime: wait until the app has joined the owner's private channel, then create a
  // notification in the Austin branch on the server.
  const login = await request.post(`${API}/api/auth/login`, {
    data: { email: OWNER, password: PASSWORD },
  });
  const { data: session } = (await login.json()) as {
    data: { access_token: string; user: { id: number } };
  };
  const branches = await request.get(`${API}/api/company-branches`, {
    headers: { Authorization: `Bearer ${session.access_token}` },
  });
  const austin = (
    (await branches.json()) as { data: Array<{ id: number; name: string }> }
  ).data.find((b) => b.name === BRANCH);
  expect(austin, `${BRANCH} in the seed`).toBeDefined();
  const channel = `private-App.Models.User.${session.user.id}`;
  await expect
    .poll(async () => {
      const health = await request.get(
        `${API}/__mock/health?channel=${encodeURIComponent(channel)}`,
      );
      return ((await health.json()) as { data: { subscribers: number } }).data.subscribers;
    })
    .toBeGreaterThan(0);

  const notified = await request.post(`${API}/__mock/notify`, { data: { branchId: austin!.id } });
  expect(notified.status()).toBe(200);
  // The newest notification of the branch (the list is newest first) is the one just made.
  const feed = await request.get(
    `${API}/api/notifications/branch/${austin!.id}/get-notifications`,
    {
      headers: { Authorization: `Bearer ${session.access_token}` },
    },
  );
  const title = ((await feed.json()) as { data: { data: Array<{ title: string }> } }).data.data[0]
    ?.title;
  expect(title).toBeTruthy();

  await expect(activity.getByRole('listitem').first()).toContainText(title!);
  expect(workerScripts, 'mock service worker requests').toEqual([]);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});
