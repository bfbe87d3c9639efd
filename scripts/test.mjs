#!/usr/bin/env node
// `npm test`: every check, stopping at the first that fails, then the time each phase took
// (3/8: the suite's cost is measured on every run, not guessed). Phases that do not depend on
// each other share a stage (scripts/test-runner.mjs): on 2 cores a single-threaded check
// (tsc, eslint) or the unit tests leave CPU idle that the other lane uses. The real-API
// journeys run beside the unit tests once their builds are made: alone, they left half of the
// two cores idle for their 90 s (one worker: they share one mock server's state). The mock
// journeys follow them in that lane, still beside the unit tests: alone after the unit phase
// they had the machine ~7% idle over the run (the unit files' own waits, then each phase's tail;
// vmstat), beside it ~3% (0% from the fifth minute on). On 2026-12-02: 11m28s before; 8m53s,
// 10m54s and 11m22s after: the machine's speed moved more than that between runs (~1,030 to
// ~1,315 busy CPU-seconds for the same work), so the gain is the idle, ~4% of the run (0.52 s of
// wall time per busy CPU-second against 0.54). The unit phase then takes longer (8-10 min
// against 5), and ends shortly after the journeys.
import { formatTimes, runStages } from './test-runner.mjs';

const phase = (name, command) => ({ name, command });
const STAGES = [
  [
    // Regenerates the API client and the county files in place, so nothing reads src beside it.
    [phase('generated code is current', 'npm run --silent check:generated')],
    [
      phase('audit (report only)', 'npm run --silent audit:report'),
      phase('contract lint', 'npm run --silent lint:contract'),
    ],
  ],
  [
    [
      // TypeScript 7 (native): ~10 s where TypeScript 6 took ~45 s and 60 CPU-seconds, so the
      // builds follow it in this lane while eslint and oxfmt run in the other.
      phase('typecheck', 'npm run --silent typecheck'),
      // Builds the real-API (dist-real) and mock (dist) apps the journeys use, and weighs them.
      phase('bundle sizes', 'npm run --silent check:bundle'),
    ],
    [
      // On a clean clone the mock's worlds are seeded here (~20 s of one core), ahead of the
      // mock build in the other lane, which then finds them (scripts/mock-worlds-plugin.mjs).
      phase('mock worlds', 'node scripts/mock-worlds-plugin.mjs'),
      phase('lint', 'npm run --silent lint'),
    ],
  ],
  [
    [phase('unit and integration', 'npm run --silent test:unit')],
    [
      phase('hybrid build', 'node scripts/app-builds.mjs hybrid'),
      phase('end-to-end (real-API build)', 'E2E_SKIP_BUILD=1 npm run --silent test:e2e:real'),
      phase('end-to-end (mock build)', 'E2E_SKIP_BUILD=1 npm run --silent test:e2e'),
    ],
  ],
];

const run = await runStages(STAGES);
console.log(formatTimes(run));
process.exit(run.failed ? 1 : 0);
