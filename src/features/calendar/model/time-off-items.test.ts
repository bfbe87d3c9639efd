import { isTimeOffItem, timeOffItems } from './time-off-items';

describe('time off on the helper calendar (7/8)', () => {
  it('is an all-day item from the first day to the midnight after the last', () => {
    const [range, day] = timeOffItems([
      { id: 3, start_date: '2027-03-12', end_date: '2027-03-14', reason: 'Wedding' },
      { id: 4, start_date: '2027-03-20', end_date: '2027-03-20', reason: null },
    ]);
    expect(range).toMatchObject({
      id: 'time-off-3',
      start: new Date(2027, 2, 12),
      end: new Date(2027, 2, 15),
      allDay: true,
      title: 'Time off',
      when: '03/12/2027 – 03/14/2027',
      tone: 'time-off',
      statusLabel: 'Time off: Wedding',
    });
    expect(day).toMatchObject({
      start: new Date(2027, 2, 20),
      end: new Date(2027, 2, 21),
      when: '03/20/2027',
      statusLabel: 'Time off',
    });
    expect(isTimeOffItem(range!)).toBe(true);
    expect(isTimeOffItem({ ...range!, id: 'order-7' }) || isTimeOffItem({ ...range!, id: 7 })).toBe(
      false,
    );
    expect(timeOffItems(undefined)).toEqual([]);
  });
});
