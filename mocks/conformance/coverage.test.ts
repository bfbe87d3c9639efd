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
  tags?: Array<{ name: string }>;
  paths: Record<string, Record<string, unknown>>;
};

/** Spec section 7 names this many calls; a change to the list must be deliberate. */
const SPEC_CALLS = 72;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
type Op = { operationId?: unknown; tags?: unknown; description?: unknown };
const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({
    key: `${m.toUpperCase()} ${path}`,
    op: item[m] as Op,
  })),
);

describe('contract coverage of spec section 7', () => {
  it(`lists the ${SPEC_CALLS} calls of the spec, each once`, () => {
    expect(specCalls).toHaveLength(SPEC_CALLS);
    const keys = specCalls.map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has an operation for every call the spec names', () => {
    const missing = specCalls
      .filter(({ method, path }) => !contract.paths[path]?.[method.toLowerCase()])
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(missing, `calls missing from contract/openapi.yaml:\n${missing.join('\n')}`).toEqual([]);
  });

  it('marks every call beyond the spec "Not in the spec" in its description', () => {
    const spec = new Set(specCalls.map(({ method, path }) => `${method.toUpperCase()} ${path}`));
    const unmarked = operations
      .filter(({ key, op }) => !spec.has(key) && !/Not in the spec/.test(String(op.description)))
      .map(({ key }) => key);
    expect(unmarked).toEqual([]);
  });
});

describe('operation naming', () => {
  const tags = (contract.tags ?? []).map((t) => t.name);

  it('declares the feature tags', () => {
    expect(tags).toEqual([
      'auth',
      'branches',
      'notifications',
      'broadcasting',
      'serving-areas',
      'helper-profile',
      'team',
      'search',
      'orders',
      'outsourcing',
      'helper-jobs',
      'helper-calendar',
      'subscriptions',
    ]);
  });

  it('gives every operation a unique camelCase operationId', () => {
    const bad = operations
      .filter(
        ({ op }) =>
          typeof op.operationId !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(op.operationId),
      )
      .map(({ key }) => key);
    expect(bad).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every operation exactly one tag, one the contract declares', () => {
    const bad = operations
      .filter(
        ({ op }) =>
          !Array.isArray(op.tags) || op.tags.length !== 1 || !tags.includes(String(op.tags[0])),
      )
      .map(({ key, op }) => `${key}: ${JSON.stringify(op.tags)}`);
    expect(bad).toEqual([]);
  });

  it('uses every declared tag', () => {
    const used = new Set(operations.map(({ op }) => (op.tags as string[] | undefined)?.[0]));
    expect(tags.filter((t) => !used.has(t))).toEqual([]);
  });
});
