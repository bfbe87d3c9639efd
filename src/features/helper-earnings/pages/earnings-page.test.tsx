import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db, server } from '@mocks/node';
import type { OrderRecord } from '@mocks/db';
import { completedWithHoursFor } from '@mocks/testing/completion';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { formatDate, formatMoney, zonedToday } from '@/platform/format';
import { weekOf } from '../model/earnings';
import { catchDownloads } from '@/platform/calendar-file/capture-downloads.test-helpers';

setupMockServer();

/*
 * The expectations come from the seeded mock db (seeded at the test run's hour, so nothing
 * here is a fixed number), written out independently of the page's model: her accepted
 * invitations and accepted offer applications, one per order, an offer at the rate the
 * company accepted; pay = the hours the company recorded for her at completion (hers, else
 * the order's) x rate, else window x rate, rounded to the cent per job.
 */
const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
const HOUR = 3_600_000;
const payOf = (order: OrderRecord, rate: number) =>
  Math.round(((Date.parse(order.end_at) - Date.parse(order.start_at)) * rate) / HOUR);

function earned(order: OrderRecord, employeeId: number, rate: number) {
  const completion = order.completion;
  if (!completion) return payOf(order, rate);
  const hours =
    completion.crew_hours.find((c) => c.employee_id === employeeId)?.worked_hours ??
    completion.worked_hours;
  return Math.round(hours * rate);
}

function herJobs() {
  const id = maria().id;
  const byOrder = new Map<number, { order: OrderRecord; pay: number }>();
  for (const invitation of db.order_invitations.findMany((q) =>
    q.where({ user_id: id, status: 'accepted' }),
  )) {
    const order = db.findById('orders', invitation.order_id)!;
    const pay = earned(order, invitation.employee_id, order.hourly_rate);
    if (!order.cancelled_at) byOrder.set(order.id, { order, pay });
  }
  for (const application of db.offer_applications.findMany((q) =>
    q.where({ helper_id: id, status: 'accepted' }),
  )) {
    const offer = db.findById('outsource_offers', application.offer_id)!;
    const order = db.findById('orders', offer.order_id)!;
    const rate = application.proposed_hourly_rate ?? offer.hourly_rate;
    const pay = earned(order, application.employee_id!, rate);
    if (!order.cancelled_at) byOrder.set(order.id, { order, pay });
  }
  const jobs = [...byOrder.values()];
  const completed = jobs.filter((j) => j.order.completed_at != null);
  const upcoming = jobs.filter(
    (j) => !j.order.completed_at && Date.parse(j.order.end_at) > Date.now(),
  );
  const sum = (list: typeof jobs) => list.reduce((total, j) => total + j.pay, 0);
  return { completed, upcoming, earned: sum(completed), booked: sum(upcoming) };
}

async function openEarnings() {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  return renderApp('/helper/earnings');
}

