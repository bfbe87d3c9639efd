import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, server } from '@mocks/node';
import type { OrderRecord } from '@mocks/db';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { formatMoney } from '@/platform/format';

setupMockServer();

/*
 * The expectations come from the seeded mock db (seeded at the test run's hour, so nothing
 * here is a fixed number), written out independently of the page's model: her accepted
 * invitations and accepted offer applications, one per order, an offer at the rate the
 * company accepted; pay = window x rate, rounded to the cent per job.
 */
const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
const HOUR = 3_600_000;
const payOf = (order: OrderRecord, rate: number) =>
  Math.round(((Date.parse(order.end_at) - Date.parse(order.start_at)) * rate) / HOUR);

function herJobs() {
  const id = maria().id;
  const byOrder = new Map<number, { order: OrderRecord; pay: number }>();
  for (const invitation of db.order_invitations.findMany((q) =>
    q.where({ user_id: id, status: 'accepted' }),
  )) {
    const order = db.findById('orders', invitation.order_id)!;
    if (!order.cancelled_at) byOrder.set(order.id, { order, pay: payOf(order, order.hourly_rate) });
  }
  for (const application of db.offer_applications.findMany((q) =>
    q.where({ helper_id: id, status: 'accepted' }),
  )) {
    const offer = db.findById('outsource_offers', application.offer_id)!;
    const order = db.findById('orders', offer.order_id)!;
    const rate = application.proposed_hourly_rate ?? offer.hourly_rate;
    if (!order.cancelled_at) byOrder.set(order.id, { order, pay: payOf(order, rate) });
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
  let saved: Blob[] = [];
  const original = URL.createObjectURL;
  beforeEach(() => {
    saved = [];
    // jsdom has no object URLs: keep the file instead, and do not follow the link.
    Object.defineProperty(URL, 'createObjectURL', {
      configurable: true,
      value: (blob: Blob) => {
        saved.push(blob);
        return 'blob:earnings';
      },
    });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => {} });
  });
  afterEach(() => {
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: original });
    vi.restoreAllMocks();
  });

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
    expect(screen.getByRole('region', { name: 'Booked' })).toHaveTextContent(
      formatMoney(expected.booked),
    );

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

  it('downloads the completed jobs as earnings.csv: a header row, one row per job', async () => {
    const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const expected = herJobs();
    const app = await openEarnings();
    await app.user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(clicks).toHaveBeenCalledTimes(1);
    expect((clicks.mock.contexts[0] as HTMLAnchorElement).download).toBe('earnings.csv');
    const text = await saved[0]!.text();
    expect(saved[0]!.type).toMatch(/^text\/csv/);
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Date,Company,Branch,Order,Time,Hours,Rate (USD/h),Pay (USD)');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(expected.completed.length);
    const orders = rows.map((r) => Number(/,#(\d+),/.exec(r)![1])).sort((a, b) => a - b);
    expect(orders).toEqual(expected.completed.map((j) => j.order.number).sort((a, b) => a - b));
    const pay = rows.map((r) => Math.round(Number(r.split(',').at(-1)) * 100));
    expect(pay.reduce((a, b) => a + b, 0)).toBe(expected.earned);
    expect(await screen.findByText(/earnings\.csv downloaded/)).toBeInTheDocument();
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
    const card = await screen.findByRole('link', { name: new RegExp(`^Order #${first.number},`) });
    expect(card).toHaveTextContent(`about ${formatMoney(payOf(first, first.hourly_rate))}`);
  });
});
