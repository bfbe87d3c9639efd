import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EventCalendar, { type CalendarItem } from './event-calendar';
import { AGENDA_ROWS_STEP } from './agenda-view';

/** `count` jobs, eight a day from March 2nd 2027, hourly from 7:00, each two hours. */
function jobs(count: number): CalendarItem[] {
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(2027, 2, 2 + Math.floor(i / 8), 7 + (i % 8));
    return {
      id: i + 1,
      start,
      end: new Date(+start + 2 * 3_600_000),
      title: `#${1000 + i} Customer ${i}`,
      when: '',
      tone: 'formed',
      statusLabel: 'Formed',
    };
  });
}

const rows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .filter((row) => row.classList.contains('app-calendar-event'));

function agenda(items: CalendarItem[], onSelectItem: (item: CalendarItem) => void = () => {}) {
  return render(
    <EventCalendar
      items={items}
      view="agenda"
      date={new Date(2027, 2, 2)}
      onNavigate={() => {}}
      onSelectItem={onSelectItem}
      height={600}
    />,
  );
}

describe('the agenda', () => {
  it('lists the 30 days from the date by day, with times, and opens a job', async () => {
    const opened: CalendarItem[] = [];
    const items = jobs(6);
    agenda(items, (item) => opened.push(item));
    expect(screen.getByText('03/02/2027 – 03/31/2027')).toBeInTheDocument();
    expect(rows()).toHaveLength(6);
    const [first] = rows();
    expect(first).toHaveTextContent('Tue 03/02');
    expect(first).toHaveTextContent('7:00 am - 9:00 am');
    expect(first).toHaveTextContent('#1000 Customer 0');
    await userEvent.click(screen.getByText('#1005 Customer 5'));
    expect(opened).toEqual([items[5]]);
  });

  it("says a job's time once, with its zone; one over midnight keeps its whole time on each day's row (QA 56, review 56)", () => {
    const start = new Date(2027, 2, 2, 9);
    const day: CalendarItem = {
      id: 1,
      start,
      end: new Date(2027, 2, 2, 12),
      title: '#1000 Day Job',
      when: '9:00 am - 12:00 pm CST',
      tone: 'formed',
      statusLabel: 'Formed',
    };
    const night: CalendarItem = {
      ...day,
      id: 2,
      start: new Date(2027, 2, 2, 22),
      end: new Date(2027, 2, 3, 1),
      title: '#1001 Night Job',
      when: '10:00 pm - 1:00 am CST (next day)',
    };
    agenda([day, night]);
    const [first, second, third] = rows();
    // The day's job: its time column has the whole range with the zone; the event its title.
    // Its status in words for readers (QA helper-121).
    expect(within(first!).getByRole('button')).toHaveAccessibleName('#1000 Day Job (Formed)');
    expect(first).toHaveTextContent('9:00 am - 12:00 pm CST');
    // The night's: both days' rows keep "10:00 pm - 1:00 am CST (next day)".
    for (const row of [second!, third!])
      expect(within(row).getByRole('button')).toHaveAccessibleName(
        '#1001 Night Job 10:00 pm - 1:00 am CST (next day) (Formed)',
      );
  });

  it('says "All day" on each day of time off, and a time over midnight in the product\'s case (QA helper-159)', () => {
    const off = (id: number, from: Date, days: number): CalendarItem => ({
      id: `time-off-${id}`,
      start: from,
      end: new Date(from.getFullYear(), from.getMonth(), from.getDate() + days),
      allDay: true,
      title: 'Time off',
      when: '',
      tone: 'time-off',
      statusLabel: 'Time off',
    });
    const night: CalendarItem = {
      id: 3,
      start: new Date(2027, 2, 10, 22),
      end: new Date(2027, 2, 11, 1),
      title: '#1001 Night Job',
      when: '10:00 pm - 1:00 am CST (next day)',
      tone: 'formed',
      statusLabel: 'Formed',
    };
    agenda([off(1, new Date(2027, 2, 2), 1), off(2, new Date(2027, 2, 5), 3), night]);
    const times = rows().map((row) => row.querySelector('.rbc-agenda-time-cell')!);
    expect(times.map((cell) => cell.textContent)).toEqual([
      'All day',
      'All day',
      'All day',
      'All day',
      '10:00 pm',
      '1:00 am',
    ]);
    // No "continues" marks ("»") on a day that is whole.
    for (const cell of times.slice(0, 4))
      expect(cell.querySelector('.rbc-continues-after, .rbc-continues-prior')).toBeNull();
  });

  it(`shows ${AGENDA_ROWS_STEP} rows of a busy month, more on "Show more" and as it is scrolled`, async () => {
    agenda(jobs(200));
    expect(rows()).toHaveLength(AGENDA_ROWS_STEP);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (140 more jobs)' }));
    expect(rows()).toHaveLength(2 * AGENDA_ROWS_STEP);
    // Scrolling near the end adds the next rows (happy-dom lays nothing out: every scroll is
    // near the end).
    fireEvent.scroll(document.querySelector('.rbc-agenda-view')!);
    expect(rows()).toHaveLength(3 * AGENDA_ROWS_STEP);
    await userEvent.click(screen.getByRole('button', { name: 'Show more (20 more jobs)' }));
    expect(rows()).toHaveLength(200);
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('says so when the 30 days have no job', () => {
    agenda([]);
    expect(screen.getByText('There are no events in this range.')).toBeInTheDocument();
  });
});
