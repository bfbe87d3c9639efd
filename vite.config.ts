import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { configDefaults } from 'vitest/config';
import { ISOLATED_TESTS } from './scripts/isolated-tests.mjs';
import { TEST_BOUNDS } from './scripts/test-bounds.mjs';
import { chunkGroups } from './scripts/chunk-groups.mjs';
import { compileHints } from './scripts/compile-hints.mjs';
import { criticalCss } from './scripts/critical-css.mjs';
import { cspPlugin } from './scripts/csp-plugin.mjs';
import { chunkFileNames, iconSetGroup, resolveDependencies } from './scripts/icon-chunks.mjs';
import { lazySchemas } from './scripts/lazy-schemas.mjs';
import { lightThemeOnly } from './scripts/light-theme-only.mjs';
import { mockWorlds } from './scripts/mock-worlds-plugin.mjs';
import { mswCookieless } from './scripts/msw-cookieless.mjs';
import { prerenderLogin } from './scripts/prerender-plugin.mjs';
import { pureTimezoneItems } from './scripts/pure-timezone-items.mjs';
import { noErrorsAtLoad } from './scripts/no-errors-at-load.mjs';
import { blueprintProductionChecks } from './scripts/blueprint-production-checks.mjs';
import { uncompressedPreview } from './scripts/uncompressed-preview.mjs';

const src = fileURLToPath(new URL('./src', import.meta.url));
const mocks = fileURLToPath(new URL('./mocks', import.meta.url));

// One chunk each for the shell, the services and what both area layouts share (see the script).
const services = `${src}/app/services.ts`;
const layouts = [`${src}/app/layouts/company-layout.tsx`, `${src}/app/layouts/helper-layout.tsx`];
// The form fields /login does not show (src/platform/forms/more-fields.tsx) go with the
// services, which every other page waits for; so does the plan's notice above the Add forms
// (branch, member, offer), which as a chunk of its own was one file more on pages at their 30,
// and the star picker (the Complete order dialog's crew rating took the job lists to 31), and
// a branch's live offers (the job cards, the crew page and Find AI read them: 0.6 KB, its
// generated call already in the services, took the job lists to 31 again), and the clock
// that follows a job's start and end and the crew's "2 of 3 helpers" (tiny, shared by the job
// lists, the crew page, the calendars and the helper's jobs: the crew page went to 31), and
// the one loading and failure state of a page (query-state) and the kept forms' buttons (each a
// chunk of its own took the member form to 31, 2026-12-03).
const servicesAlso = [
  `${src}/platform/forms/more-fields.tsx`,
  `${src}/features/subscription/components/plan-limit-notice.tsx`,
  `${src}/platform/forms/star-rating-field.tsx`,
  `${src}/features/outsourcing/api/live-offers.ts`,
  `${src}/platform/ui/use-now.ts`,
  `${src}/platform/orders/crew-text.ts`,
  `${src}/platform/ui/query-state.tsx`,
  `${src}/platform/forms/draft-form-buttons.tsx`,
  // The kept typing of a job or member gone or refused (Edit job, Edit member), Copy link (the
  // crew page, Edit job) and Duplicate job's address (the job lists, the crew page, the job
  // form): each a chunk of its own took those pages to 31-33 files (2026-12-06).
  `${src}/platform/forms/typed-in-gone.tsx`,
  `${src}/platform/ui/copy-link.tsx`,
  `${src}/features/jobs/duplicate/duplicate-href.ts`,
  // A job's time against a weekly availability (crew matching, a helper's offers): a chunk of
  // its own took Order details to 31 (2026-12-07).
  `${src}/platform/format/weekly-window.ts`,
  // How a place relates to serving areas, and its words (crew matching, a helper's Order
  // details, Find helpers' "Serves your area"): a chunk of its own took the crew page to 31
  // (2026-12-07).
  `${src}/platform/orders/serving-areas.ts`,
];
// The mock's own tests start each test at one fixed moment (mocks/testing/test-now.ts).
const MOCK_TESTS_SETUP = './mocks/testing/fixed-now.setup.ts';
const chunks = chunkGroups({
  configFile: fileURLToPath(import.meta.url),
  services,
  layouts,
  servicesAlso,
});

