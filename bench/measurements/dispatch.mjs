// The dispatch board (6/8) on the busy scenario's day (100 jobs, 200 people), CPU throttled 4x,
// on the real-API build against the mock server (the board's own work, not the in-browser
// mock's), against baseline (a) (a bare React page) built and loaded in the same run:
// the board's first render (a cold load of /company/dispatch until the day's 100 jobs show)
// a date change (Previous from the next day back to the busy one) and the board opened from
// the navigation (the app already running), each with the longest task it caused, which must
// stay under 200 ms (a line against that limit, budget 1x).
import { rmSync } from 'node:fs';
import { formatTable, overBudget, ratioLine } from '../../scripts/bench-ratios.mjs';
import { launch, mockServer, serve, sessionContext } from '../lib.mjs';
import { realSession } from './page-load.mjs';
import {
  BASELINE_CONFIG,
  buildBaselines,
  RUNS,
  THROTTLE,
  throttledPage,
  timed,
} from './ratios.mjs';

const LONG_TASK_LIMIT_MS = 200;
const BUSY_JOBS = 100;

const longTasksInit = () => {
  window.__benchLongTasks = [];
  new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => window.__benchLongTasks.push(e.duration)),
  ).observe({ type: 'longtask', buffered: true });
};

/** The longest task since the last call (and forgets them). */
const longestTask = (page) =>
  page.evaluate(() => Math.round(Math.max(0, ...window.__benchLongTasks.splice(0))));

async function measure(ctx, baseOrigin) {
  const [apiPort, pusherPort] = ctx.apiPorts();
  const appPort = ctx.port();
  const realDir = ctx.dirs.realBench(apiPort, pusherPort);
  const browser = await launch();
  const api = await mockServer(apiPort, pusherPort);
  const app = await serve(realDir, appPort);
  const runs = {
    react: [],
    load: [],
    change: [],
    nav: [],
    loadTask: [],
    changeTask: [],
    navTask: [],
  };
  try {
    const reset = await fetch(`http://127.0.0.1:${apiPort}/__mock/reset`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scenario: 'busy' }),
    });
    if (!reset.ok) throw new Error(`dispatch: reset to busy answered ${reset.status}`);
    const session = await realSession(apiPort);
    const appContext = await sessionContext(browser, session);
    await appContext.addInitScript(longTasksInit);
    const { page } = await throttledPage(appContext);
    const { page: base } = await throttledPage(await browser.newContext());
    const busyDay = page.getByRole('heading', { name: `Jobs (${BUSY_JOBS})` });
    for (let round = 0; round <= RUNS; round++) {
      const counted = round > 0;
      process.stdout.write(counted ? ` ${round}` : 'dispatch rounds: warm-up');
      const react = await timed(
        () => base.goto(`${baseOrigin}/react/`),
        () => base.locator('h1').waitFor(),
      );
      const load = await timed(
        () => page.goto(`http://localhost:${appPort}/company/dispatch`),
        () => busyDay.waitFor({ timeout: 90_000 }),
      );
      await page.waitForTimeout(1_000); // the rest of the rows land in this step's tasks
      const loadTask = await longestTask(page);
      // The next day (fewer jobs), from which Previous comes back to the busy one.
      await page.getByRole('button', { name: 'Next' }).click();
      await busyDay.waitFor({ state: 'detached', timeout: 60_000 });
      await page.getByRole('heading', { name: /^Jobs \(\d+\)$/ }).waitFor({ timeout: 60_000 });
      await page.waitForTimeout(1_000);
      await longestTask(page);
      const change = await timed(
        () => page.getByRole('button', { name: 'Previous' }).click(),
        () => busyDay.waitFor({ timeout: 60_000 }),
      );
      await page.waitForTimeout(1_000);
      const changeTask = await longestTask(page);
      // The board's own first render, the app already running: from the Job page by the
      // navigation's Dispatch link (a cold load's longest task is also the app's boot).
      await page.goto(`http://localhost:${appPort}/company/job`);
      const dispatchLink = page.getByRole('link', { name: 'Dispatch' }).first();
      await dispatchLink.waitFor({ timeout: 60_000 });
      await page.waitForTimeout(2_000);
      await longestTask(page);
      const nav = await timed(
        () => dispatchLink.click(),
        () => busyDay.waitFor({ timeout: 60_000 }),
      );
      await page.waitForTimeout(1_000);
      const navTask = await longestTask(page);
      if (!counted) continue;
      runs.nav.push(nav);
      runs.navTask.push(navTask);
      runs.react.push(react);
      runs.load.push(load);
      runs.change.push(change);
      runs.loadTask.push(loadTask);
      runs.changeTask.push(changeTask);
    }
    process.stdout.write('\n');
  } finally {
    await browser.close();
    app.kill();
    api.kill();
  }
  const limit = runs.loadTask.map(() => LONG_TASK_LIMIT_MS);
  return [
    ratioLine({
      line: 'dispatch board first render (100 jobs, 200 people)',
      baseline: '(a) react',
      baselineRuns: runs.react,
      oursRuns: runs.load,
    }),
    ratioLine({
      line: 'dispatch board date change to the busy day',
      baseline: '(a) react',
      baselineRuns: runs.react,
      oursRuns: runs.change,
    }),
    ratioLine({
      line: 'dispatch board from the navigation (app running)',
      baseline: '(a) react',
      baselineRuns: runs.react,
      oursRuns: runs.nav,
    }),
    ratioLine({
      line: 'dispatch first render, longest task',
      baseline: 'limit',
      baselineRuns: limit,
      oursRuns: runs.loadTask,
      budget: 1,
    }),
    ratioLine({
      line: 'dispatch from the navigation, longest task',
      baseline: 'limit',
      baselineRuns: limit,
      oursRuns: runs.navTask,
      budget: 1,
    }),
    ratioLine({
      line: 'dispatch date change, longest task',
      baseline: 'limit',
      baselineRuns: limit,
      oursRuns: runs.changeTask,
      budget: 1,
    }),
  ];
}

export default {
  name: 'dispatch',
  async run(ctx) {
    const baseDir = await buildBaselines();
    const basePort = ctx.port();
    const baselines = await serve(baseDir, basePort, { config: BASELINE_CONFIG, probe: '/react/' });
    try {
      const lines = await measure(ctx, `http://localhost:${basePort}`);
      console.log(`dispatch board, median of ${RUNS} interleaved rounds, CPU ${THROTTLE}x:`);
      console.log(formatTable(lines));
      const over = overBudget(lines);
      return { runs: RUNS, cpuThrottle: THROTTLE, overBudget: over.length, lines };
    } finally {
      baselines.kill();
      rmSync(baseDir, { recursive: true, force: true });
    }
  },
};
