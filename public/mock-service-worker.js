/* global self, importScripts */
/*
 * The mock backend's service worker (mocks/browser.ts registers it): msw's own worker,
 * mockServiceWorker.js (written by `msw init`, never edited), behind one rule. The app's
 * built files (/assets/: hashed scripts, styles, fonts, data; no call the mock answers) go
 * to the network directly. msw's worker sends every request of the page to the page and
 * waits for its answer, so each chunk of a page waited for the page's main thread, busy
 * rendering, to say "not mine" (5/8: the demo's pages; 3/8: the journeys' cost).
 * A listener that stops the event's propagation leaves it to the browser: msw's listener,
 * added after this one, never sees it.
 */
self.addEventListener('fetch', function (event) {
  const url = new URL(event.request.url);
  if (url.origin === self.location.origin && url.pathname.startsWith('/assets/')) {
    event.stopImmediatePropagation();
  }
});

// With this script's own version (its address's query: src/platform/config/mock-worker.ts), so
// a deploy's new worker never imports a copy of msw's that a cache kept from the one before.
importScripts('./mockServiceWorker.js' + self.location.search);
