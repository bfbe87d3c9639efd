import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ISOLATED_TESTS } from './isolated-tests.mjs';

// Most test files share their worker's modules (vite.config.ts); a file that swaps a module
// must run isolated, or the swap leaks into whichever file the worker runs next. A stubbed
// global or environment variable is put back after each test (below).
const SWAPS = /\bvi\.(mock|doMock|resetModules)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('isolated test files', () => {
  const files = ['src', 'mocks', 'scripts'].flatMap(testFiles);

  it('lists every test file that swaps a module or a global', () => {
    const swapping = files.filter((file) => SWAPS.test(readFileSync(file, 'utf8')));
    expect(swapping.length).toBeGreaterThan(0);
    expect(swapping.filter((file) => !ISOLATED_TESTS.includes(file))).toEqual([]);
  });

  it('lists only test files that exist', () => {
    expect(ISOLATED_TESTS.filter((file) => !files.includes(file))).toEqual([]);
  });
});

// Files that stub globals share their worker's modules: vite.config.ts's unstubGlobals and
// unstubEnvs put every stub back after its test, whether the file does or not.
describe('stubs end with their test', () => {
  const probe = '__moversStubProbe';
  it('a test stubs a global and an environment variable', () => {
    vi.stubGlobal(probe, 'stubbed');
    vi.stubEnv('MOVERS_STUB_PROBE', 'stubbed');
    expect((globalThis as Record<string, unknown>)[probe]).toBe('stubbed');
  });

  it('the next test finds neither', () => {
    expect(probe in globalThis).toBe(false);
    expect(process.env.MOVERS_STUB_PROBE).toBeUndefined();
  });
});
