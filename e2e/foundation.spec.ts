import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  accountButton,
  activityFooter,
  activityList,
  companyNav,
  dismissToast,
  expect,
  loginAs,
  openAccountMenu,
  HELPER,
  OWNER,
  PASSWORD,
  RESEED_TIMEOUT,
  secondPersonTab,
  test,
  trackApiCalls,
  waitForRealtimeChannels,
  submitLogin,
} from './support';

/**
 * Foundation fixes (issue 4/10), as a user meets them: loaded activity pages survive a read
 * and a push, the demo panel emits into the branch on screen, an owner is kept out of the
 * helper area quietly, and a start-up failure other than 401 keeps the session.
 */

/** The exact unread count of the active branch, from the sidebar badge's label ('120 unread'). */
function sidebarBadge(page: Page, count: number): Locator {
  return companyNav(page).getByLabel(`${count} unread`, { exact: true });
}

async function sidebarBadgeCount(page: Page): Promise<number> {
  const label = await companyNav(page)
    .getByLabel(/^\d+ unread$/)
    .getAttribute('aria-label');
  return Number(label?.split(' ')[0]);
}

/** Emits one notification into the active branch through the mock backend's handle. */
async function emitIntoActiveBranch(page: Page): Promise<string> {
  const title = await page.evaluate(async () => {
    const mock = (
      window as unknown as {
        __moversMock: {
          emitNotifications: (o: object) => Promise<{ lastTitle: string | null }>;
        };
      }
    ).__moversMock;
    const branchId = Number(localStorage.getItem('activeBranchId'));
    return (await mock.emitNotifications({ count: 1, branchId })).lastTitle;
  });
  expect(title, 'the mock emitted a notification').toBeTruthy();
  return title!;
}

/** Blueprint's error toasts (the API's failures are toasted with the danger intent). */
function dangerToasts(page: Page): Locator {
  return page.locator('.bp6-toast.bp6-intent-danger');
}

/**
 * Absence needs a window: resolves once `ms` passed with no error toast, fails as soon as
 * one shows (with its text).
 */
async function expectNoDangerToastFor(page: Page, ms: number): Promise<void> {
  const shown = await dangerToasts(page)
    .first()
    .waitFor({ state: 'attached', timeout: ms })
    .then(
      () => true,
      () => false,
    );
  if (shown) expect(await dangerToasts(page).allTextContents(), 'error toasts').toEqual([]);
}

