import { setupWorker, type SetupWorker } from 'msw/browser';
import {
  bootMockDb,
  flushMockDb,
  getCurrentScenario,
  listScenarios,
  resetMockData,
} from './backend';
import { handlers, setMockLatency } from './handlers';

/*
 * The app's only way into mocks/ (besides node.ts for tests). Import it dynamically and
 * only in mock mode, so none of this reaches the real-provider bundle:
 *   if (isMockMode) { const { startMockBackend } = await import('@mocks/browser'); await startMockBackend(); }
 */

export { DemoPanel } from './demo-panel/demo-panel';
export { flushMockDb, getCurrentScenario, listScenarios, resetMockData };

export interface StartMockBackendOptions {
  /** Delay of every mocked call, so loading states show (default 150 ms). */
  latencyMs?: number;
}

let started: Promise<void> | undefined;
let worker: SetupWorker | undefined;

/**
 * Hydrates the mock db from IndexedDB (seeding `default` on the first run, or the
 * `?scenario=NAME` of the URL), then starts the MSW worker. Safe to call twice.
 */
export function startMockBackend(options: StartMockBackendOptions = {}): Promise<void> {
  started ??= (async () => {
    setMockLatency(options.latencyMs ?? 150);
    await bootMockDb({
      location: window.location,
      replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
    });
    worker = setupWorker(...handlers);
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: '/mockServiceWorker.js' },
    });
  })();
  return started;
}
