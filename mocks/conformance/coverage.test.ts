import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

/*
 * Every call spec section 7 names (contract/spec-calls.json) must be an operation of the
 * contract. The failure names each missing call, so the fix is obvious.
 */

// vitest runs from the project root (jsdom's import.meta.url is not a file: URL).
const root = `${resolve(process.cwd())}/`;
const specCalls = JSON.parse(readFileSync(`${root}contract/spec-calls.json`, 'utf8')) as Array<{
  method: string;
  path: string;
}>;
const contract = parse(readFileSync(`${root}contract/openapi.yaml`, 'utf8')) as {
  paths: Record<string, Record<string, unknown>>;
};

describe('contract coverage of spec section 7', () => {
  it('lists calls to check', () => {
    expect(specCalls.length).toBeGreaterThan(0);
  });

  it('has an operation for every call the spec names', () => {
    const missing = specCalls
      .filter(({ method, path }) => !contract.paths[path]?.[method.toLowerCase()])
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(missing, `calls missing from contract/openapi.yaml:\n${missing.join('\n')}`).toEqual([]);
  });
});
