import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISOLATED_TESTS } from './isolated-tests.mjs';

// Most test files share their worker's modules (vite.config.ts); a file that swaps a module or
// a global must run isolated, or the swap leaks into whichever file the worker runs next.
const SWAPS = /\bvi\.(mock|doMock|resetModules|stubGlobal|stubEnv)\(/;

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
