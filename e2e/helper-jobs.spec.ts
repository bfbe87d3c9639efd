import type { Page } from '@playwright/test';
import {
  expect,
  HELPER,
  helperNav,
  loginAs,
  MANAGER,
  openAccountMenu,
  companyNav,
  test,
} from './support';

/** The cards of a bucket list, by their accessible name ('Order #1042, Lone Star Movers'). */
const cards = (page: Page) => page.getByRole('link', { name: /^Order #\d+,/ });

/** Opens the first new company invitation's details and returns its order number. */
async function openFirstNewInvitation(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'New company invitations' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job/company/new');
  const first = cards(page).first();
  await expect(first).toBeVisible();
  const number = /#(\d+)/.exec((await first.getAttribute('aria-label')) ?? '')![1]!;
  await first.click();
  await expect(page).toHaveURL((url) =>
    /^\/helper\/job\/company\/details\/\d+$/.test(url.pathname),
  );
  await expect(page.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  return number;
}

/** Finds the order's card in the current bucket, paging on when the list has more pages. */
async function expectCardInBucket(page: Page, number: string): Promise<void> {
  const card = page.getByRole('link', { name: new RegExp(`^Order #${number},`) });
  await expect(cards(page).first()).toBeVisible();
  for (let p = 2; p <= 20 && !(await card.isVisible()); p += 1) {
    const next = page.getByRole('button', { name: `Page ${p}`, exact: true });
    if (!(await next.isVisible())) break;
    await next.click();
    await expect(page).toHaveURL((url) => url.search === `?page=${p}`);
    await expect(cards(page).first()).toBeVisible();
  }
  await expect(card).toBeVisible();
}

test('a helper accepts a new invitation and finds it under Accepted', async ({ page }) => {
  await loginAs(page, HELPER);
  const number = await openFirstNewInvitation(page);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `You accepted order #${number}.` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  await page.getByRole('banner').getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job/company/new');
  await expect(page.getByRole('link', { name: new RegExp(`^Order #${number},`) })).toHaveCount(0);
  await page
    .getByRole('navigation', { name: 'Company invitations' })
    .getByRole('link', { name: /^Accepted/ })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job/company/accepted');
  await expectCardInBucket(page, number);
});

test('a helper rejects a new invitation (confirmed) and finds it under Rejected', async ({
  page,
}) => {
  await loginAs(page, HELPER);
  const number = await openFirstNewInvitation(page);
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Order #${number}`);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `You rejected order #${number}.` }),
  ).toBeVisible();

  await helperNav(page).getByRole('link', { name: 'Job' }).click();
  await page.getByRole('link', { name: 'Rejected company invitations' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job/company/waiting');
  await expectCardInBucket(page, number);
});

test('a manager switches to Helper, sees the job area and its lists, and back', async ({
  page,
}) => {
  await loginAs(page, MANAGER);
  let menu = await openAccountMenu(page);
  await menu.getByRole('radio', { name: 'Helper' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job');
  await expect(page.getByRole('heading', { name: 'Company invitations' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Outsourcing offers' })).toBeVisible();
  await page.getByRole('link', { name: 'New outsourcing offers' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job/outsource/new');
  await expect(page.getByRole('navigation', { name: 'Outsourcing offers' })).toBeVisible();

  menu = await openAccountMenu(page);
  await menu.getByRole('radio', { name: 'Manager' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/activity');
  await expect(companyNav(page)).toBeVisible();
});

test('a company sends the helper a job from the demo panel; the open Job page counts it by itself', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginAs(page, HELPER);
  const newCount = async () => {
    let sum = 0;
    for (const group of ['company invitations', 'outsourcing offers']) {
      // The bucket's link is its label ("New"); the count is on its card.
      const link = page.getByRole('link', { name: `New ${group}`, exact: true });
      const text = await page.locator('.helper-job__bucket').filter({ has: link }).innerText();
      sum += /No jobs/.test(text) ? 0 : Number(/(\d+) jobs?/.exec(text)![1]);
    }
    return sum;
  };
  await expect(
    page.getByRole('link', { name: 'New company invitations' }),
  ).toHaveAccessibleDescription(/job/);
  const before = await newCount();
  await page.getByRole('button', { name: 'Demo' }).click();
  await expect(page.getByRole('group', { name: 'Demo data' })).toBeVisible();
  await page.getByRole('button', { name: 'Send the helper a job now' }).click();
  await expect(page.getByRole('group', { name: 'Demo data' }).getByRole('status')).toHaveText(
    /^Sent: an (invitation to|outsourcing offer of) order #\d+\.$/,
  );
  // No reload: the page polls every 15 s while visible.
  await expect.poll(newCount, { timeout: 25_000 }).toBe(before + 1);
});

test('@mobile on a phone a helper opens a new invitation, accepts it and finds it under Accepted', async ({
  page,
}) => {
  await loginAs(page, HELPER);
  const number = await openFirstNewInvitation(page);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: `You accepted order #${number}.` }),
  ).toBeVisible();
  await page.goBack();
  await page
    .getByRole('navigation', { name: 'Company invitations' })
    .getByRole('link', { name: /^Accepted/ })
    .click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job/company/accepted');
  await expectCardInBucket(page, number);
});
