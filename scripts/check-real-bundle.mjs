// The real-API build (VITE_API_URL set) must contain no mock code. Builds it into dist-real/
// and looks for strings that only the mock backend has; as a control, the same strings must
// be present in the mock-mode build (dist/), so this check can fail.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const MOCK_MARKERS = [
  'mockServiceWorker.js',
  'demo1234',
  'These credentials do not match our records.',
  'Failed to create a new record',
];

/** Every file the build emits (scripts, html, css, public files), as text. */
function files(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => statSync(join(dir, f)).isFile());
}
function jsText(dir) {
  return files(dir)
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
}

execSync('npx vite build --logLevel warn', {
  stdio: 'inherit',
  env: {
    ...process.env,
    VITE_API_URL: process.env.REAL_API_URL ?? 'http://127.0.0.1:8787',
    BUILD_OUT_DIR: 'dist-real',
  },
});
const real = jsText('dist-real');
const leaked = MOCK_MARKERS.filter((m) => real.includes(m));
const workerFiles = files('dist-real').filter((f) => /mockServiceWorker/.test(f));
if (workerFiles.length) leaked.push(...workerFiles);
if (leaked.length) {
  console.error(`Mock code leaked into the real-API bundle: ${leaked.join(', ')}`);
  process.exit(1);
}
// The control: a fresh mock-mode build must contain every marker and the service worker.
execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const mock = jsText('dist');
const missing = MOCK_MARKERS.filter((m) => !mock.includes(m));
if (!existsSync('dist/mockServiceWorker.js')) missing.push('dist/mockServiceWorker.js');
if (missing.length) {
  console.error(`Control failed: the mock build lacks ${missing.join(', ')} (update the markers)`);
  process.exit(1);
}
console.log(
  `Real-API bundle is free of mock code (${MOCK_MARKERS.length} markers checked; all present in the mock build).`,
);
