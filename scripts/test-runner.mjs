// The runner behind `npm test` (scripts/test.mjs): stages one after another; within a stage,
// its lanes at the same time and each lane's phases in order. The first failure stops
// everything (a lane running beside it is stopped too) and the phase times are printed.
//
// A phase alone in its stage streams its output as it runs; phases that share a stage with
// another lane print theirs as one block when they end, so two logs never interleave.
//
// The failed phase's digest (its failing tests' lines and its last lines) is printed again at
// the end, above the times: a lane stopped beside it prints its own block after the failure's,
// and a CI log read from its tail showed only the stopped journeys' passes (stop 95's CI: 'unit
// and integration FAILED', no failing test in sight).
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';

/**
 * @typedef {{ name: string, command: string }} Phase
 * @typedef {{ name: string, ms: number, status: 'passed' | 'failed' | 'stopped', alongside: boolean }} PhaseResult
 */

/**
 * @param {Phase[][][]} stages stages, each a list of lanes, each a list of phases
 * @param {{ write?: (text: string) => void }} [options]
 * @returns {Promise<{ results: PhaseResult[], failed: string | null, ms: number }>}
 */
export async function runStages(stages, { write = (text) => process.stdout.write(text) } = {}) {
  const started = performance.now();
  /** @type {PhaseResult[]} */
  const results = [];
  /** @type {Set<import('node:child_process').ChildProcess>} */
  const running = new Set();
  let failed = null;
  let failedOutput = '';
  const stopAll = () => {
    for (const child of running) stopGroup(child);
  };
  const onSignal = () => {
    stopAll();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const runLane = async (lane, alongside) => {
    for (const phase of lane) {
      if (failed) return;
      const start = performance.now();
      const { status, output } = await runPhase(phase, { alongside, running, write });
      const stopped = failed !== null && status !== 0;
      results.push({
        name: phase.name,
        ms: performance.now() - start,
        status: status === 0 ? 'passed' : stopped ? 'stopped' : 'failed',
        alongside,
      });
      if (status !== 0 && !failed) {
        failed = phase.name;
        failedOutput = output;
        stopAll();
      }
    }
  };
  try {
    for (const lanes of stages) {
      await Promise.all(lanes.map((lane) => runLane(lane, lanes.length > 1)));
      if (failed) break;
    }
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
  if (failed)
    write(
      `\n> ${failed} FAILED; again, its failures and its last lines:\n${failureDigest(failedOutput)}\n`,
    );
  return { results, failed, ms: performance.now() - started };
}

function runPhase(phase, { alongside, running, write }) {
  return new Promise((resolve) => {
    // Its own process group, so a stop reaches the shell's children (vite, Chromium, ...).
    const child = spawn(phase.command, {
      shell: true,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.add(child);
    const output = [];
    const take = (chunk) => {
      output.push(chunk);
      if (!alongside) write(chunk.toString());
    };
    if (!alongside) write(`\n> ${phase.name}\n`);
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code, signal) => {
      running.delete(child);
      const text = Buffer.concat(output).toString();
      if (alongside) write(`\n> ${phase.name}\n${text}`);
      resolve({ status: code ?? (signal ? 1 : 0), output: text });
    });
  });
}

/** A failing test's own line, as Vitest ('FAIL', '×') and Playwright ('✘') print it. */
const FAILURE_LINE = /(^|\s)(FAIL|×|✘)\s/;
/** Lines kept of each part: the log's tail shows them beside the phase times. */
const DIGEST_FAILURES = 20;
const DIGEST_TAIL = 40;

/**
 * What a reader of a log's tail needs of a failed phase: its failing tests' lines (once each,
 * at most DIGEST_FAILURES), then its last DIGEST_TAIL lines, where both runners sum up.
 * @param {string} output
 */
export function failureDigest(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  while (lines.length && !lines.at(-1)?.trim()) lines.pop();
  const failures = [
    ...new Set(lines.filter((line) => FAILURE_LINE.test(line)).map((l) => l.trim())),
  ];
  const shown = failures.slice(0, DIGEST_FAILURES);
  if (failures.length > shown.length) shown.push(`… and ${failures.length - shown.length} more`);
  const tail = lines.slice(-DIGEST_TAIL);
  return [...shown.map((line) => `  ${line}`), ...(shown.length ? ['  ---'] : []), ...tail].join(
    '\n',
  );
}

/** How long a stopped phase has to clean up after SIGINT before it gets SIGTERM. */
const STOP_GRACE_MS = 10_000;

/**
 * Stops a phase's process group: SIGINT first, as Ctrl-C would, then SIGTERM if it is still
 * running after STOP_GRACE_MS. Playwright cleans up on SIGINT: it stops its `webServer`, which
 * it starts in a process group of its own, out of reach of a signal to the phase's group. On a
 * bare SIGTERM it died and left that `vite preview` running, and the next run's journeys
 * (`reuseExistingServer` outside CI) met the old build's server: 404s for the new chunks and
 * nearly every journey failed (2026-12-07).
 */
function stopGroup(child) {
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  signal('SIGINT');
  const escalate = setTimeout(() => {
    if (child.exitCode === null && child.signalCode === null) signal('SIGTERM');
  }, STOP_GRACE_MS);
  escalate.unref();
  child.once('close', () => clearTimeout(escalate));
}

/** Minutes and seconds, rounded to the second first (59.6 s is 1m 00s, not 0m 60s). */
const format = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}m ${String(seconds % 60).padStart(2, '0')}s`;
};

/** The table printed at the end: each phase's time, and the wall time of the whole run. */
export function formatTimes({ results, ms }) {
  const lines = ['', 'npm test, phase times (* ran beside another lane):'];
  for (const { name, ms: phaseMs, status, alongside } of results)
    lines.push(
      `  ${(alongside ? '* ' : '  ') + name}`.padEnd(34) +
        format(phaseMs).padStart(8) +
        (status === 'passed' ? '' : `  ${status.toUpperCase()}`),
    );
  lines.push(`  ${'  total (wall clock)'.padEnd(32)}${format(ms).padStart(8)}`);
  return lines.join('\n');
}
