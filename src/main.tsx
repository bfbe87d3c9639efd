import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppRoot } from '@/app/app';
import { createShell, hasStartupToken } from '@/app/shell';
import { endStaticBoot, finishStaticLogin, takeStaticLogin } from '@/app/static-login';
import { preloadTimeZoneData } from '@/platform/format/zone-data';
import { lazyServices, servicesStarted, whenIdle } from '@/platform/services';
import { keepSessionInThisTab, TAB_SESSION_PARAM } from '@/platform/session/storage';
import { applyPageStyles, installIconLoader, preloadToaster } from '@/platform/ui';
import { registerMockWorker } from '@/platform/config/mock-worker';
import '@/platform/ui/theme.css';
// After the theme: Blueprint's controls and the app's badges in forced colours (High Contrast).
import '@/platform/ui/forced-colors.css';
// Printing: no frame, statuses as edges, the whole day in the calendar (print.css).
import '@/platform/ui/print.css';

/**
 * Start-up in two steps, so a guest page paints before the heavy part of the app has loaded:
 * the shell (React, the store, the route table) renders at once; the services (query client,
 * sagas, realtime, HTTP client: src/app/services.ts, a chunk of its own) load when a page or
 * a kept token needs them, or after the light page (/login) has painted (AppRouter asks).
 */
