import type { CalendarItem } from '../components/event-calendar';
import { mostAtOnce, summariseBusyDays, summaryStatuses, summaryTitle } from './day-summary';

let nextId = 1;
function job(day: string, hour: number, tone: CalendarItem['tone'], openSpots?: number) {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const labels: Record<string, string> = {
    'not-formed': 'Not formed',
    pending: 'Pending',
    formed: 'Formed',
    done: 'Completed',
  };
  return {
    id: nextId++,
    start: new Date(y, m - 1, d, hour),
    end: new Date(y, m - 1, d, hour + 2),
    title: `job ${nextId}`,
    when: `${hour} am`,
    tone,
    statusLabel: labels[tone] ?? tone,
    openSpots,
  } satisfies CalendarItem;
}

describe('summariseBusyDays', () => {
  it('keeps the jobs of a day with at most three and sums up a busier day in one bar', () => {
    const quiet = [job('2026-12-01', 8, 'formed', 0), job('2026-12-01', 13, 'pending', 2)];
    const busy = [
      job('2026-12-02', 7, 'formed', 0),
      job('2026-12-02', 8, 'pending', 2),
      job('2026-12-02', 9, 'not-formed', 4),
      job('2026-12-02', 10, 'pending', 1),
      job('2026-12-02', 16, 'done', 0),
    ];
    const shown = summariseBusyDays([...quiet, ...busy]);

    expect(shown.filter((item) => !item.summary)).toEqual(quiet);
    const [bar] = shown.filter((item) => item.summary);
    expect(shown).toHaveLength(3);
    expect(bar).toMatchObject({
      id: 'day:2026-12-02',
      title: '5 jobs · 7 open spots',
      tone: 'summary',
      statusLabel: '1 Not formed, 2 Pending, 1 Formed, 1 Completed',
    });
    expect(bar!.summary).toMatchObject({ day: '2026-12-02', count: 5, openSpots: 7 });
    // on its day, from the start of it to its end (a single-day bar in the month grid)
    expect(bar!.start).toEqual(new Date(2026, 11, 2, 0, 0));
    expect(bar!.end).toEqual(new Date(2026, 11, 2, 23, 59));
  });

  it('counts each of a thousand jobs once, whatever the threshold', () => {
    const tones: CalendarItem['tone'][] = ['formed', 'pending', 'not-formed', 'done'];
    const items = Array.from({ length: 1000 }, (_, i) =>
      job(`2026-12-${String((i % 28) + 1).padStart(2, '0')}`, 7 + (i % 10), tones[i % 4]!, i % 3),
    );
    for (const perDay of [0, 3, 34, 36, 1000]) {
      const shown = summariseBusyDays(items, perDay);
      const counted = shown.reduce((sum, item) => sum + (item.summary?.count ?? 1), 0);
      expect(counted).toBe(1000);
      const spots = shown.reduce(
        (sum, item) => sum + (item.summary?.openSpots ?? item.openSpots ?? 0),
        0,
      );
      expect(spots).toBe(items.reduce((sum, item) => sum + item.openSpots!, 0));
      // 1,000 jobs on 28 days: 35 or 36 a day
      expect(shown.length).toBe(perDay >= 36 ? 1000 : 28);
    }
  });

  it('keeps time off (all-day items) as it is and does not count it as a job', () => {
    const jobs = [
      job('2026-12-02', 8, 'formed'),
      job('2026-12-02', 10, 'formed'),
      job('2026-12-02', 12, 'formed'),
    ];
    const off = {
      ...job('2026-12-02', 0, 'time-off'),
      end: new Date(2026, 11, 4),
      allDay: true,
    } satisfies CalendarItem;
    expect(summariseBusyDays([...jobs, off])).toEqual([off, ...jobs]);
    const shown = summariseBusyDays([...jobs, job('2026-12-02', 14, 'formed'), off]);
    expect(shown.map((item) => item.id)).toEqual([off.id, 'day:2026-12-02']);
    expect(shown[1]!.summary!.count).toBe(4);
  });

  it('says nothing of spots when the items do not know them (the helper’s calendar)', () => {
    const summary = {
      day: '2026-12-02',
      count: 4,
      byStatus: [{ label: 'Accepted', tone: 'formed' as const, count: 4 }],
      opens: 'day' as const,
    };
    expect(summaryTitle(summary)).toBe('4 jobs');
    expect(summaryTitle({ ...summary, openSpots: 1 })).toBe('4 jobs · 1 open spot');
    expect(summaryStatuses(summary)).toBe('4 Accepted');
  });
});

