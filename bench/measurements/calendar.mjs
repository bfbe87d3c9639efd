// The company calendar with BENCH_CALENDAR_JOBS (1,000) jobs in one month on the mock build,
// CPU throttled 4x: load, each view switch (week, day, agenda, month), long tasks.
import { launch, serve } from '../lib.mjs';

/** The views switched to, in order, and the selector of each one's first item. */
export const SWITCHES = [
  ['Week', '.rbc-time-view .rbc-event'],
  ['Day', '.rbc-time-view .rbc-event'],
  ['Agenda', '.rbc-agenda-view tbody tr'],
  ['Month', '.rbc-month-view .rbc-event'],
];

/**
 * A view switch timed inside the page: from the toolbar button's click to the frame after the
 * view's first item is in the document (both sides measured the same way). Timing it from the
 * harness measured Playwright too: resolving getByRole('button', { name }) computes the
 * accessible name of every element of the page in the page's throttled main thread, and with
 * a 1,000-row agenda on screen that was about half of the switch to month, on both sides.
 */
export async function switchView(page, view, selector) {
  const ms = await page.evaluate(
    async ([view, selector]) => {
      const button = [...document.querySelectorAll('button')].find(
        (b) => b.textContent?.trim() === view,
      );
      if (!button) throw new Error(`no ${view} button`);
      const t0 = performance.now();
      button.click();
      await new Promise((resolve, reject) => {
        const give = window.setTimeout(
          () => reject(new Error(`${view}: ${selector} never showed`)),
          60_000,
        );
        const check = () => {
          if (!document.querySelector(selector)) return requestAnimationFrame(check);
          window.clearTimeout(give);
          // The frame that paints it.
          requestAnimationFrame(() => setTimeout(resolve, 0));
        };
        check();
      });
      return performance.now() - t0;
    },
    [view, selector],
  );
  return Math.round(ms);
}

/**
 * Waits until the page has settled: 300 ms, then an idle moment of its main thread (at most
 * 5 s). Each view switch starts from a settled page, so the work a view defers (ours renders
 * its rows in slices after the first is on screen) is not counted in the next switch.
 */
export async function settled(page) {
  await page.waitForTimeout(300);
  await page.evaluate(
    () => new Promise((resolve) => window.requestIdleCallback(resolve, { timeout: 5_000 })),
  );
}

/**
 * Signs the demo owner in on the mock build served at `port` and creates `count` jobs in next
 * month of the active branch, through the API the app uses. Resolves to that month's 15th
 * (YYYY-MM-DD). Exported for bench/measurements/ratios.mjs.
 */