/**
 * In the build, Blueprint's icon loader gets src/platform/ui/icon-names-lite.ts instead of its
 * `iconNames` module, which carries the enum of all ~1,200 icon names (~9 KB gzip on /login)
 * only to reject unknown names. Dev and tests keep the original (unknown names are reported).
 */
function lightIconNames(): Plugin {
  const blueprintIcons = /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/][^\\/]+\.js$/;
  return {
    name: 'light-blueprint-icon-names',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './iconNames' && importer && blueprintIcons.test(importer)) {
        return `${src}/platform/ui/icon-names-lite.ts`;
      }
      return null;
    },
  };
}

/**
 * The mock's service worker as this build ships it (public/: ours and MSW's, which ours imports):
 * the page registers the worker at an address that names this version (src/platform/config/
 * mock-worker.ts), so a deploy that changes it is a new address, installed by register(), and
 * no page asks the browser to look for an update.
 */
const mockWorkerVersion = createHash('sha256')
  .update(readFileSync(new URL('./public/mock-service-worker.js', import.meta.url)))
  .update(readFileSync(new URL('./public/mockServiceWorker.js', import.meta.url)))
  .digest('hex')
  .slice(0, 12);

/** A build for a real provider with nothing mocked (not hybrid mode). */
const realApiOnly = (env: Record<string, string>) => Boolean(env.VITE_API_URL) && !env.VITE_MOCK;

// The unit tests run in UTC whatever the machine's zone, as CI's do: a test that reads the
// branch's clocks checks they differ from the machine's (job-actions' closed order), and it
// failed on a machine in Central time, the demo branches' zone (2026-12-02). Set here, in
// Vitest's main process, before its workers start; `scripts/unit-at-times.sh` moves the
// clock, not the zone. (The journeys run in Europe/Berlin: playwright.config.ts.)
if (process.env.VITEST) process.env.TZ = 'UTC';

