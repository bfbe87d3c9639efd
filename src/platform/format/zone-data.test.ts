import { afterEach } from 'vitest';
import { formatTime } from './date';
import { PARTS_FORMAT, preloadTimeZoneData } from './zone-data';

const Original = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = Original;
});

describe('preloadTimeZoneData', () => {
  it('builds a zoned formatter with the options zone.ts reads instants with, and uses it', () => {
    const built: unknown[][] = [];
    let used = 0;
    Intl.DateTimeFormat = new Proxy(Original, {
      construct(target, args) {
        built.push(args);
        const formatter = Reflect.construct(target, args) as Intl.DateTimeFormat;
        const formatToParts = formatter.formatToParts.bind(formatter);
        formatter.formatToParts = (date) => {
          used++;
          return formatToParts(date);
        };
        return formatter;
      },
    });
    preloadTimeZoneData();
    expect(built).toEqual([['en-US', { ...PARTS_FORMAT, timeZone: 'UTC' }]]);
    expect(used).toBe(1);
  });

  it('those options read the wall clock zone.ts shows', () => {
    expect(formatTime('2027-01-04T14:30:00Z', 'America/Chicago')).toBe('8:30 am');
  });
});
