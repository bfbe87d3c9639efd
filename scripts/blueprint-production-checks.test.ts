import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  decideNodeEnvChecks,
  thrownTexts,
  trimWarningTexts,
} from './blueprint-production-checks.mjs';

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

/** Every published Blueprint ES module's code, by package and file. */
function publishedModules(): [string, string][] {
  return ['core', 'datetime', 'icons', 'select'].flatMap((pkg) => {
    const esm = join(dirname(require.resolve(`@blueprintjs/${pkg}/package.json`)), 'lib/esm');
    return readdirSync(esm, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .map((file): [string, string] => [`${pkg}/${file}`, readFileSync(join(esm, file), 'utf8')]);
  });
}

const exportedNames = (code: string) =>
  [...code.matchAll(/^export const (\w+) =/gm)].map((m) => m[1]);

describe("Blueprint's warning texts are its prefix alone in the build", () => {
  it('reduces a warning to the prefix and keeps a text thrown with, whole statements alike', () => {
    const code = [
      'const ns = "[Blueprint]";',
      'export const WARN = ns + ` <Popover> warns;` +',
      '    ` over two lines`;',
      'export const THROWN = ns + ` <Slider> min prop must be a finite number.`;',
      'export function helper() {}',
    ].join('\n');
    expect(trimWarningTexts(code, new Set(['THROWN']))).toBe(
      [
        'const ns = "[Blueprint]";',
        'export const WARN = ns;',
        'export const THROWN = ns + ` <Slider> min prop must be a finite number.`;',
        'export function helper() {}',
      ].join('\n'),
    );
  });

  it('keeps every text the published modules throw with, and every export', () => {
    const modules = publishedModules();
    const thrown = thrownTexts(modules.map(([, code]) => code));
    // The sliders', the toaster's, the hotkeys', clamp's and the date range input's.
    expect(thrown).toContain('SLIDER_MIN');
    expect(thrown).toContain('CLAMP_MIN_MAX');
    const errors = modules.filter(([file]) => file.endsWith('common/errors.js'));
    expect(errors.length).toBeGreaterThan(0);
    for (const [file, code] of errors) {
      const trimmed = trimWarningTexts(code, thrown);
      expect(exportedNames(trimmed), file).toEqual(exportedNames(code));
      expect(trimmed.length, file).toBeLessThan(code.length);
      for (const name of exportedNames(code))
        if (thrown.has(name))
          expect(trimmed, `${file} ${name}`).toMatch(new RegExp(`export const ${name} = ns \\+`));
    }
  });
});
