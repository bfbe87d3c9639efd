// The mock's precomputed worlds (5/8): at build time (and in the dev server, on first use)
// each scenario is seeded in Node at the start of each day of a base week, and the browser
// loads the world of today's weekday as a chunk of its own and moves it to now
// (mocks/db/precomputed.ts, mocks/db/world.ts), instead of running faker and the seeders.
//
//   import { loadBaseWorldText } from 'virtual:mock-worlds';
//   const text = await loadBaseWorldText('default', 3); // Wednesday's, as JSON text
//
// The seed runs through Vite's module runner (runnerImport: TypeScript and the @/ aliases,
// node_modules native). The worlds are kept in node_modules/.cache/mock-worlds/, keyed by the
// contents of every file the seed ran (what runnerImport reports), so the second build of a
// run (hybrid) and unchanged checkouts reuse them.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { runnerImport } from 'vite';

const LOADER = 'virtual:mock-worlds';
const WORLD = 'virtual:mock-world/';
const ENTRY = 'mocks/db/build-worlds.ts';
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6];

/** The contents hash of a list of files (a missing file hashes as missing). */
async function hashFiles(files) {
  const hash = createHash('sha256');
  // The worlds' zone spans come from Node's time-zone data: new data, new worlds.
  hash.update(`tz ${process.versions.tz ?? ''}`);
  for (const file of [...files].sort()) {
    hash.update(file);
    hash.update(await readFile(file).catch(() => 'missing'));
  }
  return hash.digest('hex');
}

/**
 * @param {{ root?: string }} [options] the project root (default: this checkout)
 */
export function mockWorlds(options = {}) {
  const root = options.root ?? fileURLToPath(new URL('..', import.meta.url));
  const cacheDir = `${root}node_modules/.cache/mock-worlds`;
  const indexFile = `${cacheDir}/index.json`;
  /** @type {Promise<{ names: string[], world: (name: string, weekday: number) => Promise<string>, zones: () => Promise<string> }> | null} */
  let source = null;

  async function cached() {
    try {
      const index = JSON.parse(await readFile(indexFile, 'utf8'));
      // Worktrees share node_modules: worlds another checkout seeded are not this one's.
      if (index.files[0] !== `${root}${ENTRY}`) return null;
      if ((await hashFiles(index.files)) !== index.hash) return null;
      return {
        names: index.names,
        world: (name, weekday) => readFile(`${cacheDir}/${name}-${weekday}.json`, 'utf8'),
        zones: () => readFile(`${cacheDir}/zones.json`, 'utf8'),
      };
    } catch {
      return null;
    }
  }

  async function seeded() {
    const { module, dependencies } = await runnerImport(`${root}${ENTRY}`, {
      root,
      logLevel: 'warn',
      resolve: {
        alias: [
          { find: /^@\//, replacement: `${root}src/` },
          { find: /^@mocks\//, replacement: `${root}mocks/` },
        ],
      },
    });
    const names = module.scenarioNames();
    // Written aside and moved in place, so a build running at the same time never reads half.
    const fresh = `${cacheDir}-${process.pid}`;
    await rm(fresh, { recursive: true, force: true });
    await mkdir(fresh, { recursive: true });
    const built = [];
    const texts = new Map();
    for (const name of names)
      for (const weekday of WEEKDAYS) {
        const world = await module.buildBaseWorld(name, weekday);
        built.push(world);
        const key = `${name}-${weekday}`;
        texts.set(key, JSON.stringify(world));
        await writeFile(`${fresh}/${key}.json`, texts.get(key));
      }
    const zones = JSON.stringify(module.zoneOffsetsOf(built));
    await writeFile(`${fresh}/zones.json`, zones);
    const files = [`${root}${ENTRY}`, ...dependencies];
    await writeFile(
      `${fresh}/index.json`,
      JSON.stringify({ names, files, hash: await hashFiles(files) }),
    );
    await rm(cacheDir, { recursive: true, force: true });
    await rename(fresh, cacheDir);
    // Served from memory: another build seeding at the same time (npm test's mock worlds
    // phase beside a build) may be swapping the folder.
    return {
      names,
      world: async (name, weekday) => texts.get(`${name}-${weekday}`),
      zones: async () => zones,
    };
  }

  const worlds = () => (source ??= cached().then((hit) => hit ?? seeded()));

  return {
    name: 'mock-worlds',
    // `node scripts/mock-worlds-plugin.mjs` (npm test) seeds them ahead of the build.
    api: { worlds },
    // The dev server: a change to the mock or the app's shared code rebuilds the worlds on
    // their next load (a reload, then Reset in the Demo panel, shows them).
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!/[\\/](mocks|src[\\/]platform)[\\/]/.test(file)) return;
        source = null;
        for (const module of server.moduleGraph.idToModuleMap.values())
          if (module.id?.startsWith('\0virtual:mock-world'))
            server.moduleGraph.invalidateModule(module);
      });
    },
    resolveId(id) {
      if (id === LOADER || id.startsWith(WORLD)) return `\0${id}`;
      return null;
    },
    async load(id) {
      if (!id.startsWith('\0virtual:mock-world')) return null;
      const { names, world, zones } = await worlds();
      if (id === `\0${LOADER}`) {
        const entries = names.flatMap((name) =>
          WEEKDAYS.map(
            (weekday) =>
              `  ${JSON.stringify(`${name}-${weekday}`)}: () => import(${JSON.stringify(`${WORLD}${name}-${weekday}`)}),`,
          ),
        );
        return [
          'const worlds = {',
          ...entries,
          '};',
          'export async function loadBaseWorldText(scenario, weekday) {',
          '  const load = worlds[`${scenario}-${weekday}`];',
          '  if (!load) throw new Error(`No precomputed world "${scenario}" for weekday ${weekday}`);',
          '  return (await load()).default;',
          '}',
          '/** Each zone of the worlds: its offset spans (platform/format/zone.ts), 2020-2039. */',
          `export const zoneOffsets = JSON.parse(${JSON.stringify(await zones())});`,
        ].join('\n');
      }
      const [, name, weekday] = /^\0virtual:mock-world\/(.+)-(\d)$/.exec(id) ?? [];
      if (!names.includes(name)) throw new Error(`Unknown precomputed world ${id.slice(1)}`);
      // The JSON text, parsed by the mock once it moved the world's instants (db/world.ts,
      // moveWorldText): a string literal is cheap to load, so the chunk can be fetched early
      // (db/precomputed.ts) and cost little when IndexedDB turns out to hold the data.
      return `export default ${JSON.stringify(await world(name, Number(weekday)))};`;
    },
  };
}

// `node scripts/mock-worlds-plugin.mjs`: the worlds into the cache, seeded if it has none of
// this checkout's. npm test does it beside the lint on a clean clone (~20 s of one core, a
// seed at a time), so the mock build that follows finds them instead of seeding them itself.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const started = performance.now();
  const { names } = await mockWorlds().api.worlds();
  const ms = Math.round(performance.now() - started);
  console.log(`Mock worlds ready: ${names.length} scenarios, a world a weekday (${ms} ms).`);
}
