import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { framelessSentinels, quietRawTag } from './no-errors-at-load.mjs';

const require = createRequire(import.meta.url);
const published = readFileSync(
  join(dirname(require.resolve('react-dom/package.json')), 'cjs/react-dom-client.production.js'),
  'utf8',
);
const SENTINELS = {
  HydrationMismatchException: 519,
  SuspenseException: 460,
  SuspenseyCommitException: 474,
  SuspenseActionException: 542,
  SelectiveHydrationException: 461,
};

describe("React DOM's sentinel errors are made without a stack", () => {
  it('replaces the five module-level Errors of the published module, and nothing else', () => {
    const result = framelessSentinels(published);
    if (!('code' in result)) throw new Error(`not found: ${result.missing.join(', ')}`);
    for (const [name, code] of Object.entries(SENTINELS)) {
      expect(result.code).toContain(
        `${name} = __framelessReactError(formatProdErrorMessage(${code}))`,
      );
      expect(result.code).not.toContain(`${name} = Error(`);
    }
    const back = result.code
      .replace(/\n?function __framelessReactError\(message\) \{[^}]*\}\n$/, '')
      .replaceAll('__framelessReactError(formatProdErrorMessage', 'Error(formatProdErrorMessage');
    expect(back).toBe(published);
  });

  it('makes an Error in all but the stack, and constructs no Error for it', () => {
    const { code } = framelessSentinels(published) as { code: string };
    const helper = code.slice(code.lastIndexOf('function __framelessReactError'));
    let constructed = 0;
    const CountingError = new Proxy(Error, {
      construct: (target, args) => (constructed++, Reflect.construct(target, args)),
      apply: (target, self, args) => (constructed++, Reflect.apply(target, self, args)),
    });
    const error = runInNewContext(`${helper}; __framelessReactError('Minified React error #460')`, {
      Error: CountingError,
      Object,
    }) as Error;
    expect(constructed).toBe(0);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Minified React error #460');
    expect(String(error)).toBe('Error: Minified React error #460');
    expect(error.stack).toBeUndefined();
  });

  it('names the sentinels a changed module no longer makes', () => {
    const changed = published.replace(
      'SuspenseException = Error(formatProdErrorMessage(460))',
      'SuspenseException = makeSentinel(460)',
    );
    expect(framelessSentinels(changed)).toEqual({ missing: ['SuspenseException'] });
  });
});

const lodashModule = (pkg: 'lodash' | 'lodash-es') =>
  readFileSync(join(dirname(require.resolve(`${pkg}/package.json`)), '_getRawTag.js'), 'utf8');

/** `getRawTag` of lodash's CommonJS module (source), run as the bundle runs it: strict. */
function loadRawTag(source: string): (value: unknown) => string {
  const module = { exports: {} as (value: unknown) => string };
  const wrapped = `'use strict';\n${source.replace("require('./_Symbol')", 'Symbol')}`;
  new Function('module', 'Symbol', wrapped)(module, Symbol);
  return module.exports;
}

describe("lodash's getRawTag reads a built-in tag without a failing write", () => {
  it('changes only the write, in both lodash builds', () => {
    for (const pkg of ['lodash', 'lodash-es'] as const) {
      const published = lodashModule(pkg);
      const quiet = quietRawTag(published)!;
      expect(quiet).toContain('var unmasked = Reflect.set(value, symToStringTag, undefined);');
      expect(quiet).not.toContain('value[symToStringTag] = undefined');
      expect(quiet.split('\n').length).toBe(published.split('\n').length - 1);
    }
  });

  it("reads every tag as lodash's own module does, and puts an object's own tag back", () => {
    const published = loadRawTag(lodashModule('lodash'));
    const quiet = loadRawTag(quietRawTag(lodashModule('lodash'))!);
    const own = { [Symbol.toStringTag]: 'Custom' };
    const values = [
      new DataView(new ArrayBuffer(1)),
      new Map(),
      Promise.resolve(),
      new Set(),
      new WeakMap(),
      own,
      Object.create({ [Symbol.toStringTag]: 'Inherited' }),
    ];
    for (const value of values) expect(quiet(value)).toBe(published(value));
    expect(quiet(own)).toBe('[object Object]');
    expect(own[Symbol.toStringTag]).toBe('Custom');
    expect(quiet(new Map())).toBe('[object Map]');
  });

  it('says when a module has no such write', () => {
    expect(quietRawTag('function getRawTag(value) { return String(value); }')).toBeNull();
  });
});
