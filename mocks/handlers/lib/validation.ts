import { z } from 'zod';
import type { FieldErrors } from '@/platform/api/generated/model';
import { validationError } from './envelope';

/*
 * Request validation for every handler: the contract's generated zod schemas, with zod's
 * issues worded as Laravel words them (`The email field is required.`). A refusal is THROWN
 * as the 422 response (MSW sends a thrown Response as is).
 */

/**
 * The field's name in a message, as Laravel shows it: "first_name" -> "first name",
 * "page[size]" -> "page size"; a nested key stays as sent ("availabilities.1.to").
 */
export const attribute = (path: readonly PropertyKey[]) =>
  path.length > 1
    ? path.map(String).join('.')
    : String(path[0] ?? 'body')
        .replace(/\[|\]/g, ' ')
        .replace(/_/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();

const isDecimal = (path: readonly PropertyKey[]) => {
  const last = path[path.length - 1];
  return typeof last === 'string' && DECIMAL_FIELDS.has(last);
};

const TYPE_WORDS: Record<string, string> = {
  array: 'an array',
  object: 'an object',
  boolean: 'true or false',
  string: 'a string',
};

const emailMessage = (name: string) => `The ${name} field must be a valid email address.`;

/** Laravel's wording of the patterns the contract uses; anything else "format is invalid". */
function formatMessage(name: string, issue: { format: string; pattern?: string }): string {
  if (issue.format === 'email' || issue.pattern?.includes('@(?:')) return emailMessage(name);
  if (issue.format === 'date') return `The ${name} field must match the format Y-m-d.`;
  if (issue.format === 'datetime') return `The ${name} field must be a valid date.`;
  // `^\d{5}$`, or `^(?:\d{5})?$` where "" clears the field (it is read as null first).
  const digits = /^\/\^(?:\(\?:)?\\d\{(\d+)\}(?:\)\?)?\$\/$/.exec(issue.pattern ?? '');
  if (digits) return `The ${name} field must be ${digits[1]} digits.`;
  if (issue.pattern?.includes(':[0-5]')) return `The ${name} field must match the format H:i.`;
  if (issue.pattern?.startsWith('/^data:image'))
    return `The ${name} field must be a PNG, JPEG or WebP image (data URL).`;
  return `The ${name} field format is invalid.`;
}

/** zod issues -> Laravel's field messages, keyed by the dotted path. */
export function laravelErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || 'body';
    const name = attribute(issue.path);
    let message: string;
    switch (issue.code) {
      case 'invalid_type':
        message =
          issue.input === undefined || issue.input === null
            ? `The ${name} field is required.`
            : issue.expected === 'number'
              ? `The ${name} field must be ${isDecimal(issue.path) ? 'a number' : 'an integer'}.`
              : `The ${name} field must be ${TYPE_WORDS[issue.expected] ?? `a ${issue.expected}`}.`;
        break;
      case 'too_small':
        message =
          issue.origin === 'array'
            ? Number(issue.minimum) === 1
              ? `The ${name} field is required.` // Laravel's `required` refuses []
              : `The ${name} field must have at least ${String(issue.minimum)} items.`
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
        // Email properties carry the email rule's regex as their pattern (contract README):
        // one rule, so one message, not a second "format is invalid".
        if (issue.format === 'regex' && errors[key]?.includes(emailMessage(name))) continue;
        message = formatMessage(name, issue);
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
 * The one email rule: zod 4's `z.email()` regex, except that a domain label must also end in
 * a letter or digit (RFC 1035, and what `format: email` checks in ajv-formats: 4/8, a peer
 * fuzzer found `a@b-.example.com` stored though `format: email` refuses it). The contract's
 * email `pattern` is this regex, so the generated body schemas apply it too; for a body the
 * contract types as a plain string (login), extend its schema with `emailRule`.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
export const emailRule = z.email({ pattern: EMAIL_PATTERN });

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

/** Stands for "any value" so `integerPaths` visits every branch of a schema. */
const ANY = Symbol('any value');

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
    if (!isDecimal(path)) visit(path, value);
  } else if (def.type === 'object' && def.shape) {
    const record = value === ANY ? {} : value;
    if (typeof record !== 'object' || record === null || Array.isArray(record)) return;
    for (const [key, child] of Object.entries(def.shape))
      walkIntegers(
        child,
        value === ANY ? ANY : (record as Record<string, unknown>)[key],
        [...path, key],
        visit,
      );
  } else if (def.type === 'array' && def.element) {
    const element = def.element;
    if (value === ANY) walkIntegers(element, ANY, [...path, '[]'], visit);
    else if (Array.isArray(value))
      value.forEach((item, index) => walkIntegers(element, item, [...path, index], visit));
  } else if (def.type === 'union' && def.options) {
    for (const option of def.options) walkIntegers(option, value, path, visit);
  }
}

