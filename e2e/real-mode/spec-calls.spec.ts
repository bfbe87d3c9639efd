import type { Response } from '@playwright/test';
import { expect, test } from './clock';

/*
 * 4/8: the real-API build against the mock server in its spec profile (MOCK_PROFILE=spec,
 * playwright.real.config.ts), which ignores query parameters the spec does not name, as a
 * plain backend of the spec would. The app must work on the spec's calls alone.
 */

const API = `http://127.0.0.1:${process.env.MOCK_SERVER_PORT ?? 8787}`;

test('"Load more" on the activity feed asks for page 2 and shows 20 distinct rows', async ({
  page,
}) => {
  // The feed's responses in the calls' order. Bodies are read at the end, and only the two
  // the test needs: a body read in the listener could still be pending when the test ended
  // ("response.json: Test ended", for a refetch of page 1 after the socket subscribes).
  const feedCalls: Array<{ url: URL; response: Response }> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.href.startsWith(`${API}/api/`) || !url.pathname.endsWith('/get-notifications')) return;
    feedCalls.push({ url, response });
  });
  const rowIds = async (response: Response) =>
    ((await response.json()) as { data: { data: Array<{ id: number }> } }).data.data.map(
      (n) => n.id,
    );

  await page.goto('/login');
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/activity');

  const activity = page.getByRole('region', { name: 'Activity' });
  const rows = activity.getByRole('listitem');
  await expect(rows).toHaveCount(10);
  await activity.getByRole('button', { name: 'Load more' }).click();
  await expect(rows).toHaveCount(20);

  const pageTwo = feedCalls.findIndex(({ url }) => url.searchParams.get('page') === '2');
  expect(
    pageTwo,
    `a get-notifications call with page=2 among ${feedCalls.map(({ url }) => url).join(', ')}`,
  ).toBe(feedCalls.length - 1);
  // The server answered by page number (the profile dropped the cursor): what it sent for
  // page 2 is ten rows page 1 did not have, and the list shows all twenty.
  const shown = [
    ...(await rowIds(feedCalls[0]!.response)),
    ...(await rowIds(feedCalls[pageTwo]!.response)),
  ];
  expect(new Set(shown).size).toBe(20);
});

test("the helper's work settings read with the spec's three get-* calls and show what they hold", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.href.startsWith(`${API}/api/helper-profile/`)) asked.push(url.pathname);
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill('helper@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job');
  await page.goto('/helper/settings/work-settings');

  const rate = page.getByRole('form', { name: 'Hourly rate' });
  await expect(rate.getByRole('textbox', { name: /Hourly rate/ })).toHaveValue('32.50');
  const week = page.getByRole('form', { name: 'Weekly availability' });
  await expect(week.getByRole('textbox', { name: 'Monday' })).toHaveValue('07:00 - 18:00');
  await expect(
    page.getByRole('form', { name: 'Serving areas' }).getByText('Travis County, TX').first(),
  ).toBeVisible();
  for (const call of ['get-serving-areas', 'get-availabilities', 'get-hourly-rate'])
    expect(asked).toContain(`/api/helper-profile/${call}`);
});
