/* global self, importScripts, caches, crypto, Response, activeClientIds, handleRequest */
/*
 * The mock backend's service worker (mocks/browser.ts registers it): msw's own worker,
 * mockServiceWorker.js (written by `msw init`, never edited), behind two rules.
 *
 * 1. The app's built files (/assets/: hashed scripts, styles, fonts, data; no call the mock
 *    answers) go to the network directly. msw's worker sends every request of the page to the
 *    page and waits for its answer, so each chunk of a page waited for the page's main thread,
 *    busy rendering, to say "not mine" (5/8: the demo's pages; 3/8: the journeys' cost).
 *    A listener that stops the event's propagation leaves it to the browser: msw's listener,
 *    added after this one, never sees it.
 *
 * 2. The tabs it mocks for outlive the worker's restarts. A browser stops an idle worker and
 *    runs its script afresh for the next request or message (Chromium after 30 s without an
 *    event; a background tab slows msw's 5 s keep-alive to once a minute or less). msw 2.x
 *    keeps the tabs whose mocking is on (`activeClientIds`, filled by each tab's MOCK_ACTIVATE
 *    as msw starts in it) in memory only, so after a restart it passed every call of the open
 *    tabs to the network: the static server's 404 (QA-218 H1: "The request failed (error
 *    404)" on every call of one tab; tabs opened later worked). Known upstream and open
 *    (mswjs/msw#2115, #2635). So this worker also writes the ids to Cache Storage, and a
 *    restarted one puts those of its tabs still open back into msw's set before msw decides
 *    anything: a request that comes while it reads them (usually the one that woke it) waits
 *    for that, then goes to msw's own handling (`handleRequest`). No network is needed (the
 *    demo runs without one). A new worker (a deploy) starts with no tabs, as msw's does: the
 *    pages of the one it replaces listen to that one, not to it, so it must not claim them.
 *    It names two of msw's internals; an msw whose worker lacks them gets rule 1 only (the
 *    unit test mock-worker.test.ts checks the installed msw has them).
 */
(function () {
  const STORE = 'movers-mock-worker';
  /** A key of the store, never fetched. */
  const MOCKED_TABS = '/movers-mock-worker/mocked-tabs';
  /** This worker's tabs whose mocking is on, as it has written them. */
  const mocked = new Set();
  /** Tabs closed while the restart read the store: not put back. */
  const closed = new Set();
  let restored = false;
  let writes = Promise.resolve();

  const mswKnown = () =>
    typeof activeClientIds !== 'undefined' && typeof handleRequest === 'function';

  const write = () => {
    writes = writes
      .then(() => caches.open(STORE))
      .then((store) => store.put(MOCKED_TABS, new Response(JSON.stringify([...mocked]))))
      .catch(() => undefined);
    return writes;
  };

  // Started at once, read once msw's script has run (an await always comes first).
  const restoring = (async () => {
    const store = await caches.open(STORE);
    const saved = await store.match(MOCKED_TABS);
    const ids = saved ? await saved.json() : [];
    // Only the windows this worker controls: a new worker, not active yet, controls none.
    const open = new Set((await self.clients.matchAll({ type: 'window' })).map((c) => c.id));
    if (!mswKnown()) return;
    for (const id of ids) {
      if (!open.has(id) || closed.has(id)) continue;
      mocked.add(id);
      activeClientIds.add(id);
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      restored = true;
    });
  writes = restoring;

  self.addEventListener('fetch', function (event) {
    const request = event.request;
    const url = new URL(request.url);
    if (url.origin === self.location.origin && url.pathname.startsWith('/assets/')) {
      event.stopImmediatePropagation();
      return;
    }
    // What msw leaves to the browser anyway, or decides as usual.
    if (restored || !mswKnown() || request.mode === 'navigate') return;
    if (request.cache === 'only-if-cached' && request.mode !== 'same-origin') return;
    if (activeClientIds.has(event.clientId)) return;
    const interceptedAt = Date.now();
    event.stopImmediatePropagation();
    event.respondWith(
      restoring.then(() =>
        activeClientIds.size === 0
          ? fetch(request)
          : handleRequest(event, crypto.randomUUID(), interceptedAt),
      ),
    );
  });

  // Beside msw's own listener, which answers the same messages.
  self.addEventListener('message', function (event) {
    const id = event.source && event.source.id;
    if (!id) return;
    if (event.data === 'MOCK_ACTIVATE') {
      mocked.add(id);
      closed.delete(id);
    } else if (event.data === 'CLIENT_CLOSED') {
      mocked.delete(id);
      closed.add(id);
    } else return;
    event.waitUntil(write());
  });

  // A new worker writes its own (none yet) over those of the one it replaces.
  self.addEventListener('activate', function (event) {
    event.waitUntil(write());
  });
})();

// With this script's own version (its address's query: src/platform/config/mock-worker.ts), so
// a deploy's new worker never imports a copy of msw's that a cache kept from the one before.
importScripts('./mockServiceWorker.js' + self.location.search);
