// The app's builds in one place: `npm run check:bundle` weighs the same real-API build the
// real-API journeys then use (npm test builds each once, not twice), and the bench makes its
// builds with buildApp too (bench/lib.mjs).
import { execSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** The real-API build's provider: `npm run mock:server` on its default ports. */
export const REAL_E2E_ENV = {
  VITE_API_URL: 'http://127.0.0.1:8787',
  VITE_PUSHER_HOST: '127.0.0.1',
  VITE_PUSHER_PORT: '9000',
};

/** `vite build` into outDir with these variables (the mock build: no variables, dist/). */
export function buildApp(outDir, env = {}) {
  execSync('npx vite build --logLevel warn', {
    stdio: 'inherit',
    env: { ...process.env, ...env, BUILD_OUT_DIR: outDir },
  });
}

/** The hybrid build of the real-API journeys: the mock answers only the notifications tag. */
export function buildHybrid() {
  buildApp('dist-hybrid', { ...REAL_E2E_ENV, VITE_MOCK: 'notifications' });
}

// `node scripts/app-builds.mjs hybrid`: npm test makes it beside the unit tests.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv[2] !== 'hybrid') throw new Error('usage: node scripts/app-builds.mjs hybrid');
  buildHybrid();
}
