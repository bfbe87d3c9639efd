import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { getConfig, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';

// Test files run with the project's setup in one worker whose files share modules
// (scripts/fixtures/setup): the run fails if one of them does.
async function runFixtures() {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--config',
      'scripts/fixtures/setup/vitest.config.ts',
    ],
    { env: { ...process.env, NO_COLOR: '1' } },
  );
  return stdout;
}

// vitest.setup.ts holds every test file until the dynamic imports it started have landed: most
// files share their worker's modules, and a fetch cut when a file ends leaves the module that
// asked for it failed for every later file of that worker (CI of 2026-11-28). ends-early starts
// an import that takes 800 ms to load and ends at once. And React warns of an update outside
// act in every file, not only in the first of its worker (act-environment-*: two files alike,
// one after the other, each checks it).
it('a test file ends only once the imports it started have loaded; React knows it is in a test in every file', async () => {
  const stdout = await runFixtures();
  expect(stdout).toMatch(/Test Files {2}3 passed \(3\)/);
  const line = stdout.split('\n').find((text) => text.startsWith('import-settle '));
  const times = JSON.parse(line!.slice('import-settle '.length)) as {
    loaded: number;
    fileEnded: number;
  };
  expect(times.loaded).toBeGreaterThan(0);
  expect(times.fileEnded).toBeGreaterThanOrEqual(times.loaded);
});

// vitest.setup.ts fails a test in which React warned of a state update outside act(): the
// fixture's first test lets a timer's update land outside act, its second waits for the same
// update inside act.
it('a state update outside act() fails its test, the same update inside act() does not', async () => {
  const run = await promisify(execFile)(
    process.execPath,
    [
      'node_modules/vitest/vitest.mjs',
      'run',
      '--config',
      'scripts/fixtures/act-guard/vitest.config.ts',
    ],
    { env: { ...process.env, NO_COLOR: '1' } },
  ).then(
    () => ({ failed: false, output: '' }),
    (error: { stdout: string; stderr: string }) => ({
      failed: true,
      output: error.stdout + error.stderr,
    }),
  );
  expect(run.failed).toBe(true);
  expect(run.output).toMatch(/Tests {2}1 failed \| 1 passed \(2\)/);
  expect(run.output).toContain('× an update that lands outside act');
  expect(run.output).toContain(
    'React updated state outside act() in this test (1x): An update to Late inside a test was not wrapped in act(...)',
  );
});

describe("Testing Library's element errors (vitest.setup.ts)", () => {
  // A page of one paragraph, gone when the test ends (the next file of the worker shares the
  // document).
  const page = () => {
    const main = document.createElement('main');
    main.innerHTML = '<p>Only this</p>';
    document.body.append(main);
    onTestFinished(() => main.remove());
  };
  const caught = async (wait: Promise<unknown>) =>
    (
      (await wait.then(
        () => null,
        (error: unknown) => error,
      )) as Error
    ).message;

  it('a query that fails outside a wait shows the document', () => {
    page();
    expect(() => screen.getByText('Missing')).toThrow(/Only this/);
  });

  it('a wait that times out shows the document once (the stock errors showed it twice)', async () => {
    page();
    const message = await caught(waitFor(() => screen.getByText('Missing'), { timeout: 200 }));
    expect(message).toMatch(/^Unable to find an element with the text: Missing/);
    expect(message.match(/Only this/g)).toHaveLength(1);
  });

  it("a wait's polls build their errors without the document", async () => {
    page();
    const messages: string[] = [];
    await waitFor(() => {
      try {
        screen.getByText('Missing');
      } catch (error) {
        messages.push((error as Error).message);
      }
      if (messages.length < 3) throw new Error('again');
    });
    expect(messages).toHaveLength(3);
    for (const message of messages) expect(message).not.toMatch(/Only this/);
  });

  it('wraps the stock function itself, whatever files the worker ran before', () => {
    type Kept = ((...args: unknown[]) => Error) & { stock?: Kept };
    const ours = getConfig().getElementError as Kept;
    expect(ours.stock).toBeTypeOf('function');
    expect(ours.stock!.stock).toBeUndefined();
  });
});
