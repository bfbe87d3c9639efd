// The runner behind `npm test` (scripts/test.mjs): stages one after another; within a stage,
// its lanes at the same time and each lane's phases in order. The first failure stops
// everything (a lane running beside it is stopped too) and the phase times are printed.
//
// A phase alone in its stage streams its output as it runs; phases that share a stage with
// another lane print theirs as one block when they end, so two logs never interleave.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';

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
      const status = await runPhase(phase, { alongside, running, write });
      const stopped = failed !== null && status !== 0;
      results.push({
        name: phase.name,
        ms: performance.now() - start,
        status: status === 0 ? 'passed' : stopped ? 'stopped' : 'failed',
        alongside,
      });
      if (status !== 0 && !failed) {
        failed = phase.name;
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
    const take = alongside ? (chunk) => output.push(chunk) : (chunk) => write(chunk.toString());
    if (!alongside) write(`\n> ${phase.name}\n`);
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code, signal) => {
      running.delete(child);
      if (alongside) write(`\n> ${phase.name}\n${Buffer.concat(output).toString()}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
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
