/**
 * A date picker day's name by its day of the month, whatever the month: the picker names a
 * day by its weekday and date, "Tuesday 12/22/2026" (", today" after today's).
 */
export const dayOfMonth = (day: number): RegExp =>
  new RegExp(`^[A-Z][a-z]+ \\d{2}/${String(day).padStart(2, '0')}/\\d{4}(, today)?$`);
