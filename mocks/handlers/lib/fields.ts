import type { FieldErrors } from '@/platform/api/generated/model';
import { isEmail } from './validation';

/*
 * A small Laravel-style validator for request bodies and query strings: each rule adds
 * Laravel's own message under the field's name ("The first name field is required."), and
 * `errors` goes straight into `validationError()`. Values are checked, never coerced,
 * except where a rule says so (query strings arrive as text: `queryInteger`).
 */

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const PHONE_PATTERN = /^\d{10}$/;
export const STATE_PATTERN = /^[A-Z]{2}$/;
export const DATA_URL_IMAGE = /^data:image\/(png|jpeg|webp);base64,/;

/** "first_name" -> "first name", "availabilities.0.from" stays as Laravel shows it. */
export function attribute(field: string): string {
  return field.includes('.') ? field : field.replaceAll('_', ' ');
}

const isBlank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

interface StringRule {
  required?: boolean;
  nullable?: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
  /** Message for a pattern mismatch (default Laravel's "format is invalid"). */
  patternMessage?: string;
  email?: boolean;
}

interface NumberRule {
  required?: boolean;
  nullable?: boolean;
  min?: number;
  max?: number;
}

export class Fields {
  readonly errors: FieldErrors = {};

  constructor(readonly input: Record<string, unknown>) {}

  get failed(): boolean {
    return Object.keys(this.errors).length > 0;
  }

  fail(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  hasError(field: string): boolean {
    return field in this.errors;
  }

  present(field: string): boolean {
    return Object.hasOwn(this.input, field);
  }

  /** A string field; returns the trimmed value, null (nullable/absent) or undefined (bad). */
  string(
    field: string,
    rule: StringRule = {},
    value = this.input[field],
  ): string | null | undefined {
    const name = attribute(field);
    if (isBlank(value)) {
      if (rule.required) this.fail(field, `The ${name} field is required.`);
      return rule.required ? undefined : null;
    }
    if (typeof value !== 'string') {
      this.fail(field, `The ${name} field must be a string.`);
      return undefined;
    }
    const text = value.trim();
    if (rule.email && !isEmail(text)) {
      this.fail(field, `The ${name} field must be a valid email address.`);
      return undefined;
    }
    if (rule.min !== undefined && text.length < rule.min) {
      this.fail(field, `The ${name} field must be at least ${rule.min} characters.`);
      return undefined;
    }
    if (rule.max !== undefined && text.length > rule.max) {
      this.fail(field, `The ${name} field must not be greater than ${rule.max} characters.`);
      return undefined;
    }
    if (rule.pattern && !rule.pattern.test(text)) {
      this.fail(field, rule.patternMessage ?? `The ${name} field format is invalid.`);
      return undefined;
    }
    return text;
  }

  /** A password: not trimmed, min length, optional confirmation (`<field>_confirmation`). */
  password(field: string, options: { min?: number; confirmed?: boolean } = {}): string | undefined {
    const value = this.input[field];
    const name = attribute(field);
    if (value === undefined || value === null || value === '') {
      this.fail(field, `The ${name} field is required.`);
      return undefined;
    }
    if (typeof value !== 'string') {
      this.fail(field, `The ${name} field must be a string.`);
      return undefined;
    }
    if (options.min !== undefined && value.length < options.min) {
      this.fail(field, `The ${name} field must be at least ${options.min} characters.`);
      return undefined;
    }
    if (options.confirmed && this.input[`${field}_confirmation`] !== value) {
      this.fail(field, `The ${name} field confirmation does not match.`);
      return undefined;
    }
    return value;
  }

  /** An integer (JSON number, no fraction) within bounds. */
  integer(
    field: string,
    rule: NumberRule = {},
    value = this.input[field],
  ): number | null | undefined {
    const name = attribute(field);
    if (value === undefined || value === null || value === '') {
      if (rule.required) this.fail(field, `The ${name} field is required.`);
      return rule.required ? undefined : null;
    }
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      this.fail(field, `The ${name} field must be an integer.`);
      return undefined;
    }
    return this.#range(field, value, rule);
  }

  /** A query-string integer ("12"): text is coerced first, like Laravel's integer rule. */
  queryInteger(
    field: string,
    raw: string | null,
    rule: NumberRule = {},
  ): number | null | undefined {
    if (raw === null || raw === '') return this.integer(field, rule, undefined);
    const value = /^-?\d+$/.test(raw.trim()) ? Number(raw.trim()) : raw;
    return this.integer(field, rule, value);
  }

  #range(field: string, value: number, rule: NumberRule): number | undefined {
    const name = attribute(field);
    if (rule.min !== undefined && value < rule.min) {
      this.fail(field, `The ${name} field must be at least ${rule.min}.`);
      return undefined;
    }
    if (rule.max !== undefined && value > rule.max) {
      this.fail(field, `The ${name} field must not be greater than ${rule.max}.`);
      return undefined;
    }
    return value;
  }

  boolean(field: string, rule: { required?: boolean } = {}): boolean | undefined {
    const value = this.input[field];
    const name = attribute(field);
    if (value === undefined || value === null) {
      if (rule.required) this.fail(field, `The ${name} field is required.`);
      return undefined;
    }
    if (typeof value !== 'boolean') {
      this.fail(field, `The ${name} field must be true or false.`);
      return undefined;
    }
    return value;
  }

  /** An array field with item-count bounds; items are checked by the caller. */
  array(
    field: string,
    rule: { required?: boolean; min?: number; max?: number } = {},
  ): unknown[] | undefined {
    const value = this.input[field];
    const name = attribute(field);
    if (value === undefined || value === null) {
      if (rule.required) this.fail(field, `The ${name} field is required.`);
      return undefined;
    }
    if (!Array.isArray(value)) {
      this.fail(field, `The ${name} field must be an array.`);
      return undefined;
    }
    if (rule.min !== undefined && value.length < rule.min) {
      this.fail(
        field,
        rule.min === 1
          ? `The ${name} field is required.`
          : `The ${name} field must have at least ${rule.min} items.`,
      );
      return undefined;
    }
    if (rule.max !== undefined && value.length > rule.max) {
      this.fail(field, `The ${name} field must not have more than ${rule.max} items.`);
      return undefined;
    }
    return value;
  }

  /**
   * A list of ids: integers, no duplicates, each known (`exists`). Returns the ids, or
   * undefined after adding Laravel's per-item messages (`tool_ids.2`).
   */
  idList(
    field: string,
    exists: (id: number) => boolean,
    rule: { min?: number; max?: number } = {},
  ): number[] | undefined {
    const items = this.array(field, { required: true, ...rule });
    if (!items) return undefined;
    const seen = new Set<number>();
    let ok = true;
    items.forEach((item, index) => {
      const key = `${field}.${index}`;
      if (typeof item !== 'number' || !Number.isInteger(item)) {
        this.fail(key, `The ${key} field must be an integer.`);
        ok = false;
      } else if (seen.has(item)) {
        this.fail(key, `The ${key} field has a duplicate value.`);
        ok = false;
      } else if (!exists(item)) {
        this.fail(key, `The selected ${key} is invalid.`);
        ok = false;
      } else seen.add(item);
    });
    return ok ? [...seen] : undefined;
  }
}
