// A burst of BENCH_BURST (500) pushed notifications on the mock build: time until the list's
// top item and the badge show the last one, and the page's long tasks during the burst.
import { launch, serve } from '../lib.mjs';

async function burst(dir, port, BURST) {
  const browser = await launch();
  const server = await serve(dir, port);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => {
      window.__MOVERS_MOCK__ = { latencyMs: 0, simulatorIntervalMs: 0 };
    });
    const page = await context.newPage();
    await page.goto(`http://localhost:${port}/login`);
    await page.getByLabel('Email').fill('owner@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(/^Showing 10 of \d+$/).waitFor();
    const unreadBefore = Number(
      (await page.locator('nav[aria-label="Company"] .app-badge').getAttribute('aria-label')).split(
        ' ',
      )[0],
    );
    // The hub drops events for channels nobody is subscribed to: emit only once the socket
    // has subscribed to the user's private channel (after its auth POST).
    await page
      .waitForFunction(
        () => {
          const userId = JSON.parse(localStorage.getItem('userData') ?? 'null')?.id;
          return (
            userId > 0 &&
            window.__moversMock?.hub.subscribers(`private-App.Models.User.${userId}`) > 0
          );
        },
        null,
        { timeout: 30_000 },
      )
      .catch((error) => {
        throw new Error(
          `the socket did not subscribe to the user's channel private-App.Models.User.<id> within 30 s (${error.message.split('\n')[0]})`,
        );
      });
    const { figures, lastTitle, expected, timedOut } = await page.evaluate(
      async ({ count, unreadBefore }) => {
        const longTasks = [];
        const observer = new PerformanceObserver((list) =>
          list.getEntries().forEach((e) => longTasks.push({ start: e.startTime, ms: e.duration })),
        );
        observer.observe({ type: 'longtask', buffered: false });
        const branchId = Number(localStorage.getItem('activeBranchId'));
        const nav = document.querySelector('nav[aria-label="Company"]');
        const t0 = performance.now();
        const { lastTitle } = await window.__moversMock.emitNotifications({ count, branchId });
        const emitEnd = performance.now();
        const emitted = emitEnd - t0;
        const expected = `${unreadBefore + count} unread`;
        let listAt = null,
          badgeAt = null,
          timedOut = false;
        await new Promise((resolve) => {
          const check = () => {
            const top = document.querySelector('.activity-list li');
            if (listAt === null && top?.textContent?.includes(lastTitle))
              listAt = performance.now() - t0;
            if (badgeAt === null && nav?.querySelector(`[aria-label="${expected}"]`))
              badgeAt = performance.now() - t0;
            if (listAt !== null && badgeAt !== null) resolve();
            else requestAnimationFrame(check);
          };
          check();
          setTimeout(() => {
            timedOut = true;
            resolve();
          }, 60_000);
        });
        // Let trailing work land so its long tasks are counted.
        await new Promise((r) => setTimeout(r, 500));
        observer.disconnect();
        const figures = {
          count,
          emittedMs: Math.round(emitted),
          listShowsLastMs: listAt && Math.round(listAt),
          badgeShowsLastMs: badgeAt && Math.round(badgeAt),
          longTasks: longTasks.length,
          longTaskTotalMs: Math.round(longTasks.reduce((a, b) => a + b.ms, 0)),
          longestTaskMs: Math.round(Math.max(0, ...longTasks.map((t) => t.ms))),
          // The mock backend runs in the page: tasks that start while it is still creating and
          // publishing the records are its cost; the app's own work starts after.
          longTasksWhileMockEmits: longTasks
            .filter((t) => t.start < emitEnd)
            .map((t) => Math.round(t.ms)),
          longTasksAfterEmit: longTasks
            .filter((t) => t.start >= emitEnd)
            .map((t) => Math.round(t.ms)),
        };
        return { figures, lastTitle, expected, timedOut };
      },
      { count: BURST, unreadBefore },
    );
    const badge = await page.locator('nav[aria-label="Company"] .app-badge').textContent();
    if (figures.listShowsLastMs === null || figures.badgeShowsLastMs === null) {
      const missing = [
        figures.listShowsLastMs === null && `the list's top item never showed '${lastTitle}'`,
        figures.badgeShowsLastMs === null &&
          `the badge never read '${expected}' (it shows '${badge}')`,
      ].filter(Boolean);
      throw new Error(`burst of ${BURST}: ${missing.join('; ')}${timedOut ? ' within 60 s' : ''}`);
    }
    const result = { ...figures, badgeText: badge };
    console.log(
      `burst of ${BURST}: list shows the last after ${figures.listShowsLastMs} ms, badge after ${figures.badgeShowsLastMs} ms (badge '${badge}'); ${figures.longTasks} long tasks, ${figures.longTaskTotalMs} ms in all, longest ${figures.longestTaskMs} ms (while the in-page mock emits: [${figures.longTasksWhileMockEmits.join(', ')}] ms; after: [${figures.longTasksAfterEmit.join(', ')}] ms)`,
    );
    return result;
  } finally {
    await browser.close();
    server.kill();
  }
}

export default {
  name: 'burst',
  run: (ctx) => burst(ctx.dirs.mock, ctx.port(), Number(process.env.BENCH_BURST ?? 500)),
};
