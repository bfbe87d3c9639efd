// Our figures as ratios to baselines measured in the same run (issue 5/8): the machines vary
// 2-3x from run to run, so absolute times cannot be budgets, but a ratio to a page built and
// served by this same harness, loaded between ours, holds. The baselines (bench/baselines/,
// built here with Vite's JS API into a temp dir, served by `vite preview` like the app):
//  (a) react     a bare Vite + React 19 page rendering one heading: the floor of any React app;
//  (b) calendar  bare react-big-calendar (the app's version, its date-fns localizer), default
//                month view with the toolbar, as many events as the app's busy month has;
//  (c) map       bare maplibre-gl drawing the demo branch's four counties from inline GeoJSON.
// Each round loads the baseline, then our pages (A, B, A, B, …), BENCH_RATIO_RUNS rounds
// (5), after one warm-up round that is not counted; each figure is the median of its rounds.
// Page loads and the map at 4x CPU on the real-API build (against the mock server), /login
// also on the mock build; the calendar at 4x CPU on the mock build with its busy month.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build as viteBuild } from 'vite';
import { formatTable, overBudget, ratioLine } from '../../scripts/bench-ratios.mjs';
import { launch, mockServer, serve, sessionContext } from '../lib.mjs';
import { settled, signInWithBusyMonth, SWITCHES, switchView } from './calendar.mjs';
import { loadOnce, realSession, ROUTES } from './page-load.mjs';

export const RUNS = Number(process.env.BENCH_RATIO_RUNS ?? 5);
/**
 * Which lines to measure: `pages` (page loads, /login, the map) and `calendar`; both unless
 * BENCH_RATIO_PARTS names one (a calendar-only run takes ~1.5 min against ~10).
 */
const PARTS = (process.env.BENCH_RATIO_PARTS ?? 'pages,calendar').split(',').map((p) => p.trim());
export const THROTTLE = 4;
const CALENDAR_JOBS = Number(process.env.BENCH_CALENDAR_JOBS ?? 1000);
export const BASELINE_CONFIG = 'bench/baselines/vite.config.mjs';

/** The budgets of issue 5/8, as ratios (ours / baseline). */
export const RATIO_BUDGETS = {
  calendarSwitchToMonthVsCalendar: 0.5,
  calendarMonthLoadVsReact: 1.5,
  mapPaintVsMaplibre: 1.5,
  companyLcpVsReact: 2.5,
  loginLcpVsReact: 1.3,
  mockLoginInteractiveVsReal: 1.5,
};

/** `promise`, its error prefixed with what was being measured. */
const labelled = (label, promise) =>
  promise.catch((error) => {
    throw new Error(`${label}: ${error instanceof Error ? error.message : error}`);
  });

const interactive = (f) => Math.max(f.usableMs, f.servicesReadyMs ?? f.usableMs);

export async function buildBaselines() {
  const outDir = mkdtempSync(join(tmpdir(), 'movers-bench-baselines-'));
  console.log(`building the baselines into ${outDir}…`);
  await viteBuild({ configFile: BASELINE_CONFIG, build: { outDir } });
  return outDir;
}

export async function throttledPage(context) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return { page, cdp };
}

/**
 * One cold load of `url` until the page notes the performance mark `mark`: its time from
 * navigation start (what the page itself measured; the harness only polls for it, 4 times a
 * second, on both sides alike).
 */
async function markOnce(browser, url, mark, session) {
  const context = await sessionContext(browser, session);
  try {
    const { page, cdp } = await throttledPage(context);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(url);
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, mark, {
      polling: 250,
      timeout: 90_000,
    });
    return Math.round(
      await page.evaluate((mark) => performance.getEntriesByName(mark)[0].startTime, mark),
    );
  } finally {
    await context.close();
  }
}

