import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { fixedClock, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { zonedDate } from '@/platform/format';

setupMockServer();
// Seeded at, and the app's Date from, a fixed instant: noon in Austin, Wednesday 2031-03-05.
const NOW = new Date('2031-03-05T18:00:00Z');
fixedClock(NOW);

const maria = () => db.users.findFirst((q) => q.where({ email: 'helper@demo.test' }))!;
const CLASH = /^You have time off on .*, during this job: you cannot take it while that stands\./;

/** Maria's first pending invitation still to come, its order and its branch's zone. */
function pending() {
  const found = db.order_invitations
    .findMany((q) => q.where({ user_id: maria().id, status: 'pending' }))
    .map((i) => ({ invitation: i, order: db.findById('orders', i.order_id)! }))
    .filter(({ order }) => !order.cancelled_at && order.start_at > NOW.toISOString())
    .sort((a, b) => a.order.start_at.localeCompare(b.order.start_at))[0];
  if (!found) throw new Error('no upcoming pending invitation of the demo helper');
  return { ...found, zone: db.findById('branches', found.order.branch_id)!.timezone };
}

async function openDetails(invitationId: number) {
  localStorage.setItem('token', await loginAs('helper@demo.test'));
  const app = renderApp(`/helper/job/company/details/${invitationId}`);
  await screen.findByRole('button', { name: 'Reject' });
  return app;
}

/**
 * Her first pending invitation still to come, with her time off replaced by its day (on its
 * branch's clocks); `shown` is that day as the app writes dates.
 */
async function pendingOnADayOff() {
  const { invitation, order, zone } = pending();
  db.time_off.deleteMany((q) => q.where({ user_id: maria().id }));
  const day = zonedDate(order.start_at, zone);
  await db.insert('time_off', {
    user_id: maria().id,
    start_date: day,
    end_date: day,
    reason: null,
    created_at: NOW.toISOString(),
  });
  const [y, m, d] = day.split('-');
  return { invitation, order, shown: `${m}/${d}/${y}` };
}

describe('a new job on a day of her time off (QA 2026-12-04)', () => {
  it('says so before she tries to accept it, naming the days', async () => {
    const { invitation, shown } = await pendingOnADayOff();
    await openDetails(invitation.id);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(CLASH);
    expect(note).toHaveTextContent(shown);
    // No Accept the server would refuse (QA helper-85); Reject stays.
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('offers Accept again once that time off is removed elsewhere', async () => {
    const { invitation } = await pendingOnADayOff();
    const app = await openDetails(invitation.id);
    await screen.findByRole('note');
    db.time_off.deleteMany((q) => q.where({ user_id: maria().id }));
    await act(() => app.queryClient.invalidateQueries());
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('its card in her New list carries a "Time off" tag naming the days', async () => {
    const { order, shown } = await pendingOnADayOff();
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp('/helper/job/company/new');
    const link = await screen.findByRole('link', { name: new RegExp(`^Order #${order.number},`) });
    const card = link.closest('.hj-card') as HTMLElement;
    expect(await within(card).findByTitle(`You have time off on ${shown}`)).toHaveTextContent(
      /^Time off$/,
    );
  });
});

/**
 * One of her accepted jobs (still on) moved onto `order`'s time, with `change` (her time off
 * gone, so only the job can clash).
 */
async function heldAtTheTimeOf(
  order: { id: number; start_at: string; end_at: string },
  change: { completed_at?: string } = {},
) {
  db.time_off.deleteMany((q) => q.where({ user_id: maria().id }));
  const held = db.order_invitations
    .findMany((q) => q.where({ user_id: maria().id, status: 'accepted' }))
    .map((i) => db.findById('orders', i.order_id)!)
    .find((o) => o.id !== order.id && !o.cancelled_at && !o.completed_at)!;
  await db.patch('orders', held.id, { start_at: order.start_at, end_at: order.end_at, ...change });
  return held;
}

describe('a new job at the time of another job she is on (QA helper-94)', () => {
  it('says so, naming that job, and offers no Accept the server would refuse', async () => {
    const { invitation, order } = pending();
    // One of her accepted jobs moved onto this one's time.
    const held = await heldAtTheTimeOf(order);
    await openDetails(invitation.id);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      new RegExp(
        `^You are on order #${held.number} at that time \\(.+\\): you cannot take this job while that stands\\.`,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('a job of hers at that time the company has completed (or cancelled) is no clash: Accept is offered, as the server books her (QA-228 L3)', async () => {
    const { invitation, order } = pending();
    // Done early, at this job's time: it holds her no longer.
    await heldAtTheTimeOf(order, { completed_at: order.start_at });
    const app = await openDetails(invitation.id);
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeEnabled();
    // Her calendar around the job read (the clash comes from it), still no clash.
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(screen.queryByText(/^You are on order #/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Accept' })).toBeEnabled();
  });

  it('a job of hers at another time is no clash: Accept is offered', async () => {
    const { invitation } = pending();
    db.time_off.deleteMany((q) => q.where({ user_id: maria().id }));
    const app = await openDetails(invitation.id);
    expect(await screen.findByRole('button', { name: 'Accept' })).toBeEnabled();
    // Her calendar around the job read (the clash comes from it), still no clash.
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(screen.queryByText(/^You are on order #/)).toBeNull();
  });
});
