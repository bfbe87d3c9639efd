import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { shiftClock } from '../scripts/lib/shift-clock.mjs';
import { BROWSER_CLOCK_AHEAD_MS } from './browsers';
import { NOW } from './now';
import { pageApi, type Api } from './real-mode/two-sides';

export { NOW };

/**
 * Every journey's pages start with the mock backend's activity simulator off (it pushes a
 * notification every 45 s), so counts such as '6 unread' stay exact during a journey, and
 * with no latency added to its answers (the demo's 150 ms): a journey's calls follow one
 * another, and waiting on them was ~8% of the mock journeys' time (800 s of journeys
 * against 865, 2026-11-27) while the two cores waited too. Journeys about a call on its way
 * (a second click landing before the first answer) ask for the demo's latency with
 * `test.use({ mockLatencyMs: 150 })`. `window.__MOVERS_MOCK__` is the mock backend's
 * documented hook for this (mocks/browser.ts).
 */
export const test = base.extend<{
  mockLatencyMs: number;
  quietMock: void;
  fixedClock: void;
}>({
  mockLatencyMs: [0, { option: true }],
  fixedClock: [
    async ({ context }, use) => {
      await installFixedClock(context);
      await use();
    },
    { auto: true },
  ],
  quietMock: [
    async ({ context, mockLatencyMs }, use) => {
      await context.addInitScript((latencyMs) => {
        (window as unknown as { __MOVERS_MOCK__?: object }).__MOVERS_MOCK__ = {
          simulatorIntervalMs: 0,
          latencyMs,
        };
      }, mockLatencyMs);
      await use();
    },
    { auto: true },
  ],
});
export { expect };

/**
 * Puts a context's browser on the journeys' clock (the `test` fixture does it for its own):
 * every page of it reads `Date` moved by one offset, so its "now" starts at `now` and runs on at
 * the real pace (scripts/lib/shift-clock.mjs, the same code that moves the real-API journeys'
 * runner and server). Timers, animation frames and `performance` are the browser's own.
 * Playwright's clock (`context.clock.install`), used until 2026-11-29, replaced every timer
 * with its own scheduler: ~0.28 CPU-seconds more per page load (a fresh context's sign-in:
 * 1.24 against 1.52 in its renderer and browser processes, 6 each), and a `performance` that
 * kept no entries.
 */
export async function installFixedClock(context: BrowserContext, now: Date = NOW): Promise<void> {
  await context.addInitScript(shiftClock, now.getTime() - Date.now() - BROWSER_CLOCK_AHEAD_MS);
}

/** Demo accounts of the mock backend (mocks/db/seed/accounts.ts); all share this password. */
export const PASSWORD = 'demo1234';
export const OWNER = 'owner@demo.test';
export const MANAGER = 'manager@demo.test';
export const HELPER = 'helper@demo.test';
export const NEW_MANAGER = 'newmanager@demo.test';

export const WELCOME_TOAST = "You're in. Welcome back to your account 🎉";
export const NO_BRANCHES_MANAGER =
  'You do not have any branches to manage! To get started as a Manager, Company owner should give you access.';

/** How long a reseed (or a reload that hydrates a big scenario) may take to show a page. */
export const RESEED_TIMEOUT = 30_000;

/**
 * Opens the login page (optionally reseeding the mock data first) and waits for the form.
 * A reseed writes the whole scenario to IndexedDB before the app starts (busy: 2,000 orders,
 * ~4 s alone on 2 cores, 10-12 s beside a second worker), hence a longer wait then, and the
 * test's own time limit grows by as much: a busy journey (reseed, logout's reload, login
 * again) takes 20-26 s of the default 30 s even when the machine is otherwise idle.
 */
export async function openLogin(page: Page, query = ''): Promise<void> {
  const reseed = query.includes('scenario=');
  if (reseed) test.info().setTimeout(test.info().timeout + RESEED_TIMEOUT);
  await page.goto(`/login${query}`);
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible({
    timeout: reseed ? RESEED_TIMEOUT : undefined,
  });
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
 * A second person's tab of the same demo (the Demo panel's "Open a second person's tab"):
 * a new tab of the context, signed in as `email` with a session of its own
 * (`/login?tab-session`), so the two tabs share the mock's data and stay two people.
 */
