import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { act, cleanup, configure, getConfig } from '@testing-library/react';
import fc from 'fast-check';
import * as React from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { testBegins } from './src/platform/testing/stopped-app-calls.test-helpers';

// Property tests run the same cases in every run (3/8: a deterministic suite; a random seed
// once failed an oracle that had not learnt '0e0' is no number people write, 2026-12-02).
// FC_SEED=random explores new cases (the failure prints its seed), FC_SEED=<n> replays one.
if (process.env.FC_SEED !== 'random')
  fc.configureGlobal({ seed: Number(process.env.FC_SEED ?? 20_261_202) });

// React's development build (the one tests run, for act()) records an owner stack for each of
// the first 10,000 elements it creates every second: an Error (its stack captured) and a
// console task. That is the debug trail its warnings point at, which the tests do not read,
// and it was the largest single cost of rendering in a test (~15% of the CPU of the order
// form's tests, 2026-11-28). Counted as spent, every element takes React's "unknown owner"
// trail instead; warnings still print, with the component stack React keeps anyway.
if (process.env.REACT_OWNER_STACKS !== '1') {
  const internals = (
    React as unknown as {
      __CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE?: object;
    }
  ).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE;
  if (internals && 'recentlyCreatedOwnerStacks' in internals)
    Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
      configurable: true,
      get: () => Number.POSITIVE_INFINITY,
      set: () => undefined,
    });
}

// A query that finds nothing builds its error with the whole document pretty-printed, and
// inside waitFor and findBy* that happened on every poll until the element came: 6% of the
// crew page's tests' CPU (2026-11-28). Testing Library runs those polls with its "expensive
// diagnostics" flag up, and on a timeout appends the document to the last error itself
// (waitFor's onTimeout calls getElementError again, flag down): a poll's error leaves the
// document out, and a query that fails outside waitFor, or a wait that times out, still
// shows it. Files that share a worker share Testing Library's config and run this setup again:
// the stock function is kept on ours, so ours wraps it, not the previous file's copy of ours.
type ElementError = ReturnType<typeof getConfig>['getElementError'];
const current = getConfig().getElementError as ElementError & { stock?: ElementError };
const stockElementError = current.stock ?? current;
const getElementError: ElementError = (message, container) => {
  const config = getConfig() as ReturnType<typeof getConfig> & {
    _disableExpensiveErrorDiagnostics?: boolean;
  };
  if (!config._disableExpensiveErrorDiagnostics) return stockElementError(message, container);
  const error = new Error(message ?? '');
  error.name = 'TestingLibraryElementError';
  return error;
};
configure({
  // Lazy routes compile on first use in a test run; give findBy* room for that. A bound for
  // what never comes, not a speed check: beside the journeys on 2 cores a cold route took
  // over 10 s (the member form's concurrent-edit test, on its way to Job, 2026-12-02).
  asyncUtilTimeout: 20_000,
  getElementError: Object.assign(getElementError, { stock: stockElementError }),
});

// A part of the app rendered alone is rendered under the app's providers (`{ wrapper:
// UiProviders }`): without Blueprint's OverlaysProvider its overlays take a legacy path the app
// never takes, and Blueprint says so on console.error (501 times in one run, 2026-11-28).
// That message fails the test instead. Files that share a worker run this setup again: the
// console is wrapped once.
const overlaysOutsideProvider = 'outside of a <OverlaysProvider> context';
// React's warning of a state update outside act() (an update, or a suspended resource, that
// landed after the test stopped watching: what the test asserted may not be what the user
// sees, and a slower machine changes which) fails the test it was printed in, in afterEach
// below: thrown from console.error it would fail whatever timer or promise made the update,
// not the test. The full runs had none left (2026-11-28); this keeps it so.
const outsideAct = 'not wrapped in act(';
const actWarningsKey = Symbol.for('movers.act-warnings');
const shared = globalThis as { [actWarningsKey]?: string[] };
const actWarnings = (shared[actWarningsKey] ??= []);
const wrapped = Symbol.for('movers.console-error-checked');
const consoleWithFlag = console as Console & { [wrapped]?: true };
if (!consoleWithFlag[wrapped]) {
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(overlaysOutsideProvider))
      throw new Error(`Rendered without the app's UiProviders: ${args[0]}`);
    if (typeof args[0] === 'string' && args[0].includes(outsideAct))
      actWarnings.push(args[0].split('\n')[0].replace('%s', String(args[1])).replace(/\.$/, ''));
    consoleError(...args);
  };
  consoleWithFlag[wrapped] = true;
}