test('busy: after Load more, opening an unread row keeps all 20 rows and the badge drops by one', async ({
  page,
}) => {
  await loginAs(page, OWNER, '?scenario=busy');
  // The badge reads '99+' from 100; its label keeps the exact count, so a drop by one shows.
  await expect(sidebarBadge(page, 120)).toHaveText('99+');
  await expect(activityList(page)).toHaveCount(10);
  const { total } = await activityFooter(page);

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(activityList(page)).toHaveCount(20);
  await expect(page.getByText(`Showing 20 of ${total}`, { exact: true })).toBeVisible();

  // An unread row of the second page (the busy branch's newest 120 are unread).
  const row = activityList(page).nth(14);
  await expect(row).toContainText('(unread)');
  // Before the fix the read came back to this very tab as 'notifications-read', which
  // reset the feed to page 1. Make sure the socket listens, as it would have then.
  await waitForRealtimeChannels(page);
  // A seeded row opens what it names (its order's page); coming back finds the feed as left.
  await row.getByRole('link').click();
  await expect(page).not.toHaveURL(/\/company\/activity/);
  await page.goBack();
  await expect(page).toHaveURL(/\/company\/activity/);

  await expect(sidebarBadge(page, 119)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Unread (119)' })).toBeVisible();
  await expect(activityList(page)).toHaveCount(20);
  await expect(page.getByText(`Showing 20 of ${total}`, { exact: true })).toBeVisible();
  await expect(row).not.toContainText('(unread)');

  // A push published after the read's broadcast arrives after it on this socket: once the
  // pushed row is listed, the broadcast (if any reached this tab) has been handled too. The
  // push goes on top of the 20 rows held, and the opened row stays read.
  const pushed = await emitIntoActiveBranch(page);
  await expect(activityList(page).first()).toContainText(pushed);
  await expect(activityList(page)).toHaveCount(21);
  await expect(page.getByText(`Showing 21 of ${total + 1}`, { exact: true })).toBeVisible();
  await expect(activityList(page).nth(15)).not.toContainText('(unread)');
  await expect(sidebarBadge(page, 120)).toBeVisible();
});

test.describe('demo panel', () => {
  /** Opens the Demo popover (bottom-left, mock mode) and clicks 'Emit a notification now'. */
  async function emitFromDemoPanel(page: Page): Promise<void> {
    const panel = page.getByRole('group', { name: 'Demo data' });
    if (!(await panel.isVisible())) {
      await page.getByRole('button', { name: 'Demo', exact: true }).click();
      await expect(panel).toBeVisible();
    }
    await panel.getByRole('button', { name: 'Emit a notification now' }).click();
  }

  async function closeDemoPanel(page: Page): Promise<void> {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('group', { name: 'Demo data' })).toBeHidden();
  }

  /**
   * Emits from the panel and expects a new unread row on top of the feed on screen, one more
   * in its total and in its badge, brought by the push alone: no call for the feed was made
   * after the click, so neither a reload nor a refetch brought it (the event went to this
   * branch, live). How fast it lands is the bench's to measure ("burst", `npm run bench`), not
   * a test's: with a 2 s limit here, this failed now and then under the full suite's load.
   */
  async function emitAndSeeItOnTop(
    page: Page,
    calls: ReturnType<typeof trackApiCalls>,
  ): Promise<void> {
    await waitForRealtimeChannels(page);
    // Not racing the refetch that follows a (re)subscription: the row must come by its push.
    await calls.settled();
    const { shown, total } = await activityFooter(page);
    const unread = await sidebarBadgeCount(page);
    const clickedAt = await page.evaluate(() => Date.now());
    const mark = calls.count();
    await emitFromDemoPanel(page);
    // One more row in the feed on screen and in its total (not the row's text: two emits may
    // say the same, "Tyler Hall declined your invitation to order #1073", just now).
    await expect(
      page.getByText(`Showing ${shown + 1} of ${total + 1}`, { exact: true }),
    ).toBeVisible();
    const top = activityList(page).first();
    await expect(top).toContainText('(unread)');
    await expect(sidebarBadge(page, unread + 1)).toBeVisible();
    // On top is the new notification, not an older row moved up.
    const createdAt = await top.locator('time').getAttribute('datetime');
    expect(Date.parse(createdAt ?? '')).toBeGreaterThanOrEqual(clickedAt - 1_000);
    expect(
      calls
        .pathsSince(mark)
        .filter((path) => /\/(get-notifications|notifications-count)$/.test(path)),
      'calls for the feed or its count after the click (the push alone should bring the row)',
    ).toEqual([]);
  }

  test("'Emit a notification now' lands in the branch being viewed, at the top, at once", async ({
    page,
  }) => {
    const calls = trackApiCalls(page);
    await loginAs(page, OWNER);
    await expect(activityList(page)).toHaveCount(10);
    await emitAndSeeItOnTop(page, calls);
    await closeDemoPanel(page);

    // Another branch: the panel follows the one on screen (before the fix it picked one of
    // the three at random, so two more emits here would all land only by a 1-in-9 chance).
    const menu = await openAccountMenu(page);
    await menu.getByRole('menuitem', { name: /Lone Star Movers Dallas/ }).click();
    await expect(accountButton(page, /Lone Star Movers Dallas/)).toBeVisible();
    await expect(activityList(page)).toHaveCount(10);
    await emitAndSeeItOnTop(page, calls);
    // The panel stays open: a second emit right away lands here too.
    await emitAndSeeItOnTop(page, calls);
  });
});

