import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { failureDigest, formatTimes, runStages } from './test-runner.mjs';

// One line: the shell keeps a JSON string's escapes as they are.
const node = (code: string) => `node -e ${JSON.stringify(code.replace(/\s*\n\s*/g, ' '))}`;

describe('runStages (npm test)', () => {
  it('runs a stage’s lanes at the same time and its phases in order, stages one after another', async () => {
    // 'a' ends only once 'b2' (the other lane's second phase) has written the mark: run one
    // lane after the other, 'a' would give up and fail.
    const mark = join(mkdtempSync(join(tmpdir(), 'runner-')), 'mark');
    // (Its bound on the monotonic clock: the wall clock may be moved, by faketime or NTP.)
    const waitForMark = `const fs = require('fs'); const t = performance.now();
      const poll = () => fs.existsSync(${JSON.stringify(mark)}) ? console.log('a out')
        : performance.now() - t > 10000 ? process.exit(1) : setTimeout(poll, 20); poll();`;
    const out: string[] = [];
    const run = await runStages(
      [
        [
          [{ name: 'a', command: node(waitForMark) }],
          [
            { name: 'b1', command: node("console.log('b1 out')") },
            {
              name: 'b2',
              command: node(`require('fs').writeFileSync(${JSON.stringify(mark)}, '')`),
            },
          ],
        ],
        [[{ name: 'c', command: node("console.log('c out')") }]],
      ],
      { write: (text) => out.push(text) },
    );
    expect(run.failed).toBeNull();
    // 'a' and 'b2' end at about the same moment, in either order.
    const names = run.results.map((r) => r.name);
    expect([...names].sort()).toEqual(['a', 'b1', 'b2', 'c']);
    expect(names.indexOf('b1')).toBeLessThan(names.indexOf('b2'));
    expect(names.at(-1)).toBe('c');
    expect(run.results.every((r) => r.status === 'passed')).toBe(true);
    expect(run.results.filter((r) => r.alongside).map((r) => r.name)).not.toContain('c');
    const text = out.join('');
    // A lane beside another prints its output as one block under its name; a phase alone
    // streams its own.
    expect(text).toContain('\n> a\na out\n');
    expect(text).toContain('\n> b1\nb1 out\n');
    expect(text.indexOf('> c')).toBeGreaterThan(text.indexOf('a out'));
    expect(text).toContain('\n> c\nc out\n');
  });

  it('stops at the first failure: the other lane is stopped, later phases and stages never run', async () => {
    // 'fails' fails once 'never ends' has written its line (and the mark after it).
    const mark = join(mkdtempSync(join(tmpdir(), 'runner-')), 'mark');
    const failOnMark = `const fs = require('fs');
      const poll = () => fs.existsSync(${JSON.stringify(mark)})
        ? (console.error('broken'), process.exit(3)) : setTimeout(poll, 20); poll();`;
    const out: string[] = [];
    const run = await runStages(
      [
        [
          [
            {
              name: 'never ends',
              command: node(`console.log('still going');
                require('fs').writeFileSync(${JSON.stringify(mark)}, '');
                setInterval(() => {}, 1000)`),
            },
          ],
          [
            { name: 'fails', command: node(failOnMark) },
            { name: 'after', command: node('') },
          ],
        ],
        [[{ name: 'next stage', command: node('') }]],
      ],
      { write: (text) => out.push(text) },
    );
    expect(run.failed).toBe('fails');
    expect(run.results.map((r) => [r.name, r.status])).toEqual([
      ['fails', 'failed'],
      ['never ends', 'stopped'],
    ]);
    const text = out.join('');
    expect(text).toContain('\n> fails\nbroken\n');
    // The stopped lane's block comes after the failure's; the failure is repeated below it,
    // so a log read from its tail shows what failed.
    expect(text.indexOf('still going')).toBeGreaterThan(text.indexOf('\n> fails\n'));
    expect(text.slice(text.indexOf('still going'))).toContain(
      '\n> fails FAILED; again, its failures and its last lines:\nbroken\n',
    );
    const table = formatTimes(run);
    expect(table).toMatch(/\* fails +\dm \d\ds {2}FAILED/);
    expect(table).toMatch(/\* never ends +\dm \d\ds {2}STOPPED/);
    expect(table).toMatch(/total \(wall clock\) +\dm \d\ds$/);
  });

  it('stops a lane so that it can clean up: what its phase started in a group of its own goes too', async () => {
    // As Playwright's webServer: the phase starts a server in a process group of its own (out
    // of reach of a signal to the phase's group) and stops it on SIGINT. A stop by SIGTERM
    // alone killed the phase and left the server running (a stale `vite preview`, 2026-12-07).
    const dir = mkdtempSync(join(tmpdir(), 'runner-'));
    const [mark, pidFile] = [join(dir, 'mark'), join(dir, 'server.pid')];
    const failOnMark = `const fs = require('fs');
      const poll = () => fs.existsSync(${JSON.stringify(mark)})
        ? process.exit(3) : setTimeout(poll, 20); poll();`;
    const startsServer = `const { spawn } = require('child_process'); const fs = require('fs');
      const server = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'],
        { detached: true, stdio: 'ignore' });
      fs.writeFileSync(${JSON.stringify(pidFile)}, String(server.pid));
      process.on('SIGINT', () => { server.kill(); process.exit(130); });
      fs.writeFileSync(${JSON.stringify(mark)}, ''); setInterval(() => {}, 1000);`;
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    let server = 0;
    try {
      const run = await runStages(
        [
          [
            [{ name: 'journeys', command: node(startsServer) }],
            [{ name: 'fails', command: node(failOnMark) }],
          ],
        ],
        { write: () => {} },
      );
      server = Number(readFileSync(pidFile, 'utf8'));
      expect(run.results.map((r) => [r.name, r.status])).toEqual([
        ['fails', 'failed'],
        ['journeys', 'stopped'],
      ]);
      // The server was killed before its phase ended; allow its exit a moment to be reaped.
      const t = performance.now();
      while (alive(server) && performance.now() - t < 2000)
        await new Promise((r) => setTimeout(r, 20));
      expect(alive(server)).toBe(false);
    } finally {
      if (server && alive(server)) process.kill(server);
    }
  });

  it('digests a failed log: its failing tests once each, then its last lines', () => {
    const vitest = [
      ' ✓ src/a.test.ts (3 tests) 40ms',
      ' × src/b.test.ts > saves twice 20ms',
      ...Array.from({ length: 60 }, (_, i) => `line ${i}`),
      ' FAIL  app  src/b.test.ts > saves twice',
      'AssertionError: expected 2 to be 1',
      ' Test Files  1 failed | 1 passed (2)',
      '',
    ].join('\n');
    const digest = failureDigest(`\x1b[31m${vitest}\x1b[39m`).split('\n');
    expect(digest.slice(0, 3)).toEqual([
      '  × src/b.test.ts > saves twice 20ms',
      '  FAIL  app  src/b.test.ts > saves twice',
      '  ---',
    ]);
    expect(digest.slice(3)).toHaveLength(40);
    expect(digest.at(-1)).toBe(' Test Files  1 failed | 1 passed (2)');
    expect(digest).not.toContain('line 0');
    expect(digest.join('\n')).not.toContain('\x1b');
    // Playwright's failed journey; a passing log with no failing line has no list above.
    expect(failureDigest('  ✘  3 [desktop] › e2e/a.spec.ts:4:1 › logs in (2.0s)\n  1 failed')).toBe(
      '  ✘  3 [desktop] › e2e/a.spec.ts:4:1 › logs in (2.0s)\n  ---\n  ✘  3 [desktop] › e2e/a.spec.ts:4:1 › logs in (2.0s)\n  1 failed',
    );
    expect(failureDigest('exit 1\n')).toBe('exit 1');
    const many = Array.from({ length: 25 }, (_, i) => `✘ journey ${i}`).join('\n');
    expect(failureDigest(many).split('\n')[20]).toBe('  … and 5 more');
  });

  it('prints minutes and seconds rounded to the second', () => {
    const phase = (name: string, ms: number) => ({
      name,
      ms,
      status: 'passed' as const,
      alongside: false,
    });
    const table = formatTimes({
      results: [phase('short', 59_600), phase('long', 754_400)],
      ms: 119_500,
    });
    expect(table).toMatch(/ short +1m 00s\n/);
    expect(table).toMatch(/ long +12m 34s\n/);
    expect(table).toMatch(/total \(wall clock\) +2m 00s$/);
  });
});
