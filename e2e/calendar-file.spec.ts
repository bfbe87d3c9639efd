import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { readCalendar } from '../src/platform/calendar-file/read-ics.test-helpers';
import { expect, HELPER, loginAs, OWNER, test, openPage } from './support';

/**
 * Calendar files (8/8 calendar sync): "Add to calendar" on an order's page downloads an
 * iCalendar file that a calendar app (here ical.js) reads as the job the page shows, on the
 * branch's clocks (the browser runs in Berlin); a second download is the same event (UID);
 * a calendar's Export holds one event per job it shows.
 */

/** The text of a fact of the page's list ('Date' -> '11/24/2026'). */
const fact = (scope: Page | Locator, term: string) =>
  scope
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** A date and a time as the app writes them, read on `timeZone`'s clocks. */
function onClocks(instant: Date, timeZone: string) {
  const parts = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-US', { timeZone, ...options }).format(instant);
  return {
    date: parts({ month: '2-digit', day: '2-digit', year: 'numeric' }),
    time: parts({ hour: 'numeric', minute: '2-digit', hour12: true }).toLowerCase(),
  };
}

/** Clicks `button` and reads the file it downloads. */
async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const text = readFileSync((await file.path())!, 'utf8');
  return { name: file.suggestedFilename(), text, ...readCalendar(text) };
}

/** The one event of an "Add to calendar" file, checked against the page's date and time. */
async function expectPageEvent(page: Page, file: Awaited<ReturnType<typeof download>>) {
  expect(file.events).toHaveLength(1);
  const event = file.events[0]!;
  // The times are on the branch's clocks (TZID) with the file's own VTIMEZONE.
  expect(event.startZone).toMatch(/^America\//);
  expect(file.timeZones).toEqual([event.startZone]);
  expect(file.text).toMatch(/\r\nDTSTART;TZID=America\/[A-Za-z_]+:\d{8}T\d{6}\r\n/);
  const start = onClocks(event.start, event.startZone!);
  const end = onClocks(event.end, event.startZone!);
  await expect(fact(page, 'Date')).toHaveText(start.date);
  await expect(fact(page, 'Time')).toHaveText(new RegExp(`^${start.time} - ${end.time}\\b`));
  return event;
}

test('the owner adds an order to a calendar from its page, twice as one event', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  await openPage(page, '/company/job/formed');
  // A job still ahead (the list opens on the soonest, which may have ended and read "Crew").
  const soon = page.getByRole('switch', { name: 'Starting soon (next 48 hours)' });
  await page.getByText('Starting soon (next 48 hours)').click();
  await expect(soon).toBeChecked();
  const card = page.getByRole('link', { name: 'Edit crew' }).first();
  await card.click();
  const heading = page.getByRole('heading', { name: /^Order #\d+$/ });
  await expect(heading).toBeVisible();
  const number = /#(\d+)/.exec((await heading.textContent())!)![1]!;
  const customer = (await fact(page, 'Customer').textContent())!.replace(/\s*\(.*$/, '').trim();

  const button = page.getByRole('button', { name: 'Add to calendar' });
  const first = await download(page, button);
  expect(first.name).toBe(`order-${number}.ics`);
  const event = await expectPageEvent(page, first);
  expect(event.summary).toBe(`Order #${number}, ${customer}`);
  expect(event.uid).toMatch(/^order-\d+@movers-marketplace$/);
  expect(event.description).toContain(`Customer: ${customer}`);

  const second = await download(page, button);
  expect(second.events[0]!.uid).toBe(event.uid);
  expect(second.events[0]!.start.getTime()).toBe(event.start.getTime());
});

test('the helper adds one of her accepted jobs to a calendar', async ({ page }) => {
  await loginAs(page, HELPER);
  await page.getByRole('link', { name: 'Accepted company invitations' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job/company/accepted');
  const card = page.getByRole('link', { name: /^Order #\d+,/ }).first();
  await expect(card).toBeVisible();
  await card.click();
  const heading = page.getByRole('heading', { name: /^Order #\d+$/ });
  await expect(heading).toBeVisible();
  const number = /#(\d+)/.exec((await heading.textContent())!)![1]!;
  const company = (await fact(page, 'Company').textContent())!.split(' · ')[0]!.trim();

  const button = page.getByRole('button', { name: 'Add to calendar' });
  const first = await download(page, button);
  expect(first.name).toBe(`order-${number}.ics`);
  const event = await expectPageEvent(page, first);
  expect(event.summary).toBe(`Order #${number}, ${company}`);
  expect(event.status).toBe('CONFIRMED');
  const second = await download(page, button);
  expect(second.events[0]!.uid).toBe(event.uid);
});

test('Export on the company calendar gives one event per job the calendar shows', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  await openPage(page, '/company/calendar?view=agenda');
  const status = page.getByRole('status').filter({ hasText: /^\d+ jobs? in view\./ });
  await expect(status).toBeVisible();
  const shown = Number(/^(\d+)/.exec((await status.textContent())!)![1]);
  expect(shown).toBeGreaterThan(0);

  const file = await download(page, page.getByRole('button', { name: 'Export' }));
  expect(file.name).toMatch(/^jobs-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.ics$/);
  expect(file.events).toHaveLength(shown);
  expect(new Set(file.events.map((e) => e.uid)).size).toBe(shown);
  // Each is a job the agenda lists, by its number.
  const agenda = page.getByRole('region', { name: 'Jobs by day' });
  for (const event of file.events.slice(0, 5)) {
    const number = /^Order #(\d+)/.exec(event.summary)![1];
    await expect(agenda.getByText(new RegExp(`^#${number} `)).first()).toBeVisible();
  }
});
