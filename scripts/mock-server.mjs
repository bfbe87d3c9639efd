// Runs the mock backend as a real HTTP + Pusher server (mocks/server/main.ts).
// Node 20 cannot run TypeScript and no tsx-like runner is installed, so this bundles the
// server with Vite's SSR build (Rolldown; aliases @/ and @mocks/ as in vite.config.ts;
// node_modules stay external) into node_modules/.cache/mock-server/ and imports it.
//   MOCK_SERVER_PORT (8787)  MOCK_PUSHER_PORT (9000)  MOCK_SCENARIO (default)
//   MOCK_SIMULATOR_MS (off): emit a demo notification every N ms
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
// node_modules may be shared by several checkouts (worktrees link it): one bundle directory
// per checkout and port, so two servers started at once never empty or import each other's.
const key = createHash('sha1')
  .update(`${root}|${process.env.MOCK_SERVER_PORT ?? 8787}`)
  .digest('hex')
  .slice(0, 12);
const outDir = `${root}node_modules/.cache/mock-server-${key}`;

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
    ssr: 'mocks/server/main.ts',
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rollupOptions: { output: { format: 'es', entryFileNames: 'main.mjs' } },
  },
});

const server = await import(pathToFileURL(`${outDir}/main.mjs`).href);
await server.main();
