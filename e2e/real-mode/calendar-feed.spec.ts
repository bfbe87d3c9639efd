import { expect, test } from './clock';
import { readCalendar } from '../../src/platform/calendar-file/read-ics.test-helpers';

/*
 * 8/8: a helper's calendar subscription over real HTTP. The address the settings page shows
 * is served by the mock server (`/ical/{token}.ics`, no login) as an iCalendar file a
 * calendar app reads (here ical.js); after "Make a new address" the old one answers 404.
 */

const API = `http://127.0.0.1:${process.env.MOCK_SERVER_PORT ?? 8787}`;

test('a helper subscribes to her jobs, then replaces the address and the old one stops working', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('helper@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job');

  await page.getByRole('link', { name: 'Settings' }).first().click();
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Calendar sync' })
    .click();
  const address = page.getByRole('textbox', { name: 'Your calendar address' });
  await expect(address).toHaveValue(new RegExp(`^${API}/ical/[0-9a-f]{32}\\.ics$`));
  const first = await address.inputValue();

  const served = await request.get(first);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('text/calendar;charset=utf-8');
  const { events } = readCalendar(await served.text());
  expect(events.length, 'the demo helper has accepted jobs').toBeGreaterThan(0);
  for (const event of events) {
    expect(event.uid).toMatch(/^order-\d+@movers-marketplace$/);
    expect(event.startZone, `${event.uid} is on its branch's clocks`).toMatch(/^America\//);
    expect(event.end.getTime()).toBeGreaterThan(event.start.getTime());
  }

  await page.getByRole('button', { name: 'Make a new address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Replace calendar address' });
  await dialog.getByRole('button', { name: 'Make a new address' }).click();
  await expect(
    page.getByText('New calendar address made. The old one no longer works.'),
  ).toBeVisible();
  await expect(address).not.toHaveValue(first);
  const second = await address.inputValue();

  expect((await request.get(first)).status()).toBe(404);
  const again = await request.get(second);
  expect(again.status()).toBe(200);
  expect(
    readCalendar(await again.text())
      .events.map((e) => e.uid)
      .sort(),
  ).toEqual(events.map((e) => e.uid).sort());
});
