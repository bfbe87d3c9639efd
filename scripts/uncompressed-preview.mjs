// `vite preview` compresses every answer (gzip, on the fly). The journeys' servers ask it not
// to (PREVIEW_UNCOMPRESSED=1, both Playwright configs): every journey's fresh browser context
// downloads the app again (~1.5 MB), and compressing it was a server thread's work each time
// (zlib's deflate: ~1.3% of the journeys' CPU samples, perf, 2026-12-01). The bench keeps it,
// as a real server would.

/** @returns {import('vite').Plugin} */
export function uncompressedPreview(env = process.env) {
  return {
    name: 'uncompressed-preview',
    configurePreviewServer(server) {
      if (env.PREVIEW_UNCOMPRESSED !== '1') return;
      // A hook that returns nothing runs before Vite's own middlewares, compression among them.
      server.middlewares.use((req, _res, next) => {
        delete req.headers['accept-encoding'];
        next();
      });
    },
  };
}
