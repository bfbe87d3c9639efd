import './zod-jitless';
import { setupWorker } from 'msw/browser';
import { MOCK_SERVICE_WORKER_URL } from '@/platform/config/mock-worker';
import {
  bootMockDb,
  flushMockDb,
  getCurrentScenario,
  listScenarios,
  resetMockData,
} from './backend';
import { idleAfter } from './db/persistence';
import { faultHandler, faults } from './faults';
import { handlers, outsideContractHandlers, setMockLatency } from './handlers';
import { answerWhenReady, unknownApiCall } from './handlers/lib/http';
import { hybridGate, reportHybridSetup } from './hybrid/gate';
import { setUpHybrid } from './hybrid/setup';
import { serveWithoutNetwork } from '@/platform/api/backend-in-browser';
import { hub, startRealtimeBridge } from './realtime';
import { holdAutoAnswers, releaseAutoAnswers, setAutoAnswerDelay } from './realtime/auto-answer';
import { sendDemoHelperJob, startCompanySide } from './realtime/company-side';
import { emitDemoNotifications, startActivitySimulator } from './realtime/simulator';
import { pusherSocketHandler, socketFaults } from './realtime/socket';

/*
 * The app's only way into mocks/ (besides node.ts for tests). Import it dynamically and
 * only in mock mode, so none of this reaches the real-provider bundle:
 *   if (isMockMode) { const { startMockBackend } = await import('@mocks/browser'); await startMockBackend(); }
 */

export { DemoPanel } from './demo-panel/demo-panel';
export { renderMockProviderPage } from './oauth-consent/render';
export { emitDemoNotifications, flushMockDb, getCurrentScenario, listScenarios, resetMockData };

export interface StartMockBackendOptions {
  /** Delay of every mocked call, so loading states show (default 150 ms). */
  latencyMs?: number;
  /** How often the demo emits a notification on its own (default 45 s; 0 = never). */
  simulatorIntervalMs?: number;
  /**
   * How long invited people (and marketplace helpers, for outsourcing offers) take to answer
   * by themselves (realtime/auto-answer.ts): default 4 s, 0 = never. When
   * `window.__MOVERS_MOCK__` is set (tests, benchmarks) it is off unless given there.
   */
  autoAnswerDelayMs?: number;
  /**
   * How often a company sends the demo helper new work or calls off an accepted job
   * (realtime/company-side.ts): default 60 s, 0 = never; off when `window.__MOVERS_MOCK__`
   * is set unless given there.
   */
  companySideIntervalMs?: number;
  /**
   * Tests only: how long the app's HTTP client waits for an answer (the app's default is
   * 30 s), so a journey can watch a `timeout` fault end without waiting half a minute.
   * Returned by startMockBackend for the app to apply; not used by the mock itself.
   */
  requestTimeoutMs?: number;
  /**
   * The app's entry registers the worker ahead of this start (registerMockWorker): MSW's start
   * waits for this before it looks for the worker, since it reloads a page the worker has
   * not claimed yet.
   */
  workerClaimed?: Promise<void>;
}

/** The demo's answer delay: a few seconds, enough to see the invitation go out first. */
export const AUTO_ANSWER_DELAY_MS = 4_000;

/**
 * Test and benchmark runs set `window.__MOVERS_MOCK__` before the app starts (Playwright's
 * addInitScript) to turn delays off; it wins over the defaults, and its presence alone turns
 * the auto-answers off (a run stays deterministic unless it asks for them with
 * `autoAnswerDelayMs`, or later with `window.__moversMock.setAutoAnswerDelay(ms)`).
 */
declare global {
  interface Window {
    __MOVERS_MOCK__?: StartMockBackendOptions;
    __moversMock?: {
      emitNotifications: typeof emitDemoNotifications;
      hub: typeof hub;
      setAutoAnswerDelay: typeof setAutoAnswerDelay;
      holdAutoAnswers: typeof holdAutoAnswers;
      releaseAutoAnswers: typeof releaseAutoAnswers;
      sendHelperJob: typeof sendDemoHelperJob;
      /** Fault injection for HTTP calls (mocks/faults.ts). */
      faults: typeof faults;
      /** Drops and refuses the Pusher socket (mocks/realtime/socket.ts). */
      realtime: {
        drop: typeof socketFaults.drop;
        restore: typeof socketFaults.restore;
        openSockets(): number;
      };
    };
  }
}

/** How often the companies make a move for the demo helper (new work, a cancelled job). */
export const COMPANY_SIDE_INTERVAL_MS = 60_000;

let started: Promise<MockClientSettings> | undefined;
let dataReady: Promise<void> | undefined;

/**
 * Resolves once the demo's data is in (startMockBackend resolves when its worker is up, while
 * the data may still load): the demo panel, which shows the current scenario, waits for it.
 */
export function whenMockDataReady(): Promise<void> {
  return dataReady ?? Promise.reject(new Error('the mock backend has not been started'));
}

/** What the app itself should apply in mock mode (test settings that belong to the client). */
export interface MockClientSettings {
  requestTimeoutMs?: number;
}

