import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { MONTH_JOBS_PER_DAY } from '../model/day-summary';
import { MONTH_CELL_ITEMS } from '../model/month';
import type { CalendarView } from '../model/range';
import EventCalendar, { type CalendarItem } from './event-calendar';

let nextId = 1;
/** A job on March `day` 2027 (local), from `hour` for `hours` hours. */
function job(day: number, hour: number, hours = 2, title = `Job ${nextId}`): CalendarItem {
  const start = new Date(2027, 2, day, hour);
  return {
    id: nextId++,
    start,
    end: new Date(+start + hours * 3_600_000),
    title,
    when: `${hour}:00`,
    tone: 'formed',
    statusLabel: 'Formed',
    openSpots: 1,
  };
}
/** Whole days off, March `from` to `to` 2027 (the end exclusive, as time-off-items.ts). */
function timeOff(from: number, to: number): CalendarItem {
  return {
    id: `time-off-${nextId++}`,
    start: new Date(2027, 2, from),
    end: new Date(2027, 2, to + 1),
    allDay: true,
    title: 'Time off',
    when: `03/${from}/2027 – 03/${to}/2027`,
    tone: 'time-off',
    statusLabel: 'Time off',
  };
}

type Props = Partial<ComponentProps<typeof EventCalendar>>;
function month(props: Props = {}) {
  const calls = {
    navigate: [] as Array<[Date, CalendarView]>,
    selected: [] as CalendarItem[],
    days: [] as Date[],
  };
  render(
    <EventCalendar
      items={[]}
      view="month"
      date={new Date(2027, 2, 10)}
      onNavigate={(date, view) => calls.navigate.push([date, view])}
      onSelectItem={(item) => calls.selected.push(item)}
      onSelectDay={(day) => calls.days.push(day)}
      height={700}
      {...props}
    />,
  );
  return calls;
}

/** The cell of March `day` 2027 (found by its day button's title). */
const cell = (day: number, monthName = 'March', weekday?: string) => {
  const date = new Date(2027, ['February', 'March', 'April'].indexOf(monthName) + 1, day);
  const name = weekday ?? date.toLocaleDateString('en-US', { weekday: 'long' });
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  return screen
    .getByTitle(new RegExp(`^${dd}, open ${name} ${mm}/${dd}/2027(, today)?$`))
    .closest<HTMLElement>('[role="cell"]')!;
};
/** The events of a cell by what they show (their words for readers only left out). */
const eventsIn = (element: HTMLElement) =>
  [...element.querySelectorAll<HTMLElement>('.rbc-event')].map((e) => {
    const shown = e.cloneNode(true) as HTMLElement;
    for (const hidden of shown.querySelectorAll('.app-visually-hidden')) hidden.remove();
    return shown.textContent;
  });

