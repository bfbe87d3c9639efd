import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyMask, MASKS } from '@/platform/forms/mask';
import { clockMinutes, isCompleteTimeWindow, minutesToClock, parseTimeWindow } from './time-window';

const minuteOfDay = fc.integer({ min: 0, max: 24 * 60 - 1 });

describe('time windows', () => {
  it('reads complete 24-hour windows only', () => {
    expect(parseTimeWindow('08:00 - 12:30')).toEqual({
      start: '08:00',
      end: '12:30',
      startMinutes: 480,
      endMinutes: 750,
      overnight: false,
    });
    expect(parseTimeWindow('22:00 - 01:00')).toMatchObject({
      startMinutes: 1320,
      endMinutes: 60,
      overnight: true,
    });
    expect(parseTimeWindow('08:00 - 12')).toBeUndefined();
    expect(isCompleteTimeWindow('08:00 - 12')).toBe(false);
    expect(parseTimeWindow('24:00 - 25:00')).toBeUndefined();
    expect(isCompleteTimeWindow('24:00 - 25:00')).toBe(true);
    expect(parseTimeWindow('08:60 - 09:00')).toBeUndefined();
    expect(parseTimeWindow(undefined)).toBeUndefined();
  });

  it('round-trip: any two times of day, typed through the mask, read back as typed', () => {
    fc.assert(
      fc.property(minuteOfDay, minuteOfDay, (from, to) => {
        const typed = applyMask(
          `${minutesToClock(from)}${minutesToClock(to)}`.replace(/:/g, ''),
          MASKS.TIME,
        );
        const window = parseTimeWindow(typed);
        expect(window).toEqual({
          start: minutesToClock(from),
          end: minutesToClock(to),
          startMinutes: from,
          endMinutes: to,
          overnight: to < from,
        });
      }),
    );
  });

  it('a clock reading is its minutes, and nothing outside the day reads', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), (h, m) => {
        const text = `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
        expect(clockMinutes(text)).toBe(h < 24 && m < 60 ? h * 60 + m : undefined);
      }),
    );
  });
});
