import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
// Blueprint's icons: the app's set (src/platform/ui/icon-paths.ts, the paths of every icon it
// names, at both sizes, one chunk) and Blueprint's all-paths fallback import without Vite's
// preload helper. For a chunk that needs nothing, the helper added a <link rel=modulepreload>
// of the chunk itself (and read every link of the page once): ~2.5 ms at 4x CPU each time,
// when each icon was a chunk of its own (~40 ms of a company page's first render with its
// ~15 icons). The import itself fetches the chunk. Their files are named icon-* so the preload
// step can tell them.

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

const ICON_SET = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '../src/platform/ui/icon-paths.ts',
);
const SET_NAMES = new Set(
  /\/paths\/\{([a-z0-9,-]+)\}\.js'/.exec(readFileSync(ICON_SET, 'utf8'))?.[1].split(',') ?? [],
);
const PATHS_FILE = /[\\/]generated[\\/](?:16|20)px[\\/]paths[\\/]([a-z0-9-]+)\.js$/;

/**
 * A chunk group (Rolldown's codeSplitting.groups): the app's icon set (the names listed in
 * src/platform/ui/icon-paths.ts) and those icons' paths in one file. Left alone, the paths it
 * shares with Blueprint's all-paths fallback went into chunks of their own (one per size), so
 * the set took three requests.
 */
export const iconSetGroup = {
  name: 'paths',
  test: (id) => id === ICON_SET || SET_NAMES.has(PATHS_FILE.exec(id)?.[1] ?? ''),
  priority: 100,
};
