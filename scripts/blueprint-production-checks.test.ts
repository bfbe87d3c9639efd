import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decideNodeEnvChecks } from './blueprint-production-checks.mjs';

const require = createRequire(import.meta.url);

/** Every published Blueprint ES module that asks `isNodeEnv("…")`, with its code. */
function publishedChecks(): [string, string][] {
  return ['core', 'icons'].flatMap((pkg) => {
    const esm = join(dirname(require.resolve(`@blueprintjs/${pkg}/package.json`)), 'lib/esm');
    return readdirSync(esm, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file): [string, string] => [`${pkg}/${file}`, readFileSync(join(esm, file), 'utf8')])
      .filter(([, code]) => code.includes('isNodeEnv("'));
  });
}

describe("Blueprint's development checks are decided in the build", () => {
  it('answers the call, read directly or from a namespace', () => {
    expect(
      decideNodeEnvChecks(
        'if (!isNodeEnv("production")) warn(); if (!Utils.isNodeEnv("production")) warn(); ' +
          'const measure = isNodeEnv("development") && ok;',
      ),
    ).toBe('if (!true) warn(); if (!true) warn(); const measure = false && ok;');
  });

  it('leaves the function itself and other calls as they are', () => {
    const code = 'export function isNodeEnv(env) { return NODE_ENV === env; } isNodeEnv(env);';
    expect(decideNodeEnvChecks(code)).toBe(code);
  });

  it('leaves no call in the published modules, and makes no property of an answer', () => {
    const modules = publishedChecks();
    // core's abstract components and hooks, popovers, overlays; icons' loader.
    expect(modules.length).toBeGreaterThan(5);
    for (const [file, code] of modules) {
      const decided = decideNodeEnvChecks(code);
      expect(decided, file).not.toMatch(/isNodeEnv\("/);
      expect(decided, file).not.toMatch(/\.(true|false)\b/);
    }
  });
});
