import type { Page } from '@playwright/test';
import { FULL_STYLES_ATTRIBUTE } from '../scripts/critical-css.mjs';
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

/**
 * Holds back the app's full stylesheets, those index.html links without letting them block its
 * first paint (scripts/critical-css.mjs). Only those: a page's own chunk CSS loads as usual.
 */
async function holdFullStyles(page: Page): Promise<{ hrefs: string[]; release: () => void }> {
  const html = await (await page.request.get('/login')).text();
  const deferred = new RegExp(
    `<link rel="stylesheet"[^>]* href="([^"]+)"[^>]* ${FULL_STYLES_ATTRIBUTE}=`,
    'g',
  );
  const hrefs = [...html.matchAll(deferred)].map((match) => match[1]);
  expect(hrefs.length, 'index.html links the app stylesheets as deferred').toBeGreaterThan(0);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => hrefs.includes(url.pathname),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return { hrefs, release };
}

/** Whether the stylesheets at `hrefs` have loaded and apply. */
const fullStylesApplied = (page: Page, hrefs: string[]) =>
  page.evaluate(
    (paths) =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
        .filter((link) => paths.includes(new URL(link.href).pathname))
        .every((link) => link.sheet !== null && link.media === 'all'),
    hrefs,
  );

/**
 * Each element of the page's root: its box and the computed styles a person sees. Not the
 * demo's corner button: the mock draws it once it has started, after the app took over, so
 * it came in between two looks taken after the takeover (a full run of 2026-11-29: there at
 * 1280 px, not yet at 390). It is no part of the built page.
 */
const renderedLook = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#root *')]
      .filter((element) => !element.closest('.demo-corner'))
      .map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return [
          element.tagName,
          element.className,
          [box.x, box.y, box.width, box.height].map(Math.round).join(','),
          ...[
            'display',
            'visibility',
            'color',
            'backgroundColor',
            'fontSize',
            'fontWeight',
            'fontFamily',
            'lineHeight',
            'padding',
            'margin',
            'borderTop',
            'borderRadius',
            'boxShadow',
            'opacity',
            'fill',
          ].map((property) =>
            style.getPropertyValue(property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)),
          ),
        ].join(' | ');
      }),
  );

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

test('the built login page paints with its own CSS before the app stylesheets load, and looks the same once they apply', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const { hrefs, release } = await holdFullStyles(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  // Painted while the stylesheets are held: they do not block the first paint.
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  expect(await fullStylesApplied(page, hrefs)).toBe(false);
  const before = { wide: await renderedLook(page), narrow: [] as string[] };
  await page.setViewportSize({ width: 390, height: 844 });
  before.narrow = await renderedLook(page);
  expect(before.narrow).not.toEqual(before.wide);

  release();
  await expect.poll(() => fullStylesApplied(page, hrefs)).toBe(true);
  await expect.poll(() => appTookOver(page)).toBe(true);
  expect(await renderedLook(page), 'at 390 px').toEqual(before.narrow);
  await page.setViewportSize({ width: 1280, height: 800 });
  expect(await renderedLook(page), 'at 1280 px').toEqual(before.wide);
  expect(errors).toEqual([]);
});

test('a signed-in load renders the app only once its stylesheets are in', async ({ page }) => {
  await loginAs(page, OWNER);
  const { hrefs, release } = await holdFullStyles(page);
  // When the app first draws (its boot screen, in the root; the HTML's copy is outside it):
  // were the stylesheets applied then?
  await page.addInitScript((paths) => {
    const record = window as unknown as { stylesAtFirstRender?: boolean };
    new MutationObserver((_, observer) => {
      if (!document.querySelector('#root .app-boot')) return;
      record.stylesAtFirstRender = [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
      ]
        .filter((link) => paths.includes(new URL(link.href).pathname))
        .every((link) => link.sheet !== null && link.media === 'all');
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  }, hrefs);
  // The app's entry asks for the mock's code as it starts (main.tsx): it has run.
  const entryRan = page.waitForRequest(/\/assets\/browser-[\w-]+\.js$/);
  await page.goto('/company/activity', { waitUntil: 'commit' });
  await entryRan;
  await expect(page.getByRole('status', { name: 'Loading your account' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { stylesAtFirstRender?: boolean }).stylesAtFirstRender,
    ),
  ).toBe(true);
});
