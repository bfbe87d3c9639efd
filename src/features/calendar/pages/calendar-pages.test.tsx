import { act, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import { invitationService, orderService, type OrderRecord } from '@mocks/db';
import { goInHistory, loginAs, renderApp, setupMockServer, stopApps } from '@/app/test-utils';
import {
  addDays,
  formatTimeRange,
  zonedDate,
  zonedInstant,
  zonedWallDate,
} from '@/platform/format';
import type { HelperCalendarEvent } from '@/platform/api/generated/model';
import { jobsZone } from './helper-calendar-page';

setupMockServer();

function branchOf(city: string) {
  const branch = db.branches.findFirst((q) => q.where({ name: `Lone Star Movers ${city}` }));
  if (!branch) throw new Error(`no ${city} branch in the seed`);
  return branch;
}

/** A seeded, open order of the branch from today on (the first by start). */
function upcomingOrder(city = 'Austin'): OrderRecord {
  const today = dayjs().startOf('day').toISOString();
  const order = db.orders
    .findMany((q) => q.where({ branch_id: branchOf(city).id }))
    .filter((o) => !orderService.isClosed(o) && o.start_at >= today)
    .sort((a, b) => a.start_at.localeCompare(b.start_at))[0];
  if (!order) throw new Error(`no upcoming order in ${city}`);
  return order;
}

/** The demo's Texas branches' zone: the company calendar's days are the branch's (4/8). */
const AUSTIN_ZONE = 'America/Chicago';
const day = (iso: string, zone = AUSTIN_ZONE) => zonedDate(iso, zone);
const eventTitle = (o: OrderRecord) =>
  `#${o.number} ${o.customer.first_name} ${o.customer.last_name}`;

/**
 * A copy of a seeded Austin job on `date` at 9 am + `i % 8` hours for an hour (or at the
 * hours `span`), with no crew yet.
 */
function jobOn(date: string, i: number, helpers: number, span?: [number, number]) {
  const { id: _id, ...fields } = upcomingOrder();
  const clock = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const [from, to] = span ?? [9 + (i % 8), 10 + (i % 8)];
  return db.insert('orders', {
    ...fields,
    number: 90_000 + i,
    customer: { ...fields.customer, first_name: `Busy${i}` },
    start_at: zonedInstant(date, clock(from), AUSTIN_ZONE).toISOString(),
    end_at: zonedInstant(date, clock(to), AUSTIN_ZONE).toISOString(),
    helpers_needed: helpers,
    status: 1,
    completion: null,
    completed_at: null,
    cancelled_at: null,
    cancel_reason: null,
  });
}

function recordCalendarRequests() {
  const urls: URL[] = [];
  const onRequest = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (/\/orders\/calendar$|\/helper\/calendar$/.test(url.pathname)) urls.push(url);
  };
  server.events.on('request:start', onRequest);
  return urls;
}

async function as(email: string, path: string) {
  localStorage.setItem('token', await loginAs(email));
  return renderApp(path);
}