/**
 * Hydrates the mock db from IndexedDB (seeding `default` on the first run, or the
 * `?scenario=NAME` of the URL), then starts the MSW worker. Safe to call twice.
 */
export function startMockBackend(
  options: StartMockBackendOptions = {},
): Promise<MockClientSettings> {
  started ??= (async () => {
    const config = { ...options, ...window.__MOVERS_MOCK__ };
    setMockLatency(config.latencyMs ?? 150);
    const hybrid = setUpHybrid(handlers);
    // Every call is answered here: no network needed (a demo without Wi-Fi still runs).
    if (!hybrid) serveWithoutNetwork();
    // The demo's data loads (IndexedDB, today's world) while the service worker starts; the
    // mock takes calls as soon as the worker is up, and each waits for the data
    // (answerWhenReady, first in line), so the login page is usable sooner (5/8). The data's
    // changes reach the realtime hub from the moment it is in, before any call is answered. A
    // first load's snapshot waits for the page's idle moments after both (idleAfter).
    let markStarted!: () => void;
    const mockStarted = new Promise<void>((resolve) => (markStarted = resolve));
    const loaded = bootMockDb({
      location: window.location,
      replaceUrl: (url) => window.history.replaceState(window.history.state, '', url),
      persistence: {
        whenIdle: idleAfter(mockStarted),
        // Another tab reset the demo: this page's socket drops, and the app's reconnect
        // fetches everything it shows again (as after any lost connection).
        onRemoteReset: () => void socketFaults.drop(),
      },
    }).then(() => {
      if (!hybrid) startRealtimeBridge();
    });
    dataReady = loaded;
    loaded.catch((error: unknown) =>
      console.error("[mocks] the demo's data did not load; every mocked call fails", error),
    );
    // The fault handler comes first after it: a queued fault answers before the real handler.
    // Hybrid mode: the gate before them sends the provider's calls to the network, and the
    // socket is the provider's, so the mock's realtime (socket, simulators) stays off.
    const msw = hybrid
      ? setupWorker(
          hybridGate(hybrid),
          answerWhenReady(loaded),
          faultHandler(faults),
          ...hybrid.handlers,
        )
      : setupWorker(
          answerWhenReady(loaded),
          faultHandler(faults),
          ...handlers,
          ...outsideContractHandlers,
          pusherSocketHandler(hub),
          unknownApiCall(window.location.origin),
        );
    const workerUp = Promise.resolve(options.workerClaimed)
      .then(withoutMswUpdateCheck)
      .then(() =>
        msw.start({
          onUnhandledRequest: 'bypass',
          quiet: true,
          serviceWorker: { url: MOCK_SERVICE_WORKER_URL },
        }),
      );
    void Promise.allSettled([loaded, workerUp]).then(markStarted);
    await workerUp;
    if (hybrid) reportHybridSetup(hybrid);
    else startSimulators(config);
    // A handle for the demo panel's console users, end-to-end tests and the benchmark.
    window.__moversMock = {
      emitNotifications: emitDemoNotifications,
      hub,
      setAutoAnswerDelay,
      holdAutoAnswers,
      releaseAutoAnswers,
      sendHelperJob: () => sendDemoHelperJob(),
      faults,
      realtime: {
        drop: (dropOptions) => socketFaults.drop(dropOptions),
        restore: () => socketFaults.restore(),
        openSockets: () => socketFaults.openSockets,
      },
    };
    const timeout = config.requestTimeoutMs;
    return { requestTimeoutMs: timeout && timeout > 0 ? timeout : undefined };
  })();
  return started;
}

/**
 * MSW's start asks the worker's registration to look for an update, and does not wait for it
 * (msw 2.15, getWorkerInstance). The page registered its own build's worker, at an address that
 * names its version (registerMockWorker), so there is nothing newer to find; and that check,
 * made within about two seconds of the worker's install, took 2.3-4.4 s in headless Chromium,
 * with every other page's register() of the origin queued behind it (a hard reload's). On this
 * page's registration objects (the same objects MSW's getRegistrations() gives: a page keeps
 * one per registration) it answers at once. A failure to list them changes nothing.
 */
async function withoutMswUpdateCheck(): Promise<void> {
  const registrations = await navigator.serviceWorker?.getRegistrations().catch(() => []);
  for (const registration of registrations ?? []) {
    Object.defineProperty(registration, 'update', {
      configurable: true,
      value: () => Promise.resolve(registration),
    });
  }
}

/** The demo's own life: notifications, invited people answering, companies sending work. */
function startSimulators(config: StartMockBackendOptions) {
  startActivitySimulator(config.simulatorIntervalMs ?? 45_000);
  setAutoAnswerDelay(
    config.autoAnswerDelayMs ?? (window.__MOVERS_MOCK__ ? 0 : AUTO_ANSWER_DELAY_MS),
  );
  startCompanySide({
    intervalMs:
      config.companySideIntervalMs ?? (window.__MOVERS_MOCK__ ? 0 : COMPANY_SIDE_INTERVAL_MS),
  });
}
