import type { Page } from '@playwright/test';
import { expectSameDocument, markDocument } from './real-mode/two-sides';
import {
  accountButton,
  companyNav,
  dismissToast,
  expect,
  loginAs,
  openAccountMenu,
  OWNER,
  RESEED_TIMEOUT,
  test,
  waitForRealtimeChannels,
} from './support';

/** Realtime activity (issue 3/9): pushes from the mock's Pusher socket, live, no reload. */

async function emit(page: Page, count = 1): Promise<string> {
  return page.evaluate(async (n) => {
    const mock = (
      window as unknown as {
        __moversMock: { emitNotifications: (o: object) => Promise<{ lastTitle: string }> };
      }
    ).__moversMock;
    const branchId = Number(localStorage.getItem('activeBranchId'));
    return (await mock.emitNotifications({ count: n, branchId })).lastTitle;
  }, count);
}

async function badgeCount(page: Page): Promise<number> {
  const label = await companyNav(page)
    .getByLabel(/\d+ unread/)
    .getAttribute('aria-label');
  return Number(label?.split(' ')[0]);
}

const feed = (page: Page) => page.getByRole('region', { name: 'Activity' });

test('a notification emitted by the backend goes to the top and bumps the badge, without reload', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  await expect(feed(page).getByRole('listitem')).toHaveCount(10);
  const before = await badgeCount(page);
  // The socket subscribes right after login (auth POST first): emit only once it has.
  await waitForRealtimeChannels(page);
  await markDocument(page);
  const title = await emit(page);
  await expect(feed(page).getByRole('listitem').first()).toContainText(title);
  await expect(companyNav(page).getByLabel(`${before + 1} unread`)).toBeVisible();
  // (It read the page's navigation entries, of which a reloaded page also has one.)
  await expectSameDocument(page);
});

test("the busy scenario shows '99+' and mark all as read clears it", async ({ page }) => {
  await loginAs(page, OWNER, '?scenario=busy');
  await expect(companyNav(page).getByLabel(/unread/)).toHaveText('99+');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await dismissToast(page, 'All activity marked as read');
  await expect(companyNav(page).getByLabel(/unread/)).toHaveCount(0);
  await expect(feed(page).getByText('(unread)')).toHaveCount(0);
});

test('switching branch changes the feed', async ({ page }) => {
  await loginAs(page, OWNER);
  const austinFirst = await feed(page).getByRole('listitem').first().textContent();
  const austinFooter = await page.getByText(/^Showing \d+ of \d+$/).textContent();
  const menu = await openAccountMenu(page);
  await menu.getByRole('menuitem', { name: /Lone Star Movers Dallas/ }).click();
  await expect(accountButton(page, /Lone Star Movers Dallas/)).toBeVisible();
  await expect(feed(page).getByRole('listitem').first()).not.toHaveText(austinFirst ?? '');
  await expect(page.getByText(/^Showing \d+ of \d+$/)).not.toHaveText(austinFooter ?? '');
});

test('marking all as read in one tab clears the badge in another tab of the same user', async ({
  page,
  context,
}) => {
  await loginAs(page, OWNER);
  const second = await context.newPage();
  await second.goto('/company/activity');
  await expect(companyNav(second).getByLabel(/\d+ unread/)).toBeVisible();
  // The second tab hears of the read through its branch channel: mark only once it listens.
  await waitForRealtimeChannels(second);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(companyNav(page).getByLabel(/unread/)).toHaveCount(0);
  await expect(companyNav(second).getByLabel(/unread/)).toHaveCount(0, { timeout: 15_000 });
});

test('the demo reset in one tab reaches another tab’s open list: its rows unread again, as its counts say (review 54)', async ({
  page,
  context,
}) => {
  test.info().setTimeout(test.info().timeout + RESEED_TIMEOUT);
  await loginAs(page, OWNER);
  await waitForRealtimeChannels(page);
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await dismissToast(page, 'All activity marked as read');
  await expect(feed(page).getByText('(unread)')).toHaveCount(0);
  await markDocument(page);

  const other = await context.newPage();
  await other.goto('/company/activity');
  await other.getByRole('button', { name: 'Demo', exact: true }).click();
  await other
    .getByRole('group', { name: 'Demo data' })
    .getByRole('button', { name: 'Reset data' })
    .click();

  // The first tab, not reloaded: the seeded unread rows are back in its list, and its badge.
  await expect(feed(page).getByText('(unread)').first()).toBeVisible({ timeout: RESEED_TIMEOUT });
  await expect(companyNav(page).getByLabel(/\d+ unread/)).toBeVisible();
  await expectSameDocument(page);
});

test('@mobile opening an activity puts its title in the mobile header and marks it read', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  // The newest seeded row names an order: opening it leads there, and back on Activity the
  // header keeps the opened row's title.
  const first = feed(page).getByRole('link').first();
  const title = (await first.textContent())!.replace(' (unread)', '').trim();
  await first.click();
  await expect(page).not.toHaveURL(/\/company\/activity/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(first).not.toContainText('(unread)');
});