export async function signInWithBusyMonth(page, port, count) {
  await page.goto(`http://localhost:${port}/login`);
  await page.getByLabel('Email').fill('owner@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/company/activity');
  // The active branch is chosen (and stored) once the branches have loaded.
  await page.getByText(/^Showing 10 of \d+$/).waitFor();
  // Next month from today, weekdays 7:00-19:00 Central, ~48 a working day.
  return page.evaluate(async (count) => {
    const token = localStorage.getItem('token');
    const branchId = Number(localStorage.getItem('activeBranchId'));
    const now = new Date();
    const first = new Date(now.getFullYear(), now.getMonth() + 1, 1);
    const days = [];
    for (let d = new Date(first); d.getMonth() === first.getMonth(); d.setDate(d.getDate() + 1))
      if (d.getDay() !== 0 && d.getDay() !== 6) days.push(new Date(d));
    const post = (i) => {
      const day = days[i % days.length];
      const hour = 7 + (i % 9);
      const start = new Date(day.getFullYear(), day.getMonth(), day.getDate(), hour, (i % 2) * 30);
      const end = new Date(start.getTime() + (2 + (i % 4)) * 3_600_000);
      return fetch(`/api/company-branches/${branchId}/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          help_type: 3,
          customer: {
            first_name: 'Bench',
            last_name: `Customer ${i}`,
            primary_phone: '5125550100',
          },
          pick_up_addresses: [
            { street: `${100 + i} Congress Ave`, city: 'Austin', state: 'TX', zip: '78701' },
          ],
          destination_addresses: [
            { street: `${200 + i} Lamar Blvd`, city: 'Austin', state: 'TX', zip: '78703' },
          ],
          start_at: start.toISOString(),
          end_at: end.toISOString(),
          helpers_needed: 2 + (i % 4),
          trucks_needed: 1,
          hourly_rate: 4500,
        }),
      }).then((r) => {
        if (!r.ok) throw new Error(`order ${i}: HTTP ${r.status}`);
      });
    };
    for (let i = 0; i < count; i += 25) {
      await Promise.all(Array.from({ length: Math.min(25, count - i) }, (_, k) => post(i + k)));
    }
    const pad = (n) => String(n).padStart(2, '0');
    return `${first.getFullYear()}-${pad(first.getMonth() + 1)}-15`;
  }, count);
}

/**
 * 1,000 jobs in one month of the first branch (created through the API the app uses, so the
 * mock stores them as any order), then the month view and each view switch, timed from the
 * click to the view's first event on screen, with the long tasks of each step.
 */
async function calendar(dir, port, CALENDAR_JOBS) {
  const browser = await launch();
  const server = await serve(dir, port);
  try {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      timezoneId: 'America/Chicago',
    });
    await context.addInitScript(() => {
      window.__MOVERS_MOCK__ = { latencyMs: 0, simulatorIntervalMs: 0 };
      window.__benchLongTasks = [];
      new PerformanceObserver((list) =>
        list.getEntries().forEach((e) => window.__benchLongTasks.push(e.duration)),
      ).observe({ type: 'longtask', buffered: true });
    });
    const page = await context.newPage();
    const month = await signInWithBusyMonth(page, port, CALENDAR_JOBS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const longTasksSince = async (mark) =>
      page.evaluate((from) => {
        const tasks = window.__benchLongTasks.slice(from);
        return {
          count: tasks.length,
          totalMs: Math.round(tasks.reduce((a, b) => a + b, 0)),
          longestMs: Math.round(Math.max(0, ...tasks)),
          next: window.__benchLongTasks.length,
        };
      }, mark);
    const figures = {};
    let mark = 0;
    const step = async (name, act, ready) => {
      const t0 = Date.now();
      await act();
      await ready();
      const ms = Date.now() - t0;
      await settled(page); // trailing work lands in this step's long tasks
      const tasks = await longTasksSince(mark);
      mark = tasks.next;
      figures[name] = {
        ms,
        longTasks: tasks.count,
        longTaskTotalMs: tasks.totalMs,
        longestTaskMs: tasks.longestMs,
      };
    };
    const status = page.getByRole('status').filter({ hasText: /jobs in view/ });
    // A fresh load of the page (app boot and mock included), then switches in place.
    await step(
      'loadMonth',
      () => page.goto(`http://localhost:${port}/company/calendar?view=month&date=${month}`),
      async () => {
        await status.waitFor({ timeout: 60_000 });
        await page.locator('.rbc-month-view .rbc-event').first().waitFor();
      },
    );
    const inView = Number((await status.textContent()).match(/(\d+) jobs? in view/)?.[1] ?? 0);
    if (inView < CALENDAR_JOBS)
      throw new Error(`calendar: ${inView} jobs in view, expected at least ${CALENDAR_JOBS}`);
    for (const [view, selector] of SWITCHES) {
      let ms = 0;
      await step(
        `switchTo${view}`,
        async () => (ms = await switchView(page, view, selector)),
        async () => {},
      );
      // Timed in the page (ratios.mjs: switchView), not around the harness's calls.
      figures[`switchTo${view}`].ms = ms;
    }
    const result = { jobsInView: inView, cpuThrottle: 4, ...figures };
    console.log(
      `calendar, ${inView} jobs in the month (4x CPU throttle): ` +
        Object.entries(figures)
          .map(
            ([k, f]) =>
              `${k} ${f.ms} ms (${f.longTasks} long tasks, ${f.longTaskTotalMs} ms, longest ${f.longestTaskMs} ms)`,
          )
          .join('; '),
    );
    return result;
  } finally {
    await browser.close();
    server.kill();
  }
}

export default {
  name: 'calendar',
  run: (ctx) =>
    calendar(ctx.dirs.mock, ctx.port(), Number(process.env.BENCH_CALENDAR_JOBS ?? 1000)),
};
