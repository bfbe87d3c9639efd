import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';

/*
 * The contract as data for the conformance test: every operation with its resolved
 * parameters, request body schema and responses, plus an example-value generator that
 * builds a valid value from an OpenAPI schema (and an invalid body for the 422 case).
 */

// Loose OpenAPI schema shape: only what the generator reads.
export interface Schema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minLength?: number;
  minItems?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  operationId: string;
  method: string; // upper case
  path: string; // as in the contract, e.g. /company-branches/{id}
  tag: string;
  secured: boolean;
  parameters: Parameter[];
  body?: { required: boolean; schema: Schema; contentTypes: string[] };
  statuses: number[];
}

type Doc = {
  security?: unknown[];
  paths: Record<string, Record<string, unknown>>;
  components: Record<string, Record<string, unknown>>;
};

// vitest runs from the project root (a file that a DOM environment runs may not have a file: import.meta.url).
export const contract = parse(
  readFileSync(resolve(process.cwd(), 'contract/openapi.yaml'), 'utf8'),
) as Doc;

/** Follows a local `#/components/...` reference (repeatedly). */
export function deref<T>(value: T): T {
  let current: unknown = value;
  while (current && typeof current === 'object' && '$ref' in current) {
    const ref = (current as { $ref: string }).$ref;
    if (!ref.startsWith('#/')) throw new Error(`only local $refs are supported: ${ref}`);
    current = ref
      .slice(2)
      .split('/')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], contract);
    if (current === undefined) throw new Error(`unresolved $ref ${ref}`);
  }
  return current as T;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export const operations: Operation[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((method) => {
    const op = item[method] as {
      operationId: string;
      tags?: string[];
      security?: unknown[];
      parameters?: Parameter[];
      requestBody?: { required?: boolean; content?: Record<string, { schema: Schema }> };
      responses: Record<string, unknown>;
    };
    const shared = (item.parameters as Parameter[] | undefined) ?? [];
    const requestBody = op.requestBody ? deref(op.requestBody) : undefined;
    const contentTypes = Object.keys(requestBody?.content ?? {});
    return {
      operationId: op.operationId,
      method: method.toUpperCase(),
      path,
      tag: op.tags?.[0] ?? '',
      secured: (op.security ?? contract.security ?? []).length > 0,
      parameters: [...shared, ...(op.parameters ?? [])].map((p) => deref(p)),
      body: requestBody
        ? {
            required: requestBody.required === true,
            schema: deref(requestBody.content![contentTypes[0]!]!.schema),
            contentTypes,
          }
        : undefined,
      statuses: Object.keys(op.responses).map(Number),
    };
  }),
);

let sequence = 0;
/** A fresh unique suffix so emails and names never collide with seeded ones. */
export const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;

const isoInDays = (days: number, hour = 9) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour, 0, 0, 0);
  return d.toISOString();
};
export const dateInDays = (days: number) => isoInDays(days).slice(0, 10);
export const dateTimeInDays = isoInDays;

const PATTERN_EXAMPLES: Array<[RegExp, string]> = [
  [/^\^\\d\{10\}\$$/, '5125550142'],
  [/^\^\\d\{6\}\$$/, '123456'],
  [/^\^\\d\{5\}\$$/, '78701'],
  [/^\^\[A-Z\]\{2\}\$$/, 'TX'],
  [
    /^\^data:image/,
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ],
  [/^\^\(\[01\]/, '09:00'],
];

function firstType(schema: Schema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  return undefined;
}

/** A valid example of the schema: required properties only, smallest allowed sizes. */
export function example(raw: Schema, name = ''): unknown {
  const schema = deref(raw);
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) {
    const choice = alternatives.map((s) => deref(s)).find((s) => firstType(s) !== 'null');
    return choice ? example(choice, name) : null;
  }
  if (schema.allOf) {
    return Object.assign({}, ...schema.allOf.map((s) => example(s, name) as object));
  }
  if (schema.enum) return schema.enum.find((v) => v !== null);
  switch (firstType(schema)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of schema.required ?? []) {
        out[key] = example(schema.properties?.[key] ?? {}, key);
      }
      return out;
    }
    case 'array': {
      const count = Math.max(schema.minItems ?? 0, 1);
      return Array.from({ length: count }, () => example(schema.items ?? {}, name));
    }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? 1;
      const value = schema.multipleOf
        ? Math.ceil(min / schema.multipleOf) * schema.multipleOf
        : min;
      return Math.max(value, Math.min(schema.maximum ?? Infinity, 1));
    }
    case 'boolean':
      return true;
    case 'string': {
      if (schema.pattern) {
        const hit = PATTERN_EXAMPLES.find(([re]) => re.test(schema.pattern!));
        if (hit) return hit[1];
      }
      if (schema.format === 'email') return `conformance-${unique()}@example.test`;
      if (schema.format === 'date-time') return dateTimeInDays(2);
      if (schema.format === 'date') return dateInDays(2);
      if (/password/.test(name)) return 'Conformance123';
      return `Conformance ${name || 'value'}`.slice(0, Math.max(schema.minLength ?? 0, 40));
    }
    default:
      return null;
  }
}

/**
 * A body the server must refuse with 422: `{}` when the schema has required fields,
 * else one property made invalid (pattern or minimum broken), else `{}`.
 */
export function invalidBody(raw: Schema): Record<string, unknown> {
  const schema = deref(raw);
  if ((schema.required ?? []).length > 0) return {};
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const p = deref(prop);
    if (p.pattern) return { [key]: '!invalid!' };
    if (typeof p.minimum === 'number') return { [key]: p.minimum - 1 };
  }
  return {};
}

/** The tags the contract declares (top-level `tags`), in order. */
export const declaredTags: string[] = (
  (contract as unknown as { tags?: Array<{ name: string }> }).tags ?? []
).map((t) => t.name);

const matchers = operations
  .map((op) => ({
    op,
    params: (op.path.match(/\{\w+\}/g) ?? []).length,
    pattern: new RegExp(`^${op.path.replace(/\{\w+\}/g, '[^/]+')}$`),
  }))
  // A literal segment wins over a parameter (e.g. /orders/count before /orders/{id}).
  .sort((a, b) => a.params - b.params);

/** The operation a request goes to: method + path below the `/api` base; undefined if none. */
export function operationFor(method: string, pathname: string): Operation | undefined {
  const path = pathname.replace(/^\/api(?=\/)/, '');
  return matchers.find((m) => m.op.method === method.toUpperCase() && m.pattern.test(path))?.op;
}
