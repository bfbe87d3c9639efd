import dayjs from 'dayjs';
import fc from 'fast-check';
import {
  calendarSearch,
  fetchAllPages,
  rangeToQuery,
  readCalendarSearch,
  correctedCalendarSearch,
  visibleRange,
  type CalendarView,
} from './range';

const fmt = (d: dayjs.Dayjs) => d.format('YYYY-MM-DD');

describe('visibleRange', () => {
  it('a month view spans the whole weeks around the month (Sunday to Saturday)', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const { from, to } = visibleRange('month', '2026-11-23');
    expect([fmt(from), fmt(to)]).toEqual(['2026-11-01', '2026-12-05']);
    // March 2026 starts on a Sunday, ends on a Tuesday; February 2026 is exactly 4 weeks.
    const feb = visibleRange('month', '2026-02-10');
    expect([fmt(feb.from), fmt(feb.to)]).toEqual(['2026-02-01', '2026-02-28']);
  });

  it('a week view is Sunday to Saturday, a day view one day, an agenda 30 days', () => {
    const week = visibleRange('week', '2026-11-25');
    expect([fmt(week.from), fmt(week.to)]).toEqual(['2026-11-22', '2026-11-28']);
    const day = visibleRange('day', '2026-11-25');
    expect([fmt(day.from), fmt(day.to)]).toEqual(['2026-11-25', '2026-11-25']);
    const agenda = visibleRange('agenda', '2026-11-25');
    expect([fmt(agenda.from), fmt(agenda.to)]).toEqual(['2026-11-25', '2026-12-24']);
  });

  it('always contains its date and never exceeds 42 days (property)', () => {
    const views: CalendarView[] = ['month', 'week', 'day', 'agenda'];
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        fc.constantFrom(...views),
        (date, view) => {
          const { from, to } = visibleRange(view, date);
          const day = dayjs(date).startOf('day');
          expect(from.isAfter(day)).toBe(false);
          expect(to.isBefore(day)).toBe(false);
          expect(to.diff(from, 'day') + 1).toBeLessThanOrEqual(42);
        },
      ),
    );
  });
});

describe('rangeToQuery', () => {
  it('asks for pages of 100 and one day more on each side (API days are UTC days)', () => {
    expect(rangeToQuery(visibleRange('month', '2026-11-23'))).toEqual({
      'filter[date_from]': '2026-10-31',
      'filter[date_to]': '2026-12-06',
      'page[size]': 100,
    });
  });
});

describe('fetchAllPages', () => {
  it('fetches the first page, then every other page, and keeps the rows in page order', async () => {
    const pages = [
      { data: [{ id: 1 }, { id: 2 }], last_page: 3 },
      { data: [{ id: 3 }, { id: 4 }], last_page: 3 },
      { data: [{ id: 5 }], last_page: 3 },
    ];
    const fetchPage = vi.fn(async (page: number) => pages[page - 1]);
    const rows = await fetchAllPages(fetchPage);
    expect(fetchPage.mock.calls.map(([page]) => page)).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('one page is one call; a row seen on two pages (it moved meanwhile) is kept once', async () => {
    const single = vi.fn(async () => ({ data: [{ id: 9 }], last_page: 1 }));
    expect(await fetchAllPages(single)).toEqual([{ id: 9 }]);
    expect(single).toHaveBeenCalledTimes(1);
    const moved = async (page: number) =>
      page === 1
        ? { data: [{ id: 1 }, { id: 2 }], last_page: 2 }
        : { data: [{ id: 2 }, { id: 3 }], last_page: 2 };
    expect((await fetchAllPages(moved)).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('a failing page fails the whole range (no half month shown as complete)', async () => {
    const failing = async (page: number) => {
      if (page === 2) throw new Error('boom');
      return { data: [{ id: page }], last_page: 3 };
    };
    await expect(fetchAllPages(failing)).rejects.toThrow('boom');
  });
});

describe('calendar search params', () => {
  const today = dayjs('2026-11-23T15:00:00');
  it('reads view and date back from what it wrote', () => {
    const state = readCalendarSearch(calendarSearch('week', dayjs('2026-12-02')), today);
    expect(state.view).toBe('week');
    expect(fmt(state.date)).toBe('2026-12-02');
  });
  it('falls back to the month of today for anything unreadable', () => {
    for (const search of ['', '?view=year&date=2026-02-30', '?date=12/02/2026']) {
      const state = readCalendarSearch(search, today);
      expect(state.view).toBe('month');
      expect(fmt(state.date)).toBe('2026-11-23');
    }
    expect(readCalendarSearch('?date=2027-01-15', today).view).toBe('month');
    expect(fmt(readCalendarSearch('?date=2027-01-15', today).date)).toBe('2027-01-15');
  });
});

describe('correctedCalendarSearch (QA helper-97)', () => {
  it('drops a view or day that is none, keeping the rest of the query', () => {
    expect(correctedCalendarSearch('?date=2027-02-30&view=week&x=1')).toBe('?view=week&x=1');
    expect(correctedCalendarSearch('view=xyz&date=2027-03-10')).toBe('?date=2027-03-10');
    expect(correctedCalendarSearch('?date=garbage')).toBe('');
    expect(correctedCalendarSearch('?date=99999-01-01&view=day')).toBe('?view=day');
  });
  it('leaves a good address (or none) alone', () => {
    expect(correctedCalendarSearch('?view=week&date=2027-03-15')).toBeNull();
    expect(correctedCalendarSearch('')).toBeNull();
  });
});
