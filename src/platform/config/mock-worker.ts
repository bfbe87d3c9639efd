/**
 * The in-browser mock's service worker (mock and hybrid modes): MSW's worker behind the rule
 * that sends the app's own files to the network (public/mock-service-worker.js). Imported by
 * the entry only behind its mock-mode check, so the real-API build never names it.
 */
export const MOCK_SERVICE_WORKER_URL = `/mock-service-worker.js?v=${__MOCK_WORKER_VERSION__}`;

/** How long MSW's start waits for a worker that is still installing to claim the page. */
export const WORKER_CLAIM_BOUND_MS = 10_000;

/**
 * Registers the mock's worker ahead of MSW's start (5/8: the demo's start; its activation
 * was the last thing the demo's login page waited for), and resolves when MSW's start may
 * look for it. MSW reloads a page that its worker does not control when it finds the worker
 * registered, so a page must not meet MSW while the worker registered here is still on its
 * way to claiming it (three journeys lost what they typed to that reload, 2026-11-27), nor
 * while a new deploy's worker is on its way to taking the page over: MSW would greet the
 * worker it replaces, whose answer never came.
 *
 * The worker's address names its version (MOCK_SERVICE_WORKER_URL), so the page registers the
 * worker of its own build, and a deploy that changed it is a new address: register() installs
 * it, and nothing here asks the browser to look for an update. Such a check, made within about
 * two seconds of the worker's install, took 2.3-3 s in headless Chromium, and every register()
 * of the origin waited behind it: a second person's tab opened from the demo panel, or a
 * reload, waited ~2.5 s for its services (2026-12-03).
 * - the page is controlled by this build's worker already (a reload, a second tab): at once,
 *   without a call the browser would queue behind another page's registration;
 * - a worker is installing, waiting or activating (a first visit, or a new deploy, whose
 *   worker msw's lets take over at once): when it claims the page (msw's worker claims its
 *   clients as it activates), when it fails, or after `boundMs` (then MSW does what it would
 *   have done without this);
 * - the worker is active and the page is not controlled (a hard reload, which bypasses
 *   workers): at once, as without this (MSW reloads the page into its control);
 * - no service workers, or the registration fails: at once (MSW registers it again and
 *   reports the failure in its own words).
 */
export function registerMockWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  boundMs = WORKER_CLAIM_BOUND_MS,
): Promise<void> {
  if (!container) return Promise.resolve();
  const url = new URL(MOCK_SERVICE_WORKER_URL, window.location.href).href;
  if (container.controller?.scriptURL === url) return Promise.resolve();
  return container
    .register(MOCK_SERVICE_WORKER_URL)
    .then((registration) => {
      const incoming =
        registration.installing ??
        registration.waiting ??
        (registration.active?.state === 'activating' ? registration.active : null);
      // (The spec keeps one object per worker in a page, so the claim is seen by identity.)
      if (!incoming || incoming === container.controller) return;
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          container.removeEventListener('controllerchange', onClaim);
          incoming.removeEventListener('statechange', onState);
          resolve();
        };
        const onClaim = () => {
          if (container.controller === incoming) done();
        };
        const onState = () => {
          if (incoming.state === 'redundant') done();
        };
        const timer = setTimeout(done, boundMs);
        container.addEventListener('controllerchange', onClaim);
        incoming.addEventListener('statechange', onState);
      });
    })
    .catch(() => undefined);
}
