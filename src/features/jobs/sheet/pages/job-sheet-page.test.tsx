import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/node';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { formatAddress, formatDate, formatPhone, formatTimeRange } from '@/platform/format';

setupMockServer();
// Seeded at, and the app's Date from, a fixed instant: noon in Austin, Wednesday 2031-03-05.
const NOW = new Date('2031-03-05T18:00:00Z');
fixedClock(NOW);
const CHICAGO = 'America/Chicago';

const NOTES = Array.from({ length: 12 }, (_, i) => `Line ${i + 1}: piano on the 3rd floor`).join(
  '\n',
);

/** An open Austin order with someone accepted and someone pending, two stops at each end. */
async function austinOrder() {
  const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
  const live = (orderId: number) =>
    db.order_invitations
      .findMany((q) => q.where({ order_id: orderId }))
      .filter((i) => i.status === 'pending' || i.status === 'accepted');
  const order = db.orders
    .findMany((q) => q.where({ branch_id: austin.id, cancelled_at: null, completed_at: null }))
    .sort((a, b) => a.id - b.id)
    .find((o) => live(o.id).some((i) => i.status === 'accepted'));
  if (!order) throw new Error('no open Austin order with a crew in the seed');
  const pick = order.pick_up_addresses[0]!;
  await db.orders.update((q) => q.where({ id: order.id }), {
    data(draft) {
      draft.help_type = 3;
      draft.notes = NOTES;
      draft.pick_up_addresses = [pick, { ...pick, street: '500 Second St', unit: 'Apt 4B' }];
      draft.destination_addresses = [
        { ...pick, street: '12 Oak Ln', unit: null, zip: '78704' },
        { ...pick, street: '900 Storage Way', unit: 'Unit 31', zip: '78745' },
      ];
    },
  });
  const updated = db.findById('orders', order.id)!;
  const crew = live(order.id).map((i) => ({
    ...i,
    person: db.findById('employees', i.employee_id)!,
  }));
  return { order: updated, crew };
}

/** window.print, which the test DOM lacks, as a spy. */
function spyOnPrint() {
  const print = vi.fn();
  vi.stubGlobal('print', print);
  return print;
}

afterEach(() => vi.unstubAllGlobals());

describe('Job sheet (QA 136 M3)', () => {
  it('opens from the crew page, shows the job in full and prints it; Print prints again', async () => {
    const print = spyOnPrint();
    const { order, crew } = await austinOrder();
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const app = renderApp(`/company/job/team-edit/${order.id}`);
    await screen.findByRole('heading', { name: `Order #${order.number}` });
    await app.user.click(screen.getByRole('link', { name: 'Print job sheet' }));

    const sheet = await screen.findByRole('article', { name: `Job sheet, order #${order.number}` });
    expect(window.location.pathname).toBe(`/company/job/sheet/${order.id}`);
    expect(print).toHaveBeenCalledTimes(1);
    const text = sheet.textContent!;
    expect(within(sheet).getByText('Lone Star Movers · Lone Star Movers Austin')).toBeVisible();
    expect(within(sheet).getByText(formatDate(order.start_at, CHICAGO))).toBeVisible();
    expect(
      within(sheet).getByText(formatTimeRange(order.start_at, order.end_at, CHICAGO)),
    ).toBeVisible();
    expect(text).toContain(`${order.customer.first_name} ${order.customer.last_name}`);
    expect(text).toContain(formatPhone(order.customer.primary_phone));
    // Every address in full, none cut to "+1 more".
    for (const a of [...order.pick_up_addresses, ...order.destination_addresses]) {
      expect(within(sheet).getByText(formatAddress(a))).toBeVisible();
    }
    expect(order.pick_up_addresses).toHaveLength(2);
    expect(order.destination_addresses).toHaveLength(2);
    expect(text).not.toContain('more');
    // The notes in full, every line of them.
    const notes = within(sheet).getByText(/^Line 1: piano/);
    expect(notes.textContent).toBe(NOTES);
    // The crew by name, with positions and status in words.
    const rows = within(within(sheet).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(crew.length);
    for (const m of crew) {
      const row = rows.find((r) =>
        r.textContent!.includes(`${m.person.first_name} ${m.person.last_name}`),
      );
      expect(row, `${m.person.first_name} on the sheet`).toBeDefined();
      expect(row!.textContent).toContain(
        m.status === 'accepted' ? 'Accepted' : 'Invited, not answered yet',
      );
    }

    await app.user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(2);
  });

  it('says Job not found for an order the server does not know, and prints nothing', async () => {
    const print = spyOnPrint();
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp('/company/job/sheet/999999');
    expect(await screen.findByText('Job not found')).toBeVisible();
    expect(print).not.toHaveBeenCalled();
  });
});
