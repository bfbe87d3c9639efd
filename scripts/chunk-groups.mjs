// Fewer, larger chunks on the paths every visit takes (plain JS so vite.config.ts imports it
// without a build step; types in chunk-groups.d.mts).
//
// Left to itself, Rolldown puts every set of modules that a different set of lazy chunks
// shares into a chunk of its own: /login fetched 25 files, a company page 58-68, each a
// request, a <link rel=modulepreload> and a module record to instantiate (at 4x CPU, ~0.1 s of
// appendChild alone on /company/job). Three groups merge what is always loaded together, so
// no route loads a byte more than before:
// - boot: the chunks the HTML entry imports statically (the shell that paints /login);
// - services: the chunks src/app/services.ts adds (query client, sagas, HTTP client), which
//   every signed-in page waits for;
// - area: the chunks that both area layouts (company and helper) add on top of those two.
// Which modules those are is known only after tree-shaking (a barrel such as Blueprint's index
// reaches every component in the module graph), so the plugin first builds the app once more
// in memory with the default chunking (~4 s) and reads the sets off its chunks.
import { build } from 'vite';
import { staticClosure } from './bundle-size.mjs';

const PLANNING = 'CHUNK_GROUPS_PLANNING';

/**
 * The modules of `roots`' chunks and of every chunk they import statically, minus `exclude`:
 * bundle-size.mjs's staticClosure (the same walk over the build's manifest), over the chunks.
 */
function closure(chunks, roots, exclude) {
  const rootFiles = chunks.filter((c) => roots.includes(c.facadeModuleId)).map((c) => c.fileName);
  if (rootFiles.length !== roots.length) throw new Error(`chunk-groups: no chunk for ${roots}`);
  return closureOfFiles(chunks, rootFiles, exclude);
}

/** closure() from chunk files rather than lazy roots. */
function closureOfFiles(chunks, rootFiles, exclude) {
  const manifest = Object.fromEntries(
    chunks.map((c) => [c.fileName, { file: c.fileName, imports: c.imports }]),
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const modules = new Set();
  for (const file of staticClosure(manifest, rootFiles))
    for (const id of byFile.get(file).moduleIds) if (!exclude.has(id)) modules.add(id);
  return modules;
}

/** The three sets, from a chunk list (exported for the test). */
export function planGroups(chunks, roots) {
  const entry = chunks.find((chunk) => chunk.isEntry);
  const boot = closure(chunks, [entry.facadeModuleId], new Set());
  // The root itself stays the dynamic entry's own (small) chunk, named in the manifest.
  const services = closure(chunks, [roots.services], new Set([...boot, roots.services]));
  // Modules kept out of the first load only so that /login does not carry them, which the
  // other pages use (the form fields /login does not show): with the services, which every
  // page but /login waits for, so they cost no file of their own anywhere, as when they were
  // in the first load.
  const also = roots.servicesAlso ?? [];
  const holding = chunks.filter((c) => c.moduleIds.some((id) => also.includes(id)));
  if (also.length > 0 && holding.length === 0)
    throw new Error(`chunk-groups: no chunk for ${also}`);
  const beside = closureOfFiles(
    chunks,
    holding.map((c) => c.fileName),
    new Set([...boot, roots.services]),
  );
  for (const id of beside) services.add(id);
  const taken = new Set([...boot, ...services]);
  const [first, ...others] = roots.layouts.map((layout) => closure(chunks, [layout], taken));
  const area = new Set([...first].filter((id) => others.every((set) => set.has(id))));
  return { boot, services, area };
}

/**
 * @param {{ configFile: string, services: string, layouts: string[] }} roots the Vite config
 *   to plan with, and the absolute module ids of the lazy roots
 */
export function chunkGroups(roots) {
  const sets = { boot: new Set(), services: new Set(), area: new Set() };
  const plugin = {
    name: 'chunk-groups',
    apply: 'build',
    async config(_config, env) {
      if (process.env[PLANNING]) return;
      process.env[PLANNING] = '1';
      try {
        const result = await build({
          mode: env.mode,
          logLevel: 'silent',
          configFile: roots.configFile,
          build: { write: false, manifest: false },
        });
        const outputs = Array.isArray(result) ? result : [result];
        const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk');
        Object.assign(sets, planGroups(chunks, roots));
      } finally {
        delete process.env[PLANNING];
      }
    },
  };
  // Read when Rolldown makes the chunks, after config() has filled the sets; while planning,
  // the sets are empty and the default chunking applies.
  const groups = Object.keys(sets).map((name, index, all) => ({
    name,
    test: (id) => sets[name].has(id),
    priority: all.length - index,
    includeDependenciesRecursively: false,
  }));
  return { plugin, groups };
}