export default defineConfig(({ mode }) => ({
  // cspPlugin: Content-Security-Policy + Referrer-Policy (meta in dist/index.html, preview headers).
  // mockWorlds: the mock's scenarios, seeded at build time (mocks/db/precomputed.ts);
  // mswCookieless: msw without tough-cookie in the build (see the script);
  // lazySchemas: the generated zod schemas built on first use (the demo's start, see the script);
  // prerenderLogin: a guest's /login and the boot screen built into index.html, hydrated or
  // replaced by main.tsx, whose entry runs after that first frame.
  plugins: [
    react(),
    lightIconNames(),
    // Blueprint's development checks left out of the build (see the script).
    blueprintProductionChecks(),
    // Before cspPlugin: they change index.html last ('post'), and the policy hashes its scripts
    // and its <style>. criticalCss: the rules of the built page inline, the stylesheets
    // deferred (applied by main.tsx).
    prerenderLogin(),
    criticalCss(),
    cspPlugin(),
    chunks.plugin,
    mockWorlds(),
    mswCookieless(),
    lazySchemas(),
    // Blueprint's date picker without the time-zone lists it never shows (see the script).
    pureTimezoneItems(),
    // No Error made as React DOM's or lodash's modules run (see the script).
    noErrorsAtLoad(),
    // The start-up chunks compile eagerly, off the main thread (see the script); in mock mode
    // the mock's too (mocks/browser.ts).
    compileHints({
      names: ['services', 'area'],
      modules: [services, ...layouts, `${mocks}/browser.ts`],
    }),
    // The journeys' preview servers answer uncompressed (see the script).
    uncompressedPreview(),
  ],
  // Blueprint reads the bundler-injected `NODE_ENV` to skip its development checks; without
  // it every Popover mounted in the build ran them (a console warning each: ~160 ms of the
  // busy dispatch board's date change at 4x CPU).
  define: {
    NODE_ENV: JSON.stringify(mode === 'production' ? 'production' : 'development'),
    __MOCK_WORKER_VERSION__: JSON.stringify(mockWorkerVersion),
  },
  // public/ holds only MSW's service worker: the real-API build (VITE_API_URL set, no
  // VITE_MOCK) ships none.
  publicDir: realApiOnly(loadEnv(mode, process.cwd(), 'VITE_')) ? false : 'public',
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      { find: /^@mocks\//, replacement: `${mocks}/` },
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: fileURLToPath(
          new URL('./scripts/sync-external-store-shim.mjs', import.meta.url),
        ),
      },
    ],
  },
  // Blueprint's dark theme is never used: its rules are dropped (see the script).
  css: { postcss: { plugins: [lightThemeOnly()] } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1200,
    // Icons import without the preload helper (see the script). No modulepreload polyfill: every
    // browser the build targets but Firefox before 115 preloads modules itself, and there a
    // missing preload only costs time (~0.3 KB gzip of every first load).
    modulePreload: { polyfill: false, resolveDependencies },
    rolldownOptions: {
      // The generated zod schemas (orval) are chains of zod calls at module level, which the
      // bundler must otherwise keep: declared pure, the ~100 the mock never uses drop out of its
      // chunk (645 -> 486 KB minified; in an A/B at 4x CPU its /login was interactive ~0.8x as
      // late). zod builds schemas without side effects; scripts/check-real-bundle.mjs checks.
      treeshake: { manualPureFunctions: ['zod'] },
      output: {
        codeSplitting: { groups: [...chunks.groups, iconSetGroup] },
        chunkFileNames,
      },
    },
  },
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost/' } },
    globals: true,
    setupFiles: ['./vitest.setup.ts'],
    // Two projects (3/8): the app's tests in happy-dom, and the mock backend's own tests, which
    // run in Node (files that render say `@vitest-environment happy-dom` themselves). happy-dom
    // rather than jsdom: the same 2,406 tests passed in both, and the unit phase alone took
    // 2m22s and 234 CPU-seconds against 2m44s and 274 (2026-11-27, the same hour).
    //
    // Most files share their worker's module graph (isolate: false): each file re-importing
    // React, Blueprint and the mock cost ~3 s a file, over half the unit phase (9m40s -> ~4m on
    // 2 cores). Files that replace modules (vi.mock) or globals keep a fresh graph of their
    // own: the 'isolated' lists below, kept by scripts/isolated-tests.test.ts.
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'mock',
          include: ['mocks/**/*.test.{ts,tsx}'],
          setupFiles: [MOCK_TESTS_SETUP],
          exclude: [...configDefaults.exclude, ...ISOLATED_TESTS],
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'isolated',
          include: ISOLATED_TESTS.filter((file) => !file.startsWith('mocks/')),
        },
      },
      {
        extends: true,
        test: {
          name: 'mock-isolated',
          include: ISOLATED_TESTS.filter((file) => file.startsWith('mocks/')),
          setupFiles: [MOCK_TESTS_SETUP],
          environment: 'node',
        },
      },
    ],
    css: false,
    // Stubbed globals and environment variables are put back between tests (files that only
    // stub them share their worker's modules: scripts/isolated-tests.mjs).
    unstubGlobals: true,
    unstubEnvs: true,
    // So are the methods a test spied on (vi.spyOn), before the next test of any file: a spy
    // left on toast.info counted the next test's toasts with its own (issue 26: tests
    // shuffled). vi.fn() mocks keep their calls; spies made in a beforeEach stay for its test.
    restoreMocks: true,
    // A hung test's and hook's bounds (scripts/test-bounds.mjs says why 60 s).
    ...TEST_BOUNDS,
    pool: 'threads',
    // Vitest's default is one worker less than the cores: a single worker on CI's 2 cores. The
    // main process only collects results, so two workers there halve the run (808 s -> 393 s).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    alias: [{ find: /^pusher-js$/, replacement: 'pusher-js/dist/web/pusher.js' }],
  },
}));
