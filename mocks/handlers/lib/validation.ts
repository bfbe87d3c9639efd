import { z } from 'zod';
import type { FieldErrors } from '@/platform/api/generated/model';
import { validationError } from './envelope';

/*
 * Request validation for every handler: the contract's generated zod schemas, with zod's
 * issues worded as Laravel words them (`The email field is required.`). A refusal is THROWN
 * as the 422 response (MSW sends a thrown Response as is).
 */

/** "first_name" -> "first name"; nested keys keep their dots ("customer.first name"). */
const human = (path: PropertyKey[]) =>
  path.map(String).join('.').replace(/\[|\]/g, ' ').replace(/_/g, ' ').replace(/\s+/g, ' ').trim();

const article = (expected: string) =>
  expected === 'number'
    ? 'a number'
    : expected === 'array'
      ? 'an array'
      : expected === 'object'
        ? 'an object'
        : expected === 'boolean'
          ? 'true or false'
          : `a ${expected}`;

/** zod issues -> Laravel's field messages, keyed by the dotted path. */
export function laravelErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    const name = human(issue.path) || 'body';
    let message: string;
    const input = (issue as { input?: unknown }).input;
    switch (issue.code) {
      case 'invalid_type':
        message =
          input === undefined || input === null
            ? `The ${name} field is required.`
            : `The ${name} field must be ${article(issue.expected)}.`;
        break;
      case 'too_small':
        message =
          issue.origin === 'array'
            ? `The ${name} field must have at least ${String(issue.minimum)} items.`
            : issue.origin === 'string'
              ? `The ${name} field must be at least ${String(issue.minimum)} characters.`
              : `The ${name} field must be at least ${String(issue.minimum)}.`;
        break;
      case 'too_big':
        message =
          issue.origin === 'array'
            ? `The ${name} field must not have more than ${String(issue.maximum)} items.`
            : issue.origin === 'string'
              ? `The ${name} field must not be greater than ${String(issue.maximum)} characters.`
              : `The ${name} field must not be greater than ${String(issue.maximum)}.`;
        break;
      case 'invalid_value':
      case 'invalid_union':
        message = `The selected ${name} is invalid.`;
        break;
      case 'not_multiple_of':
        message = `The ${name} field must be a multiple of ${String(issue.divisor)}.`;
        break;
      case 'invalid_format':
        message =
          issue.format === 'email'
            ? `The ${name} field must be a valid email address.`
            : `The ${name} field format is invalid.`;
        break;
      default:
        message = `The ${name} field format is invalid.`;
    }
    (errors[key] ??= []).push(message);
  }
  return errors;
}

/* ------------------------------------------------------------------ emails */

/**
 * The one email rule: zod 4's default `z.email()`, what the generated schemas and the
 * collections use. A looser rule would let through addresses the collections then refuse
 * (a 500 instead of a 422).
 */
const emailSchema = z.email();
export const isEmail = (value: string) => emailSchema.safeParse(value).success;

/* ------------------------------------------------------------------ integers */

/**
 * Number fields of request bodies that the contract types `number` (decimals). Every other
 * number in a generated body schema is `type: integer` in the contract, but orval's zod has
 * no `.int()`: `integerErrors` refuses fractions there. validation.test.ts checks this set
 * against every request body of contract/openapi.yaml.
 */
export const DECIMAL_FIELDS: ReadonlySet<string> = new Set([
  'lat',
  'lng',
  'latitude',
  'longitude',
  'worked_hours',
]);

type SchemaDef = {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
};
const defOf = (schema: z.ZodType) => schema._zod.def as SchemaDef;

/** The schema's own kind under optional/default/nullable wrappers (`number`, `enum`...). */
function baseKind(schema: z.ZodType): string {
  let def = defOf(schema);
  while (def.innerType) def = defOf(def.innerType);
  return def.type;
}

/** Walks `schema` along `value`, calling `visit` at each integer-typed number. */
function walkIntegers(
  schema: z.ZodType,
  value: unknown,
  path: PropertyKey[],
  visit: (path: PropertyKey[], value: unknown) => void,
): void {
  const def = defOf(schema);
  if (def.innerType) return walkIntegers(def.innerType, value, path, visit);
  if (def.type === 'pipe' && def.in) return walkIntegers(def.in, value, path, visit);
  if (def.type === 'number') {
    const last = path[path.length - 1];
    if (typeof last !== 'string' || !DECIMAL_FIELDS.has(last)) visit(path, value);
  } else if (def.type === 'object' && def.shape) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return;
    for (const [key, child] of Object.entries(def.shape))
      walkIntegers(child, (value as Record<string, unknown>)[key], [...path, key], visit);
  } else if (def.type === 'array' && def.element) {
    if (!Array.isArray(value)) return;
    const element = def.element;
    value.forEach((item, index) => walkIntegers(element, item, [...path, index], visit));
  } else if (def.type === 'union' && def.options) {
    for (const option of def.options) walkIntegers(option, value, path, visit);
  }
}