/** Page loads and the map: (a) and (c) against the real-API build and the mock build's /login. */
async function pagesAndMap(ctx, baseOrigin, baseDir) {
  const [apiPort, pusherPort] = ctx.apiPorts();
  const [appPort, mockPort] = [ctx.port(), ctx.port()];
  const realDir = ctx.dirs.realBench(apiPort, pusherPort);
  const mockDir = ctx.dirs.mock;
  // The browser first: a browser that cannot start leaves no server running behind it.
  const browser = await launch();
  const api = await mockServer(apiPort, pusherPort);
  const app = await serve(realDir, appPort);
  const mockApp = await serve(mockDir, mockPort);
  const runs = { react: [], map: [], mapApp: [], mockLogin: [] };
  for (const route of ROUTES) runs[route.path] = [];
  try {
    const session = await realSession(apiPort);
    for (let round = 0; round <= RUNS; round++) {
      const counted = round > 0;
      const note = (key, value) => counted && runs[key].push(value);
      process.stdout.write(counted ? ` ${round}` : 'page-load rounds: warm-up');
      note(
        'react',
        await labelled('(a)', loadOnce(browser, baseDir, `${baseOrigin}/react/`, null)),
      );
      for (const route of ROUTES)
        note(
          route.path,
          await labelled(
            route.path,
            loadOnce(
              browser,
              realDir,
              `http://localhost:${appPort}${route.path}`,
              route.guest ? null : session,
            ),
          ),
        );
      note(
        'mockLogin',
        await loadOnce(browser, mockDir, `http://localhost:${mockPort}/login`, null),
      );
      note(
        'map',
        await labelled(
          '(c)',
          markOnce(browser, `${baseOrigin}/map/`, 'baseline:areas-painted', null),
        ),
      );
      note(
        'mapApp',
        await labelled(
          'branch map',
          markOnce(
            browser,
            `http://localhost:${appPort}/company/branch`,
            'map:areas-painted',
            session,
          ),
        ),
      );
    }
    process.stdout.write('\n');
  } finally {
    await browser.close();
    mockApp.kill();
    app.kill();
    api.kill();
  }
  const pick = (key, f) => runs[key].map(f);
  const react = (f) => pick('react', f);
  const lines = [];
  for (const route of ROUTES) {
    const login = route.path === '/login';
    const ours = (f) => pick(route.path, f);
    lines.push(
      ratioLine({
        line: `${route.path} FCP`,
        baseline: '(a) react',
        baselineRuns: react((f) => f.fcpMs),
        oursRuns: ours((f) => f.fcpMs),
      }),
      ratioLine({
        line: `${route.path} LCP`,
        baseline: '(a) react',
        baselineRuns: react((f) => f.lcpMs),
        oursRuns: ours((f) => f.lcpMs),
        budget: login ? RATIO_BUDGETS.loginLcpVsReact : RATIO_BUDGETS.companyLcpVsReact,
      }),
      ratioLine({
        line: `${route.path} interactive`,
        baseline: '(a) react',
        baselineRuns: react(interactive),
        oursRuns: ours(interactive),
      }),
    );
  }
  lines.push(
    ratioLine({
      line: 'mock build /login interactive',
      baseline: '(a) react',
      baselineRuns: react(interactive),
      oursRuns: pick('mockLogin', interactive),
    }),
    ratioLine({
      line: 'mock build /login interactive',
      baseline: 'real-API /login',
      baselineRuns: pick('/login', interactive),
      oursRuns: pick('mockLogin', interactive),
      budget: RATIO_BUDGETS.mockLoginInteractiveVsReal,
    }),
    ratioLine({
      line: '/company/branch map polygons painted',
      baseline: '(c) maplibre',
      baselineRuns: runs.map,
      oursRuns: runs.mapApp,
      budget: RATIO_BUDGETS.mapPaintVsMaplibre,
    }),
  );
  return lines;
}

/** Harness-side time of act() then ready() (both sides measured the same way). */
export async function timed(act, ready) {
  const t0 = Date.now();
  await act();
  await ready();
  return Date.now() - t0;
}

async function viewSwitches(page) {
  const figures = {};
  for (const [view, selector] of SWITCHES) {
    await settled(page); // from a settled page, on both sides (calendar.mjs: settled)
    figures[view] = await switchView(page, view, selector);
  }
  return figures;
}