test('an owner sent to /helper/job lands on /company/activity with no error toast', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  // Before the fix the helper page's calls answered 403, each with a toast.
  const helperCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(helper|helper-profile|rating)(\/|$)/.test(pathname)) helperCalls.push(pathname);
  });
  const forbidden: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) forbidden.push(response.url());
  });

  await page.goto('/helper/job');
  await expect(page).toHaveURL((url) => url.pathname === '/company/activity');
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await expect(activityList(page)).toHaveCount(10);
  await expectNoDangerToastFor(page, 1_500);
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  expect(helperCalls, 'calls to the helper API').toEqual([]);
  expect(forbidden, "calls answered 403 'forbidden'").toEqual([]);
});

test('a get-me failure other than 401 at start-up keeps the session and offers Try again', async ({
  page,
}) => {
  // While the flag is set, this tab's get-me goes to a port nothing listens on: no response,
  // as when the server is down. (Axios uses XMLHttpRequest; the mock's service worker lets a
  // request it has no handler for through, to fail on the network.)
  await page.addInitScript(() => {
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (
      this: XMLHttpRequest,
      method: string,
      url: string | URL,
      ...rest: unknown[]
    ) {
      const down = sessionStorage.getItem('e2e:get-me-down') === '1';
      const target =
        down && String(url).includes('/api/auth/get-me') ? 'http://127.0.0.1:9/down' : url;
      return (open as (...args: unknown[]) => void).call(this, method, target, ...rest);
    } as typeof XMLHttpRequest.prototype.open;
  });
  await loginAs(page, OWNER);
  const token = await page.evaluate(() => localStorage.getItem('token'));

  await page.evaluate(() => sessionStorage.setItem('e2e:get-me-down', '1'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/company/activity');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);

  // The server is back: Try again restores the session where the user was.
  await page.evaluate(() => sessionStorage.removeItem('e2e:get-me-down'));
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await expect(activityList(page)).toHaveCount(10);
  await expect(page).toHaveURL((url) => url.pathname === '/company/activity');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(token);
});

test('@mobile the bell keeps its dot while another branch has unread activity', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  const header = page.getByRole('banner');
  const bell = header.getByRole('link', { name: /^Activity/ });
  await expect(bell).toHaveAccessibleName('Activity, unread');

  async function markAllRead(): Promise<void> {
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await dismissToast(page, 'All activity marked as read');
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  }
  async function switchTo(branch: string): Promise<void> {
    await header.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('group', { name: 'Switch branch' });
    await drawer.getByRole('menuitem', { name: new RegExp(branch) }).click();
    await expect(drawer).toBeHidden();
  }

  // Austin (the active branch) all read: Dallas and Houston still have unread activity.
  await markAllRead();
  await expect(bell).toHaveAccessibleName('Activity, unread');
  await expect(bell.getByTestId('unread-dot')).toBeVisible();

  await switchTo('Lone Star Movers Dallas');
  await markAllRead();
  await expect(bell.getByTestId('unread-dot')).toBeVisible();

  // The last branch with unread activity read too: no dot anywhere.
  await switchTo('Lone Star Movers Houston');
  await markAllRead();
  await expect(bell).toHaveAccessibleName('Activity');
  await expect(bell.getByTestId('unread-dot')).toHaveCount(0);
});

test("the mock's service worker answers the app's calls and leaves its files to the network", async ({
  page,
}) => {
  await loginAs(page, OWNER);
  // The worker controls the page now; a page not opened yet brings chunks and calls.
  const files: Array<{ url: string; viaWorker: boolean }> = [];
  const calls: Array<{ url: string; viaWorker: boolean }> = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    const entry = { url: pathname, viaWorker: response.fromServiceWorker() };
    if (pathname.startsWith('/assets/')) files.push(entry);
    else if (pathname.startsWith('/api/')) calls.push(entry);
  });
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await companyNav(page).getByRole('link', { name: 'Team' }).click();
  await expect(page.getByRole('heading', { name: 'Team', level: 1 })).toBeVisible();
  await expect.poll(() => files.length).toBeGreaterThan(0);
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  expect(files.filter((f) => f.viaWorker)).toEqual([]);
  expect(calls.filter((c) => !c.viaWorker)).toEqual([]);
});

