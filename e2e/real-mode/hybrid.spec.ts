import type { Request } from '@playwright/test';
import { expect, test } from './clock';

/*
 * Hybrid mode: the real-API build with VITE_MOCK=notifications (dist-hybrid, built by
 * `npm run test:e2e:real`) against the mock server as "the provider". The service worker
 * answers the notifications calls from the in-browser mock; every other call passes through
 * it to the provider. MSW's passthrough goes through the worker too (the page sees every
 * answer `fromServiceWorker`), so what tells them apart is the worker's own network request:
 * the provider's calls have one, the mocked calls none.
 */

const API = `http://127.0.0.1:${process.env.MOCK_SERVER_PORT ?? 8787}`;
const OWNER = 'owner@demo.test';
const PASSWORD = 'demo1234';
const NOTIFICATIONS = /\/api\/notifications\/branch\/\d+\//;

test('VITE_MOCK=notifications: the worker answers the notifications calls, the provider the rest', async ({
  page,
  context,
  request,
}) => {
  const fromPage: Request[] = [];
  const toNetwork: string[] = [];
  context.on('request', (r) => {
    if (!r.url().startsWith(`${API}/api/`)) return;
    if (r.serviceWorker()) {
      if (r.method() !== 'OPTIONS') toNetwork.push(`${r.method()} ${r.url()}`);
    } else fromPage.push(r);
  });
  const infos: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'info' && message.text().startsWith('[mocks]'))
      infos.push(message.text());
  });

  await page.goto('/login');
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/activity');

  // The screen shows the in-browser mock's notifications.
  const activity = page.getByRole('region', { name: 'Activity' });
  await expect(activity.getByRole('listitem').first()).toBeVisible();
  const unreadFilter = page.getByRole('radio', { name: /^Unread/ });
  await expect(unreadFilter).toHaveText(/^Unread \(\d+\)$/);

  // The provider signed the owner in and sent the branches, over the network.
  const sent = (pattern: RegExp) => toNetwork.filter((line) => pattern.test(line));
  expect(sent(/^POST .*\/api\/auth\/login$/)).toHaveLength(1);
  expect(sent(/^GET .*\/api\/company-branches$/).length).toBeGreaterThan(0);
  // The notifications calls were answered by the worker, none reached the network.
  const mocked = fromPage.filter((r) => NOTIFICATIONS.test(r.url()));
  expect(mocked.map((r) => new URL(r.url()).pathname.split('/').pop())).toEqual(
    expect.arrayContaining(['get-notifications', 'notifications-count']),
  );
  for (const r of mocked) expect((await r.response())?.fromServiceWorker()).toBe(true);
  expect(sent(NOTIFICATIONS)).toEqual([]);

  // A mocked write stays in the browser: all read here, the provider's count unchanged.
  const login = await request.post(`${API}/api/auth/login`, {
    data: { email: OWNER, password: PASSWORD },
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const countUrl = mocked.find((r) => r.url().endsWith('/notifications-count'))!.url();
  const providerCount = async () =>
    (
      (await (
        await request.get(countUrl, { headers: { Authorization: `Bearer ${token}` } })
      ).json()) as { data: { unread_count: number } }
    ).data.unread_count;
  const before = await providerCount();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(unreadFilter).toHaveText('Unread');
  expect(sent(/mark-all-as-read/)).toEqual([]);
  expect(await providerCount()).toBe(before);

  // The console and the demo panel say what is mocked, by tag.
  expect(infos).toHaveLength(1);
  expect(infos[0]).toContain('hybrid mode: 4 operations answered in the browser');
  await page.getByRole('button', { name: 'Demo (hybrid)' }).click();
  const panel = page.getByRole('group', { name: 'Mocked operations' });
  await expect(panel.getByRole('listitem')).toHaveText([
    'notifications: listBranchNotifications, getBranchNotificationsCount, markBranchNotificationAsRead, markAllBranchNotificationsAsRead',
  ]);
  await expect(panel).toContainText(`everything else goes to ${API}/api`);
});