/** "must be an integer" for each fractional number where the contract wants an integer. */
export function integerErrors(schema: z.ZodType, value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  walkIntegers(schema, value, [], (path, found) => {
    if (typeof found === 'number' && !Number.isInteger(found))
      errors[path.map(String).join('.')] = [`The ${attribute(path)} field must be an integer.`];
  });
  return errors;
}

/** The dotted paths the walk above treats as integers (`[]` for an array's items): for tests. */
export function integerPaths(schema: z.ZodType): string[] {
  const paths = new Set<string>();
  walkIntegers(schema, ANY, [], (path) => paths.add(path.join('.')));
  return [...paths].sort();
}

/* ------------------------------------------------------------------ bodies */

/** Laravel's TrimStrings middleware leaves these alone. */
const UNTRIMMED = new Set(['password', 'password_confirmation', 'current_password']);

/**
 * Laravel's input middleware (TrimStrings, ConvertEmptyStringsToNull): strings are trimmed
 * and an empty one is null, so "  " reads as missing and names are stored without padding.
 */
export function laravelInput(value: unknown, key?: string): unknown {
  if (typeof value === 'string') {
    const text = key !== undefined && UNTRIMMED.has(key) ? value : value.trim();
    return text === '' ? null : text;
  }
  if (Array.isArray(value)) return value.map((item) => laravelInput(item));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, laravelInput(item, k)]));
  return value;
}

/** A JSON object body as Laravel sees it, or `{}` for anything else (none, bad JSON, array). */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text().catch(() => '');
  // No body at all is an empty object (every field optional: a reject, a mark-all).
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw validationError({ body: [BODY_MESSAGES.notJson] });
  }
  // The contract's request bodies are objects: an array or a scalar is the client's mistake
  // (4/8: a peer fuzzer found `[null,null]` accepted with 200 where every field is optional).
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw validationError({ body: [BODY_MESSAGES.notObject] });
  return laravelInput(body) as Record<string, unknown>;
}

export const BODY_MESSAGES = {
  notJson: 'The request body must be valid JSON.',
  notObject: 'The request body must be a JSON object.',
} as const;

/** Merges two error maps; a key the first already has keeps only the first's messages. */
function merge(first: FieldErrors, second: FieldErrors): FieldErrors {
  const errors: FieldErrors = { ...first };
  for (const [key, messages] of Object.entries(second)) if (!errors[key]) errors[key] = messages;
  return errors;
}

/**
 * Checks a value with a generated schema without throwing: zod's issues plus "must be an
 * integer" for fractions in integer fields (which zod lets through). For handlers with
 * rules across fields: add to `errors` (see `addError`), then `refuse(errors)`.
 */
export function check<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { data: z.output<S> | undefined; errors: FieldErrors } {
  // reportInput: a wrong type must read "must be a string", not "is required".
  const result = schema.safeParse(value, { reportInput: true });
  const errors = merge(
    integerErrors(schema, value),
    result.success ? {} : laravelErrors(result.error),
  );
  if (result.success) imageErrors(value, errors);
  return { data: Object.keys(errors).length === 0 ? result.data : undefined, errors };
}

