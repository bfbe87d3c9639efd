import type { TimeOffCreateRequest } from '@/platform/api/generated/model';
import { composeValidators, maxLength, required, type Validator } from '@/platform/forms';

/*
 * The "Time off" form of work settings (7/8): a start date, an end date (empty = the start:
 * one day) and an optional reason. The server's rules (contract/README.md "Time off") are
 * checked here first where the form can: the end not before the start, at most 60 days.
 */

export type TimeOffValues = { start_date?: string; end_date?: string; reason?: string };

export const MAX_TIME_OFF_DAYS = 60;
export const REASON_MAX = 200;

export const END_BEFORE_START = 'The end date must be on or after the start date';
export const TOO_LONG = `Time off can be at most ${MAX_TIME_OFF_DAYS} days at a time`;

/** Calendar days from one 'YYYY-MM-DD' to another (no zone involved). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const startRule: Validator = required;

/** The end date: optional (one day), not before the start, at most 60 days in all. */
export const endRule: Validator = (value, all) => {
  const start = (all as TimeOffValues | undefined)?.start_date;
  if (typeof value !== 'string' || !value || !start) return undefined;
  if (value < start) return END_BEFORE_START;
  if (daysBetween(start, value) + 1 > MAX_TIME_OFF_DAYS) return TOO_LONG;
  return undefined;
};

export const reasonRule = composeValidators(maxLength(REASON_MAX));

/** The request: the end defaults to the start; a blank reason is none. */
export function toTimeOffRequest(values: TimeOffValues): TimeOffCreateRequest {
  const start = values.start_date ?? '';
  return {
    start_date: start,
    end_date: values.end_date || start,
    reason: values.reason?.trim() || null,
  };
}