describe('summariseBusyDays by hour (the week view)', () => {
  it('draws a busy day as one bar per hour in which its jobs start, each counting its jobs', () => {
    const busy = [
      job('2026-12-02', 8, 'pending', 1),
      job('2026-12-02', 8, 'formed', 0),
      job('2026-12-02', 8, 'not-formed', 3),
      job('2026-12-02', 13, 'pending', 2),
      job('2026-12-02', 15, 'formed', 0),
    ];
    const quiet = [job('2026-12-03', 9, 'pending', 2)];
    const shown = summariseBusyDays([...busy, ...quiet], 4, 'hour');

    expect(shown.filter((item) => !item.summary)).toEqual(quiet);
    expect(
      shown
        .filter((item) => item.summary)
        .map((item) => [item.id, item.title, item.start.getHours(), item.end.getHours()]),
    ).toEqual([
      ['hour:2026-12-02T08', '3 jobs · 4 open spots', 8, 9],
      ['hour:2026-12-02T13', '1 job · 2 open spots', 13, 14],
      ['hour:2026-12-02T15', '1 job', 15, 16],
    ]);
    expect(shown.find((item) => item.id === 'hour:2026-12-02T08')!.statusLabel).toBe(
      '1 Not formed, 1 Pending, 1 Formed',
    );
  });
});

describe('summariseBusyDays by how many jobs stand side by side (QA 56)', () => {
  /** A job from `from` to `to` (hours, may be fractional) on 2026-12-04. */
  const at = (from: number, to: number) => {
    const item = job('2026-12-04', Math.floor(from), 'pending', 1);
    item.start = new Date(2026, 11, 4, 0, from * 60);
    item.end = new Date(2026, 11, 4, 0, to * 60);
    return item;
  };

  it('counts the most jobs running at one moment; one ending as another starts is not both', () => {
    expect(mostAtOnce([])).toBe(0);
    expect(mostAtOnce([at(8, 10), at(10, 12), at(12, 14)])).toBe(1);
    expect(mostAtOnce([at(8, 12), at(9, 10), at(9.5, 11), at(11, 13)])).toBe(3);
  });

  it('keeps a day of few jobs side by side, and draws one of more a bar per hour opening what it is told', () => {
    const fits = [at(8, 12), at(9, 11), at(10, 13), at(13, 15)]; // 3 at once at most
    const crowded = [at(8, 12), at(8, 12), at(9, 11), at(9, 12)].map((item) => {
      item.start = new Date(item.start.getTime() + 86_400_000); // on the 5th
      item.end = new Date(item.end.getTime() + 86_400_000);
      return item;
    });
    const shown = summariseBusyDays([...fits, ...crowded], 8, 'hour', {
      sideBySide: 3,
      opens: 'agenda',
    });
    expect(shown.filter((item) => !item.summary)).toEqual(fits);
    expect(
      shown.filter((item) => item.summary).map((item) => [item.id, item.summary!.opens]),
    ).toEqual([
      ['hour:2026-12-05T08', 'agenda'],
      ['hour:2026-12-05T09', 'agenda'],
    ]);
    // Without the bound (the month view's rule), the same days keep their jobs.
    expect(summariseBusyDays([...fits, ...crowded], 8, 'hour')).toEqual([...fits, ...crowded]);
  });
});
