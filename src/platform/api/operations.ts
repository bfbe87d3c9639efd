import { apiOperations, apiTags, type ApiOperation } from './generated/operations';

/*
 * The contract's operations by method and URL (the table is generated from
 * contract/openapi.yaml by `npm run generate`). Used by hybrid mode (which operations the
 * in-browser mock answers) and by the development response check (which schema applies).
 */

export type { ApiOperation };
export { apiOperations, apiTags };

interface Matcher {
  operation: ApiOperation;
  pattern: RegExp;
  params: number;
}

const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');

// A static segment wins over a parameter (`/orders/count` before `/orders/{id}`): fewer
// parameters first.
const matchers: Matcher[] = apiOperations
  .map((operation) => {
    const source = operation.path
      .split(/\{[^}]+\}/)
      .map(escape)
      .join('[^/]+');
    return {
      operation,
      pattern: new RegExp(`^${source}/?$`),
      params: (operation.path.match(/\{/g) ?? []).length,
    };
  })
  .sort((a, b) => a.params - b.params);

/**
 * The operation a request calls, or undefined (not an API call, or none of the contract).
 * `apiBase` is the API's base URL (`${VITE_API_URL}/api`, or `/api` on the page's origin);
 * a URL outside it is no API call.
 */
export function operationOf(
  method: string,
  url: string,
  apiBase: string,
  origin = globalThis.location?.origin ?? 'http://localhost',
): ApiOperation | undefined {
  let target: URL;
  let base: URL;
  try {
    target = new URL(url, origin);
    base = new URL(apiBase, origin);
  } catch {
    return undefined;
  }
  const basePath = base.pathname.replace(/\/$/, '');
  if (target.origin !== base.origin || !target.pathname.startsWith(`${basePath}/`))
    return undefined;
  const path = target.pathname.slice(basePath.length);
  const upper = method.toUpperCase();
  return matchers.find((m) => m.operation.method === upper && m.pattern.test(path))?.operation;
}

export interface MockSelection {
  /** The operations to mock, in the contract's order. */
  operations: ApiOperation[];
  /** Names in the list that are neither a tag nor an operationId of the contract. */
  unknown: string[];
}

/** Reads VITE_MOCK: comma-separated tags and operationIds, exactly as the contract spells them. */
export function selectOperations(spec: string): MockSelection {
  const names = spec
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter(
    (name) => !apiTags.includes(name) && !apiOperations.some((op) => op.operationId === name),
  );
  const operations = apiOperations.filter(
    (op) => names.includes(op.tag) || names.includes(op.operationId),
  );
  return { operations, unknown };
}

/** Operations grouped by tag, tags in the contract's order. */
export function groupByTag(operations: readonly ApiOperation[]): Array<[string, string[]]> {
  return apiTags
    .map((tag): [string, string[]] => [
      tag,
      operations.filter((op) => op.tag === tag).map((op) => op.operationId),
    ])
    .filter(([, ids]) => ids.length > 0);
}
