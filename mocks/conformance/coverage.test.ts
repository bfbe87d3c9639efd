import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { operations as resolvedOperations } from './contract';

/*
 * Every call spec section 7 names (contract/spec-calls.json) must be an operation of the
 * contract, and every query parameter the spec gives for a call (`query`) must be declared
 * on that operation. The failures name each missing call or parameter, so the fix is obvious.
 */

// vitest runs from the project root (a file that a DOM environment runs may not have a file: import.meta.url).
const root = `${resolve(process.cwd())}/`;
const specCalls = JSON.parse(readFileSync(`${root}contract/spec-calls.json`, 'utf8')) as Array<{
  method: string;
  path: string;
  /** Query parameters spec section 7 names for the call (exact names, brackets included). */
  query?: string[];
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

  it('lists the query parameters spec section 7 gives', () => {
    const withQuery = Object.fromEntries(
      specCalls
        .filter((call) => call.query)
        .map(({ method, path, query }) => [`${method.toUpperCase()} ${path}`, query]),
    );
    expect(withQuery).toEqual({
      'GET /auth-v2/oauth/google/handle': ['authuser', 'code', 'prompt', 'scope', 'error'],
      'POST /auth-v2/oauth/apple/handle': ['code', 'user'],
      'GET /notifications/branch/{branchId}/get-notifications': ['page', 'type'],
      'POST /company-branches/{id}/invite-helper': ['id'],
      'GET /company-branches/{id}/employees': ['position'],
      'GET /company-branches/{id}/search-helpers-globally': ['search'],
      'GET /company-branches/{id}/search': ['type', 'search'],
      'GET /orders/{id}/detail': ['mover', 'moving_team'],
      'GET /company-branches/{id}/orders': [
        'page',
        'per_page',
        'filter[status]',
        'filter[starting_soon]',
        'sort',
      ],
      'GET /company-branches/{id}/orders/count': ['filter[status]'],
      'GET /company-branches/{id}/orders/history': ['page', 'per_page'],
      'GET /company-branches/{id}/orders/calendar': [
        'filter[date_from]',
        'filter[date_to]',
        'page[size]',
      ],
    });
  });

  it('declares every query parameter the spec names as a query parameter of the operation', () => {
    const missing = specCalls.flatMap(({ method, path, query = [] }) => {
      const operation = resolvedOperations.find(
        (op) => op.method === method.toUpperCase() && op.path === path,
      );
      const declared = new Set(
        (operation?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      );
      return query
        .filter((name) => !declared.has(name))
        .map((name) => `${method.toUpperCase()} ${path}: ${name}`);
    });
    expect(missing, `query parameters missing from the contract:\n${missing.join('\n')}`).toEqual(
      [],
    );
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
      'time-off',
      'company-ratings',
      'roster',
      'confirmations',
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
