import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { framelessSentinels } from './frameless-react-sentinels.mjs';

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
