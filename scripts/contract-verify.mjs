// `npm run contract:verify -- --url URL ...`: the contract conformance checks against a live
// server (mocks/conformance/verify-cli.ts; `--help` lists the options). Like mock-server.mjs,
// bundles the TypeScript with Vite's SSR build (aliases @/ and @mocks/; node_modules stay
// external) into node_modules/.cache/contract-verify-<hash>/ and imports it.
import { createHash } from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const root = fileURLToPath(new URL('..', import.meta.url));
// node_modules may be shared by several checkouts (worktrees link it): one bundle per
// checkout and process, removed again after the run.
const key = createHash('sha1').update(`${root}|${process.pid}`).digest('hex').slice(0, 12);
const outDir = `${root}node_modules/.cache/contract-verify-${key}`;

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
    ssr: 'mocks/conformance/verify-cli.ts',
    outDir,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: false,
    rollupOptions: { output: { format: 'es', entryFileNames: 'verify-cli.mjs' } },
  },
});

const { rm } = await import('node:fs/promises');
try {
  const cli = await import(pathToFileURL(`${outDir}/verify-cli.mjs`).href);
  await cli.main(process.argv.slice(2));
} finally {
  await rm(outDir, { recursive: true, force: true });
}