export async function secondPersonTab(context: BrowserContext, email: string): Promise<Page> {
  const tab = await context.newPage();
  await loginAs(tab, email, '?tab-session');
  return tab;
}

/**
 * The two sides of a mock journey: the owner signed in on `page`, Maria (the demo helper) in a
 * second person's tab of the same context (one demo backend), and each one's API as their
 * page calls it.
 */
export async function ownerAndMaria(
  page: Page,
  context: BrowserContext,
): Promise<{ owner: Api; mariaTab: Page; maria: Api }> {
  await loginAs(page, OWNER);
  const mariaTab = await secondPersonTab(context, HELPER);
  return { owner: pageApi(page), mariaTab, maria: pageApi(mariaTab) };
}

/**
 * Opens a path in the running app, as a click on a link would (wouter follows pushState),
 * instead of loading the page again: a reload right after signing in started the app and the
 * mock backend a second time in every journey that did it (3/8). The address changes at once
 * (a redirect of the route follows); use page.goto where the journey is about a fresh load.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Closes the toast that says `text` with its Close button, as a user would: toasts sit
 * top-right for 5 s, over the header's avatar button, which cannot be clicked until they go.
 * Another toast may be up beside it (a push about another person's change): its own Close,
 * which sits beside its alert text in the toast, not inside it.
 */
export async function dismissToast(page: Page, text: string): Promise<void> {
  const toast = page.locator('.bp6-toast').filter({ hasText: text });
  try {
    await expect(toast).toBeVisible();
  } catch (error) {
    // Say what the page showed instead (another toast, an error), so a failure that happens
    // once in a full run can be told from its report (branch.spec's create-and-delete).
    const shown = await page.getByRole('alert').allInnerTexts();
    const alerts = shown.length ? shown.map((t) => JSON.stringify(t)).join(', ') : 'none';
    throw new Error(`${(error as Error).message}\nAlerts on screen instead: ${alerts}`, {
      cause: error,
    });
  }
  await toast.getByRole('button', { name: 'Close' }).click();
  // Watched frame by frame: Playwright's own waits poll every 500 ms once the first 270 ms
  // have passed, and the toast's exit (~300 ms) then cost every login 0.8 s instead of 0.3.
  await page.waitForFunction(
    (shown) =>
      ![...document.querySelectorAll('[role="alert"]')].some((alert) =>
        alert.textContent?.includes(shown),
      ),
    text,
    { polling: 'raf' },
  );
  await expect(page.getByRole('alert').filter({ hasText: text })).toHaveCount(0);
  await movePointerOffToast(page);
}

/**
 * Rests the pointer on the page's title after a toast's Close. Toasts sit over the header's
 * avatar, so the pointer is left on the avatar once the toast goes, and the account menu opens
 * on hover (spec section 9) whenever the browser reports the pointer entering it. Whether it
 * does, after the node under the pointer was removed, depends on timing (React ignores a
 * mouseover whose previous target it still knows). Once open there, the menu covers the top
 * right of the page, and a click aimed under it moves the pointer onto it, which keeps it open:
 * jobs.spec's "a new job made with the full form" timed out so on 2026-11-27, its click on
 * 'Add new job' intercepted by the menu for 45 s. A user's pointer moves on from the toast.
 */
async function movePointerOffToast(page: Page): Promise<void> {
  const title = await page.evaluate(() => {
    const box = document.querySelector('h1')?.getBoundingClientRect();
    return box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
  });
  if (!title) return;
  await page.mouse.move(title.x, title.y);
  // Had the menu opened already, it closes 250 ms after the pointer left.
  await expect(
    page.locator('.bp6-popover-open:has(> [aria-label^="Account menu"])'),
    'the account menu is closed once the pointer left the avatar',
  ).toHaveCount(0);
}

/**
 * Waits until the mock backend has written the new login session to IndexedDB.
 *
 * The mock answers login only after the session is stored (mocks/handlers/auth.ts), so a
 * reload right after login keeps the user in; this wait double-checks that before journeys
 * that reload or navigate.
 */
