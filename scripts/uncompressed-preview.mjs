// The journeys' preview servers (both Playwright configs) ask `vite preview` for what a
// production host does and it does not:
// - PREVIEW_UNCOMPRESSED=1: answers uncompressed. `vite preview` compresses every answer (gzip,
//   on the fly), and every journey's fresh browser context downloads the app again (~1.5 MB):
//   compressing it was a server thread's work each time (zlib's deflate: ~1.3% of the
//   journeys' CPU samples, perf, 2026-12-01).
// - PREVIEW_IMMUTABLE_ASSETS=1: the build's hashed files (/assets/: a changed file is a new
//   name) are sent as immutable, where `vite preview` says no-cache. A page loaded again in a
//   context (a reload, a second person's tab, a page a journey opens with goto) takes them
//   from the cache without asking, and Chromium keeps their compiled code: a load of
//   /company/job in a signed-in context took 1.6-1.8 CPU-seconds of Chromium against 2.0-2.2
//   (5 each, headless shell as the journeys run it, 2026-12-03).
// The bench sets neither, and measures cold loads with the cache off.

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** @returns {import('vite').Plugin} */
export function uncompressedPreview(env = process.env) {
  return {
    name: 'journeys-preview',
    configurePreviewServer(server) {
      // A hook that returns nothing runs before Vite's own middlewares, compression among them.
      if (env.PREVIEW_UNCOMPRESSED === '1') {
        server.middlewares.use((req, _res, next) => {
          delete req.headers['accept-encoding'];
          next();
        });
      }
      if (env.PREVIEW_IMMUTABLE_ASSETS === '1') {
        server.middlewares.use((req, res, next) => {
          if (req.url?.startsWith('/assets/')) {
            const setHeader = res.setHeader.bind(res);
            res.setHeader = (name, value) =>
              setHeader(name, name.toLowerCase() === 'cache-control' ? IMMUTABLE : value);
          }
          next();
        });
      }
    },
  };
}
