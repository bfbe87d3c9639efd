import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { confirmJob } from '@mocks/db/services/confirmations';
import { austinJobIn, dayOffFor } from '@mocks/testing/confirmations';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import {
  formatAddress,
  formatDate,
  formatHourlyRate,
  formatMoney,
  formatTimeRange,
  nationalDigits,
  zonedDate,
} from '@/platform/format';

/*
 * The helper calendar's job dialog says a job as her Order details do (helper-jobs' job
 * facts), on a fixed clock: noon in Austin on Wednesday 2031-03-05.
 */

setupMockServer();
const NOW = new Date('2031-03-05T18:00:00Z');
fixedClock(NOW);

/** Maria's calendar on the day of `order` (on its branch's clocks), with its job's dialog open. */
async function openJobDialog(order: { number: number; start_at: string }, zone: string) {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  const app = renderApp(`/helper/calendar?view=agenda&date=${zonedDate(order.start_at, zone)}`);
  const [event] = await screen.findAllByText(new RegExp(`^#${order.number}\\b`));
  await app.user.click(event!);
  return screen.findByRole('dialog', { name: `Order #${order.number}` });
}

/** The <dd> of a fact of the dialog, by its <dt>. */
const fact = (dialog: HTMLElement, term: string) =>
  within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('/helper/calendar: a job’s dialog', () => {
  it('says when as date · time, the company with a phone to tap, a missing address as "Not given", and a crew of one as one helper', async () => {
    // Her job two days on, one helper (her), one truck, both pick-up and destination wanted
    // but only a destination given.
    const { order } = await austinJobIn(48, { now: NOW.getTime(), people: 1 });
    const destination = [...order.pick_up_addresses, ...order.destination_addresses][0]!;
    await db.patch('orders', order.id, {
      help_type: 3,
      pick_up_addresses: [],
      destination_addresses: [destination],
      trucks_needed: 1,
      notes: 'Side door',
    });
    const branch = db.findById('branches', order.branch_id)!;
    const zone = branch.timezone;
    const dialog = await openJobDialog(order, zone);

    // Her card's word too: asked to confirm from 48 h before (QA helper-159).
    await waitFor(() =>
      expect(fact(dialog, 'Status')).toHaveTextContent(/^Accepted Please confirm$/),
    );
    expect(fact(dialog, 'When').textContent).toBe(
      `${formatDate(order.start_at, zone)} · ${formatTimeRange(order.start_at, order.end_at, zone)}`,
    );
    const company = fact(dialog, 'Company');
    expect(company).toHaveTextContent(new RegExp(`^Lone Star Movers · ${branch.name} \\(`));
    expect(within(company).getByRole('link')).toHaveAttribute(
      'href',
      `tel:+1${nationalDigits(branch.phone)}`,
    );
    expect(fact(dialog, 'Pick-up')).toHaveTextContent(/^Not given$/);
    expect(fact(dialog, 'Destination')).toHaveTextContent(formatAddress(destination));
    expect(fact(dialog, 'Crew')).toHaveTextContent(/^1 of 1 helper on the crew · 1 truck$/);
    expect(fact(dialog, 'Notes')).toHaveTextContent(/^Side door$/);
  });

  it('lists every pick-up, not the first alone, and reads an invitation not answered yet as such', async () => {
    const { order } = await austinJobIn(72, {
      now: NOW.getTime(),
      people: 1,
      helpersNeeded: 3,
      pending: true,
    });
    const first = order.pick_up_addresses[0] ?? order.destination_addresses[0]!;
    const second = { ...first, street: '500 Second St', zip: '78704' };
    await db.patch('orders', order.id, {
      help_type: 1,
      pick_up_addresses: [first, second],
      destination_addresses: [],
      trucks_needed: 2,
    });
    const dialog = await openJobDialog(order, db.findById('branches', order.branch_id)!.timezone);

    expect(fact(dialog, 'Status')).toHaveTextContent(/^Invitation, not answered yet$/);
    // An invitation pays too: her card says so.
    expect(await within(dialog).findByText('Pay', { selector: 'dt' })).toBeInTheDocument();
    expect(fact(dialog, 'Pay')).toHaveTextContent(/^\$\d+\.\d\d\/h · about \$\d+\.\d\d$/);
    expect(fact(dialog, 'Pick-up')).toHaveTextContent(
      `${formatAddress(first)}${formatAddress(second)}`,
    );
    expect(within(dialog).queryByText('Destination', { selector: 'dt' })).toBeNull();
    expect(fact(dialog, 'Crew')).toHaveTextContent(/^0 of 3 helpers on the crew · 2 trucks$/);
    expect(within(dialog).queryByText('Notes', { selector: 'dt' })).toBeNull();
  });

  it('says what her card says of a job starting within 24 h: "Confirm now", and its pay (QA helper-159)', async () => {
    const { order } = await austinJobIn(20, { now: NOW.getTime(), people: 1 });
    const zone = db.findById('branches', order.branch_id)!.timezone;
    // One hour at the job's rate (austinJobIn's jobs run an hour).
    const pay = `${formatHourlyRate(order.hourly_rate)} · about ${formatMoney(order.hourly_rate)}`;
    const dialog = await openJobDialog(order, zone);
    await waitFor(() => expect(fact(dialog, 'Status')).toHaveTextContent(/^Accepted Confirm now$/));
    expect(fact(dialog, 'Pay')).toHaveTextContent(pay);
  });

  it('says "Confirmed" of a job she confirmed', async () => {
    const { order, invitations } = await austinJobIn(20, { now: NOW.getTime(), people: 1 });
    await confirmJob(db, invitations[0]!.id);
    const dialog = await openJobDialog(order, db.findById('branches', order.branch_id)!.timezone);
    await waitFor(() => expect(fact(dialog, 'Status')).toHaveTextContent(/^Accepted Confirmed$/));
  });

  it('says "Time off", not "Confirm now", of a job on a day she then took off (Order details asks no confirmation then)', async () => {
    const { order, invitations } = await austinJobIn(20, { now: NOW.getTime(), people: 1 });
    const zone = db.findById('branches', order.branch_id)!.timezone;
    await dayOffFor(invitations[0]!.user_id!, order, zone);
    const dialog = await openJobDialog(order, zone);
    await waitFor(() => expect(fact(dialog, 'Status')).toHaveTextContent(/^Accepted Time off$/));
  });

  it('says "Completed" of a job the company completed, as its Order details do: the event, its dialog and the legend (QA-211 M3)', async () => {
    // Yesterday's job, completed.
    const { order } = await austinJobIn(-26, { now: NOW.getTime(), people: 1 });
    await db.patch('orders', order.id, { completed_at: NOW.toISOString() });
    const zone = db.findById('branches', order.branch_id)!.timezone;
    const dialog = await openJobDialog(order, zone);
    await waitFor(() => expect(fact(dialog, 'Status')).toHaveTextContent(/^Completed$/));
    const event = screen
      .getAllByText(new RegExp(`^#${order.number}\\b`))[0]!
      .closest<HTMLElement>('.app-calendar-event')!;
    expect(event).toHaveClass('app-calendar-event--done');
    expect(event).toHaveTextContent('(Completed)');
    expect(event).not.toHaveTextContent('Accepted');
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend).getByText('Completed').closest('.app-calendar-legend__swatch'),
    ).toHaveClass('app-calendar-event--done');
  });
});
