// V8's explicit compile hint (Chrome 136+): a file that starts with the magic comment
// `//# allFunctionsCalledOnLoad` has all its functions compiled eagerly, on a background
// thread while it streams in, instead of each on the main thread when first called. That suits
// the chunks every signed-in page runs almost all of at start-up: the entry (React DOM, the
// shell), the services (query client, sagas, HTTP client), the area layouts and what they
// share. At 4x CPU, 8 interleaved loads each of the real-API build: LCP of /company/activity
// 1,426 ms against 1,650, /company/job 2,008 against 2,120 (2026-11-29). Every chunk with the
// hint (the pages', too) measured the same as these alone; the map's and the icons' are left
// out (most of maplibre never runs on a page). The demo's mock chunk (mocks/browser.ts: msw,
// the db, the handlers) too: the mock build's /login was ready for calls 6-8% sooner, 1,624 ms
// against 1,756, 1,529 against 1,627 and 1,560 against 1,673 (10-12 interleaved first visits
// each at 4x, 2026-11-29); a reload measured the same (1,105 vs 966, then 1,025 vs 1,109).
// Checked again once the chunk's evaluation was lighter (mocks/handlers/lib/call-frames.ts):
// 1,396 ms with the hint against 1,462 without (12 interleaved first visits, 4x, 2026-11-29).
// Other engines ignore the comment.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * @param {{ names: string[], modules: string[] }} start-up chunks besides the entry: chunk
 *   names (chunk groups) and absolute module ids (a chunk whose facade is one of them)
 */
export function compileHints({ names, modules }) {
  const wanted = (chunk) =>
    chunk.isEntry ||
    names.includes(chunk.name) ||
    (chunk.facadeModuleId !== null && modules.includes(chunk.facadeModuleId));
  return {
    name: 'compile-hints',
    apply: 'build',
    enforce: 'post',
    // After Vite's own generateBundle, which puts its preload list (__vite__mapDeps) first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !wanted(chunk) || chunk.code.startsWith(COMPILE_HINT))
            continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // One line more at the top: the source map's lines move down by one (the map file
          // is an asset of the bundle by now, as Vite's own change above finds it).
          const mapAsset = bundle[`${chunk.fileName}.map`];
          if (mapAsset?.type === 'asset') {
            const map = JSON.parse(String(mapAsset.source));
            map.mappings = `;${map.mappings}`;
            mapAsset.source = JSON.stringify(map);
          }
        }
      },
    },
  };
}