function main() {
  // Mock mode (the default) answers every call in the browser, hybrid mode (VITE_API_URL
  // and VITE_MOCK) the calls VITE_MOCK names. The check reads the env directly so the
  // real-API build (no VITE_MOCK) drops the mock import entirely. The mock's chunks download
  // in parallel with the app; it starts (IndexedDB, the demo's data, MSW) only when the
  // services are asked for, so it never delays the first paint, and no call goes out before.
  // Asked for from a microtask, after the entry has run, not from its top-level code: with an
  // inspector's network domain on (DevTools, Playwright), a request notes the stack that made
  // it, and for a frame of a chunk's top-level code V8 parses the whole chunk again (~250 ms
  // of the entry's evaluation at 4x CPU; foundation.spec.ts traces a start for it).
  const mock =
    !import.meta.env.VITE_API_URL || import.meta.env.VITE_MOCK
      ? Promise.resolve().then(() => import('@mocks/browser'))
      : null;
  installIconLoader();
  // The built page painted with its own rules only (scripts/critical-css.mjs): the app's full
  // stylesheets apply now, and nothing renders before they are in.
  const styled = applyPageStyles();
  if (mock) {
    // A second person's tab of a demo (the Demo panel opens it): its session is its own.
    const url = new URL(window.location.href);
    if (url.searchParams.has(TAB_SESSION_PARAM)) {
      keepSessionInThisTab();
      url.searchParams.delete(TAB_SESSION_PARAM);
      window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    }
  }
  const root = document.getElementById('root')!;
  // A guest's /login is in index.html already (src/app/static-login.ts): hydrated below, not
  // drawn again. Anywhere else the root is emptied for the app.
  const startupToken = hasStartupToken();
  const builtLogin = takeStaticLogin(root, !startupToken);
  // The mock's stand-in for Google's and Apple's sign-in pages is "another site": at its
  // address (/mock-oauth/…) it replaces the app, and sends the browser back to the callback.
  if (mock && window.location.pathname.startsWith('/mock-oauth/')) {
    void mock.then(async (m) => {
      await Promise.all([m.startMockBackend(), styled]);
      m.renderMockProviderPage(root);
      endStaticBoot();
    });
    return;
  }
  const { store } = createShell({ startupToken });
  // The mock's service worker installs once the app has drawn its first page, while the
  // mock's code still loads: registered by the mock's start, after the mock's chunk had been
  // evaluated, its activation was the last thing the demo's login page waited for. MSW's
  // start waits until that worker has claimed the page (registerMockWorker says why).
  // (Starting the mock itself as soon as its chunk was here, before the login page asked for
  // the services, gained nothing measurable: 2026-11-27, interleaved at 4x. Nor did starting
  // only MSW's worker then, once the data no longer held the start: services ready at 1,062 ms
  // against 1,047, 12 interleaved at 4x; it competes with the login page's hydration.)
  let workerClaimed: Promise<void> | undefined;
  // The engine's time-zone data (the first zoned formatter's ~20 ms, 80 ms at 4x CPU) loads
  // once the first page is on screen, in an idle moment, so a later page that shows a
  // branch's times does not pay it in its first render. Loaded at start-up (in the first idle
  // moment, or as the services started) it met the first page's answers, where a loaded
  // machine has no idle moment: /company/activity, which shows no zoned time, drew its LCP
  // at 1,296 ms against 1,380, /company/branch at 1,532 against 1,652; /company/job (which
  // needs the data) at 1,592 against 1,572 (4x CPU, medians of 8 interleaved loads, real-API
  // build, 2026-11-27). Nor only for the pages that show zoned times, as their code was asked
  // for (2026-12-04, 8 interleaved at 4x): /company/job's LCP 2,852 ms against 2,672 and
  // /company/calendar's 2,852 against 2,676, their services ready ~400 ms later (the chunks
  // came while the data loaded; the main thread had no idle moment for it).
  // It waits for the services too: on the demo's /login the mock's start (its data, its
  // worker) has idle moments while it waits on IndexedDB and the network, and the data's ~80 ms
  // task at 4x landed in one of them, just before the services were ready (a trace,
  // 2026-11-29).
  let zonesAsked = false;
  const pageMounted = () => {
    if (zonesAsked) return;
    zonesAsked = true;
    void servicesStarted(services)
      .then(() => whenIdle(5000))
      .then(() => {
        preloadTimeZoneData();
        // The toaster's code too, so a failure can be said when the network has gone (QA 57:
        // offline, a page's first failure had no toast, its chunk not downloadable).
        preloadToaster().catch(() => undefined); // the first toast tries again
      });
  };
  const firstCommit = () => {
    endStaticBoot();
    if (mock) workerClaimed ??= registerMockWorker();
  };
  const services = lazyServices(async () => {
    const [{ startServices }, settings] = await Promise.all([
      import('@/app/services'),
      mock?.then((m) => m.startMockBackend({ workerClaimed })),
    ]);
    // A test's shorter client timeout (__MOVERS_MOCK__.requestTimeoutMs, mock mode only).
    if (settings?.requestTimeoutMs) {
      const { setRequestTimeout } = await import('@/platform/api/http-client');
      setRequestTimeout(settings.requestTimeoutMs);
    }
    const started = startServices(store);
    performance.mark('app:services-ready'); // read by the benchmark (bench/measurements)
    return started;
  });
  // (A kept session's services, page and layout download from AppRouter's first effects,
  // after the boot spinner has painted. Starting them here, before the first render, was
  // measured (interleaved A/B, 4x CPU, 6 runs): LCP of /company/activity 100 ms sooner, the
  // first paint 550 ms later. Not worth it; nor once the entry ran after the first paint
  // (2026-11-27, 8 interleaved at 4x: LCP 1,160 ms against 1,028, /company/job 1,186 against
  // 1,138: their evaluation then lands in the boot render). Nor was an inline script in
  // index.html adding <link rel=modulepreload> for the services and the area layout when a
  // token is kept: first paint 60 ms later, LCP no sooner; compiling them competed with the
  // entry. With the page's own chunks too, all 12 of /company/activity: LCP 1,216 ms against
  // 1,116, 8 interleaved at 4x, 2026-11-27.)
  // The built page's fields may hold text typed meanwhile, and a submit may wait: both reach
  // the form once its page has hydrated (finishStaticLogin).
  void styled.then(() => {
    if (builtLogin) {
      hydrateRoot(
        root,
        <AppRoot
          store={store}
          services={services}
          onFirstCommit={firstCommit}
          onPageMounted={() => {
            finishStaticLogin(root);
            pageMounted();
          }}
        />,
      );
    } else {
      createRoot(root).render(
        <AppRoot
          store={store}
          services={services}
          onFirstCommit={firstCommit}
          onPageMounted={pageMounted}
        />,
      );
    }
  });
}

main();