test('the demo starts, signs in, draws its first page and reloads on the calendar without V8 parsing a chunk twice', async ({
  browser,
  page,
}) => {
  // With an inspector attached (DevTools, Playwright), V8 records lines and columns for each
  // new Error's stack (the engine's own too) and for the stack of each request a script
  // starts. For a frame of a chunk's top-level code (a chunk as it runs) it parses the whole
  // chunk a second time: React DOM's five sentinels and lodash's tag reads in
  // react-big-calendar's chunk (scripts/no-errors-at-load.mjs) and the mock's import
  // (src/main.tsx) made it ~250-420 ms of the entry's evaluation at 4x CPU and 18-44 ms of the
  // calendar's at full speed, and msw's handlers (mocks/handlers/lib/call-frames.ts) more in
  // the mock's chunk. V8's compile events are traced: a collection of source positions that
  // parses a whole script is that second parse.
  // Tracing every compile event slows the whole journey, and reading the trace back takes
  // seconds: on a loaded machine (a full run beside other work, 2026-12-04, twice) the steps
  // were done and stopTracing was still collecting at the suite's 45 s. It checks what V8
  // parsed, not how fast: twice the bound.
  test.setTimeout(90_000);
  await browser.startTracing(page, { categories: ['disabled-by-default-v8.compile'] });
  let trace: Buffer;
  try {
    await loginAs(page, OWNER);
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    await expect(activityList(page).first()).toBeVisible();
    // A reload on the calendar runs its chunks from their top-level code.
    await page.goto('/company/calendar');
    await expect(page.locator('.rbc-calendar')).toBeVisible();
  } finally {
    trace = await browser.stopTracing();
  }
  type TraceEvent = {
    name: string;
    ph: string;
    pid: number;
    tid: number;
    ts: number;
    dur?: number;
    args?: { name?: string };
  };
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const within = (outer: TraceEvent, inner: TraceEvent) =>
    inner.pid === outer.pid &&
    inner.tid === outer.tid &&
    inner.ts >= outer.ts &&
    inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
  // On the pages' main threads, where the app's chunks run (the mock's service worker script
  // has its own thread: its one line that imports msw's worker is parsed again, in ~0.1 ms).
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const collections = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.name === 'V8.CollectSourcePositions' &&
      mainThreads.has(`${e.pid}:${e.tid}`),
  );
  const wholeParses = events.filter((e) => e.ph === 'X' && e.name === 'V8.ParseProgram');
  // The trace has the events looked for (functions' own positions are collected on any load).
  expect(collections.length).toBeGreaterThan(0);
  const secondParses = collections
    .filter((collection) => wholeParses.some((parse) => within(collection, parse)))
    .map((collection) => `${Math.round((collection.dur ?? 0) / 1000)} ms`);
  expect(secondParses).toEqual([]);
});

test("the mock's service worker installs while the mock's code is still on its way", async ({
  page,
}) => {
  // The mock's chunk (mocks/browser.ts) held back: the app has run, the mock has not.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/assets\/browser-[\w-]+\.js$/, async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  await page.goto('/login');
  await expect.poll(() => held).toBe(1);
  // Registered by the app's entry (src/main.tsx), not by the mock's start, which waits above.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const worker = registration?.active ?? registration?.waiting ?? registration?.installing;
        return worker ? new URL(worker.scriptURL).pathname : null;
      }),
    )
    .toBe('/mock-service-worker.js');
  expect(await page.evaluate(() => '__moversMock' in window)).toBe(false);
  release();
  // The mock then starts on it and answers the sign-in.
  await submitLogin(page, OWNER);
  await expect(page).toHaveURL((url) => url.pathname === '/company/activity');
});