describe('the month view', () => {
  it('draws the weeks of the month, Sunday to Saturday, the other months’ days greyed', () => {
    month();
    expect(screen.getByText('March 2027')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Month View' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    // March 1st 2027 is a Monday: Sunday February 28 to Saturday April 3, five weeks.
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(6);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['28', '01', '02', '03', '04', '05', '06']);
    expect(cell(28, 'February')).toHaveClass('rbc-off-range-bg');
    expect(cell(3, 'April')).toHaveClass('rbc-off-range-bg');
    expect(cell(31)).not.toHaveClass('rbc-off-range-bg');
    // the day in view
    expect(within(cell(10)).getByText('10').parentElement).toHaveClass('rbc-current');
  });

  it('has six weeks when the month needs them, and Next moves a month', async () => {
    const calls = month({ date: new Date(2027, 4, 10) });
    // May 2027: Saturday the 1st to Monday the 31st, from April 25 to June 5.
    expect(screen.getByText('May 2027')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(7);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(calls.navigate).toEqual([[new Date(2027, 5, 10), 'month']]);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(calls.navigate[1]).toEqual([new Date(2027, 3, 10), 'month']);
  });

  it('puts each job on its day, by start, and a job past midnight on both days', () => {
    const late = job(12, 15, 2, 'Late');
    const early = job(12, 8, 2, 'Early');
    const overnight = job(15, 22, 4, 'Overnight');
    month({ items: [late, overnight, early] });
    expect(eventsIn(cell(12))).toEqual(['Early 8:00', 'Late 15:00']);
    expect(eventsIn(cell(15))).toEqual(['Overnight 22:00']);
    expect(eventsIn(cell(16))).toEqual(['Overnight 22:00']);
    expect(eventsIn(cell(17))).toEqual([]);
    const [first, second] = [cell(15), cell(16)].map((c) => c.querySelector('.rbc-event')!);
    expect(first).toHaveClass('rbc-event-continues-after');
    expect(second).toHaveClass('rbc-event-continues-prior');
    expect(first).toHaveClass('app-calendar-event', 'app-calendar-event--formed');
  });

  it('shows time off over several days on each of them, across a week’s end, first of the day', () => {
    // Friday 19 to Monday 22: two week rows.
    month({ items: [job(20, 9, 2, 'Saturday job'), timeOff(19, 22)] });
    for (const day of [19, 20, 21, 22]) expect(eventsIn(cell(day))[0]).toMatch(/^Time off/);
    expect(eventsIn(cell(20))).toEqual(['Time off 03/19/2027 – 03/22/2027', 'Saturday job 9:00']);
    expect(eventsIn(cell(18))).toEqual([]);
    expect(eventsIn(cell(23))).toEqual([]);
    const bar = cell(19).querySelector('.rbc-event')!;
    expect(bar).toHaveClass('app-calendar-event--time-off', 'rbc-event-allday');
    expect(bar).toHaveAttribute('title', 'Time off, 03/19/2027 – 03/22/2027 (Time off)');
  });

  it(`sums up a day of more than ${MONTH_JOBS_PER_DAY} jobs in one bar that opens the day`, async () => {
    const busy = Array.from({ length: 5 }, (_, i) => job(9, 8 + i));
    const calls = month({ items: [...busy, job(10, 9, 2, 'Quiet')] });
    const bar = screen.getByTitle('5 jobs · 5 open spots: 5 Formed. Opens the day.');
    expect(cell(9)).toContainElement(bar);
    // Its statuses are a coloured bar, and words for readers (QA helper-121).
    expect(bar).toHaveAccessibleName('5 jobs · 5 open spots (5 Formed)');
    expect(bar).toHaveClass('app-calendar-event--summary');
    expect(eventsIn(cell(9))).toHaveLength(1);
    expect(eventsIn(cell(10))).toEqual(['Quiet 9:00']);
    await userEvent.click(bar);
    expect(calls.navigate).toEqual([[new Date(2027, 2, 9), 'day']]);
    expect(calls.selected).toEqual([]);
    expect(calls.days).toEqual([]);
  });

  it(`shows ${MONTH_CELL_ITEMS - 1} items of a fuller day and "+N more", which opens the day`, async () => {
    const items = [job(24, 8), job(24, 10), job(24, 12), timeOff(24, 24), timeOff(23, 25)];
    const calls = month({ items });
    expect(eventsIn(cell(24))).toHaveLength(MONTH_CELL_ITEMS - 1);
    await userEvent.click(within(cell(24)).getByRole('button', { name: '+2 more' }));
    expect(calls.navigate).toEqual([[new Date(2027, 2, 24), 'day']]);
    expect(calls.days).toEqual([]);
  });

  it('its day numbers are one Tab stop, and the arrows, Home and End move between them (QA-244 L1)', async () => {
    month({ items: [job(10, 9), job(17, 9)] });
    const dayButton = (day: number, monthName = 'March') =>
      within(cell(day, monthName)).getByRole('button', { name: /, open / });
    const stops = screen
      .getAllByRole('button', { name: /, open / })
      .filter((button) => button.tabIndex === 0);
    // The day in view (the 10th) is the one stop.
    expect(stops).toEqual([dayButton(10)]);
    dayButton(10).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(dayButton(11)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(dayButton(18)).toHaveFocus();
    // Wednesday 03/10/2027's row: Sunday the 14th to Saturday the 20th for the 18th.
    await userEvent.keyboard('{Home}');
    expect(dayButton(14)).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(dayButton(20)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowLeft}');
    expect(dayButton(12)).toHaveFocus();
    // The stop follows: a Tab away and back comes to the 12th, and it is still the only one.
    expect(
      screen.getAllByRole('button', { name: /, open / }).filter((b) => b.tabIndex === 0),
    ).toEqual([dayButton(12)]);
    // Past the first week shown, nothing moves.
    dayButton(28, 'February').focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(dayButton(28, 'February')).toHaveFocus();
  });

  it('opens an event on a click or from the keyboard, and a day from its number', async () => {
    const target = job(17, 9, 2, 'Target');
    const calls = month({ items: [job(17, 7, 1, 'Before'), target] });
    // Its status in words after what it shows, not its colour alone (QA helper-121).
    await userEvent.click(screen.getByRole('button', { name: 'Target 9:00 (Formed)' }));
    expect(calls.selected).toEqual([target]);
    screen.getByRole('button', { name: 'Before 7:00 (Formed)' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Target 9:00 (Formed)' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(calls.selected).toEqual([target, target]);
    // Named by its number, then what it opens (QA 56: it was "17" alone).
    await userEvent.click(
      within(cell(17)).getByRole('button', { name: '17, open Wednesday 03/17/2027' }),
    );
    expect(calls.navigate).toEqual([[new Date(2027, 2, 17), 'day']]);
    expect(calls.days).toEqual([]);
  });

  it('chooses an empty day from the first selectable day on; earlier days are greyed and inert', async () => {
    const calls = month({ items: [job(18, 9)], minSelectableDay: new Date(2027, 2, 16) });
    await userEvent.click(cell(18));
    await userEvent.click(cell(16));
    await userEvent.click(cell(3, 'April'));
    await userEvent.click(cell(15));
    await userEvent.click(cell(28, 'February'));
    expect(calls.days).toEqual([
      new Date(2027, 2, 18),
      new Date(2027, 2, 16),
      new Date(2027, 3, 3),
    ]);
    expect(cell(15)).toHaveClass('app-calendar-day--past');
    expect(cell(16)).not.toHaveClass('app-calendar-day--past');
    expect(calls.navigate).toEqual([]);
    expect(calls.selected).toEqual([]);
  });

  it('has no day to choose without onSelectDay (the helper’s calendar)', async () => {
    const calls = month({ onSelectDay: undefined });
    await userEvent.click(cell(18));
    expect(calls.days).toEqual([]);
    expect(calls.navigate).toEqual([]);
  });
});

describe('the month view’s today', () => {
  // 16:00 UTC on March 10th: the 11th in Tokyo, still the 10th in Los Angeles.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-10T16:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['Asia/Tokyo', 11],
    ['America/Los_Angeles', 10],
  ])('is today on the events’ clocks (%s: the %sth)', (timeZone, today) => {
    month({ timeZone });
    const todays = document.querySelectorAll('.rbc-today');
    expect(todays).toHaveLength(1);
    expect(todays[0]).toBe(cell(today));
    expect(cell(today).querySelector('.rbc-date-cell')).toHaveClass('rbc-now');
    // Said in its day button's name too, not by its colour alone (QA helper-121).
    const weekday = today === 11 ? 'Thursday' : 'Wednesday';
    expect(
      within(cell(today)).getByRole('button', {
        name: `${today}, open ${weekday} 03/${today}/2027, today`,
      }),
    ).toBeInTheDocument();
    expect(
      within(cell(today - 1)).getByRole('button', { name: /^\d+, open \w+ \d\d\/\d\d\/2027$/ }),
    ).toBeInTheDocument();
  });
});