/** The first bytes of each image type the contract's DataUrlImage names. */
const IMAGE_SIGNATURES: Record<string, (bytes: string) => boolean> = {
  png: (b) => b.startsWith('\x89PNG\r\n\x1a\n'),
  jpeg: (b) => b.startsWith('\xff\xd8\xff'),
  webp: (b) => b.startsWith('RIFF') && b.slice(8, 12) === 'WEBP',
};

/** Whether a data URL holds an image of the type it names (its bytes, not only its prefix). */
export function isImageDataUrl(value: string): boolean {
  const match = /^data:image\/(png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match) return false;
  try {
    return IMAGE_SIGNATURES[match[1]!]!(atob(match[2]!.slice(0, 24)));
  } catch {
    return false;
  }
}

/**
 * Laravel's `image` rule on the bodies' `avatar` (a DataUrlImage): the contract's pattern
 * checks the prefix only, so text dressed as a data URL would be stored and show as a broken
 * picture. The bytes must be an image of the named type.
 */
function imageErrors(value: unknown, errors: FieldErrors): void {
  const avatar = (value as { avatar?: unknown } | null)?.avatar;
  if (typeof avatar === 'string' && !isImageDataUrl(avatar))
    addError(errors, 'avatar', 'The avatar field must be an image.');
}

/** Adds a message unless the field already failed (Laravel stops at a field's first rule). */
export function addError(errors: FieldErrors, key: string, message: string): void {
  if (!errors[key]) errors[key] = [message];
}

/**
 * Laravel's `confirmed`: `<field>_confirmation` must repeat the field, and the message goes
 * on the field itself. Check bodies with the generated schema minus the confirmation key.
 */
export function confirmed(
  input: Record<string, unknown>,
  errors: FieldErrors,
  field = 'password',
): void {
  if (input[`${field}_confirmation`] !== input[field])
    addError(errors, field, `The ${attribute([field])} field confirmation does not match.`);
}

/** Throws the 422 when there is anything to refuse. */
export function refuse(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** `check`, throwing the 422 on any refusal. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const { data, errors } = check(schema, value);
  refuse(errors);
  return data as z.output<S>;
}

/** Reads the JSON body and validates it with a generated schema (or throws the 422). */
export async function parseBody<S extends z.ZodType>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  return validate(schema, await readJson(request));
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
 * Keys the schema types as `number` are integers by contract, by the same rule as bodies
 * (all but DECIMAL_FIELDS), and orval's zod has no `.int()`: so `page=1.5` or `per_page=abc`
 * is refused here with Laravel's "must be an integer". Text keys stay text; other digit
 * strings (literal unions such as `mover=1`) become numbers for the schema to judge.
 */
export function parseQuery<S extends z.ZodType>(request: Request, schema: S): z.output<S> {
  const shape = defOf(schema).shape ?? {};
  const raw: Record<string, unknown> = {};
  const errors: Record<string, string[]> = {};
  for (const [key, value] of new URL(request.url).searchParams) {
    if (value === '' && key !== 'type') continue;
    const kind = shape[key] ? baseKind(shape[key]) : undefined;
    if (kind === 'number' && !isDecimal([key])) {
      if (/^-?\d+$/.test(value.trim())) raw[key] = Number(value.trim());
      else errors[key] = [`The ${attribute([key])} field must be an integer.`];
    } else if (kind === 'string' || kind === 'enum' || STRING_KEYS.has(key)) raw[key] = value;
    else raw[key] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
  }
  // Laravel words a missing required key the same whatever its type (zod's enum does not).
  for (const [key, keySchema] of Object.entries(shape))
    if (!(key in raw) && !errors[key] && !keySchema.safeParse(undefined).success)
      errors[key] = [`The ${attribute([key])} field is required.`];
  const result = schema.safeParse(raw, { reportInput: true });
  // Keys refused above are absent from `raw`: keep only the message they already have.
  const all = merge(errors, result.success ? {} : laravelErrors(result.error));
  refuse(all);
  return (result as { data: z.output<S> }).data;
}
