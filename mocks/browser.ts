import { setupWorker, type SetupWorker } from 'msw/browser';
import {
  bootMockDb,
  flushMockDb,
  getCurrentScenario,
  listScenarios,
  resetMockData,
} from './backend';
import { handlers, setMockLatency } from './handlers';
import { hub, startRealtimeBridge } from './realtime';
import { emitDemoNotifications, startActivitySimulator } from './realtime/simulator';
import { pusherSocketHandler } from './realtime/socket';

/*
 * The app's only way into mocks/ (besides node.ts for tests). Import it dynamically and
 * only in mock mode, so none of this reaches the real-provider bundle:
 *   if (isMockMode) { const { startMockBackend } = await import('@mocks/browser'); await startMockBackend(); }
 */

export { DemoPanel } from './demo-panel/demo-panel';
export { emitDemoNotifications, flushMockDb, getCurrentScenario, listScenarios, resetMockData };

export interface StartMockBackendOptions {
  /** Delay of every mocked call, so loading states show (default 150 ms). */
  latencyMs?: number;
  /** How often the demo emits a notification on its own (default 45 s; 0 = never). */
  simulatorIntervalMs?: number;
}

/**
 * Test and benchmark runs set `window.__MOVERS_MOCK__` before the app starts (Playwright's
 * addInitScript) to turn delays off; it wins over the defaults.
 */
declare global {
  interface Window {
    __MOVERS_MOCK__?: StartMockBackendOptions;
    __moversMock?: { emitNotifications: typeof emitDemoNotifications; hub: typeof hub };
  }
}

let started: Promise<void> | undefined;
let worker: SetupWorker | undefined;

/**
 * Hydrates the mock db from IndexedDB (seeding `default` on the first run, or the
 * `?scenario=NAME` of the URL), then starts the MSW worker. Safe to call twice.
 */
export function startMockBackend(options: StartMockBackendOptions = {}): Promise<void> {
  started ??= (async () => {
    const config = { ...options, ...window.__MOVERS_MOCK__ };
    setMockLatency(config.latencyMs ?? 150);
    await bootMockDb({
      location: window.location,
      replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
    });
    startRealtimeBridge();
    worker = setupWorker(...handlers, pusherSocketHandler(hub));
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: '/mockServiceWorker.js' },
    });
    startActivitySimulator(config.simulatorIntervalMs ?? 45_000);
    // A handle for the demo panel's console users, end-to-end tests and the benchmark.
    window.__moversMock = { emitNotifications: emitDemoNotifications, hub };
  })();
  return started;
}
