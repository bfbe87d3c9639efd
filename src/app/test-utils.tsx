import { act, cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios, { type AxiosAdapter } from 'axios';
import { onTestFinished, vi } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { db, hub, server, resetDb, type ScenarioName } from '@mocks/node';
import { TEST_NOW } from '@mocks/testing/test-now';
import { http as apiClient } from '@/platform/api/http-client';
import { FakeRealtimeConnection } from '@/platform/realtime';
import { inAct } from '@/platform/testing/pause.test-helpers';
import { resetAnnouncer } from '@/platform/ui/announcer';
import { stoppedAppCalls } from '@/platform/testing/stopped-app-calls.test-helpers';
import { App } from './app';
import { createApp } from './bootstrap';

/** The clock `fixedClock` set for the file or describe running, if any. */
let namedClock: { now: Date; scenario: ScenarioName } | null = null;

/**
 * Integration harness: the whole app at `path`, against the stateful mock backend (msw/node,
 * unhandled requests fail the test). Call `setupMockServer()` once per test file. Each test
 * runs on a world seeded at TEST_NOW (or `fixedClock`'s moment), with the app's Date starting
 * there and running on.
 */
export function setupMockServer(scenario: ScenarioName = 'default') {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(async () => {
    const clock = namedClock ?? { now: TEST_NOW, scenario };
    await resetDb(clock.scenario, { now: clock.now });
    vi.useFakeTimers({ toFake: ['Date'], now: clock.now, shouldAdvanceTime: true });
  });
  afterEach(() => vi.useRealTimers());
  // Last of the test's after-hooks (they run in reverse), once its apps have stopped: the
  // next test, of this file or the next (files share their worker's modules, vite.config.ts),
  // starts with no socket of this one still subscribed (a test's second tab left its
  // subscriptions on the hub, which the next test counted when the order changed).
  afterEach(() => hub.disconnectAll());
  // Before the setup file's cleanup (after-hooks run in reverse): the test's apps stop first,
  // so none of their sagas or fetches acts during the next test (a late navigation of the
  // previous test's session once sent the next test back to /login).
  afterEach(stopApps);
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

/**
 * Tests own their clock: each test of the file (or of the describe it is called in) runs on a
 * world seeded at `now`, with the app's Date starting at `now` (and running on), in place of
 * setupMockServer's TEST_NOW. Call after setupMockServer.
 */
export function fixedClock(now: Date, scenario: ScenarioName = 'default') {
  let outer: typeof namedClock = null;
  beforeAll(() => {
    outer = namedClock;
    namedClock = { now, scenario };
  });
  afterAll(() => {
    namedClock = outer;
  });
}

export function loginAs(email: string, password = 'demo1234'): Promise<string> {
  // In act: a test may sign someone in elsewhere while its page runs (inAct).
  return inAct(async () => {
    const response = await fetch('http://localhost/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = (await response.json()) as { data: { access_token: string } };
    return body.data.access_token;
  });
}

/**
 * `realtime`: the connection the app opens; by default an in-memory fake the test can
 * drive (`app.realtime`), or 'echo' for the real laravel-echo client against the mock socket.
 */
const running: Array<() => void> = [];

/**
 * The apps' calls end for a stopped app as a reloaded page's do: never. A call still on its
 * way when its app stopped (a save held by a slow handler, a read the test left) is answered
 * by the mock, so the server does what it asked, but the answer goes nowhere: not to the
 * page's code (a kept draft, a toast) and not to the HTTP client's hooks, which by then are
 * the next app's (a 401 would end the next test's session). A call the stopped app's code
 * still makes (a save it was asked for as it stopped: a mutation's function runs a few
 * microtasks after it is asked for) is not sent at all, as a gone page sends nothing; until
 * the next app starts or the next test begins, every call is a stopped app's. Stopping the
 * services cancels what React Query can cancel; a save cannot be, and a stopped app's save
 * that timed out 30 s later kept a draft in a later test of its file (2026-12-02, order-form's
 * H2) and toasted into another (2026-12-01). The wrapper sits in the client's adapter, under
 * its interceptors. `droppedAnswers()`: how many calls went nowhere (so a test can wait until
 * one has).
 */
const calls = stoppedAppCalls();
const send = axios.getAdapter(apiClient.defaults.adapter);
const neverEnds = new Promise<never>(() => undefined);
const endsInItsApp: AxiosAdapter = (config) => {
  if (calls.afterStop) {
    calls.dropped += 1;
    return neverEnds;
  }
  const sent = calls.generation;
  const settle = <T,>(end: () => T) => {
    if (sent === calls.generation) return end();
    calls.dropped += 1;
    return neverEnds;
  };
  return send(config).then(
    (response) => settle(() => response),
    (error: unknown) => settle(() => Promise.reject(error)),
  );
};
apiClient.defaults.adapter = endsInItsApp;
export const droppedAnswers = () => calls.dropped;

/**
 * Stops every app renderApp started (setupMockServer calls it after each test): unmounted
 * first (a cache cleared under mounted pages would refetch), then sagas and fetches stopped,
 * and the calls still on their way, or still to be made, end for them (above).
 */
export function stopApps() {
  cleanup();
  // What one test's pushes left to say is not the next test's (the announcer is a module's).
  resetAnnouncer();
  const stopping = running.splice(0);
  for (const stop of stopping) stop();
  calls.generation += 1;
  if (stopping.length) calls.afterStop = true;
}

export function renderApp(path: string, options: { realtime?: 'fake' | 'echo' } = {}) {
  window.history.replaceState(null, '', path);
  const reload = vi.fn();
  const realtime = new FakeRealtimeConnection();
  calls.afterStop = false;
  const { store, queryClient, stop } = createApp(
    {
      reload,
      navigate: (to, options) => navigate(to, options),
      ...(options.realtime === 'echo' ? {} : { realtime: async () => realtime }),
    },
    // A failed read is tried again as in the app (once, for a 5xx or no answer: shouldRetry),
    // but at once rather than after React Query's one-second back-off, which the tests that
    // fail a read sat out (~1 s each, ~20 s of the unit run's workers). Set with the client,
    // so the reads the start-up asks for at once (get-me, a page's data ahead) have it too.
    { retryDelay: 0 },
  );
  running.push(stop);
  const user = userEvent.setup({ delay: null });
  const utils = render(<App store={store} queryClient={queryClient} demoPanel={false} />);
  return { ...utils, store, queryClient, reload, user, realtime };
}

/** Facts of the seeded data, so tests do not hard-code seed sizes. */
export function feedFacts(email: string, city: string) {
  const user = db.users.findFirst((q) => q.where({ email }));
  const branch = db.branches.findFirst((q) => q.where({ name: `Lone Star Movers ${city}` }));
  if (!user || !branch) throw new Error(`no ${email} or ${city} in the seed`);
  const mine = db.notifications.findMany((q) =>
    q.where({ user_id: user.id, branch_id: branch.id }),
  );
  return {
    userId: user.id,
    branchId: branch.id,
    total: mine.length,
    unread: mine.filter((n) => !n.is_read).length,
    /** The feed footer after the first page. */
    firstPage: `Showing ${Math.min(10, mine.length)} of ${mine.length}`,
  };
}

/**
 * The browser's Back (-1) or Forward (1), as a person presses it: the popstate, and the page
 * it brings back, happen inside act (outside it, React warns of every update they make).
 */
export async function goInHistory(steps: -1 | 1) {
  await act(async () => {
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history.go(steps);
    await popped;
  });
}

/**
 * What matchMedia answers for a min-/max-width `query` in a window `width` px wide: for tests
 * that emulate a viewport other than happy-dom's own (1024 px wide).
 */
export function widthQueryMatches(query: string, width: number): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return (
    conditions.length > 0 &&
    conditions.every(([, kind, px]) => (kind === 'min' ? width >= Number(px) : width <= Number(px)))
  );
}

/**
 * A viewport `width` px wide for the rest of the test: `innerWidth`, and matchMedia answering
 * min-/max-width queries for it (the app's phone layout is below 960 px).
 */
export function emulateViewport(width: number) {
  const spies = [
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(width),
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({
          matches: widthQueryMatches(query, width),
          media: query,
          onchange: null,
          addListener: () => {},
          removeListener: () => {},
          addEventListener: () => {},
          removeEventListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    ),
  ];
  onTestFinished(() => spies.forEach((spy) => spy.mockRestore()));
}
