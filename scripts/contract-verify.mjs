// `npm run contract:verify -- --url URL ...`: the contract conformance checks against a live
// server (mocks/conformance/verify-cli.ts; `--help` lists the options), bundled by
// lib/bundle-ts.mjs (one bundle per checkout and process, removed again after the run).
import { importBundled } from './lib/bundle-ts.mjs';

const { module: cli, remove } = await importBundled('mocks/conformance/verify-cli.ts', {
  name: 'contract-verify',
  instance: process.pid,
});
try {
  await cli.main(process.argv.slice(2));
} finally {
  await remove();
}
