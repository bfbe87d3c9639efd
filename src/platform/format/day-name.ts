import { format } from 'date-fns';

/** A day in words, as the calendars' day headers and date pickers name it. */
export const DAY_NAME_FORMAT = 'EEEE MM/dd/yyyy';

const dayNames = new Map<number, string>();
/**
 * "Monday 12/07/2026": a day (in the browser's wall time) as the calendars' day buttons and
 * the date picker's days name it, formatted once per day, not per job.
 */
export function dayName(date: Date): string {
  const key = date.getFullYear() * 10_000 + date.getMonth() * 100 + date.getDate();
  let name = dayNames.get(key);
  if (name === undefined) {
    name = format(date, DAY_NAME_FORMAT);
    dayNames.set(key, name);
  }
  return name;
}
