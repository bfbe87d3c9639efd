// Node 20 cannot run TypeScript and no tsx-like runner is installed: the scripts that run
// the mock's TypeScript in Node (mock-server.mjs, contract-verify.mjs) bundle it with Vite's
// SSR build (Rolldown; aliases @/ and @mocks/ as in vite.config.ts; node_modules stay
// external) into node_modules/.cache/<name>-<hash>/ and import it from there.
import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Bundles `entry` (a path from the project root) and imports it. `instance` tells apart two
 * bundles of the same entry at once: node_modules may be shared by several checkouts
 * (worktrees link it), so the directory is per checkout and instance. Returns the module
 * and a `remove()` for the bundle.
 */
export async function importBundled(entry, { name, instance }) {
  const key = createHash('sha1').update(`${root}|${instance}`).digest('hex').slice(0, 12);
  const outDir = `${root}node_modules/.cache/${name}-${key}`;
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    resolve: {
      alias: [
        { find: /^@\//, replacement: `${root}src/` },
        { find: /^@mocks\//, replacement: `${root}mocks/` },
      ],
    },
    build: {
      ssr: entry,
      outDir,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      sourcemap: false,
      rollupOptions: { output: { format: 'es', entryFileNames: `${name}.mjs` } },
    },
  });
  const module = await import(pathToFileURL(`${outDir}/${name}.mjs`).href);
  return { module, remove: () => rm(outDir, { recursive: true, force: true }) };
}
