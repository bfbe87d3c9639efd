// npm run bench — a benchmark (never a timed test): builds the app (mock and real-API modes)
// and runs each measurement module of bench/measurements/ against the built app in headless
// Chromium, printing the figures and writing them to bench/results.json (one section per
// module, plus `meta`), so a change can be compared with the committed figures.
//
// Adding a measurement: write bench/measurements/<name>.mjs exporting
//   export default { name: 'rankingCandidates', async run(ctx) { return {…} } }
// (ctx.dirs.mock / ctx.dirs.real: built dirs; ctx.dirs.realBench(apiPort, pusherPort): a
// real-API build for a mock server on those ports, best ctx.apiPorts(), shared by the modules
// of a run; ctx.port(): a free port of this run) and
// add it to MEASUREMENTS below. BENCH_ONLY=pageLoad,burst runs some sections only and keeps
// the others of the file. A module that cannot measure throws: the run exits non-zero and
// writes nothing. BENCH_PORT (4181) is the first port used; BENCH_REBUILD=1 forces builds.
// A section may return `overBudget` (a count, as `ratios` does: its lines over their ratio
// budgets); with `--fail-over-budget` (or BENCH_FAIL_OVER_BUDGET=1) the run then exits 1,
// after writing the figures. Without it, over-budget lines are reported only.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { build } from '../bench/lib.mjs';
import { REAL_E2E_ENV } from './app-builds.mjs';
import { portSequence } from './bench-ports.mjs';
import burst from '../bench/measurements/burst.mjs';
import calendar from '../bench/measurements/calendar.mjs';
import dispatch from '../bench/measurements/dispatch.mjs';
import handover from '../bench/measurements/handover.mjs';
import lighthouse from '../bench/measurements/lighthouse.mjs';
import loginWeight from '../bench/measurements/login-weight.mjs';
import pageLoad from '../bench/measurements/page-load.mjs';
import ranking from '../bench/measurements/ranking.mjs';
import ratios from '../bench/measurements/ratios.mjs';

const MEASUREMENTS = [
  pageLoad,
  loginWeight,
  lighthouse,
  burst,
  calendar,
  ranking,
  ratios,
  dispatch,
  handover,
];
const RESULTS = 'bench/results.json';

const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());
const selected = MEASUREMENTS.filter((m) => !only || only.includes(m.name));
if (only && selected.length !== only.length)
  throw new Error(
    `BENCH_ONLY: unknown section in ${only} (known: ${MEASUREMENTS.map((m) => m.name)})`,
  );

const nextPort = portSequence(Number(process.env.BENCH_PORT ?? 4181));
let apiPorts;
const ctx = {
  port: nextPort,
  // The mock server's HTTP and Pusher ports, the same for every module of a run: the real-API
  // bench build names them, so one build serves them all (modules run one after the other).
  apiPorts: () => (apiPorts ??= [nextPort(), nextPort()]),
  dirs: {
    get mock() {
      build('dist');
      return 'dist';
    },
    get real() {
      // The same real-API build as npm test's (scripts/app-builds.mjs).
      build('dist-real', REAL_E2E_ENV);
      return 'dist-real';
    },
    realBench(apiPort, pusherPort) {
      build('dist-bench-real', {
        VITE_API_URL: `http://127.0.0.1:${apiPort}`,
        VITE_PUSHER_HOST: '127.0.0.1',
        VITE_PUSHER_PORT: String(pusherPort),
      });
      return 'dist-bench-real';
    },
  },
};

const results = {};
try {
  for (const measurement of selected) {
    console.log(`== ${measurement.name}`);
    results[measurement.name] = await measurement.run(ctx);
  }
} catch (error) {
  console.error(`bench FAILED: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const previous = only && existsSync(RESULTS) ? JSON.parse(readFileSync(RESULTS, 'utf8')) : {};
const meta = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: cpus().length,
  sections: only ? { ...previous.meta?.sections } : {},
};
for (const name of Object.keys(results)) meta.sections[name] = meta.date;
mkdirSync('bench', { recursive: true });
writeFileSync(RESULTS, JSON.stringify({ ...previous, meta, ...results }, null, 2) + '\n');
console.log(`figures written to ${RESULTS}`);
const failOverBudget =
  process.argv.includes('--fail-over-budget') || process.env.BENCH_FAIL_OVER_BUDGET === '1';
const over = Object.entries(results).filter(([, r]) => r?.overBudget > 0);
if (failOverBudget && over.length) {
  console.error(`over budget: ${over.map(([name, r]) => `${name} (${r.overBudget})`).join(', ')}`);
  process.exit(1);
}
