#!/usr/bin/env node
// `npm test`: every check in order, stopping at the first that fails, then the time each
// phase took (3/8: the suite's cost is measured on every run, not guessed).
import { spawnSync } from 'node:child_process';

const PHASES = [
  ['typecheck', 'npm run --silent typecheck'],
  ['lint', 'npm run --silent lint'],
  ['audit (report only)', 'npm run --silent audit:report'],
  ['contract lint', 'npm run --silent lint:contract'],
  ['generated code is current', 'npm run --silent check:generated'],
  ['unit and integration', 'npm run --silent test:unit'],
  ['bundle sizes', 'npm run --silent check:bundle'],
  ['end-to-end (mock build)', 'E2E_SKIP_BUILD=1 npm run --silent test:e2e'],
  ['end-to-end (real-API build)', 'npm run --silent test:e2e:real'],
];

const format = (ms) =>
  `${Math.floor(ms / 60000)}m ${String(Math.round((ms % 60000) / 1000)).padStart(2, '0')}s`;
const done = [];
const started = Date.now();
let failed = null;
for (const [name, command] of PHASES) {
  const start = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  done.push([name, Date.now() - start, status]);
  if (status !== 0) {
    failed = name;
    break;
  }
}
console.log('\nnpm test, phase times:');
for (const [name, ms, status] of done)
  console.log(`  ${name.padEnd(30)} ${format(ms).padStart(8)}${status === 0 ? '' : '  FAILED'}`);
console.log(`  ${'total'.padEnd(30)} ${format(Date.now() - started).padStart(8)}`);
process.exit(failed ? 1 : 0);
