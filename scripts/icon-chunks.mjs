// Blueprint's icons, one small chunk each (src/platform/ui/icons.ts loads an icon's paths when
// it is first shown), import without Vite's preload helper. For a chunk of a few hundred bytes
// that needs nothing, the helper added a <link rel=modulepreload> of the chunk itself (and read
// every link of the page once): ~2.5 ms of each icon at 4x CPU, ~40 ms of a company page's
// first render with its ~15 icons (LCP of /company/activity 1,092 ms against 1,118, of
// /company/job 1,226 against 1,258: medians of 10 and 8 interleaved loads at 4x). The import
// itself fetches the chunk. Their files are named icon-* so the preload step can tell them.

const ICON_PATHS =
  /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]generated[\\/]\d+px[\\/]paths[\\/]/;
const ICON_CHUNK = /(^|\/)icon-[^/]+\.js$/;

/** Rolldown's chunkFileNames: `icon-` before an icon's paths, the default name otherwise. */
export function chunkFileNames(chunk) {
  const ids = [chunk.facadeModuleId, ...chunk.moduleIds];
  return ids.some((id) => id && ICON_PATHS.test(id))
    ? 'assets/icon-[name]-[hash].js'
    : 'assets/[name]-[hash].js';
}

/** Vite's modulePreload.resolveDependencies: nothing to preload for an icon's chunk. */
export function resolveDependencies(file, deps) {
  return ICON_CHUNK.test(file) ? [] : deps;
}
