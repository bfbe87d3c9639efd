import type { Page } from '@playwright/test';
import { dismissToast, expect, loginAs, OWNER, PASSWORD, test, WELCOME_TOAST } from './support';

/**
 * A guest's /login is built into index.html (src/app/prerender.tsx, scripts/prerender-plugin.mjs)
 * and hydrated by the app (src/app/static-login.ts). These journeys hold the app's code back
 * (its entry and every other `index-…` chunk) to see the page before the app runs.
 */
async function holdAppCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Errors the page logs (a failed hydration is reported as one) or throws. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens /login with the app's code held back: the built form is on screen, the guard holds its
 * submits (the app, which releases them, has not run), and its heading is noted as
 * `builtHeading` to compare after hydration. Returns the release of the app's code.
 */
async function openBuiltLogin(page: Page): Promise<() => void> {
  const release = await holdAppCode(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  expect(await page.evaluate(() => '__moversStaticLogin' in window)).toBe(true);
  await page.evaluate(() => {
    (window as unknown as { builtHeading?: Element | null }).builtHeading =
      document.querySelector('h1');
  });
  return release;
}

/** Whether the app has taken the built page over (the guard's hold is released then). */
const appTookOver = (page: Page) =>
  page.evaluate(() => !('__moversStaticLogin' in window) && document.querySelector('h1') !== null);

test('the login form shows before the app has loaded; what is typed and submitted then signs in once it runs', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const release = await openBuiltLogin(page);
  await page.getByLabel('Email').fill(OWNER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  // The submit waits for the app: no plain form post putting the password in the address
  // (the journey would then reload /login?email=…&password=… and never sign in).
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(PASSWORD);

  release();
  await expect(page).toHaveURL((url) => url.pathname === '/company/activity');
  await dismissToast(page, WELCOME_TOAST);
  expect(errors).toEqual([]);
});

test("a click on Log In with Google before the app has loaded opens Google's page once it runs", async ({
  page,
}) => {
  const errors = pageErrors(page);
  const release = await openBuiltLogin(page);
  await page.getByRole('button', { name: 'Log In with Google' }).click();
  expect(new URL(page.url()).pathname).toBe('/login');

  release();
  await expect(page).toHaveURL((url) => url.pathname === '/mock-oauth/google');
  await expect(page.getByRole('heading', { name: 'Sign in with Google' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the app hydrates the built page: the same elements, working controls, the logo sized for the width', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const release = await openBuiltLogin(page);
  // (Polled: the stylesheets may still be arriving; the page paints once they have.)
  const logoWidth = async () => (await page.locator('.auth-header__mark').boundingBox())?.width;
  await expect.poll(logoWidth).toBe(40);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(logoWidth).toBe(33);

  release();
  await expect.poll(() => appTookOver(page)).toBe(true);
  expect(
    await page.evaluate(
      () =>
        document.querySelector('h1') ===
        (window as unknown as { builtHeading?: Element | null }).builtHeading,
    ),
    'hydration kept the built heading (the page was not drawn again)',
  ).toBe(true);
  // The controls answer: the eye toggle shows the password, and an empty submit is checked.
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('secret');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Value is not a valid email address')).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in load shows the boot screen from the HTML, never the built login form', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  const release = await holdAppCode(page);
  for (const path of ['/login', '/company/activity']) {
    await page.goto(path, { waitUntil: 'commit' });
    // The built form is in the HTML, but the head's guard has put the boot screen in its place.
    await expect(page.locator('#root h1')).toHaveText('Welcome back!');
    await expect(page.locator('#root')).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Welcome back!' })).toHaveCount(0);
    await expect(page.getByRole('status', { name: 'Loading your account' })).toBeVisible();
  }
  release();
  await expect(page).toHaveURL((url) => url.pathname === '/company/activity');
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  // The app's first render replaced the built boot screen: one left at most, none once loaded.
  await expect(page.locator('#static-boot')).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading your account' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toHaveCount(0);
});