export async function waitForSessionSaved(page: Page): Promise<void> {
  const token = await page.evaluate(() =>
    (sessionStorage.getItem('tabSession') === '1' ? sessionStorage : localStorage).getItem('token'),
  );
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
 * mocks/db/persistence.ts: database 'movers-mock-db'; in store 'meta', key 'base', the last
 * snapshot as one JSON text; in store 'records' (key [collection, id]) the changes since.
 * Reads the sessions' rows and the base, as context.storageState({ indexedDB: true }) would
 * serialise the whole store (slow on a busy machine).
 */
function sessionIsStored(token: string): Promise<boolean> {
  return new Promise((resolve) => {
    const open = indexedDB.open('movers-mock-db');
    open.onerror = () => resolve(false);
    open.onsuccess = () => {
      const idb = open.result;
      const answer = (stored: boolean) => {
        idb.close();
        resolve(stored);
      };
      try {
        const tx = idb.transaction(['records', 'meta'], 'readonly');
        const range = IDBKeyRange.bound(['sessions', -Infinity], ['sessions', Infinity]);
        const rows = tx.objectStore('records').getAll(range);
        const base = tx.objectStore('meta').get('base');
        tx.oncomplete = () => {
          const row = (rows.result as Array<{ data?: { token?: string }; deleted?: true }>).find(
            (r) => r.data?.token === token,
          );
          if (row) return answer(true);
          const sessions =
            typeof base.result === 'string'
              ? ((JSON.parse(base.result) as { sessions?: Array<{ id: number; token: string }> })
                  .sessions ?? [])
              : [];
          const deleted = new Set(
            (rows.result as Array<{ id: number; deleted?: true }>)
              .filter((r) => r.deleted)
              .map((r) => r.id),
          );
          answer(sessions.some((s) => s.token === token && !deleted.has(s.id)));
        };
        tx.onerror = () => answer(false);
      } catch {
        answer(false);
      }
    };
  });
}

/**
 * Waits until this page's socket is subscribed, in the mock's Pusher hub
 * (`window.__moversMock.hub`, mocks/browser.ts), to the signed-in user's private channel
 * `private-App.Models.User.<id>` (notification-created) and, for companies, to the active
 * branch's `private-branch.<id>` (notifications-read from other tabs). Each subscription takes
 * an auth POST (with mock latency) after the socket connects, and the hub drops events for
 * channels nobody is subscribed to, so an event emitted before this resolves may be lost.
 */
export async function waitForRealtimeChannels(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const mock = (
            window as unknown as {
              __moversMock?: { hub: { subscribers(channel: string): number } };
            }
          ).__moversMock;
          const user = JSON.parse(
            (sessionStorage.getItem('tabSession') === '1' ? sessionStorage : localStorage).getItem(
              'userData',
            ) ?? 'null',
          ) as {
            id?: number;
            isHelper?: boolean;
          } | null;
          if (!mock || !user?.id) return 'no mock hub or no signed-in user yet';
          const channels = [`private-App.Models.User.${user.id}`];
          // The tab's own active branch, else the shared one (storage.ts).
          const branchId = Number(
            sessionStorage.getItem('activeBranchId') ??
              (sessionStorage.getItem('tabSession') === '1'
                ? sessionStorage
                : localStorage
              ).getItem('activeBranchId') ??
              0,
          );
          if (!user.isHelper && branchId > 0) channels.push(`private-branch.${branchId}`);
          const missing = channels.filter((channel) => mock.hub.subscribers(channel) === 0);
          return missing.length ? `not subscribed: ${missing.join(', ')}` : 'subscribed';
        }),
      {
        message: "the page's socket is subscribed to its realtime channels in the mock hub",
        timeout: 20_000,
      },
    )
    .toBe('subscribed');
}

export function companyNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Company' });
}

export function helperNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Helper' });
}

/** Sidebar links that may carry count badges after their label (drawn on the icon above it). */
const BADGED: Record<string, RegExp> = {
  // The unread count ('Activity6').
  Activity: /^Activity(\d+\+?)?$/,
  // A helper's invitations to answer and jobs to confirm ('4' and '2': 'Job42'). Their
  // counts arrive after the sidebar has drawn: a check that ran first saw 'Job', a slower one
  // (a run on 4 workers) saw the badges and failed.
  Job: /^Job(\d+\+?){0,2}$/,
};

/**
 * The sidebar's links in order, as their visible text: the logo link 'Home' has none, and
 * badged links (BADGED) may show their counts after the label.
 */