test("the mock's start waits for its early worker to claim the page: no reload, nothing typed lost", async ({
  context,
  page,
}) => {
  // The worker's installation is held until the test lets it go (msw's worker claims the
  // page once installed and activated), and the mock's chunk until the worker is installing.
  // MSW's start reloads a page it finds uncontrolled with its worker registered; before the
  // start waited for the claim, it did so here, and what the user had typed was gone.
  let releaseInstall!: () => void;
  const installReleased = new Promise<void>((resolve) => (releaseInstall = resolve));
  await context.route(/\/__hold-install$/, async (route) => {
    await installReleased;
    await route.fulfill({ body: 'ok' });
  });
  // The hold goes into msw's own worker script, which ours imports with its version
  // (public/mock-service-worker.js). No page asks for an update of the worker (MSW's start
  // would: mocks/browser.ts makes that a no-op), which could fetch the scripts past the test's
  // routes, find them unlike the held one and install them over it.
  await context.route(/\/mockServiceWorker\.js\?v=\w+$/, async (route) => {
    const response = await route.fetch();
    const hold = `\nself.addEventListener('install', (e) => e.waitUntil(fetch('/__hold-install')));\n`;
    await route.fulfill({ response, body: (await response.text()) + hold });
  });
  let releaseMock!: () => void;
  const mockReleased = new Promise<void>((resolve) => (releaseMock = resolve));
  await page.route(/\/assets\/browser-[\w-]+\.js$/, async (route) => {
    await mockReleased;
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Email').fill(OWNER);
  await expect
    .poll(() =>
      page.evaluate(
        async () => (await navigator.serviceWorker.getRegistration())?.installing?.state ?? null,
      ),
    )
    .toBe('installing');
  releaseMock();
  // The mock has started (its db is open) while its worker is still installing.
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name)))
    .toContain('movers-mock-db');
  releaseInstall();
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('app:services-ready').length))
    .toBe(1);
  expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  expect(
    await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type,
    ),
  ).toBe('navigate');
  await expect(page.getByLabel('Email')).toHaveValue(OWNER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/activity');
});

test("a reload and a second person's tab start on the worker that controls them: nothing registered again, no update check", async ({
  context,
  page,
}) => {
  // A registration or an update check is a job the browser queues per origin, and a check
  // made in the first seconds after the worker's install took 2.3-4.4 s: a second tab opened
  // then, or a reload, waited for it before its services (src/platform/config/mock-worker.ts).
  await context.addInitScript(() => {
    const calls = { register: 0, update: 0 };
    Object.assign(window, { __workerCalls: calls });
    const container = navigator.serviceWorker;
    const register = container.register.bind(container);
    container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
      calls.register += 1;
      return register(...args);
    };
    const update = ServiceWorkerRegistration.prototype.update;
    ServiceWorkerRegistration.prototype.update = function () {
      calls.update += 1;
      return update.call(this);
    };
  });
  const workerCalls = async (tab: Page) => {
    await expect
      .poll(() => tab.evaluate(() => performance.getEntriesByName('app:services-ready').length))
      .toBe(1);
    return tab.evaluate(() => (window as unknown as { __workerCalls: object }).__workerCalls);
  };
  await page.goto('/login');
  // The first visit registers the worker, once.
  expect(await workerCalls(page)).toEqual({ register: 1, update: 0 });
  const tab = await secondPersonTab(context, HELPER);
  expect(await workerCalls(tab)).toEqual({ register: 0, update: 0 });
  await page.reload();
  expect(await workerCalls(page)).toEqual({ register: 0, update: 0 });
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expect(tab).toHaveURL((url) => url.pathname === '/helper/job');
});

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/**
 * The built app (dist/) from a static host of the test's own, whose copy of the mock's worker
 * script changes when the test deploys (the journeys' server, vite preview, serves one build),
 * the changed copy `updateDelayMs` late. A deploy's app names its worker's new version in the
 * worker's address, as a build does (MOCK_SERVICE_WORKER_URL): the host writes the deploy into
 * the version its scripts name. Each copy tells a page that asks which deploy it is.
 * Calls (/api/) are not its business: it answers them 404.
 */
