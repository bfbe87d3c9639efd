import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

// vitest.setup.ts holds every test file until the dynamic imports it started have landed: most
// files share their worker's modules, and a fetch cut when a file ends leaves the module that
// asked for it failed for every later file of that worker (CI of 2026-11-28). Runs one file
// with the project's setup (scripts/fixtures/import-settle): it starts an import that takes
// 800 ms to load and ends at once.
it('a test file ends only once the imports it started have loaded', async () => {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--config',
      'scripts/fixtures/import-settle/vitest.config.ts',
    ],
    { env: { ...process.env, NO_COLOR: '1' } },
  );
  const line = stdout.split('\n').find((text) => text.startsWith('import-settle '));
  const times = JSON.parse(line!.slice('import-settle '.length)) as {
    loaded: number;
    fileEnded: number;
  };
  expect(times.loaded).toBeGreaterThan(0);
  expect(times.fileEnded).toBeGreaterThanOrEqual(times.loaded);
});
