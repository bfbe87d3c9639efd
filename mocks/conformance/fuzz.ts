import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { API } from '../testing/api';
import { contract, deref, example, type Operation, type Schema } from './contract';

/*
 * The contract as a property-based test oracle for the fuzz test (fuzz.test.ts):
 *  - checkResponse: a response must not be a 5xx, must be a status its operation declares and
 *    must match that status's schema (ajv, JSON Schema 2020-12 as OpenAPI 3.1 uses, formats on);
 *  - arbitraries built from the contract's schemas (fast-check): schema-following values and
 *    junk (wrong types, blanks, fractions) so requests reach the handlers' logic and their
 *    validation alike;
 *  - integerPaths: every integer field of a request body, for the "2.5 is a 422" check.
 * The loader, $ref following and the valid-example builder are contract.ts's.
 */

type AjvClass = typeof import('ajv/dist/2020.js').default;
type AddFormats = typeof import('ajv-formats').default;
// Both are CommonJS modules whose `module.exports` is the function itself.
const AjvCtor = ((Ajv2020 as unknown as { default?: AjvClass }).default ?? Ajv2020) as AjvClass;
const withFormats = ((addFormats as unknown as { default?: AddFormats }).default ??
  addFormats) as AddFormats;

const ajv = new AjvCtor({ strict: false, allErrors: true });
withFormats(ajv);
// The whole contract under one id: `#/components/...` refs inside it resolve against it.
const CONTRACT_ID = 'openapi.json';
ajv.addSchema({ $id: CONTRACT_ID, components: contract.components } as object);

/** A copy of an inline schema whose local refs point into the registered contract. */
function anchored(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(anchored);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      key === '$ref' && typeof v === 'string' && v.startsWith('#/')
        ? `${CONTRACT_ID}${v}`
        : anchored(v),
    ]),
  );
}

type RawOperation = { responses: Record<string, unknown> };

function rawOperation(op: Pick<Operation, 'method' | 'path'>): RawOperation | undefined {
  return contract.paths[op.path]?.[op.method.toLowerCase()] as RawOperation | undefined;
}

/** The JSON schema of a declared response, undefined when it has no JSON body. */
export function responseSchema(
  op: Pick<Operation, 'method' | 'path'>,
  status: number,
): Schema | undefined {
  const response = rawOperation(op)?.responses[String(status)];
  if (!response) return undefined;
  const resolved = deref(response as { content?: Record<string, { schema?: Schema }> });
  return resolved.content?.['application/json']?.schema;
}

