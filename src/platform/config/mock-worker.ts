/**
 * The in-browser mock's service worker (mock and hybrid modes): MSW's worker behind the rule
 * that sends the app's own files to the network (public/mock-service-worker.js). Imported by
 * the entry only behind its mock-mode check, so the real-API build never names it.
 */
export const MOCK_SERVICE_WORKER_URL = '/mock-service-worker.js';

/** How long MSW's start waits for a worker that is still installing to claim the page. */
export const WORKER_CLAIM_BOUND_MS = 10_000;

/**
 * Registers the mock's worker ahead of MSW's start (5/8: the demo's start; its activation
 * was the last thing the demo's login page waited for), and resolves when MSW's start may
 * look for it. MSW reloads a page that its worker does not control when it finds the worker
 * registered, so a page must not meet MSW while the worker registered here is still on its
 * way to claiming it (three journeys lost what they typed to that reload, 2026-11-27), nor
 * while an update of the worker is on its way to taking the page over: MSW would greet the
 * worker it replaces, whose answer never came (a deploy that changed the worker's script left
 * the demo's first load after it waiting for ever when the update landed during MSW's start):
 * - the page is controlled already and nothing newer is coming (a reload): at once;
 * - a worker is installing, waiting or activating (a first visit, or an update, which the
 *   browser looks for on every load and which msw's worker lets take over at once; looked
 *   for here too, except on a first visit, whose worker is the newest): when it
 *   claims the page (msw's worker claims its clients as it activates), when it fails, or
 *   after `boundMs` (then MSW does what it would have done without this);
 * - the worker is active and the page is not controlled (a hard reload, which bypasses
 *   workers): at once, as without this (MSW reloads the page into its control);
 * - no service workers, or the registration fails: at once (MSW registers it again and
 *   reports the failure in its own words); an update check that fails is passed over.
 */
export function registerMockWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  boundMs = WORKER_CLAIM_BOUND_MS,
): Promise<void> {
  if (!container) return Promise.resolve();
  return container
    .register(MOCK_SERVICE_WORKER_URL)
    .then(async (registration) => {
      // The browser looks for a new worker on every load, and MSW's start asks once more: an
      // update found after this point would take the page over from under MSW. Looked for
      // here first (updates run one after another), a new worker is seen below. Not on a
      // first visit: the worker installing was fetched just now, so nothing newer can be
      // found, and in a browser's first page with a worker the check took 2.7-3.8 s
      // (headless Chromium, 4x CPU, 2026-11-29), which the demo's start waited for.
      const firstInstall = Boolean(
        registration.installing && !registration.waiting && !registration.active,
      );
      if (!firstInstall) await registration.update().catch(() => undefined);
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