/** The calendar: (a) and (b) against the mock build's company calendar with a busy month. */
async function calendar(ctx, baseOrigin) {
  const port = ctx.port();
  const browser = await launch();
  const server = await serve(ctx.dirs.mock, port);
  const runs = { react: [], calendar: [], app: [] };
  try {
    const contextOptions = {
      viewport: { width: 1280, height: 800 },
      timezoneId: 'America/Chicago',
    };
    const appContext = await browser.newContext(contextOptions);
    await appContext.addInitScript(() => {
      window.__MOVERS_MOCK__ = { latencyMs: 0, simulatorIntervalMs: 0 };
    });
    const setup = await appContext.newPage();
    const month = await signInWithBusyMonth(setup, port, CALENDAR_JOBS);
    await setup.close();
    const { page: app } = await throttledPage(appContext);
    const baseContext = await browser.newContext(contextOptions);
    const { page: base } = await throttledPage(baseContext);
    const status = app.getByRole('status').filter({ hasText: /jobs in view/ });
    let inView = 0;
    for (let round = 0; round <= RUNS; round++) {
      const counted = round > 0;
      process.stdout.write(counted ? ` ${round}` : 'calendar rounds: warm-up');
      const react = await timed(
        () => base.goto(`${baseOrigin}/react/`),
        () => base.locator('h1').waitFor(),
      );
      const appLoad = await timed(
        () => app.goto(`http://localhost:${port}/company/calendar?view=month&date=${month}`),
        async () => {
          await status.waitFor({ timeout: 60_000 });
          await app.locator('.rbc-month-view .rbc-event').first().waitFor();
        },
      );
      inView = Number((await status.textContent()).match(/(\d+) jobs? in view/)?.[1] ?? 0);
      if (inView < CALENDAR_JOBS)
        throw new Error(`calendar: ${inView} jobs in view, expected at least ${CALENDAR_JOBS}`);
      const appSwitches = await viewSwitches(app);
      const calendarLoad = await timed(
        () => base.goto(`${baseOrigin}/calendar/?events=${inView}&date=${month}`),
        () => base.locator('.rbc-month-view .rbc-event').first().waitFor({ timeout: 60_000 }),
      );
      const calendarSwitches = await viewSwitches(base);
      if (!counted) continue;
      runs.react.push(react);
      runs.app.push({ load: appLoad, ...appSwitches });
      runs.calendar.push({ load: calendarLoad, ...calendarSwitches });
    }
    process.stdout.write(`\n(${inView} events in the month on both sides)\n`);
  } finally {
    await browser.close();
    server.kill();
  }
  const both = (key) => ({
    baselineRuns: runs.calendar.map((r) => r[key]),
    oursRuns: runs.app.map((r) => r[key]),
  });
  return [
    ratioLine({
      line: 'calendar month load',
      baseline: '(a) react',
      baselineRuns: runs.react,
      oursRuns: runs.app.map((r) => r.load),
      budget: RATIO_BUDGETS.calendarMonthLoadVsReact,
    }),
    ratioLine({ line: 'calendar month load', baseline: '(b) big-calendar', ...both('load') }),
    ...['Week', 'Day', 'Agenda'].map((view) =>
      ratioLine({
        line: `calendar switch to ${view.toLowerCase()}`,
        baseline: '(b) big-calendar',
        ...both(view),
      }),
    ),
    ratioLine({
      line: 'calendar switch to month',
      baseline: '(b) big-calendar',
      ...both('Month'),
      budget: RATIO_BUDGETS.calendarSwitchToMonthVsCalendar,
    }),
  ];
}

export default {
  name: 'ratios',
  async run(ctx) {
    const baseDir = await buildBaselines();
    const basePort = ctx.port();
    const baselines = await serve(baseDir, basePort, {
      config: BASELINE_CONFIG,
      probe: '/react/',
    });
    const baseOrigin = `http://localhost:${basePort}`;
    try {
      const lines = [
        ...(PARTS.includes('pages') ? await pagesAndMap(ctx, baseOrigin, baseDir) : []),
        ...(PARTS.includes('calendar') ? await calendar(ctx, baseOrigin) : []),
      ];
      console.log(
        `ours / baseline, same run, median of ${RUNS} interleaved rounds, CPU ${THROTTLE}x:`,
      );
      console.log(formatTable(lines));
      const over = overBudget(lines);
      console.log(
        `${over.length} of ${lines.filter((l) => l.budget !== null).length} budgets over` +
          (over.length ? ` (${over.map((l) => `${l.line} vs ${l.baseline}`).join('; ')})` : ''),
      );
      return {
        runs: RUNS,
        cpuThrottle: THROTTLE,
        budgets: RATIO_BUDGETS,
        overBudget: over.length,
        lines,
      };
    } finally {
      baselines.kill();
      rmSync(baseDir, { recursive: true, force: true });
    }
  },
};