export async function expectSidebar(nav: Locator, labels: string[]): Promise<void> {
  await expect(nav.getByRole('link')).toHaveText(['', ...labels.map((l) => BADGED[l] ?? l)]);
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

type MockHandle = {
  setAutoAnswerDelay(ms: number): void;
  holdAutoAnswers(): void;
  releaseAutoAnswers(): void;
};

/**
 * Turns the mock's other side on in this page (mocks/browser.ts); 0 turns it off. `held`:
 * the answers are planned but wait for releaseAutoAnswers, for a journey that must see what
 * it sent pending before anyone answers (a head start of seconds is a race under load).
 */
export async function setAutoAnswerDelay(
  page: Page,
  ms: number,
  { held = false }: { held?: boolean } = {},
): Promise<void> {
  await page.evaluate(
    ({ delay, hold }) => {
      const mock = (window as unknown as { __moversMock?: MockHandle }).__moversMock;
      if (!mock) throw new Error('the mock backend has no handle on this page');
      if (hold) mock.holdAutoAnswers();
      mock.setAutoAnswerDelay(delay);
    },
    { delay: ms, hold: held },
  );
}

/** Holds the mock's answers again (planned, not run) until releaseAutoAnswers. */
export async function holdAutoAnswers(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { __moversMock: MockHandle }).__moversMock.holdAutoAnswers(),
  );
}

/** Lets the answers held by setAutoAnswerDelay(…, { held: true }) come. */
export async function releaseAutoAnswers(page: Page): Promise<void> {
  await page.evaluate(() =>
    (window as unknown as { __moversMock: MockHandle }).__moversMock.releaseAutoAnswers(),
  );
}

/**
 * Follows the page's API calls from now on (call it before the journey's first navigation).
 * `settled()` waits until none has been in flight for `quietMs`: once the socket subscribes,
 * the app fetches the feed, its count and the branches again (Pusher does not replay), and a
 * journey that checks what a push alone brings must not race with that refetch, whose answer
 * would carry what the journey emitted meanwhile.
 */
export function trackApiCalls(page: Page): {
  settled(quietMs?: number): Promise<void>;
  /** How many API calls the page has made so far (a mark for `pathsSince`). */
  count(): number;
  /** The paths of the API calls made after that mark, in order. */
  pathsSince(mark: number): string[];
} {
  let inFlight = 0;
  let lastChange = Date.now();
  const paths: string[] = [];
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  const started = (request: Request) => {
    if (!isApi(request)) return;
    paths.push(new URL(request.url()).pathname);
    inFlight += 1;
    lastChange = Date.now();
  };
  const ended = (request: Request) => {
    if (!isApi(request)) return;
    inFlight -= 1;
    lastChange = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    count: () => paths.length,
    pathsSince: (mark) => paths.slice(mark),
    settled: (quietMs = 500) =>
      expect
        .poll(() => inFlight === 0 && Date.now() - lastChange >= quietMs, {
          message: "the page's API calls have settled",
          timeout: 15_000,
        })
        .toBe(true),
  };
}

/**
 * A call to the API from the page, in its own session (the tab's token, as the app sends it;
 * in mock mode the in-browser mock answers): its status and the answer's JSON (null when it
 * has none). `{branch}` in `path` is the tab's active branch. For a journey's setup and its
 * checks of what the server holds.
 */
export function callAsPage<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const kept = (key: string) => sessionStorage.getItem(key) ?? localStorage.getItem(key);
      const response = await fetch(
        `/api${path.replace('{branch}', kept('activeBranchId') ?? '')}`,
        {
          method,
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            Authorization: `Bearer ${kept('token')}`,
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        },
      );
      const text = await response.text();
      return { status: response.status, json: text ? JSON.parse(text) : null };
    },
    { method, path, body },
  );
}

/**
 * A closed job's Details from History (newest closed first), and one person's row of its
 * Moving team, where the company rates her on her own. The page is on History already or is
 * taken there.
 */
export async function crewRowInHistoryDetails(
  page: Page,
  orderNumber: number,
  name: string,
): Promise<{ details: Locator; row: Locator }> {
  await page
    .getByRole('article')
    .filter({ hasText: `#${orderNumber}` })
    .first()
    .getByRole('button', { name: 'Details' })
    .click();
  const details = page.getByRole('dialog', { name: `Order #${orderNumber},`, exact: false });
  const row = details
    .getByRole('region', { name: 'Moving team' })
    .getByRole('listitem')
    .filter({ hasText: name });
  return { details, row };
}