/** "must be an integer" for each fractional number where the contract wants an integer. */
export function integerErrors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  walkIntegers(schema, value, [], (path, found) => {
    if (typeof found === 'number' && !Number.isInteger(found))
      errors[path.map(String).join('.')] = [`The ${human(path)} field must be an integer.`];
  });
  return errors;
}

/** The dotted paths of `schema` that hold integers (`[]` for an array's items): for tests. */
export function integerPaths(schema: z.ZodType): string[] {
  const paths = new Set<string>();
  const probe = (s: z.ZodType, path: string[]) => {
    const def = defOf(s);
    if (def.innerType) return probe(def.innerType, path);
    if (def.type === 'pipe' && def.in) return probe(def.in, path);
    if (def.type === 'number') {
      if (!DECIMAL_FIELDS.has(path[path.length - 1] ?? '')) paths.add(path.join('.'));
    } else if (def.type === 'object' && def.shape)
      for (const [key, child] of Object.entries(def.shape)) probe(child, [...path, key]);
    else if (def.type === 'array' && def.element) probe(def.element, [...path, '[]']);
    else if (def.type === 'union' && def.options) for (const o of def.options) probe(o, path);
  };
  probe(schema, []);
  return [...paths].sort();
}

/* ------------------------------------------------------------------ bodies */

/** A JSON object body, or `{}` for anything else (no body, bad JSON, an array). */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => null);
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** Merges two error maps; a key the first already has keeps only the first's messages. */
function merge(first: FieldErrors, second: FieldErrors): FieldErrors {
  const errors: FieldErrors = { ...first };
  for (const [key, messages] of Object.entries(second)) if (!errors[key]) errors[key] = messages;
  return errors;
}

/**
 * Parses a JSON body with a generated zod schema, or throws the 422: zod's issues plus
 * "must be an integer" for fractions in integer fields (which zod lets through).
 */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  const body: unknown = await request.json().catch(() => ({}));
  return validate(schema, body ?? {});
}

/** `parseBody` for a value already read (a body checked in steps). */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // reportInput: a wrong type must read "must be a string", not "is required".
  const result = schema.safeParse(value, { reportInput: true });
  const errors = merge(
    integerErrors(schema, value),
    result.success ? {} : laravelErrors(result.error),
  );
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return (result as { data: z.output<S> }).data;
}

/* ------------------------------------------------------------------ query strings */

/** Text keys of the query strings, kept as text even when they look like numbers. */
const STRING_KEYS = new Set([
  'search',
  'filter[status]',
  'filter[date_from]',
  'filter[date_to]',
  'ids',
  'state_initials',
  'sort',
  'type',
]);

/**
 * Query strings -> typed params, then the generated query schema (422 per field).
 * Keys the schema types as `number` are integers by contract (every numeric query parameter
 * is `type: integer`), but orval's zod has no `.int()`: so `page=1.5` or `per_page=abc` is
 * refused here with Laravel's "must be an integer". Text keys stay text; other digit
 * strings (literal unions such as `mover=1`) become numbers for the schema to judge.
 */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const shape = defOf(schema).shape ?? {};
  const raw: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    if (value === '' && key !== 'type') continue;
    const kind = shape[key] ? baseKind(shape[key]) : undefined;
    if (kind === 'number') {
      if (/^-?\d+$/.test(value.trim())) raw[key] = Number(value.trim());
      else errors[key] = [`The ${human([key])} field must be an integer.`];
    } else if (kind === 'string' || kind === 'enum' || STRING_KEYS.has(key)) raw[key] = value;
    else raw[key] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  // Laravel words a missing required key the same whatever its type (zod's enum does not).
  for (const [key, keySchema] of Object.entries(shape))
    if (!(key in raw) && !errors[key] && !keySchema.safeParse(undefined).success)
      errors[key] = [`The ${human([key])} field is required.`];
  const result = schema.safeParse(raw);
  // Keys refused above are absent from `raw`: keep only the message they already have.
  const all = merge(errors, result.success ? {} : laravelErrors(result.error));
  if (Object.keys(all).length > 0) throw validationError(all);
  return (result as { data: z.output<S> }).data;
}