describe('/helper/earnings', () => {
  const downloads = catchDownloads();

  it('totals the completed jobs and the booked ones as the seed holds them', async () => {
    const expected = herJobs();
    // The seed gives her completed and booked jobs, whatever the day and hour.
    expect(expected.completed.length).toBeGreaterThan(0);
    expect(expected.upcoming.length).toBeGreaterThan(0);
    await openEarnings();
    const earned = await screen.findByRole('region', { name: 'Earned' });
    expect(earned).toHaveTextContent(formatMoney(expected.earned));
    expect(earned).toHaveTextContent(
      `${expected.completed.length} job${expected.completed.length === 1 ? '' : 's'}`,
    );
    // One word for one thing: the card and the table of the same jobs say "Upcoming" (QA 245 L3).
    expect(screen.getByRole('region', { name: 'Upcoming' })).toHaveTextContent(
      formatMoney(expected.booked),
    );
    expect(screen.queryByText(/booked/i)).toBeNull();

    // The chart's periods add up to the same total (the seed spans fewer than 12 weeks).
    for (const caption of ['By week', 'By month']) {
      const chart = screen.getByRole('table', { name: caption });
      const amounts = within(chart)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelector('.earn-chart__amount')!.textContent!);
      const cents = amounts.map((a) => Math.round(Number(a.replace(/[$,]/g, '')) * 100));
      expect(
        cents.reduce((a, b) => a + b, 0),
        caption,
      ).toBe(expected.earned);
    }

    const table = screen.getByRole('table', { name: 'Completed jobs' });
    expect(within(table).getAllByRole('row')).toHaveLength(
      Math.min(10, expected.completed.length) + 1,
    );
    expect(screen.getByRole('table', { name: 'Upcoming jobs' })).toBeInTheDocument();
  });

  it('a completed job pays what the company recorded for her ("recorded"), else window x rate ("estimated")', async () => {
    const id = maria().id;
    // Her soonest booked job, completed by the company with 2.5 hours for her.
    const booked = db.order_invitations
      .findMany((q) => q.where({ user_id: id, status: 'accepted' }))
      .map((i) => ({ invitation: i, order: db.findById('orders', i.order_id)! }))
      .filter(({ order }) => !order.completed_at && !order.cancelled_at)
      .sort((a, b) => a.order.start_at.localeCompare(b.order.start_at))[0]!;
    const offers = db.offer_applications.findMany((q) => q.where({ helper_id: id }));
    const asOffer = offers.some(
      (a) => db.findById('outsource_offers', a.offer_id)!.order_id === booked.order.id,
    );
    expect(asOffer, 'an invitation, not a taken offer').toBe(false);
    await completedWithHoursFor(booked.order.id, booked.invitation.employee_id, 2.5);
    // And her latest other completed job (on the table's first page) with nothing recorded
    // (a server that keeps no hours).
    const unrecorded = herJobs()
      .completed.map((j) => j.order)
      .filter((o) => o.id !== booked.order.id)
      .sort((a, b) => b.start_at.localeCompare(a.start_at))[0]!;
    await db.orders.update((q) => q.where({ id: unrecorded.id }), {
      data(draft) {
        draft.completion = null;
      },
    });
    const expected = herJobs();
    await openEarnings();
    expect(await screen.findByRole('region', { name: 'Earned' })).toHaveTextContent(
      formatMoney(expected.earned),
    );
    const table = screen.getByRole('table', { name: 'Completed jobs' });
    const rowOf = (order: OrderRecord) =>
      within(table)
        .getByRole('link', { name: `Order #${order.number}` })
        .closest('tr')!;
    const done = rowOf(booked.order);
    expect(done).toHaveTextContent(formatMoney(Math.round(2.5 * booked.order.hourly_rate)));
    expect(done.querySelector('.earn-table__pay')).toHaveTextContent(/recorded$/);
    expect(done).toHaveTextContent('2.5');
    const estimated = rowOf(unrecorded);
    expect(estimated.querySelector('.earn-table__pay')).toHaveTextContent(
      `${formatMoney(payOf(unrecorded, unrecorded.hourly_rate))}estimated`,
    );
    expect(screen.getByText(/^Recorded: the hours and pay the company recorded/)).toBeVisible();
  });

  it("heads the week's chart with this week, at $0 while none of its jobs is done (QA helper-120)", async () => {
    // Her jobs of this week are not marked completed yet; earlier weeks' are.
    const thisWeek = weekOf(zonedToday('UTC'));
    const done = herJobs().completed.map((j) => j.order);
    expect(done.some((o) => weekOf(o.start_at.slice(0, 10)) < thisWeek)).toBe(true);
    for (const order of done.filter((o) => o.start_at.slice(0, 10) >= thisWeek))
      await db.patch('orders', order.id, { completed_at: null, completion: null });
    await openEarnings();
    const chart = await screen.findByRole('table', { name: 'By week' });
    const first = within(chart).getAllByRole('row')[1]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent(
      `Week of ${formatDate(thisWeek)}`,
    );
    expect(first).toHaveTextContent('$0.00');
  });

  it('an upcoming job that ends while the page stays open leaves Upcoming and waits for the company', async () => {
    const { order } = herJobs().upcoming[0]!;
    const ends = Date.now() + 1_500;
    await db.patch('orders', order.id, {
      start_at: new Date(ends - 3_600_000).toISOString(),
      end_at: new Date(ends).toISOString(),
    });
    await openEarnings();
    await screen.findByRole('region', { name: 'Earned' });
    // The note names the jobs that ended and wait (the seed may have some already).
    const waiting = () => {
      const note = screen.queryByRole('note');
      return note && within(note).queryByRole('link', { name: `Order #${order.number}` });
    };
    expect(waiting()).toBeFalsy();
    await waitFor(() => expect(waiting()).toBeTruthy(), { timeout: 5_000 });
  });

  it('names the jobs that ended and wait for the company, each opening its details (QA 2026-12-04)', async () => {
    // One of her completed company jobs, not marked completed yet: it has ended and waits.
    const invitation = db.order_invitations
      .findMany((q) => q.where({ user_id: maria().id, status: 'accepted' }))
      .filter(
        (i) => !db.offer_applications.findFirst((q) => q.where({ order_invitation_id: i.id })),
      )
      .find((i) => db.findById('orders', i.order_id)!.completed_at != null)!;
    const order = db.findById('orders', invitation.order_id)!;
    await db.patch('orders', order.id, { completed_at: null, completion: null });
    await openEarnings();
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      /ended and waits? for the company to mark (it|them) completed: /,
    );
    expect(within(note).getByRole('link', { name: `Order #${order.number}` })).toHaveAttribute(
      'href',
      `/helper/job/company/details/${invitation.id}`,
    );
  });

  it('downloads the completed jobs as earnings.csv: a header row, one row per job', async () => {
    const expected = herJobs();
    const app = await openEarnings();
    await app.user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(downloads.files.map((file) => file.name)).toEqual(['earnings.csv']);
    const [file] = downloads.files;
    const text = await file!.text();
    expect(file!.type).toMatch(/^text\/csv/);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Date,Company,Branch,Order,Time,Hours,Rate (USD/h),Pay (USD),Source');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(expected.completed.length);
    const orders = rows.map((r) => Number(/,#(\d+),/.exec(r)![1])).sort((a, b) => a - b);
    expect(orders).toEqual(expected.completed.map((j) => j.order.number).sort((a, b) => a - b));
    const pay = rows.map((r) => Math.round(Number(r.split(',').at(-2)) * 100));
    expect(pay.reduce((a, b) => a + b, 0)).toBe(expected.earned);
    // The seed's completed orders all have the company's hours.
    expect(rows.every((r) => r.endsWith(',recorded by company'))).toBe(true);
    expect(await screen.findByText(/earnings\.csv downloaded/)).toBeInTheDocument();
  });

  it('a page past the last (an old link) shows the last, and the address says so (QA helper-138)', async () => {
    const { completed } = herJobs();
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp('/helper/earnings?page=999');
    const last = Math.ceil(completed.length / 10);
    await waitFor(() => expect(window.location.search).toBe(last > 1 ? `?page=${last}` : ''));
  });

  it('a failed load says so with Try again, and Try again loads the page', async () => {
    server.use(
      http.get('*/api/helper/outsource-offers', () =>
        HttpResponse.json(
          { data: null, success: false, message: 'Server error', errors: {} },
          { status: 500 },
        ),
      ),
    );
    const app = await openEarnings();
    expect(await screen.findByText('Your earnings could not be loaded.')).toBeInTheDocument();
    server.resetHandlers();
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Earned' })).toHaveTextContent(
      formatMoney(herJobs().earned),
    );
  });

  it('a refused list is said as such, not as a failure to try again', async () => {
    server.use(
      http.get('*/api/helper/company-invitations', () =>
        HttpResponse.json(
          { data: null, success: false, message: 'This action is unauthorized.', errors: {} },
          { status: 403 },
        ),
      ),
    );
    await openEarnings();
    expect(await screen.findByText('Not yours to open')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('is in the helper navigation', async () => {
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    const app = renderApp('/helper/job');
    const nav = await screen.findByRole('navigation', { name: 'Helper' });
    await app.user.click(within(nav).getByRole('link', { name: 'Earnings' }));
    await waitFor(() => expect(window.location.pathname).toBe('/helper/earnings'));
    expect(await screen.findByRole('region', { name: 'Earned' })).toBeInTheDocument();
  });
});

describe('job cards', () => {
  it('a new invitation says what it pays: about $ (window hours x rate)', async () => {
    const id = maria().id;
    const first = db.order_invitations
      .findMany((q) => q.where({ user_id: id, status: 'pending' }))
      .map((i) => db.findById('orders', i.order_id)!)
      .filter((o) => !o.cancelled_at)
      .sort((a, b) => a.start_at.localeCompare(b.start_at) || a.id - b.id)[0]!;
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp('/helper/job/company/new');
    // The card's link is its "Order #…" title, stretched over the card (job-card.tsx).
    const link = await screen.findByRole('link', { name: new RegExp(`^Order #${first.number},`) });
    const card = link.closest<HTMLElement>('.hj-card')!;
    expect(card).toHaveTextContent(`about ${formatMoney(payOf(first, first.hourly_rate))}`);
  });
});
