import type { ZodType } from 'zod';
import { operationOf } from './operations';

/*
 * Development against a real provider: every successful answer is checked against the
 * contract's zod schema of its operation (`<operationId>Response`, generated), and a
 * console warning names the operation and the field that differs. Loaded by http-client.ts
 * only when import.meta.env.DEV is true and the API is real, so no production build holds
 * it (`npm run check:bundle` looks for RESPONSE_CHECK_MARKER in dist-real).
 */

export const RESPONSE_CHECK_MARKER = 'answer differs from the contract';

/** At most this many fields per answer: one wrong list item must not flood the console. */
const MAX_FIELDS = 5;

const modules = import.meta.glob<Record<string, unknown>>('./generated/zod/**/*.zod.ts', {
  eager: true,
});
const schemas = new Map<string, ZodType>();
for (const exports of Object.values(modules))
  for (const [name, value] of Object.entries(exports))
    if (name.endsWith('Response') && value && typeof value === 'object' && 'safeParse' in value)
      schemas.set(name.slice(0, -'Response'.length), value as ZodType);

/** `data.data[0].title` for zod's ['data', 'data', 0, 'title']; `(body)` for the root. */
export function fieldPath(path: readonly PropertyKey[]): string {
  const text = path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`))
    .join('');
  return text || '(body)';
}

export interface ResponseToCheck {
  method: string;
  /** The full URL called. */
  url: string;
  body: unknown;
}

/**
 * Checks one answer; warns once per answer (up to MAX_FIELDS fields) and returns the
 * warnings. Calls of no operation, operations without a body schema and those in `skip`
 * (hybrid mode's mocked ones) are not checked.
 */
export function checkResponse(
  response: ResponseToCheck,
  apiBase: string,
  skip: ReadonlySet<string> = new Set(),
): string[] {
  const op = operationOf(response.method, response.url, apiBase);
  if (!op || skip.has(op.operationId)) return [];
  const schema = schemas.get(op.operationId);
  if (!schema) return [];
  const result = schema.safeParse(response.body);
  if (result.success) return [];
  const fields = result.error.issues
    .slice(0, MAX_FIELDS)
    .map((issue) => `${fieldPath(issue.path)}: ${issue.message}`);
  const more = result.error.issues.length - fields.length;
  const warning =
    `[contract] ${op.operationId} (${op.method} ${op.path}): the ${RESPONSE_CHECK_MARKER}\n  ` +
    fields.join('\n  ') +
    (more > 0 ? `\n  … and ${more} more` : '');
  console.warn(warning);
  return fields;
}
