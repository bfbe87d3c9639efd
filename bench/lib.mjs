// Shared helpers of the benchmark (scripts/bench.mjs): builds, static servers, Chromium,
// the mock backend over HTTP, gzip weights.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildApp } from '../scripts/app-builds.mjs';

/** zlib level 9, as scripts/bundle-size.mjs weighs the manifest. */
export const gzipKB = (bytes) => +(gzipSync(bytes, { level: 9 }).length / 1024).toFixed(1);
export const median = (values) => {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

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
export function build(outDir, env = {}) {
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
  buildApp(outDir, env);
  writeFileSync(stampFile, JSON.stringify({ env, startedAt }));
}

/**
 * Serves outDir with vite preview (the app's vite.config.ts unless `config` names another;
 * ready once `probe` answers) in its own process group, so kill() ends vite itself and
 * not only the npx wrapper (a leftover server would answer the next run with an old build).
 */
export async function serve(outDir, port, { config, probe = '/login' } = {}) {
  const url = `http://localhost:${port}${probe}`;
  const taken = await fetch(url).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already in use (a leftover vite preview?)`);
  const proc = spawn(
    'npx',
    [
      'vite',
      'preview',
      ...(config ? ['--config', config] : []),
      '--outDir',
      outDir,
      '--port',
      String(port),
      '--strictPort',
    ],
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

/**
 * A fresh 1280x800 context; with a `session` (token, userData, activeBranchId), a signed-in
 * reload of the app: what a visit keeps in localStorage is there before the first script.
 */
export async function sessionContext(browser, session) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((session) => {
    if (!session) return;
    localStorage.setItem('token', session.token);
    localStorage.setItem('userData', session.userData);
    localStorage.setItem('activeBranchId', session.activeBranchId);
  }, session);
  return context;
}

export const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });

/**
 * The mock backend over real HTTP and a Pusher socket (scripts/mock-server.mjs), for the
 * real-API build; its own process group, so kill() ends it. Resolves once it is healthy.
 */
export async function mockServer(httpPort, pusherPort) {
  const health = `http://127.0.0.1:${httpPort}/__mock/health`;
  const taken = await fetch(health).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${httpPort} is already in use (a leftover mock server?)`);
  const proc = spawn('node', ['scripts/mock-server.mjs'], {
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      MOCK_SERVER_PORT: String(httpPort),
      MOCK_PUSHER_PORT: String(pusherPort),
      MOCK_SIMULATOR_MS: '0',
      MOCK_AUTO_ANSWER_MS: '0',
    },
  });
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
  for (let i = 0; i < 450 && exitCode === undefined; i++) {
    try {
      if ((await fetch(health)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(`the mock server on port ${httpPort} did not start`);
}