async function hostBuild({ updateDelayMs }: { updateDelayMs: number }) {
  const root = join(process.cwd(), 'dist');
  let deploys = 1;
  let updatesServed = 0;
  const server = createServer(async (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://host');
    const file = extname(pathname) ? normalize(join(root, pathname)) : join(root, 'index.html');
    try {
      if (
        request.method !== 'GET' ||
        pathname.startsWith('/api/') ||
        !file.startsWith(root + sep)
      ) {
        throw new Error('not a file of the build');
      }
      let body = await readFile(file);
      if (deploys > 1 && extname(file) === '.js') {
        body = Buffer.from(
          body.toString('utf8').replace(/(mock-service-worker\.js\?v=\w+)/g, `$1d${deploys}`),
        );
      }
      if (pathname === '/mock-service-worker.js') {
        const deploy = deploys;
        const tell = `\nself.addEventListener('message', (event) => {\n  if (event.data === 'deploy?') event.source?.postMessage({ deploy: ${deploy} });\n});\n`;
        body = Buffer.concat([body, Buffer.from(tell)]);
        if (deploy > 1) {
          await new Promise((resolve) => setTimeout(resolve, updateDelayMs));
          updatesServed += 1;
        }
      }
      const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
      response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    deploy: () => (deploys += 1),
    updatesServed: () => updatesServed,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test("a deploy that changes the mock's worker: the demo's next load starts on the new worker", async ({
  page,
}) => {
  // The deploy's page registers its worker's new address, and msw's worker takes the page
  // over as soon as it is installed. An install landing while MSW's start greeted the
  // worker it replaced left the start waiting for ever (seen here with the new script 1.5 s
  // late; the demo's Login then never answered).
  const host = await hostBuild({ updateDelayMs: 1_500 });
  try {
    const worker = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          mock: '__moversMock' in window,
          controlled: navigator.serviceWorker.controller === registration?.active,
          updating: Boolean(registration?.installing ?? registration?.waiting),
        };
      });
    /** The deploy whose worker controls the page (the host's copies say). */
    const controllersDeploy = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const container = navigator.serviceWorker;
            const onMessage = (event: MessageEvent) => {
              if (typeof event.data?.deploy !== 'number') return;
              container.removeEventListener('message', onMessage);
              resolve(event.data.deploy);
            };
            container.addEventListener('message', onMessage);
            container.controller?.postMessage('deploy?');
          }),
      );
    const settled = { mock: true, controlled: true, updating: false };
    await page.goto(`${host.origin}/login`);
    await expect.poll(worker).toEqual(settled);
    expect(await controllersDeploy()).toBe(1);
    host.deploy();
    await page.reload();
    await page.getByLabel('Email').fill(OWNER);
    await expect.poll(worker, { timeout: 15_000 }).toEqual(settled);
    expect(host.updatesServed()).toBeGreaterThan(0);
    expect(await controllersDeploy()).toBe(2);
    await expect(page.getByLabel('Email')).toHaveValue(OWNER);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/company/activity');
    await expect(activityList(page).first()).toBeVisible();
  } finally {
    await host.close();
  }
});

test('the demo panel shows the scenario the data was loaded with, even while it loads', async ({
  page,
}) => {
  // The busy scenario takes seconds to write; the login page is usable before that (its calls
  // wait for the data), and the panel waits for the data before it says which scenario runs.
  test.info().setTimeout(test.info().timeout + RESEED_TIMEOUT);
  await page.goto('/login?scenario=busy');
  await page.getByRole('button', { name: 'Demo', exact: true }).click({ timeout: RESEED_TIMEOUT });
  const panel = page.getByRole('group', { name: 'Demo data' });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('combobox', { name: 'Scenario' })).toHaveValue('busy');
  await expect(panel.getByRole('button', { name: 'Reset data' })).toBeVisible();
});
