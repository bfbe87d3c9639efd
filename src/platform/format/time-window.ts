/**
 * Times of day and time windows as people type them ('08:00 - 12:30', 24-hour, the form mask
 * MASKS.TIME) and as the API keeps availabilities ('08:00'). One parser for the job form, the
 * work settings and crew matching.
 */
export type TimeWindow = {
  start: string;
  end: string;
  startMinutes: number;
  endMinutes: number;
  /** The end is before the start: the window ends the next day ('22:00 - 01:00'). */
  overnight: boolean;
};

const CLOCK = /^(\d{1,2}):(\d{2})$/;
const WINDOW = /^(\d{2}:\d{2}) - (\d{2}:\d{2})$/;

/** '08:30' -> 510 minutes after midnight; undefined when not a real 24-hour time. */
export function clockMinutes(hhmm: string): number | undefined {
  const m = CLOCK.exec(hhmm.trim());
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  return h < 24 && min < 60 ? h * 60 + min : undefined;
}

/** Whether the text has the window's full shape ('hh:mm - hh:mm'), real times or not. */
export function isCompleteTimeWindow(value: string | undefined | null): boolean {
  return WINDOW.test((value ?? '').trim());
}

/**
 * '08:00 - 12:30' -> both times; undefined when incomplete or not real 24-hour times. An end
 * before the start ends the next day.
 */
export function parseTimeWindow(value: string | undefined | null): TimeWindow | undefined {
  const m = WINDOW.exec((value ?? '').trim());
  if (!m) return undefined;
  const startMinutes = clockMinutes(m[1]!);
  const endMinutes = clockMinutes(m[2]!);
  if (startMinutes === undefined || endMinutes === undefined) return undefined;
  return {
    start: m[1]!,
    end: m[2]!,
    startMinutes,
    endMinutes,
    overnight: endMinutes < startMinutes,
  };
}

/** 510 -> '08:30'. */
export function minutesToClock(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
