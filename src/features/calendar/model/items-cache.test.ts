import type { CalendarItem } from '../components/event-calendar';
import { itemsOf } from './items-cache';

let calls = 0;
const toItem = (row: { id: number }): CalendarItem => {
  calls += 1;
  return {
    id: row.id,
    start: new Date(2027, 0, 1),
    end: new Date(2027, 0, 1, 2),
    title: `#${row.id}`,
    when: '',
    tone: 'formed',
    statusLabel: 'Formed',
  };
};

describe('itemsOf', () => {
  beforeEach(() => {
    calls = 0;
  });

  it('maps a rows array once per key: a view seen again gets the same items, not a new mapping', () => {
    const rows = [{ id: 1 }, { id: 2 }];
    const first = itemsOf(rows, 'America/Chicago', toItem);
    expect(first.map((i) => i.id)).toEqual([1, 2]);
    expect(itemsOf(rows, 'America/Chicago', toItem)).toBe(first);
    expect(calls).toBe(2);
  });

  it('maps again for another key (zone) or another array, and gives no items for no rows', () => {
    const rows = [{ id: 1 }];
    const chicago = itemsOf(rows, 'America/Chicago', toItem);
    expect(itemsOf(rows, 'America/Denver', toItem)).not.toBe(chicago);
    expect(itemsOf([{ id: 1 }], 'America/Denver', toItem)).toHaveLength(1);
    expect(calls).toBe(3);
    expect(itemsOf(undefined, 'America/Chicago', toItem)).toEqual([]);
  });
});
