// npm run bench — measures in headless Chromium against the built app (mock mode):
//  1. the JS and CSS /login loads (bytes, gzip) in the mock build and in the real-API build;
//  2. a burst of 500 pushed notifications: time until the list's top item and the badge show
//     the last one, and the page's long tasks during the burst;
//  3. the company calendar with 1,000 jobs in one month (CPU throttled 4x): time until the
//     month view shows them, then each view switch (week, day, agenda, month), long tasks.
// Figures go to stdout (and bench-results.json). Not a test, but a run that cannot measure
// (the burst never reaches the list or the badge) exits non-zero and writes no figures.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const BURST = Number(process.env.BENCH_BURST ?? 500);
const CALENDAR_JOBS = Number(process.env.BENCH_CALENDAR_JOBS ?? 1000);
const results = {};

// What a build is made from: a build older than any of these is stale.
const BUILD_INPUTS = [
  'src',
  'mocks',
  'public',
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
];
const STAMP = '.bench-build.json';

function newestInputMs() {
  let newest = 0;
  for (const input of BUILD_INPUTS) {
    if (!existsSync(input)) continue;
    const files = statSync(input).isDirectory()
      ? readdirSync(input, { recursive: true }).map((f) => join(input, f))
      : [input];
    for (const file of files) newest = Math.max(newest, statSync(file).mtimeMs);
  }
  return newest;
}

/**
 * Reuses outDir only when this script built it (its stamp) with the same env and no input
 * changed since that build started; otherwise (or with BENCH_REBUILD set) builds it again.
 * The stamp also catches a dist/ or dist-real/ built by another script with other VITE_ env.
 */
function build(outDir, env = {}) {
  const stampFile = join(outDir, STAMP);
  if (!process.env.BENCH_REBUILD && existsSync(stampFile)) {
    try {
      const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
      const sameEnv = JSON.stringify(stamp.env) === JSON.stringify(env);
      if (sameEnv && newestInputMs() < stamp.startedAt) return;
    } catch {
      // unreadable stamp: rebuild
    }
  }
  console.log(`building ${outDir}…`);
  const startedAt = Date.now();
  execSync('npx vite build --logLevel warn', {
    stdio: 'inherit',
    env: { ...process.env, BUILD_OUT_DIR: outDir, ...env },
  });
  writeFileSync(stampFile, JSON.stringify({ env, startedAt }));
}

/**
 * Serves outDir with vite preview in its own process group, so kill() ends vite itself and
 * not only the npx wrapper (a leftover server would answer the next run with an old build).
 */
async function serve(outDir, port) {
  const url = `http://localhost:${port}/login`;
  const taken = await fetch(url).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use (a leftover vite preview?)`);
  const proc = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    { stdio: 'ignore', detached: true },
  );
  let exitCode;
  proc.on('exit', (code) => (exitCode = code));
  const server = {
    kill() {
      try {
        process.kill(-proc.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
  for (let i = 0; i < 100 && exitCode === undefined; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(
    `vite preview of ${outDir} on port ${port} did not start${exitCode === undefined ? '' : ` (exited with ${exitCode})`}`,
  );
}

const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });

async function loginPageWeight(outDir, port, label) {
  const server = await serve(outDir, port);
  const browser = await launch();
  try {
    const page = await browser.newPage();
    const files = new Set();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.port === String(port) && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
    });
    await page.goto(`http://localhost:${port}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await page.waitForLoadState('networkidle');
    let js = 0,
      jsGzip = 0,
      cssGzip = 0;
    for (const file of files) {
      const body = readFileSync(join(outDir, file));
      const gz = gzipSync(body, { level: 9 }).length;
      if (file.endsWith('.js')) {
        js += body.length;
        jsGzip += gz;
      } else {
        cssGzip += gz;
      }
    }
    results[label] = {
      files: files.size,
      jsKB: +(js / 1024).toFixed(1),
      jsGzipKB: +(jsGzip / 1024).toFixed(1),
      cssGzipKB: +(cssGzip / 1024).toFixed(1),
    };
    console.log(
      `/login (${label}): ${files.size} files, JS ${results[label].jsKB} KB (${results[label].jsGzipKB} KB gzip), CSS ${results[label].cssGzipKB} KB gzip`,
    );
  } finally {
    await browser.close();
    server.kill();
  }
}

async function burst(port) {
  const server = await serve('dist', port);
  const browser = await launch();
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
    results.burst = { ...figures, badgeText: badge };
    console.log(
      `burst of ${BURST}: list shows the last after ${figures.listShowsLastMs} ms, badge after ${figures.badgeShowsLastMs} ms (badge '${badge}'); ${figures.longTasks} long tasks, ${figures.longTaskTotalMs} ms in all, longest ${figures.longestTaskMs} ms (while the in-page mock emits: [${figures.longTasksWhileMockEmits.join(', ')}] ms; after: [${figures.longTasksAfterEmit.join(', ')}] ms)`,
    );
  } finally {
    await browser.close();
    server.kill();
  }
}

/**
 * 1,000 jobs in one month of the first branch (created through the API the app uses, so the
 * mock stores them as any order), then the month view and each view switch, timed from the
 * click to the view's first event on screen, with the long tasks of each step.
 */
async function calendar(port) {
  const server = await serve('dist', port);
  const browser = await launch();
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
    await page.goto(`http://localhost:${port}/login`);
    await page.getByLabel('Email').fill('owner@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('demo1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/company/activity');
    // The active branch is chosen (and stored) once the branches have loaded.
    await page.getByText(/^Showing 10 of \d+$/).waitFor();
    // Next month from today, weekdays 7:00-19:00 Central, ~48 a working day.
    const month = await page.evaluate(async (count) => {
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
        const start = new Date(
          day.getFullYear(),
          day.getMonth(),
          day.getDate(),
          hour,
          (i % 2) * 30,
        );
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
    }, CALENDAR_JOBS);
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
      await page.waitForTimeout(300); // trailing work lands in this step's long tasks
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
    for (const [view, selector] of [
      ['Week', '.rbc-time-view .rbc-event'],
      ['Day', '.rbc-time-view .rbc-event'],
      ['Agenda', '.rbc-agenda-view tbody tr'],
      ['Month', '.rbc-month-view .rbc-event'],
    ]) {
      await step(
        `switchTo${view}`,
        () => page.getByRole('button', { name: view, exact: true }).click(),
        () => page.locator(selector).first().waitFor({ timeout: 60_000 }),
      );
    }
    results.calendar = { jobsInView: inView, cpuThrottle: 4, ...figures };
    console.log(
      `calendar, ${inView} jobs in the month (4x CPU throttle): ` +
        Object.entries(figures)
          .map(
            ([k, f]) =>
              `${k} ${f.ms} ms (${f.longTasks} long tasks, ${f.longTaskTotalMs} ms, longest ${f.longestTaskMs} ms)`,
          )
          .join('; '),
    );
  } finally {
    await browser.close();
    server.kill();
  }
}

try {
  build('dist');
  build('dist-real', { VITE_API_URL: 'http://127.0.0.1:8787' });
  await loginPageWeight('dist', 4181, 'mock build');
  await loginPageWeight('dist-real', 4182, 'real-API build');
  await burst(4183);
  await calendar(4184);
} catch (error) {
  console.error(`bench FAILED: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
writeFileSync('bench-results.json', JSON.stringify(results, null, 2) + '\n');
