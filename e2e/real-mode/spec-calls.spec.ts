import { expect, test } from '@playwright/test';

/*
 * 4/8: the real-API build against the mock server in its spec profile (MOCK_PROFILE=spec,
 * playwright.real.config.ts), which ignores query parameters the spec does not name, as a
 * plain backend of the spec would. The app must work on the spec's calls alone.
 */

const API = `http://127.0.0.1:${process.env.MOCK_SERVER_PORT ?? 8787}`;

test('"Load more" on the activity feed asks for page 2 and shows 20 distinct rows', async ({
  page,
}) => {
  const feedCalls: URL[] = [];
  const rowIds: number[][] = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.href.startsWith(`${API}/api/`) || !url.pathname.endsWith('/get-notifications')) return;
    feedCalls.push(url);
    const body = (await response.json()) as { data: { data: Array<{ id: number }> } };
    rowIds.push(body.data.data.map((n) => n.id));
  });

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

  const pageTwo = feedCalls.findIndex((url) => url.searchParams.get('page') === '2');
  expect(pageTwo, `a get-notifications call with page=2 among ${feedCalls.join(', ')}`).toBe(
    feedCalls.length - 1,
  );
  // The server answered by page number (the profile dropped the cursor): what it sent for
  // page 2 is ten rows page 1 did not have, and the list shows all twenty.
  const shown = [...rowIds[0]!, ...rowIds[pageTwo]!];
  expect(new Set(shown).size).toBe(20);
});
