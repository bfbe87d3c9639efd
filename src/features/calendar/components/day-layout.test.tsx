import { render } from '@testing-library/react';
import EventCalendar, { type CalendarItem } from './event-calendar';

/** A job on March 10 2027 (local) from `hour` for `hours` hours. */
const job = (id: number, hour: number, hours: number): CalendarItem => {
  const start = new Date(2027, 2, 10, hour);
  return {
    id,
    start,
    end: new Date(+start + hours * 3_600_000),
    title: `#${1000 + id} Customer ${id}`,
    when: `${hour}:00`,
    tone: 'formed',
    statusLabel: 'Formed',
    openSpots: 0,
  };
};

describe('the day and week views (QA 2026-12-04)', () => {
  it('lay jobs at the same time side by side: none is drawn over another', () => {
    render(
      <EventCalendar
        items={[job(1, 8, 6), job(2, 9, 2), job(3, 10, 4), job(4, 13, 3)]}
        view="day"
        date={new Date(2027, 2, 10)}
        onNavigate={() => {}}
        onSelectItem={() => {}}
        height={700}
      />,
    );
    // The library places each job by its inline style: top and height in time, left and width
    // across the column, in percent.
    const boxes = [...document.querySelectorAll<HTMLElement>('.rbc-day-slot .rbc-event')].map(
      (event) => {
        const value = (name: string) => parseFloat(event.style.getPropertyValue(name));
        return {
          top: value('top'),
          bottom: value('top') + value('height'),
          left: value('left'),
          right: value('left') + value('width'),
        };
      },
    );
    expect(boxes).toHaveLength(4);
    const over = (a: number, b: number, c: number, d: number) => a < d - 0.01 && c < b - 0.01;
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(
          over(a.top, a.bottom, b.top, b.bottom) && over(a.left, a.right, b.left, b.right),
        ).toBe(false);
  });
});

describe('a job past midnight (QA helper-96)', () => {
  it.each(['week', 'day'] as const)(
    'is drawn on the hours of both its days in the %s view',
    (view) => {
      const overnight = { ...job(7, 22, 4), title: '#1007 Night Owl' };
      const days =
        view === 'week' ? [new Date(2027, 2, 10)] : [10, 11].map((d) => new Date(2027, 2, d));
      for (const date of days) {
        const { unmount } = render(
          <EventCalendar
            items={[overnight]}
            view={view}
            date={date}
            onNavigate={() => {}}
            onSelectItem={() => {}}
            height={700}
          />,
        );
        const drawn = [...document.querySelectorAll<HTMLElement>('.rbc-day-slot .rbc-event')];
        // Week: the evening of the 10th and the night of the 11th; day: one part a day.
        expect(drawn).toHaveLength(view === 'week' ? 2 : 1);
        for (const event of drawn) expect(event).toHaveTextContent('#1007 Night Owl');
        expect(document.querySelector('.rbc-allday-cell .rbc-event')).toBeNull();
        unmount();
      }
    },
  );
});
