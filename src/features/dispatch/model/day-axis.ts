import { zonedDate, zonedParts } from '@/platform/format';

/**
 * Where things sit on the board's time axis: minutes of the branch's day (0-1440), an
 * instant before the day clipped to 0 and after it to 1440. The axis spans business hours
 * (7 am - 7 pm) and stretches to the day's earliest start and latest end.
 */
export function minuteOfDay(instant: string, day: string, timeZone: string): number {
  const date = zonedDate(instant, timeZone);
  if (date < day) return 0;
  if (date > day) return 1440;
  const p = zonedParts(instant, timeZone);
  return p.hour * 60 + p.minute;
}

export interface DayAxis {
  from: number;
  to: number;
  /** The hours to label, on the hour. */
  hours: number[];
}

export function dayAxis(
  spans: ReadonlyArray<{ start_at: string; end_at: string }>,
  day: string,
  timeZone: string,
): DayAxis {
  let from = 7 * 60;
  let to = 19 * 60;
  for (const span of spans) {
    from = Math.min(from, minuteOfDay(span.start_at, day, timeZone));
    to = Math.max(to, minuteOfDay(span.end_at, day, timeZone));
  }
  from = Math.floor(from / 60) * 60;
  to = Math.ceil(to / 60) * 60;
  const hours: number[] = [];
  for (let m = from; m <= to; m += 60) hours.push(m / 60);
  return { from, to, hours };
}

/** Left and width in percent of the axis for a span of the day. */
export function placeOnAxis(
  axis: DayAxis,
  span: { start_at: string; end_at: string },
  day: string,
  timeZone: string,
): { left: number; width: number } {
  const length = axis.to - axis.from;
  const start = Math.max(axis.from, minuteOfDay(span.start_at, day, timeZone));
  const end = Math.min(axis.to, minuteOfDay(span.end_at, day, timeZone));
  return {
    left: ((start - axis.from) / length) * 100,
    width: (Math.max(end - start, 15) / length) * 100,
  };
}

/** '7 am', '12 pm'. */
export function hourLabel(hour: number): string {
  const h = hour % 24;
  return `${h % 12 === 0 ? 12 : h % 12} ${h < 12 ? 'am' : 'pm'}`;
}