// The mock project's tests run in Node (vite.config.ts): no DOM, nothing to clean there.
const hasDom = typeof window !== 'undefined';

// React warns of a state update made outside act() only where IS_REACT_ACT_ENVIRONMENT is set.
// Testing Library sets it in a beforeAll it registers when its module is first evaluated: in a
// worker whose files share modules, for the first file only, and the later files ran with
// React's act warnings off (a file's warnings showed alone and not in a full run). Every file
// with a DOM sets it here.
beforeAll(() => {
  if (hasDom)
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

// Blueprint's <Icon> shows an icon's paths once they are loaded, and loads them on its first
// render (a dynamic import, then a state update). A test that renders an icon and ends without
// waiting saw that update land after it, outside act(), but only when no earlier file of its
// worker had shown the same icon: a failure that came and went with the order of the files
// (the dispatch board's crew chip and its tick, CI of 2026-11-29). Every file with a DOM loads
// the app's icons first, through the app's own loader (as main.tsx installs it), so an icon
// renders at once in every test, whatever ran before.
beforeAll(async () => {
  if (!hasDom) return;
  const { installIconLoader, preloadIcons } = await import('./src/platform/ui/icons');
  installIconLoader();
  await preloadIcons();
});

// An app the last test stopped is gone (src/app/test-utils.tsx ends its calls): the calls
// from here on are this test's, whether or not it starts an app.
beforeEach(testBegins);

afterEach(async () => {
  if (!hasDom) return;
  // A test that ends on a move to a lazy page (a save goes back to its list) leaves the page's
  // chunk loading: landing after the test, outside act(), it was an act warning in the test
  // that happened to be slower than it (member-form-page.edit's first test, 1 run in 10).
  // It lands inside act here, before the page goes.
  await act(() => vi.dynamicImportSettled());
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  // The drafts a form kept as it was unmounted (it keeps unsaved changes, review 54) end with
  // the test: the unmount above has already asked for its write, which the deletion waits for.
  const { DRAFTS_DB } = await import('./src/platform/forms/drafts');
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(DRAFTS_DB);
    request.onsuccess = request.onerror = () => resolve();
  });
  // The next test starts at the end of the history, as a page does, with no entries ahead of
  // it. A test's Back, or an overlay left open, leaves one (use-back-closes takes an overlay's
  // entry away as it unmounts: a go() back, made a microtask after the unmount, so by now).
  // happy-dom's replaceState drops the entries ahead (a browser's keeps them): done in the
  // next test by its first navigation, it took one from the history length that test had
  // counted (issue 26: job-list-page's "leaves no history entry", the tests shuffled).
  window.history.replaceState(window.history.state, '', window.location.href);
  const seen = actWarnings.splice(0);
  if (seen.length)
    throw new Error(
      `React updated state outside act() in this test (${seen.length}x): ${[...new Set(seen)].join('; ')}. ` +
        'Wait for what the update shows (findBy*, waitFor) or wrap what causes it in act().',
    );
});

// A file that leaves a dynamic import in flight (a lazy route, the map's preview, the toaster)
// must not end before it lands. Most files share their worker's modules (vite.config.ts), and
// Vitest cuts the module fetches still pending when a file ends: the module that asked is then
// cached as failed, and every later file of that worker importing it fails ("Cannot load
// 'us-atlas/states-10m.json' … after the environment was torn down": the map's two test
// files, after an app test had left the map's preview loading, CI of 2026-11-28).
// Inside act where there is a DOM: a lazy component that lands then resumes its render there.
afterAll(() => (hasDom ? act(() => vi.dynamicImportSettled()) : vi.dynamicImportSettled()));
