import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every journey's pages start with the mock backend's activity simulator off (it pushes a
 * notification every 45 s), so counts such as '6 unread' stay exact during a journey.
 * `window.__MOVERS_MOCK__` is the mock backend's documented hook for this (mocks/browser.ts).
 */
export const test = base.extend<{ quietMock: void }>({
  quietMock: [
    async ({ context }, use) => {
      await context.addInitScript(() => {
        (window as unknown as { __MOVERS_MOCK__?: object }).__MOVERS_MOCK__ = {
          simulatorIntervalMs: 0,
        };
      });
      await use();
    },
    { auto: true },
  ],
});
export { expect };

/** Demo accounts of the mock backend (mocks/db/seed/accounts.ts); all share this password. */
export const PASSWORD = 'demo1234';
export const OWNER = 'owner@demo.test';
export const MANAGER = 'manager@demo.test';
export const HELPER = 'helper@demo.test';
export const NEW_MANAGER = 'newmanager@demo.test';

export const WELCOME_TOAST = "You're in. Welcome back to your account 🎉";
export const NO_BRANCHES_MANAGER =
  'You do not have any branches to manage! To get started as a Manager, Company owner should give you access.';

/** Opens the login page (optionally reseeding the mock data first) and waits for the form. */
export async function openLogin(page: Page, query = ''): Promise<void> {
  await page.goto(`/login${query}`);
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
}

/** Fills and submits the login form; does not wait for where it lands. */
export async function submitLogin(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  // exact: the eye toggle is the button 'Show password'.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs in through the UI and waits for the landing page of the account's role. */
export async function loginAs(page: Page, email: string, query = ''): Promise<void> {
  await openLogin(page, query);
  await submitLogin(page, email);
  const landing = email === HELPER ? '/helper/job' : '/company/activity';
  await expect(page).toHaveURL((url) => url.pathname === landing);
  await dismissToast(page, WELCOME_TOAST);
  await waitForSessionSaved(page);
}

/**
 * Closes a toast with its Close button, as a user would: toasts sit top-right for 5 s, over
 * the header's avatar button, which cannot be clicked until they go.
 */
export async function dismissToast(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  const close = page.getByRole('button', { name: 'Close' });
  await close.click();
  await expect(page.getByRole('alert').filter({ hasText: text })).toHaveCount(0);
}

/**
 * Waits until the mock backend has written the new login session to IndexedDB.
 *
 * The mock answers login only after the session is stored (mocks/handlers/auth.ts), so a
 * reload right after login keeps the user in; this wait double-checks that before journeys
 * that reload or navigate.
 */
export async function waitForSessionSaved(page: Page): Promise<void> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token, 'a token in localStorage after login').toBeTruthy();
  await expect
    .poll(() => page.evaluate(sessionIsStored, token!), {
      message: 'the login session is saved in the mock backend (IndexedDB)',
      timeout: 20_000,
    })
    .toBe(true);
}

/**
 * Runs in the page: is a session with this token in the mock db's IndexedDB? Layout from
 * mocks/db/persistence.ts: database 'movers-mock-db', store 'records', key [collection, id].
 * Reads only the sessions, as context.storageState({ indexedDB: true }) would serialise the
 * whole seeded world (slow on a busy machine).
 */
function sessionIsStored(token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const open = indexedDB.open('movers-mock-db');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const idb = open.result;
      try {
        const range = IDBKeyRange.bound(['sessions', -Infinity], ['sessions', Infinity]);
        const get = idb.transaction('records', 'readonly').objectStore('records').getAll(range);
        get.onsuccess = () => {
          idb.close();
          resolve(
            (get.result as Array<{ data?: { token?: string } }>).some(
              (row) => row.data?.token === token,
            ),
          );
        };
        get.onerror = () => {
          idb.close();
          resolve(false);
        };
      } catch {
        idb.close();
        resolve(false);
      }
    };
  });
}

export function companyNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Company' });
}

export function helperNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Helper' });
}

/**
 * The sidebar's links in order, as their visible text: the logo link 'Home' has none, and the
 * Activity link also shows the unread badge ('6Activity'), hence a pattern for it.
 */
export async function expectSidebar(nav: Locator, labels: string[]): Promise<void> {
  await expect(nav.getByRole('link')).toHaveText([
    '',
    ...labels.map((l) => (l === 'Activity' ? /^(\d+\+?)?Activity$/ : l)),
  ]);
}

/** The desktop avatar button; its name carries the active branch (or the helper's name). */
export function accountButton(page: Page, who?: string | RegExp): Locator {
  return page.getByRole('button', { name: who ?? /^Account menu/ });
}

/** Opens the avatar menu and returns it. */
export async function openAccountMenu(page: Page): Promise<Locator> {
  await accountButton(page).click();
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await expect(menu).toBeVisible();
  return menu;
}

export function activityList(page: Page): Locator {
  return page.getByRole('region', { name: 'Activity' }).getByRole('listitem');
}

/**
 * The feed's footer 'Showing X of Y', parsed. Totals come from the mock seed, which other work
 * changes, so journeys compare feeds with each other instead of fixing seed totals here.
 */
export async function activityFooter(page: Page): Promise<{ shown: number; total: number }> {
  const footer = page.getByText(/^Showing \d+ of \d+$/);
  await expect(footer).toBeVisible();
  const [, shown, total] = /Showing (\d+) of (\d+)/.exec((await footer.textContent()) ?? '')!;
  return { shown: Number(shown), total: Number(total) };
}

/** The listed activities' texts, without their relative times ('1 hour ago' may tick over). */
export async function activityTexts(page: Page): Promise<string[]> {
  await expect(activityList(page).first()).toBeVisible();
  return activityList(page).evaluateAll((items) =>
    items.map((item) => {
      const copy = item.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('time').forEach((time) => time.remove());
      return (copy.textContent ?? '').trim();
    }),
  );
}

export function storageSnapshot(page: Page) {
  return page.evaluate(() => ({
    local: { ...localStorage } as Record<string, string>,
    session: { ...sessionStorage } as Record<string, string>,
  }));
}
