export const CLOCK_OFFSET_ENV: string;
export function shiftClock(offsetMs: number): void;
export function shiftClockFromEnv(): void;