describe('/company/calendar', () => {
  it("shows the branch's jobs of the range with customer and time window, asked as the range's dates in pages of 100", async () => {
    const order = upcomingOrder();
    const requests = recordCalendarRequests();
    await as('owner@demo.test', `/company/calendar?view=agenda&date=${day(order.start_at)}`);
    // A job crossing midnight (in the branch's zone) is listed on both days; its times are
    // on Austin's clocks whatever the test process's zone.
    const [event] = await screen.findAllByText(eventTitle(order));
    const row = event.closest('tr')!;
    expect(row).toHaveTextContent(formatTimeRange(order.start_at, order.end_at, AUSTIN_ZONE));
    const query = requests.at(-1)!;
    expect(query.pathname).toBe(`/api/company-branches/${branchOf('Austin').id}/orders/calendar`);
    expect(query.searchParams.get('filter[date_from]')).toBe(addDays(day(order.start_at), -1));
    expect(query.searchParams.get('filter[date_to]')).toBe(addDays(day(order.start_at), 30));
    expect(query.searchParams.get('page[size]')).toBe('100');
    expect(query.searchParams.get('page[number]')).toBe('1');
    // Every colour the jobs take, in words; completed ones too (QA 56).
    expect(
      within(screen.getByRole('list', { name: 'Legend' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Not formed', 'Pending', 'Partially formed', 'Formed', 'Completed']);
  });

  it('opening an event opens its order for editing', async () => {
    const order = upcomingOrder();
    const app = await as(
      'owner@demo.test',
      `/company/calendar?view=agenda&date=${day(order.start_at)}`,
    );
    const [event] = await screen.findAllByText(eventTitle(order));
    await app.user.click(event);
    await waitFor(() => expect(window.location.pathname).toBe(`/company/job/edit/${order.id}`));
    expect(await screen.findByRole('heading', { name: 'Edit job' })).toBeInTheDocument();
  });

  it('Edit job opened from the calendar comes back to its view and day on Save, as Add new job does (QA 164 M3)', async () => {
    const order = upcomingOrder();
    const date = day(order.start_at);
    const app = await as('owner@demo.test', `/company/calendar?view=agenda&date=${date}`);
    const [event] = await screen.findAllByText(eventTitle(order));
    await app.user.click(event);
    await app.user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/calendar'));
    const query = new URLSearchParams(window.location.search);
    expect([query.get('view'), query.get('date')]).toEqual(['agenda', date]);
    expect(await screen.findAllByText(eventTitle(order))).not.toHaveLength(0);
  });

  it('in the week and day views a job and an hour’s bar open from the keyboard: Enter and Space, as a click (QA helper-93)', async () => {
    const order = upcomingOrder();
    const app = await as(
      'owner@demo.test',
      `/company/calendar?view=day&date=${day(order.start_at)}`,
    );
    const [event] = await screen.findAllByText(eventTitle(order));
    const job = event.closest<HTMLElement>('[role="button"]')!;
    job.focus();
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe(`/company/job/edit/${order.id}`));
    expect(await screen.findByRole('heading', { name: 'Edit job' })).toBeInTheDocument();
    // An hour's bar of the week opens its day with Space.
    for (let i = 0; i < 10; i++) await jobOn('2031-06-04', i, 1);
    app.unmount();
    const week = await as('owner@demo.test', '/company/calendar?view=week&date=2031-06-04');
    const [nine] = await screen.findAllByTitle(
      /^2 jobs · 2 open spots: 2 Not formed\. Opens the day\.$/,
    );
    nine!.focus();
    await week.user.keyboard(' ');
    await waitFor(() => expect(window.location.search).toBe('?view=day&date=2031-06-04&branch=1'));
  });

  it('a job says its status in words, and in the week and day views its day (QA helper-121)', async () => {
    await jobOn('2031-06-04', 0, 1);
    const app = await as('owner@demo.test', '/company/calendar?view=month&date=2031-06-04');
    // The legend's word for its colour, after what it shows.
    expect(
      await screen.findByRole('button', { name: /^#90000 Busy0 .+ \(Not formed\)$/ }),
    ).toBeInTheDocument();
    for (const view of ['Week', 'Day']) {
      await app.user.click(screen.getByRole('button', { name: view }));
      expect(
        await screen.findByRole('button', {
          name: /^#90000 Busy0 .+ on Wednesday 06\/04\/2031 \(Not formed\)$/,
        }),
      ).toBeInTheDocument();
    }
  });

  it('an address naming no day or no view is put right, the rest of the query kept (QA helper-97)', async () => {
    await as('owner@demo.test', '/company/calendar?view=xyz&date=2027-03-10');
    expect(await screen.findByText('March 2027')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?date=2027-03-10&branch=1'));
    stopApps(); // a fresh app for the next address
    await as('owner@demo.test', '/company/calendar?date=2027-02-30&view=week&from=mail');
    await waitFor(() => expect(window.location.search).toBe('?view=week&from=mail&branch=1'));
    expect(window.location.pathname).toBe('/company/calendar');
    const views = await screen.findByRole('group', { name: 'View' });
    expect(within(views).getByRole('button', { name: 'Week', pressed: true })).toBeVisible();
  });

  it("Next moves the month, the address keeps the view, and the next month's range is fetched", async () => {
    const requests = recordCalendarRequests();
    const app = await as('owner@demo.test', '/company/calendar?view=month&date=2027-03-10');
    expect(await screen.findByText('March 2027')).toBeInTheDocument();
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(requests.at(-1)!.searchParams.get('filter[date_from]')).toBe('2027-02-27');
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('April 2027')).toBeInTheDocument();
    // The range is the calendar's heading, said when it changes (QA helper-121).
    const range = screen.getByRole('heading', { level: 2, name: 'April 2027' });
    expect(range).toHaveAttribute('aria-live', 'polite');
    expect(window.location.search).toBe('?view=month&date=2027-04-10&branch=1');
    // April 2027: Sunday March 28 to Saturday May 1, one day more each side.
    await waitFor(() =>
      expect(requests.at(-1)!.searchParams.get('filter[date_from]')).toBe('2027-03-27'),
    );
    expect(requests.at(-1)!.searchParams.get('filter[date_to]')).toBe('2027-05-02');
    // The shown view is pressed, for a screen reader too (review 54).
    const views = screen.getByRole('group', { name: 'View' });
    expect(within(views).getByRole('button', { name: 'Month', pressed: true })).toBeVisible();
    expect(within(views).getByRole('button', { name: 'Week', pressed: false })).toBeVisible();
    await app.user.click(within(views).getByRole('button', { name: 'Week' }));
    await waitFor(() => expect(window.location.search).toBe('?view=week&date=2027-04-10&branch=1'));
    expect(await within(views).findByRole('button', { name: 'Week', pressed: true })).toBeVisible();
  });

  it('a month day with more jobs than its cell shows one bar with the count and open spots, and it opens the day', async () => {
    // A far day of its own: five jobs needing 2 + 3 + 1 + 2 + 2 helpers; the next day one job.
    for (const [i, helpers] of [2, 3, 1, 2, 2].entries()) await jobOn('2031-06-04', i, helpers);
    await jobOn('2031-06-05', 9, 4);

    const app = await as('owner@demo.test', '/company/calendar?view=month&date=2031-06-10');
    const bar = await screen.findByTitle('5 jobs · 10 open spots: 5 Not formed. Opens the day.');
    // Its statuses: a coloured bar, and words for readers (QA helper-121).
    expect(bar).toHaveAccessibleName('5 jobs · 10 open spots (5 Not formed)');
    // The quiet day keeps its job; the busy day's jobs are not drawn one by one.
    expect(screen.getByText(/^#90009 Busy9/)).toBeInTheDocument();
    expect(screen.queryByText(/^#90000 Busy0/)).not.toBeInTheDocument();

    await app.user.click(bar);
    await waitFor(() => expect(window.location.search).toBe('?view=day&date=2031-06-04&branch=1'));
    for (const i of [0, 1, 2, 3, 4])
      expect((await screen.findAllByText(new RegExp(`^#9000${i} Busy${i}`)))[0]).toBeVisible();
    // Back returns to the month the day was opened from (QA 56: it left the calendar).
    await goInHistory(-1);
    await waitFor(() =>
      expect(window.location.search).toBe('?view=month&date=2031-06-10&branch=1'),
    );
    expect(await screen.findByText('June 2031')).toBeInTheDocument();
  });

  it("a month bar's open spots are the dispatch board's: a spot an invitee holds is not open (QA 56)", async () => {
    // Four jobs needing 3 + 2 + 1 + 2; two people invited to the first (not answered yet).
    const [first] = await Promise.all(
      [3, 2, 1, 2].map((helpers, i) => jobOn('2031-06-04', i, helpers)),
    );
    const invitable = db.employees
      .findMany((q) => q.where({ branch_id: first!.branch_id }))
      .filter((e) => e.status === 1 && e.deleted_at == null);
    await invitationService.inviteEmployees(
      db,
      first!.id,
      invitable.slice(0, 2).map((e) => e.id),
    );
    await as('owner@demo.test', '/company/calendar?view=month&date=2031-06-10');
    // 1 + 2 + 1 + 2 open (it said 8, the invited spots counted as open).
    const bar = await screen.findByTitle(/^4 jobs · 6 open spots: /);
    expect(bar).toHaveAccessibleName(/^4 jobs · 6 open spots \(/);
  });

  it('a week day with more than 8 jobs shows a bar per hour in which jobs start, opening the day', async () => {
    // Ten jobs from 9 am to 4 pm: two start at 9 and two at 10, one in each later hour.
    for (let i = 0; i < 10; i++) await jobOn('2031-06-04', i, 1);
    const app = await as('owner@demo.test', '/company/calendar?view=week&date=2031-06-04');
    // The tooltip starts with what it says (it had react-big-calendar's ": " before it: QA 56).
    const [nine, ten] = await screen.findAllByTitle(
      /^2 jobs · 2 open spots: 2 Not formed\. Opens the day\.$/,
    );
    expect(ten).toBeDefined();
    expect(
      screen.getAllByTitle(/^1 job · 1 open spot: 1 Not formed\. Opens the day\.$/),
    ).toHaveLength(6);
    expect(screen.queryByText(/^#90000 Busy0/)).not.toBeInTheDocument();
    await app.user.click(nine);
    await waitFor(() => expect(window.location.search).toBe('?view=day&date=2031-06-04&branch=1'));
    expect((await screen.findAllByText(/^#90009 Busy9/))[0]).toBeVisible();
  });

  it('a day whose jobs cannot stand side by side is a bar per hour in the week and the day view; in the day view it opens the day’s list (QA 56)', async () => {
    // Four jobs at once (9 am - 1 pm, the week holds 3 side by side), and ten at once on the
    // next day (the day view holds 8).
    for (let i = 0; i < 4; i++) await jobOn('2031-06-04', i, 1, [9, 13]);
    for (let i = 4; i < 14; i++) await jobOn('2031-06-05', i, 1, [9, 13]);
    const app = await as('owner@demo.test', '/company/calendar?view=week&date=2031-06-04');
    expect(
      await screen.findByTitle(/^4 jobs · 4 open spots: 4 Not formed\. Opens the day\.$/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^#90000 Busy0/)).not.toBeInTheDocument();

    // The day view draws the first day's four side by side, as they are.
    await app.user.click(screen.getByRole('button', { name: 'Day' }));
    await waitFor(() => expect(window.location.search).toBe('?view=day&date=2031-06-04&branch=1'));
    expect((await screen.findAllByText(/^#90000 Busy0/))[0]).toBeVisible();
    expect(screen.getByTitle(/^#90003 Busy3/)).toBeInTheDocument();

    // The next day's ten are one bar, which opens the day's list: every job, readable.
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    const bar = await screen.findByTitle(
      /^10 jobs · 10 open spots: 10 Not formed\. Opens the day's list\.$/,
    );
    expect(screen.queryByText(/^#90004 Busy4/)).not.toBeInTheDocument();
    // Its day in words for readers (QA helper-121; the test DOM spaces each span's text).
    expect(bar).toHaveAccessibleName(
      /^10 jobs · 10 open spots ?: 10 Not formed on Thursday 06\/05\/2031$/,
    );
    await app.user.click(bar);
    await waitFor(() =>
      expect(window.location.search).toBe('?view=agenda&date=2031-06-05&branch=1'),
    );
    for (let i = 4; i < 14; i++)
      expect(
        await screen.findByText(new RegExp(`^#900${String(i).padStart(2, '0')} Busy${i}`)),
      ).toBeVisible();
  });

  it('Add new job opens the form for the day in view, and a past day falls back to today', async () => {
    // June 2030 is the future: today is fixed before it (only Date is faked).
    vi.useFakeTimers({ now: new Date('2029-03-01T12:00:00Z'), toFake: ['Date'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const app = await as('owner@demo.test', '/company/calendar?view=day&date=2030-06-03');
    await app.user.click(await screen.findByRole('button', { name: 'Add new job' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/calendar/create'));
    expect(window.location.search).toBe('?date=2030-06-03');
    expect(await screen.findByRole('heading', { name: 'Add new job' })).toBeInTheDocument();

    // A fresh app (the first one stopped: it would follow the second's sign-in and address).
    stopApps();
    const again = await as('owner@demo.test', '/company/calendar?view=day&date=2020-01-01');
    await again.user.click(await screen.findByRole('button', { name: 'Add new job' }));
    // Today is the branch's today.
    await waitFor(() =>
      expect(window.location.search).toBe(`?date=${day(new Date().toISOString())}`),
    );
  });

  it('switching branch shows the other branch’s jobs', async () => {
    const dallas = upcomingOrder('Dallas');
    const requests = recordCalendarRequests();
    const app = await as(
      'owner@demo.test',
      `/company/calendar?view=agenda&date=${day(dallas.start_at)}`,
    );
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    expect(screen.queryByText(eventTitle(dallas))).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: /Account menu/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: /Lone Star Movers Dallas/ }));
    expect((await screen.findAllByText(eventTitle(dallas)))[0]).toBeInTheDocument();
    expect(requests.at(-1)!.pathname).toBe(
      `/api/company-branches/${branchOf('Dallas').id}/orders/calendar`,
    );
  });
});

describe('/company/calendar while it stays open', () => {
  afterEach(() => vi.useRealTimers());

  it("a month bar's open spots go as its jobs end, without a reload (review 56: it read the clock once a visit)", async () => {
    // Five jobs of a far day, 8 to 10 am on Austin's clocks, needing 2 + 3 + 1 + 2 + 2.
    for (const [i, helpers] of [2, 3, 1, 2, 2].entries())
      await jobOn('2031-06-04', i, helpers, [8, 10]);
    // Six seconds before they end. The clock and timeouts are the test's (at the real pace, so
    // the app's own timers run as they would); the six seconds are passed at once below.
    const ten = zonedInstant('2031-06-04', '10:00', AUSTIN_ZONE).getTime();
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
      now: ten - 6_000,
      shouldAdvanceTime: true,
    });
    await as('owner@demo.test', '/company/calendar?view=month&date=2031-06-10');
    expect(await screen.findByTitle(/^5 jobs · 10 open spots: /)).toHaveAccessibleName(
      /^5 jobs · 10 open spots \(/,
    );
    expect(Date.now()).toBeLessThan(ten);
    // At 10 they are over: no spot of theirs is open.
    await act(() => vi.advanceTimersByTimeAsync(ten - Date.now()));
    await waitFor(() =>
      expect(screen.getByTitle(/^5 jobs: 5 Not formed\. /)).toHaveAccessibleName(
        '5 jobs (5 Not formed)',
      ),
    );
    expect(Date.now()).toBeGreaterThanOrEqual(ten);
  });
});

describe('today, while the calendars stay open overnight (QA helper-115: yesterday stayed today until a reload)', () => {
  afterEach(() => vi.useRealTimers());
  const todayLabel = () =>
    document.querySelector('.rbc-date-cell.rbc-now button')?.getAttribute('aria-label') ?? '';
  const shaded = () => document.querySelectorAll('.app-calendar-day--past').length;

  /** The clock and timeouts six seconds before `midnight`, at the real pace. */
  function sixSecondsBefore(midnight: number) {
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout'],
      now: midnight - 6_000,
      shouldAdvanceTime: true,
    });
  }

  it('the company’s: at the branch’s midnight its today cell moves on and the day before is past', async () => {
    const midnight = zonedInstant('2031-06-05', '00:00', AUSTIN_ZONE).getTime();
    sixSecondsBefore(midnight);
    await as('owner@demo.test', '/company/calendar?view=month&date=2031-06-10');
    expect(await screen.findByText('June 2031')).toBeInTheDocument();
    await waitFor(() => expect(todayLabel()).toMatch(/^0?4\b/));
    const pastBefore = shaded();
    expect(Date.now()).toBeLessThan(midnight);
    await act(() => vi.advanceTimersByTimeAsync(midnight - Date.now() + 10));
    await waitFor(() => expect(todayLabel()).toMatch(/^0?5\b/));
    expect(shaded()).toBe(pastBefore + 1);
  });

  it('the helper’s: at her midnight (her browser’s day) its today cell moves on', async () => {
    // The tests run in UTC.
    const midnight = Date.parse('2031-06-05T00:00:00Z');
    sixSecondsBefore(midnight);
    await as('helper@demo.test', '/helper/calendar?view=month&date=2031-06-10');
    expect(await screen.findByText('June 2031')).toBeInTheDocument();
    await waitFor(() => expect(todayLabel()).toMatch(/^0?4\b/));
    const pastBefore = shaded();
    await act(() => vi.advanceTimersByTimeAsync(midnight - Date.now() + 10));
    await waitFor(() => expect(todayLabel()).toMatch(/^0?5\b/));
    expect(shaded()).toBe(pastBefore + 1);
  });
});

describe('/helper/calendar', () => {
  it("the helper's month shades past days as the company's does, not days to come (QA 56)", async () => {
    const shaded = () => document.querySelectorAll('.app-calendar-day--past').length;
    await as('helper@demo.test', '/helper/calendar?view=month&date=2020-01-15');
    expect(await screen.findByText('January 2020')).toBeInTheDocument();
    await waitFor(() => expect(shaded()).toBeGreaterThanOrEqual(35));
    stopApps();
    await as('helper@demo.test', '/helper/calendar?view=month&date=2031-06-15');
    expect(await screen.findByText('June 2031')).toBeInTheDocument();
    expect(shaded()).toBe(0);
  });

  it('names a job accepted or an invitation not answered yet in the legend’s words, and its day in the week (QA helper-121)', async () => {
    const helper = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const upcoming = (status: 'accepted' | 'pending') =>
      db.order_invitations
        .findMany((q) => q.where({ user_id: helper.id, status }))
        .map((i) => db.findById('orders', i.order_id)!)
        .filter(
          (o) => !orderService.isClosed(o) && o.start_at >= dayjs().startOf('day').toISOString(),
        )
        .sort((a, b) => a.start_at.localeCompare(b.start_at))[0];
    for (const [status, words] of [
      ['accepted', 'Accepted'],
      ['pending', 'Invitation, not answered yet'],
    ] as const) {
      const order = upcoming(status);
      if (!order) throw new Error(`the seed gives the demo helper an upcoming ${status} job`);
      const date = day(order.start_at, db.findById('branches', order.branch_id)!.timezone);
      await as('helper@demo.test', `/helper/calendar?view=week&date=${date}`);
      const name = `on ${dayjs(date).format('dddd MM/DD/YYYY')} (${words})`;
      const [job] = await screen.findAllByRole('button', {
        name: (text) => text.startsWith(`#${order.number} `) && text.endsWith(name),
      });
      expect(job).toBeInTheDocument();
      stopApps();
    }
  });

  it('the week’s current-time line is on her jobs’ clock, where they are placed, not her browser’s (QA-245 M2)', async () => {
    // Her browser is in UTC (the tests'), her jobs in Austin and Dallas (Central time): at the
    // tests' now, 9:00 am there, the line is at 9:00 of the day's 24 hours, not at 15:00.
    const now = dayjs();
    await as('helper@demo.test', `/helper/calendar?view=week&date=${now.format('YYYY-MM-DD')}`);
    const central = zonedWallDate(Date.now(), 'America/Chicago');
    const minutes = central.getHours() * 60 + central.getMinutes();
    // Once her jobs are in (the line is drawn before, on her browser's clock).
    await waitFor(() => {
      const line = document.querySelector<HTMLElement>('.rbc-current-time-indicator');
      expect(parseFloat(line?.style.top ?? '')).toBeCloseTo((minutes / (24 * 60)) * 100, 0);
    });
  });

  it('reads "now" on one zone only when her jobs in view share it', () => {
    const at = (timezone: string) => ({ branch: { timezone } }) as HelperCalendarEvent;
    expect(jobsZone([at('America/Chicago'), at('America/Chicago')])).toBe('America/Chicago');
    expect(jobsZone([at('America/Chicago'), at('America/New_York')])).toBeUndefined();
    expect(jobsZone([])).toBeUndefined();
  });

  it("shows the helper's jobs and opens one with its company and addresses", async () => {
    const requests = recordCalendarRequests();
    const helper = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const accepted = db.order_invitations
      .findMany((q) => q.where({ user_id: helper.id, status: 'accepted' }))
      .map((i) => db.findById('orders', i.order_id)!)
      .filter(
        (o) => !orderService.isClosed(o) && o.start_at >= dayjs().startOf('day').toISOString(),
      )
      .sort((a, b) => a.start_at.localeCompare(b.start_at))[0];
    if (!accepted) throw new Error('the seed gives the demo helper an upcoming accepted job');
    // The job's day on its branch's clocks, where the calendar places it (4/8).
    const zone = db.findById('branches', accepted.branch_id)!.timezone;
    const app = await as(
      'helper@demo.test',
      `/helper/calendar?view=agenda&date=${day(accepted.start_at, zone)}`,
    );
    const [event] = await screen.findAllByText(new RegExp(`^#${accepted.number}\\b`));
    expect(requests.at(-1)!.searchParams.get('filter[date_from]')).toBe(
      addDays(day(accepted.start_at, zone), -1),
    );
    await app.user.click(event);
    const dialog = await screen.findByRole('dialog', { name: `Order #${accepted.number}` });
    const branch = db.findById('branches', accepted.branch_id)!;
    expect(within(dialog).getByText(new RegExp(branch.name))).toBeInTheDocument();
    expect(within(dialog).getByText('Accepted')).toBeInTheDocument();
    const [, footerClose] = within(dialog).getAllByRole('button', { name: 'Close' });
    await app.user.click(footerClose);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('/helper/calendar: time off (7/8)', () => {
  it('shows her time off as an all-day "Time off" bar that opens work settings', async () => {
    const helper = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    // The seed's three-day range (mocks/db/seed/time-off.ts).
    const range = db.time_off
      .findMany((q) => q.where({ user_id: helper.id }))
      .find((entry) => entry.start_date !== entry.end_date);
    if (!range) throw new Error('the seed gives the demo helper a range of time off');
    const app = await as(
      'helper@demo.test',
      `/helper/calendar?view=month&date=${range.start_date}`,
    );
    const bars = await screen.findAllByTitle(/^Time off, /);
    expect(bars[0]).toHaveAttribute(
      'title',
      `Time off, ${dayjs(range.start_date).format('MM/DD/YYYY')} – ${dayjs(range.end_date).format('MM/DD/YYYY')} (Time off)`,
    );
    expect(
      within(screen.getByRole('list', { name: 'Legend' })).getByText('Time off'),
    ).toBeVisible();
    await app.user.click(bars[0]!);
    await waitFor(() => expect(window.location.pathname).toBe('/helper/settings/work-settings'));
  });

  it('week and day: each day off is named in its header and shaded, with no bar in the hidden all-day row (QA 2026-12-04)', async () => {
    const helper = db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
    const range = db.time_off
      .findMany((q) => q.where({ user_id: helper.id }))
      .find((entry) => entry.start_date !== entry.end_date)!;
    const days = dayjs(range.end_date).diff(range.start_date, 'day') + 1;
    const inWeek = Math.min(days, 7 - dayjs(range.start_date).day());
    await as('helper@demo.test', `/helper/calendar?view=week&date=${range.start_date}`);
    const headers = await screen.findAllByTitle('Time off', { exact: false });
    expect(headers).toHaveLength(inWeek);
    for (const header of headers) expect(header).toHaveTextContent(/^Time off$/);
    expect(headers[0]!.closest('.rbc-header')).toHaveTextContent(
      dayjs(range.start_date).format('DD'),
    );
    expect(document.querySelectorAll('.rbc-day-slot.app-calendar-day--off')).toHaveLength(inWeek);
    expect(document.querySelector('.rbc-event.app-calendar-event--time-off')).toBeNull();
  });
});
