import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch, JOURNEY_CHROMIUM } from './e2e/browsers';
import { NOW } from './e2e/now';
import { CLOCK_OFFSET_ENV, shiftClockFromEnv } from './scripts/lib/shift-clock.mjs';

// The journeys' one clock (scripts/lib/shift-clock.mjs): set once, when the runner reads this
// file, and inherited by the mock server and the workers, which read this file too. It starts
// at the mock-mode journeys' NOW (e2e/now.ts).
process.env[CLOCK_OFFSET_ENV] ??= String(NOW.getTime() - Date.now());
if (process.env.TEST_WORKER_INDEX !== undefined) shiftClockFromEnv();

const appPort = Number(process.env.E2E_REAL_PORT ?? 4174);
const apiPort = Number(process.env.MOCK_SERVER_PORT ?? 8787);
const hybridPort = Number(process.env.E2E_HYBRID_PORT ?? 4175);

/**
 * Real-mode smoke: the app built for a real provider (`dist-real`, VITE_API_URL set, no
 * mock code, no service worker) against the mock backend served over real HTTP and a real
 * Pusher socket (`npm run mock:server`). `npm run test:e2e:real` builds dist-real first.
 * The `hybrid` project: the same build with VITE_MOCK=notifications (`dist-hybrid`, built by
 * the same script), whose service worker answers that tag and passes the rest to the server.
 */
export default defineConfig({
  testDir: 'e2e/real-mode',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    // An action's own bound (playwright.config.ts says why).
    actionTimeout: 20_000,
    trace: 'off',
    // 4/8: the browser is neither in UTC nor in the demo branches' zones (Central, Eastern),
    // so every journey proves job times show and compare on the branch's clocks.
    timezoneId: 'Europe/Berlin',
    // Less motion, as the mock journeys (playwright.config.ts says why).
    reducedMotion: 'reduce',
    launchOptions: chromiumLaunch(JOURNEY_CHROMIUM, [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ]),
  },
  projects: [
    {
      name: 'real-mode',
      testIgnore: /hybrid\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'hybrid',
      testMatch: /hybrid\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${hybridPort}`,
      },
    },
  ],
  webServer: [
    {
      // A fresh in-memory db per run: never reuse a server that may hold an earlier run's data.
      // The spec profile (4/8): the mock answers as a plain backend of the spec would.
      command: 'node scripts/mock-server.mjs',
      env: { MOCK_PROFILE: 'spec' },
      url: `http://127.0.0.1:${apiPort}/__mock/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      stdout: 'pipe',
    },
    {
      command: `PREVIEW_UNCOMPRESSED=1 PREVIEW_IMMUTABLE_ASSETS=1 npx vite preview --outDir dist-real --host 127.0.0.1 --port ${appPort} --strictPort`,
      url: `http://127.0.0.1:${appPort}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `PREVIEW_UNCOMPRESSED=1 PREVIEW_IMMUTABLE_ASSETS=1 npx vite preview --outDir dist-hybrid --host 127.0.0.1 --port ${hybridPort} --strictPort`,
      url: `http://127.0.0.1:${hybridPort}/login`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
