import {
  parseDollars,
  composeValidators,
  helperRateRule,
  maxLength,
  required,
  type Validator,
} from '@/platform/forms';
import {
  centsToUnits,
  isCompleteTimeWindow,
  minutesToClock,
  parseTimeWindow,
  unitsToCents,
} from '@/platform/format';
import { FORM_ERROR } from 'final-form';
import type { Availability } from '@/platform/api/generated/model';
import { NOT_SAVED } from './save-messages';

/** 0 Sunday ... 6 Saturday (contract: Availability.day); the week shown from Monday. */
export const WEEK: { day: number; label: string }[] = [
  { day: 1, label: 'Monday' },
  { day: 2, label: 'Tuesday' },
  { day: 3, label: 'Wednesday' },
  { day: 4, label: 'Thursday' },
  { day: 5, label: 'Friday' },
  { day: 6, label: 'Saturday' },
  { day: 0, label: 'Sunday' },
];

/** Spec section 5 is silent on these; same tone as the generic messages. */
export const WORK_MESSAGES = {
  timeIncomplete: 'Enter the hours as hh:mm - hh:mm (24-hour)',
  timeInvalid: 'Enter real times, from 00:00 to 23:59',
  endBeforeStart: 'The end time must be after the start time',
  /** '09:00 - 05:00': most likely 5 in the afternoon, typed as on a 12-hour clock. */
  endBeforeStartAfternoon: (afternoon: string, clock: string) =>
    `The end time must be after the start time (24-hour: ${afternoon} is ${clock})`,
  /** '22:00 - 02:00': a night shift; a day's window ends by midnight (QA-185 L2). */
  endPastMidnight: (start: string) =>
    `A day's hours cannot run past midnight: end this day at 23:59 (${start} - 23:59) and start the next day at 00:00`,
} as const;

/**
 * The end-before-start message. Both times written as on a 12-hour clock ('9:00 - 5:00': 5 pm
 * meant) get how to write the afternoon; a start from noon on shows the 24-hour clock is meant;
 * an evening start with an end before it is a night shift, told how to write it.
 */
function endBeforeStart(startMinutes: number, endMinutes: number): string {
  if (startMinutes >= 18 * 60 && endMinutes < startMinutes)
    return WORK_MESSAGES.endPastMidnight(minutesToClock(startMinutes));
  const afternoon = endMinutes + 12 * 60;
  const morning = (minutes: number) => minutes >= 60 && minutes < 12 * 60;
  const twelveHour = morning(startMinutes) && morning(endMinutes) && endMinutes < startMinutes;
  if (!twelveHour || afternoon <= startMinutes) return WORK_MESSAGES.endBeforeStart;
  const hours = Math.floor(endMinutes / 60);
  const minutes = String(endMinutes % 60).padStart(2, '0');
  return WORK_MESSAGES.endBeforeStartAfternoon(`${hours}:${minutes} pm`, minutesToClock(afternoon));
}

/** Contract: 1 to 50 serving areas (UpdateServingAreasRequest). */
export const MAX_SERVING_AREAS = 50;

/** One field per weekday ('d1' Monday): the window as masked text, empty for a day off. */
export type AvailabilityValues = { days: Partial<Record<string, string>> };

export const dayKey = (day: number) => `d${day}`;

/**
 * A day's window: empty is a day off; otherwise complete, real times, end after start (a
 * weekly availability does not run past midnight, unlike a job).
 */
export const windowRule: Validator = (value) => {
  const text = typeof value === 'string' ? value : '';
  if (!text) return undefined;
  if (!isCompleteTimeWindow(text)) return WORK_MESSAGES.timeIncomplete;
  const window = parseTimeWindow(text);
  if (!window) return WORK_MESSAGES.timeInvalid;
  if (window.endMinutes <= window.startMinutes)
    return endBeforeStart(window.startMinutes, window.endMinutes);
  return undefined;
};

export function availabilitiesToValues(list: readonly Availability[]): AvailabilityValues {
  const days: AvailabilityValues['days'] = {};
  for (const item of list) days[dayKey(item.day)] = `${item.from} - ${item.to}`;
  return { days };
}

/** The week as the API takes it: the filled days, Sunday first. */
export function toAvailabilities(values: AvailabilityValues): Availability[] {
  const result: Availability[] = [];
  for (const day of [0, 1, 2, 3, 4, 5, 6]) {
    const window = parseTimeWindow(values.days[dayKey(day)] ?? '');
    if (window) result.push({ day, from: window.start, to: window.end });
  }
  return result;
}

/**
 * A 422 names rows of what was sent ('availabilities.2.to'); the form has a field per day,
 * so each message goes on the day of that row. Anything else stops the save as well: a message
 * on the list as a whole, or the card's own notice (a 500, a 429, no answer: QA 58 H1, where
 * they were dropped, the save counted as done, and the week was lost).
 */
export function availabilityErrors(
  errors: Record<string, unknown> | undefined,
  sent: readonly Availability[],
): Record<string, unknown> | undefined {
  if (!errors || Object.keys(errors).length === 0) return undefined;
  const { availabilities: rows, ...rest } = errors;
  const days: Record<string, string> = {};
  if (Array.isArray(rows)) {
    rows.forEach((row: unknown, index) => {
      if (!row || typeof row !== 'object') return;
      const message = Object.values(row as Record<string, unknown>).find(
        (m): m is string => typeof m === 'string',
      );
      const item = sent[index];
      if (message && item) days[dayKey(item.day)] ??= message;
    });
  }
  const result: Record<string, unknown> = { ...rest };
  if (Object.keys(days).length) result.days = days;
  else if (typeof rows === 'string') result[FORM_ERROR] ??= rows;
  if (Object.keys(result).length === 0) result[FORM_ERROR] = NOT_SAVED;
  return result;
}

export type RateValues = { hourly_rate: string };

export const rateToValues = (cents: number): RateValues => ({
  // Dollars with their cents, as the hint's example ('32.50') and the offer form write them.
  hourly_rate: cents ? centsToUnits(cents).toFixed(2) : '',
});

export const toRatePayload = (values: RateValues) => ({
  hourly_rate: unitsToCents(parseDollars(values.hourly_rate)),
});

/** Her own rate: $1.00 to $500.00 an hour, the one rule an application's rate follows too. */
export const rateRule = helperRateRule();

export const servingAreasRule = composeValidators(required, maxLength(MAX_SERVING_AREAS));
