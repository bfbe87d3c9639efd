import type { CalendarItem } from '../components/event-calendar';
import { cellItems, itemsByDay, MONTH_CELL_ITEMS, monthWeeks } from './month';

const item = (id: number, start: Date, end: Date): CalendarItem => ({
  id,
  start,
  end,
  title: `item ${id}`,
  when: '',
  tone: 'formed',
  statusLabel: 'Formed',
});

describe('monthWeeks', () => {
  it('cuts the grid into weeks of seven local days, over a change of clocks', () => {
    // March 2027 (US clocks go forward on the 14th): Sunday Feb 28 to Saturday April 3.
    const weeks = monthWeeks(new Date(2027, 1, 28), new Date(2027, 3, 3, 23, 59, 59, 999));
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]![0]).toEqual(new Date(2027, 1, 28));
    expect(weeks[2]![0]).toEqual(new Date(2027, 2, 14));
    expect(weeks[2]![1]).toEqual(new Date(2027, 2, 15));
    expect(weeks[4]![6]).toEqual(new Date(2027, 3, 3));
    expect(weeks.flat().every((day) => day.getHours() === 0)).toBe(true);
  });
});

describe('itemsByDay', () => {
  it('puts an item on every day of the grid it touches, sorted by start, in one map', () => {
    const first = new Date(2027, 1, 28);
    const late = item(1, new Date(2027, 2, 3, 15), new Date(2027, 2, 3, 17));
    const early = item(2, new Date(2027, 2, 3, 8), new Date(2027, 2, 3, 9));
    // to midnight: not on the 5th
    const twoDays = item(3, new Date(2027, 2, 3), new Date(2027, 2, 5));
    // from before the grid, cut at its first day
    const before = item(4, new Date(2027, 1, 26, 22), new Date(2027, 2, 1, 2));
    // past the grid's last day (35 days): cut there
    const after = item(5, new Date(2027, 3, 3, 20), new Date(2027, 3, 4, 3));
    const zero = item(6, new Date(2027, 2, 9, 10), new Date(2027, 2, 9, 10));
    const byDay = itemsByDay([late, early, twoDays, before, after, zero], first, 35);
    expect(byDay.get('2027-03-03')).toEqual([twoDays, early, late]);
    expect(byDay.get('2027-03-04')).toEqual([twoDays]);
    expect(byDay.has('2027-03-05')).toBe(false);
    expect(byDay.has('2027-02-27')).toBe(false);
    expect(byDay.get('2027-02-28')).toEqual([before]);
    expect(byDay.get('2027-03-01')).toEqual([before]);
    expect(byDay.get('2027-04-03')).toEqual([after]);
    expect(byDay.has('2027-04-04')).toBe(false);
    expect(byDay.get('2027-03-09')).toEqual([zero]);
    expect([...byDay.keys()]).toHaveLength(6);
  });
});

describe('cellItems', () => {
  const list = (n: number) =>
    Array.from({ length: n }, (_, i) =>
      item(i, new Date(2027, 2, 3, 8 + i), new Date(2027, 2, 3, 9 + i)),
    );

  it(`shows up to ${MONTH_CELL_ITEMS} items, else one less and how many more`, () => {
    expect(cellItems(undefined)).toEqual({ shown: [], more: 0 });
    expect(cellItems(list(MONTH_CELL_ITEMS))).toEqual({ shown: list(MONTH_CELL_ITEMS), more: 0 });
    const six = list(6);
    expect(cellItems(six)).toEqual({
      shown: six.slice(0, MONTH_CELL_ITEMS - 1),
      more: 7 - MONTH_CELL_ITEMS,
    });
    expect(cellItems(six, 2)).toEqual({ shown: six.slice(0, 1), more: 5 });
  });
});
