// npm run bench — measures in headless Chromium against the built app (mock mode):
//  1. the JS and CSS /login loads (bytes, gzip) in the mock build and in the real-API build;
//  2. a burst of 500 pushed notifications: time until the list's top item and the badge show
//     the last one, and the page's long tasks during the burst.
// Figures go to stdout (and bench-results.json). Not a test: nothing here passes or fails.
import { execSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const BURST = Number(process.env.BENCH_BURST ?? 500);
const results = {};

function build(outDir, env = {}) {
  if (existsSync(join(outDir, 'index.html')) && !process.env.BENCH_REBUILD) return;
  execSync('npx vite build --logLevel warn', {
    stdio: 'inherit',
    env: { ...process.env, BUILD_OUT_DIR: outDir, ...env },
  });
}

async function serve(outDir, port) {
  const proc = spawn(
    'npx',
    ['vite', 'preview', '--outDir', outDir, '--port', String(port), '--strictPort'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 100; i++) {
    try {
      const res = await fetch(`http://localhost:${port}/login`);
      if (res.ok) return proc;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  proc.kill();
  throw new Error(`vite preview on ${port} did not start`);
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
    // Give the socket a moment to subscribe.
    await page.waitForFunction(() => window.__moversMock?.hub.connectionCount > 0);
    await page.waitForTimeout(500);
    const figures = await page.evaluate(
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
          badgeAt = null;
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
          setTimeout(resolve, 60_000);
        });
        // Let trailing work land so its long tasks are counted.
        await new Promise((r) => setTimeout(r, 500));
        observer.disconnect();
        return {
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
      },
      { count: BURST, unreadBefore },
    );
    const badge = await page.locator('nav[aria-label="Company"] .app-badge').textContent();
    results.burst = { ...figures, badgeText: badge };
    console.log(
      `burst of ${BURST}: list shows the last after ${figures.listShowsLastMs} ms, badge after ${figures.badgeShowsLastMs} ms (badge '${badge}'); ${figures.longTasks} long tasks, ${figures.longTaskTotalMs} ms in all, longest ${figures.longestTaskMs} ms (while the in-page mock emits: [${figures.longTasksWhileMockEmits.join(', ')}] ms; after: [${figures.longTasksAfterEmit.join(', ')}] ms)`,
    );
  } finally {
    await browser.close();
    server.kill();
  }
}

build('dist');
build('dist-real', { VITE_API_URL: 'http://127.0.0.1:8787' });
await loginPageWeight('dist', 4181, 'mock build');
await loginPageWeight('dist-real', 4182, 'real-API build');
await burst(4183);
writeFileSync('bench-results.json', JSON.stringify(results, null, 2) + '\n');
