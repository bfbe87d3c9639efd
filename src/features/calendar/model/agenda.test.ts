import { format } from 'date-fns';
import dayjs from 'dayjs';
import fc from 'fast-check';
import { localizer, type CalendarItem } from '../components/event-calendar';
import { agendaDays } from './agenda';
import { inRange, rowsInRange } from './range';

// The calendar's localizer: the library's "is this event on this day" rule is the reference.
// (Its runtime signature: one object, not the (event, range) of @types/react-big-calendar.)
const inEventRange = localizer.inEventRange as unknown as (options: {
  event: { start: Date; end: Date };
  range: { start: Date; end: Date };
}) => boolean;
const onDay = (item: CalendarItem, day: Date) =>
  inEventRange({
    event: { start: item.start, end: item.end },
    range: { start: localizer.startOf(day, 'day'), end: localizer.endOf(day, 'day') },
  });

let nextId = 1;
const item = (start: Date, end: Date): CalendarItem => ({
  id: nextId++,
  start,
  end,
  title: `job ${nextId}`,
  when: '',
  tone: 'formed',
  statusLabel: 'Formed',
});
const at = (day: number, hour: number, minute = 0) => new Date(2027, 2, day, hour, minute);
const ids = (days: ReturnType<typeof agendaDays>) =>
  days.map(({ day, items }) => [format(day, 'MM-dd'), items.map((i) => i.id)]);

describe('agendaDays', () => {
  it('lists the days that have jobs, each sorted by start, within the 30 days from the date', () => {
    const late = item(at(3, 15), at(3, 17));
    const early = item(at(3, 8), at(3, 10));
    const before = item(at(1, 8), at(1, 10));
    const after = item(at(2 + 30, 8), at(2 + 30, 10)); // April 1st: the 31st day
    const days = agendaDays([late, before, early, after], at(2, 0));
    expect(ids(days)).toEqual([['03-03', [early.id, late.id]]]);
  });

  it('lists a job crossing midnight on both days, not a job ending at midnight on the next', () => {
    const overnight = item(at(5, 20), at(6, 2));
    const toMidnight = item(at(5, 18), at(6, 0));
    const instant = item(at(7, 9), at(7, 9));
    const days = agendaDays([overnight, toMidnight, instant], at(4, 12));
    expect(ids(days)).toEqual([
      ['03-05', [toMidnight.id, overnight.id]],
      ['03-06', [overnight.id]],
      ['03-07', [instant.id]],
    ]);
  });

  it('puts each job on exactly the days the library would (random jobs over 40 days)', () => {
    const job = fc
      .record({ day: fc.integer({ min: 0, max: 40 }), minute: fc.integer({ min: 0, max: 1439 }) })
      .chain(({ day, minute }) =>
        fc.integer({ min: 0, max: 3 * 1440 }).map((length) => {
          const start = new Date(2027, 2, day, 0, minute);
          return item(start, new Date(+start + length * 60_000));
        }),
      );
    fc.assert(
      fc.property(
        fc.array(job, { maxLength: 30 }),
        fc.integer({ min: 1, max: 20 }),
        (jobs, from) => {
          const start = at(from, 0);
          const days = agendaDays(jobs, start);
          for (let n = 0; n < 30; n++) {
            const day = new Date(2027, 2, from + n);
            const expected = jobs
              .filter((j) => onDay(j, day))
              .sort((a, b) => +a.start - +b.start)
              .map((j) => j.id);
            const listed = days.find((d) => +d.day === +day)?.items.map((j) => j.id) ?? [];
            expect(listed).toEqual(expected);
          }
          expect(days.every((d) => d.items.length > 0)).toBe(true);
        },
      ),
    );
  });
});

describe('inRange (what Export and "N jobs in view" count)', () => {
  it('keeps exactly the jobs the agenda lists, for any day range (random jobs over 40 days)', () => {
    const job = fc
      .record({ day: fc.integer({ min: 0, max: 40 }), minute: fc.integer({ min: 0, max: 1439 }) })
      .chain(({ day, minute }) =>
        fc.integer({ min: 0, max: 3 * 1440 }).map((length) => {
          const start = new Date(2027, 2, day, 0, minute);
          return item(start, new Date(+start + length * 60_000));
        }),
      );
    fc.assert(
      fc.property(
        fc.array(job, { maxLength: 30 }),
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 30 }),
        (jobs, from, length) => {
          const range = { from: dayjs(at(from, 0)), to: dayjs(at(from + length - 1, 0)) };
          const listed = new Set(
            agendaDays(jobs, at(from, 0), length).flatMap((d) => d.items.map((j) => j.id)),
          );
          expect(jobs.filter((j) => inRange(j, range)).map((j) => j.id)).toEqual(
            jobs.filter((j) => listed.has(j.id)).map((j) => j.id),
          );
        },
      ),
    );
  });

  it('keeps the rows of the items in range, in row order', () => {
    const inside = item(at(3, 8), at(3, 10));
    const outside = item(at(1, 8), at(1, 10));
    const range = { from: dayjs(at(2, 0)), to: dayjs(at(4, 0)) };
    const rows = [{ id: outside.id }, { id: inside.id }];
    expect(rowsInRange(rows, [inside, outside], range)).toEqual([{ id: inside.id }]);
    expect(rowsInRange(undefined, [inside], range)).toEqual([]);
  });
});
