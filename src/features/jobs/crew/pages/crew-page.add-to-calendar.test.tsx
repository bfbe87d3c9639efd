import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { catchDownloads } from '@/platform/calendar-file/capture-downloads.test-helpers';
import { readCalendar } from '@/platform/calendar-file/read-ics.test-helpers';
import { formatAddress, formatTimeRange } from '@/platform/format';

setupMockServer();
// Seeded at, and the app's Date from, a fixed instant: noon in Austin, Wednesday 2031-03-05.
const NOW = new Date('2031-03-05T18:00:00Z');
fixedClock(NOW);
const downloads = catchDownloads();

const CHICAGO = 'America/Chicago';

/** An open Austin order with people on its crew, the first from NOW on. */
function austinOrder() {
  const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
  const order = db.orders
    .findMany((q) => q.where({ branch_id: austin.id, cancelled_at: null, completed_at: null }))
    .filter((o) => o.start_at > NOW.toISOString())
    .filter(
      (o) =>
        db.order_invitations.findMany((q) => q.where({ order_id: o.id, status: 'accepted' }))
          .length,
    )
    .sort((a, b) => a.start_at.localeCompare(b.start_at))[0];
  if (!order) throw new Error('no upcoming Austin order with a crew in the seed');
  return order;
}

describe('Add to calendar on the crew page (8/8)', () => {
  it('downloads order-<number>.ics: the order on Austin’s clocks, its customer, crew and addresses, the same UID twice', async () => {
    const order = austinOrder();
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const app = renderApp(`/company/job/team-edit/${order.id}`);
    await screen.findByRole('heading', { name: `Order #${order.number}` });
    // What the page shows, the times on the branch's clocks.
    const when = formatTimeRange(order.start_at, order.end_at, CHICAGO);
    expect(screen.getByText(when)).toBeVisible();

    const button = screen.getByRole('button', { name: 'Add to calendar' });
    await app.user.click(button);
    await app.user.click(button);
    await waitFor(() => expect(downloads.files).toHaveLength(2));
    const [first, second] = downloads.files;
    expect(first!.name).toBe(`order-${order.number}.ics`);
    expect(first!.type).toBe('text/calendar;charset=utf-8');
    const text = await first!.text();
    expect(text).toContain(`\r\nDTSTART;TZID=America/Chicago:`);
    const file = readCalendar(text);
    expect(file.timeZones).toEqual([CHICAGO]);
    expect(file.events).toHaveLength(1);
    const event = file.events[0]!;
    const customer = `${order.customer.first_name} ${order.customer.last_name}`;
    expect(event).toMatchObject({
      uid: `order-${order.id}@movers-marketplace`,
      summary: `Order #${order.number}, ${customer}`,
      startZone: CHICAGO,
      status: 'CONFIRMED',
    });
    expect(event.start.toISOString()).toBe(new Date(order.start_at).toISOString());
    expect(event.end.toISOString()).toBe(new Date(order.end_at).toISOString());
    expect(formatTimeRange(event.start, event.end, CHICAGO)).toBe(when);
    expect(event.location).toContain(formatAddress(order.pick_up_addresses[0]));
    expect(event.description).toContain(`Customer: ${customer}`);
    expect(event.description).toMatch(/^Crew: \d+ of \d+ helpers? accepted: \S/m);
    // Made now, on the test's clock (which runs on from NOW).
    expect(event.stamp.getTime() - NOW.getTime()).toBeGreaterThanOrEqual(0);
    expect(event.stamp.getTime() - NOW.getTime()).toBeLessThan(60_000);

    const again = readCalendar(await second!.text()).events[0]!;
    expect(again.uid).toBe(event.uid);
    expect(again.sequence).toBe(event.sequence);
    expect(
      await screen.findAllByText(
        `order-${order.number}.ics downloaded: open it to add the job to your calendar.`,
      ),
    ).not.toHaveLength(0);
  });
});