const validators = new Map<string, ReturnType<typeof ajv.compile>>();
function validatorFor(op: Pick<Operation, 'method' | 'path'>, status: number, schema: Schema) {
  const key = `${op.method} ${op.path} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(anchored(schema) as object);
    validators.set(key, validate);
  }
  return validate;
}

export interface Answer {
  status: number;
  body: unknown;
}

/** What is wrong with an answer to `op` (empty when it conforms). */
export function checkResponse(
  op: Pick<Operation, 'method' | 'path' | 'statuses'>,
  answer: Answer,
): string[] {
  if (answer.status >= 500) {
    return [`server error ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`];
  }
  if (!op.statuses.includes(answer.status)) {
    return [
      `status ${answer.status} is not declared (declared: ${op.statuses.join(', ')}): ${JSON.stringify(answer.body).slice(0, 300)}`,
    ];
  }
  const schema = responseSchema(op, answer.status);
  if (!schema) return [];
  const validate = validatorFor(op, answer.status, schema);
  if (validate(answer.body)) return [];
  return (validate.errors ?? [])
    .slice(0, 5)
    .map(
      (e) =>
        `${answer.status} body ${e.instancePath || '/'} ${e.message ?? 'is invalid'} (${e.schemaPath}); got ${JSON.stringify(answer.body).slice(0, 200)}`,
    );
}

/* ------------------------------------------------------------------ requests */

export interface Request {
  method: string;
  path: string; // filled, below the /api base
  token: string | null;
  query: Record<string, string>;
  body?: unknown;
}

/** Sends one request through msw/node (raw: the checker judges the status). */
export async function sendRaw(request: Request): Promise<Answer> {
  const url = new URL(`${API}${request.path}`);
  for (const [k, v] of Object.entries(request.query)) url.searchParams.set(k, v);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  let body: string | undefined;
  if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }
  const response = await fetch(url, { method: request.method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // keep the text: the schema check says what arrived
  }
  return { status: response.status, body: parsed };
}

/* ------------------------------------------------------------------ arbitraries */

function types(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  return [];
}

/** Values of the wrong shape, blanks and fractions: what validation must refuse (or ignore). */
export const junk: fc.Arbitrary<unknown> = fc.constantFrom(
  '',
  '   ',
  null,
  2.5,
  -1,
  0,
  'x',
  true,
  [],
  {},
  'a!b@x.example',
  '9'.repeat(400),
);

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const dates = fc.date({
  min: new Date(Date.now() - 30 * 86_400_000),
  max: new Date(Date.now() + 90 * 86_400_000),
  noInvalidDate: true,
});

/** Strings in the email formats a client might send: zod-valid ones and RFC ones zod refuses. */
const emails = fc.oneof(
  fc.stringMatching(/^[a-z]{1,8}\.?[a-z0-9]{1,8}@[a-z]{2,8}\.(test|example|com)$/),
  fc.emailAddress(),
);

function stringArbitrary(schema: Schema, name: string): fc.Arbitrary<string> {
  if (schema.format === 'email') return emails;
  if (schema.format === 'date-time') return dates.map((d) => d.toISOString());
  if (schema.format === 'date') return dates.map(isoDay);
  if (schema.pattern) {
    // A known pattern has a realistic example (contract.ts); others are generated from it.
    const known = example(schema, name);
    const generated = fc.stringMatching(new RegExp(schema.pattern));
    return typeof known === 'string' ? fc.oneof(fc.constant(known), generated) : generated;
  }
  const max = Math.min((schema as { maxLength?: number }).maxLength ?? 24, 24);
  return fc.string({ minLength: Math.min(schema.minLength ?? 0, max), maxLength: max });
}

/**
 * Values following the schema (`junkRate` > 0: any value may be replaced by junk, and
 * required keys may go missing). Depth-bounded; refs followed.
 */
export function arbitraryFor(
  raw: Schema,
  junkRate = 0,
  name = '',
  depth = 0,
): fc.Arbitrary<unknown> {
  const schema = deref(raw);
  const valid = validArbitrary(schema, junkRate, name, depth);
  if (junkRate <= 0) return valid;
  return fc.oneof(
    { arbitrary: valid, weight: Math.round((1 - junkRate) * 100) },
    { arbitrary: junk, weight: Math.round(junkRate * 100) },
  );
}

function validArbitrary(schema: Schema, junkRate: number, name: string, depth: number) {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((s) => arbitraryFor(s, junkRate, name, depth)));
  if (schema.allOf) {
    return fc
      .tuple(...schema.allOf.map((s) => arbitraryFor(s, junkRate, name, depth)))
      .map((parts) => Object.assign({}, ...parts.filter((p) => p && typeof p === 'object')));
  }
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const kinds = types(schema);
  const nonNull = kinds.filter((t) => t !== 'null');
  const inner =
    nonNull.length > 0 ? typed(schema, nonNull[0]!, junkRate, name, depth) : fc.constant(null);
  return kinds.includes('null')
    ? fc.oneof({ arbitrary: inner, weight: 4 }, fc.constant(null))
    : inner;
}

function typed(schema: Schema, type: string, junkRate: number, name: string, depth: number) {
  switch (type) {
    case 'object': {
      if (depth > 4) return fc.constant({});
      const props = schema.properties ?? {};
      const required = schema.required ?? [];
      const record = fc.record(
        Object.fromEntries(
          Object.entries(props).map(([k, s]) => [k, arbitraryFor(s, junkRate, k, depth + 1)]),
        ),
        {
          requiredKeys: junkRate > 0 ? [] : required.filter((k) => k in props),
        },
      );
      return record as fc.Arbitrary<unknown>;
    }
    case 'array': {
      const max = Math.min((schema as { maxItems?: number }).maxItems ?? 3, 3);
      return fc.array(arbitraryFor(schema.items ?? {}, junkRate, name, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, max),
        maxLength: max,
      });
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: schema.maximum ?? 100_000 });
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1000;
      if (schema.multipleOf) {
        const step = schema.multipleOf;
        return fc
          .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
          .map((k) => k * step);
      }
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringArbitrary(schema, name);
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/* ------------------------------------------------------------------ integer fields */

/** A JSON path into a body: property names and array indexes. */
export type BodyPath = Array<string | number>;

function isIntegerSchema(schema: Schema): boolean {
  const s = deref(schema);
  if (types(s).includes('integer')) return true;
  return (
    Array.isArray(s.enum) &&
    s.enum.length > 0 &&
    s.enum.every((v) => v === null || Number.isInteger(v))
  );
}

/**
 * Every integer field of a request body schema, as paths to set in a valid body (array items
 * at index 0). Object arrays are walked through their first item.
 */
export function integerPaths(raw: Schema, prefix: BodyPath = [], depth = 0): BodyPath[] {
  const schema = deref(raw);
  if (depth > 4) return [];
  if (isIntegerSchema(schema)) return [prefix];
  const kinds = types(schema);
  if (kinds.includes('array') && schema.items)
    return integerPaths(schema.items, [...prefix, 0], depth + 1);
  if (kinds.includes('object') || schema.properties) {
    return Object.entries(schema.properties ?? {}).flatMap(([key, s]) =>
      integerPaths(s, [...prefix, key], depth + 1),
    );
  }
  return [];
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A copy of `body` with `value` at `path`. What is missing on the way is made from the
 * schema (contract.ts's valid example), so only the one field is wrong.
 */
export function setAt(body: unknown, path: BodyPath, value: unknown, schema?: Schema): unknown {
  if (path.length === 0) return value;
  const s = schema ? deref(schema) : undefined;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(body) ? [...(body as unknown[])] : [];
    const current = list[head] ?? (s?.items ? example(s.items) : undefined);
    list[head] = setAt(current, rest, value, s?.items);
    return list;
  }
  const record = isRecord(body) ? { ...body } : {};
  const child = s?.properties?.[head!];
  const current = head! in record ? record[head!] : child ? example(child, head) : undefined;
  record[head!] = setAt(current, rest, value, child);
  return record;
}

/** The schema of the field at `path` (array items at any index), undefined if none. */
export function schemaAt(raw: Schema, path: BodyPath): Schema | undefined {
  let schema: Schema | undefined = deref(raw);
  for (const key of path) {
    if (!schema) return undefined;
    schema = typeof key === 'number' ? schema.items : schema.properties?.[key];
    schema = schema ? deref(schema) : undefined;
  }
  return schema;
}

/** Paths of the string fields with `format: email` in a request body schema. */
export function emailPaths(raw: Schema, prefix: BodyPath = [], depth = 0): BodyPath[] {
  const schema = deref(raw);
  if (depth > 4) return [];
  if (schema.format === 'email') return [prefix];
  if (types(schema).includes('array') && schema.items)
    return emailPaths(schema.items, [...prefix, 0], depth + 1);
  return Object.entries(schema.properties ?? {}).flatMap(([key, s]) =>
    emailPaths(s, [...prefix, key], depth + 1),
  );
}
