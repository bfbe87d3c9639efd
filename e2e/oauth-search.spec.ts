import type { Page } from '@playwright/test';
import {
  dismissToast,
  expect,
  HELPER,
  loginAs,
  openLogin,
  OWNER,
  PASSWORD,
  test,
  WELCOME_TOAST,
} from './support';

const GOOGLE_ERROR =
  'Login attempt unsuccessful. Please verify your login details and ensure your internet connection is stable';
const LOGIN_FAILED_TEXT =
  'Login attempt unsuccessful. Please verify your login details and ensure your internet connection is stable. For further help, reach out to our support team.';

/** Clicks a provider button on /login and waits for the mock provider's consent page. */
async function toConsentPage(page: Page, provider: 'Google' | 'Apple') {
  await openLogin(page);
  await page.getByRole('button', { name: `Log In with ${provider}` }).click();
  await expect(page).toHaveURL((url) => url.pathname === `/mock-oauth/${provider.toLowerCase()}`);
  await expect(page.getByRole('heading', { name: `Sign in with ${provider}` })).toBeVisible();
}

test('Google login through the mock consent page signs the chosen account in', async ({ page }) => {
  await toConsentPage(page, 'Google');
  const account = page.getByRole('radio', { name: /\(manager@demo\.test\)/ });
  await page.getByText(/\(manager@demo\.test\)$/).click();
  await expect(account).toBeChecked();
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/activity');
  await dismissToast(page, WELCOME_TOAST);
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}').email),
  ).toBe('manager@demo.test');
});

test('a Google sign-in the user denies toasts the spec message and returns to login', async ({
  page,
}) => {
  await toConsentPage(page, 'Google');
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('alert').filter({ hasText: GOOGLE_ERROR })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an Apple sign-in that fails shows the Login Failed warning', async ({ page }) => {
  await toConsentPage(page, 'Apple');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/authorization-apple');
  const warning = page.getByRole('alert').filter({ hasText: 'Login Failed' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText(LOGIN_FAILED_TEXT);
  // Cancelled, there is no code to post: no server refusal toasts beside it (it came first).
  await expect(page.locator('.bp6-toast')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to login' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
});

test('Apple login through the mock consent page lands a helper in the helper area', async ({
  page,
}) => {
  await toConsentPage(page, 'Apple');
  const account = page.getByRole('radio', { name: /\(helper@demo\.test\)/ });
  await page.getByText(/\(helper@demo\.test\)$/).click();
  await expect(account).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job');
  await dismissToast(page, WELCOME_TOAST);
});

test('/oauth-login?token=…&type=… lands in the right area, the token gone from the URL', async ({
  page,
}) => {
  await openLogin(page);
  // A token of the helper, from the mock API (the service worker answers the page's fetch):
  // the mock starts with the app's services, just after the login page has painted. Its
  // handle is set once msw's worker.start() has resolved; a controlling worker alone was not
  // enough (once the fetch went out between the worker's claim and msw's activation of this
  // client, passed through to the preview server, and came back empty).
  await page.waitForFunction(() => '__moversMock' in window);
  const token = await page.evaluate(
    async ({ email, password }) => {
      const response = await fetch('/api/auth/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      return ((await response.json()) as { data: { access_token: string } }).data.access_token;
    },
    { email: HELPER, password: PASSWORD },
  );
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await page.goto(`/oauth-login?token=${token}&type=4`);
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job');
  expect(page.url()).not.toContain(token);
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('heading', { name: 'Job', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
});

test('global search finds an order by its customer name and opens it', async ({ page }) => {
  await loginAs(page, OWNER);
  const box = page.getByRole('searchbox', { name: 'Search orders and employees' });
  await box.click();
  const results = page.getByRole('region', { name: 'Search results' });
  const orders = results.getByRole('region', { name: 'Orders' });
  // Opening the menu searched unfiltered: take a customer from the list it shows.
  const first = orders.getByRole('link').nth(2);
  await expect(first).toBeVisible();
  const number = /Order #(\d+)/.exec((await first.textContent()) ?? '')![1]!;
  const customer = (await first.locator('.app-search__item-sub').textContent())!
    .split(' · ')[0]!
    .trim();
  await box.fill(customer);
  // After the 1000 ms pause every order listed is that customer's.
  await expect
    .poll(async () => {
      const subs = await orders.locator('.app-search__item-sub').allTextContents();
      return subs.length > 0 && subs.every((s) => s.startsWith(customer));
    })
    .toBe(true);
  await expect(results.getByRole('region', { name: 'Employees' })).toHaveCount(0);
  await orders.getByRole('link', { name: new RegExp(`Order #${number}(?!\\d)`) }).click();
  await expect(page).toHaveURL((url) => /^\/company\/job\/edit\/\d+$/.test(url.pathname));
  await expect(page.getByRole('heading', { name: 'Edit job', level: 1 })).toBeVisible();
  await expect(results).toHaveCount(0);
});

test('@mobile the drawer at 390px is 300px wide with every entry; the Demo button covers nothing', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  const header = page.getByRole('banner');
  expect((await header.boundingBox())!.height).toBe(128);
  await header.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.locator('.bp6-drawer');
  await expect(drawer.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  expect(Math.round((await drawer.boundingBox())!.width)).toBe(300);
  for (const entry of [
    // with the active branch's unread count, if any (QA helper-98)
    /^Activity( \d+ unread)?$/,
    'Job',
    'Calendar',
    'Dispatch',
    'Team',
    'Settings',
    'Subscriptions',
    'Branch',
  ])
    await expect(drawer.getByRole('menuitem', { name: entry, exact: true })).toBeVisible();
  await expect(drawer.getByRole('group', { name: 'Switch branch' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('drawer-390.png') });
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/drawer-390.png` });
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // The Demo button comes after the page's content, not over it.
  const demo = page.getByRole('button', { name: 'Demo', exact: true });
  await demo.scrollIntoViewIfNeeded();
  const main = (await page.locator('main#main').boundingBox())!;
  const button = (await demo.boundingBox())!;
  expect(button.y).toBeGreaterThanOrEqual(main.y + main.height);
});

test('@mobile the mobile header search finds an order and opens it', async ({ page }) => {
  await loginAs(page, OWNER);
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Search orders and employees' }).click();
  const box = page.getByRole('searchbox', { name: 'Search orders and employees' });
  await expect(box).toBeFocused();
  // Its Close is one word on one line beside the box (QA helper-89: it wrapped as 'Clos / e').
  const close = page.getByRole('button', { name: 'Close', exact: true });
  const [closeBox, fieldBox] = [await close.boundingBox(), await box.boundingBox()];
  expect(closeBox!.height).toBeLessThanOrEqual(fieldBox!.height);
  const lines = await close.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  const orders = page
    .getByRole('region', { name: 'Search results' })
    .getByRole('region', { name: 'Orders' });
  const first = orders.getByRole('link').first();
  await expect(first).toBeVisible();
  const number = /Order #(\d+)/.exec((await first.textContent()) ?? '')![1]!;
  await box.fill(`#${number}`);
  // After the pause the list is what matches the number (fewer than the unfiltered 10).
  await expect
    .poll(async () => (await orders.getByRole('link').allTextContents()).length)
    .toBeLessThan(4);
  const match = orders.getByRole('link', { name: new RegExp(`Order #${number}(?!\\d)`) });
  await expect(match).toBeVisible();
  if (process.env.SCREENSHOT_DIR)
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/search-390.png` });
  await match.click();
  await expect(page.getByRole('heading', { name: 'Edit job', level: 1 })).toBeVisible();
});
