import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { austinJobIn } from '@mocks/testing/confirmations';
import { fixedClock, setupMockServer } from '@/app/test-utils';
import { ownerOnCrewPage } from './crew-orders.test-helpers';
import { fullName } from '@/platform/format';

/*
 * QA 244 M1: someone on a full crew took the job's day off. The dispatch board counts the job
 * short ("1 understaffed job", "· 1 on time off"); its crew page said "The crew is full" with
 * its quick invites off. It now says who is off and that the job is short, and offers the
 * way forward: Invite someone else (Best matches too), or taking her off the crew.
 */

setupMockServer();
const NOW = new Date('2027-03-09T15:00:00Z');
fixedClock(NOW);

/** A full crew of two (Maria first) on 03/13/2027, 1 pm in Austin; Maria took that day off. */
async function fullCrewWithMariaOff(startInHours = 100, day = '2027-03-13') {
  const job = await austinJobIn(startInHours, { now: NOW.getTime(), people: 2 });
  await db.insert('time_off', {
    user_id: job.members[0]!.user_id!,
    start_date: day,
    end_date: day,
    reason: null,
    created_at: NOW.toISOString(),
  });
  return { ...job, maria: fullName(job.members[0]!) };
}

describe('crew page: someone on a full crew has time off during the job', () => {
  it('says the job is short and why, and Best matches offers Invite someone else, which replaces her', async () => {
    const { order, invitations, maria } = await fullCrewWithMariaOff();
    const { user } = await ownerOnCrewPage(order.id);

    expect(
      await screen.findByText(
        `${maria} has time off on 03/13/2027 but is still on the crew: the job is 1 person short. Nobody new can accept while the crew is full: invite someone else in their place, or untick Keep and save the crew to open their spot.`,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/^The crew is full: /)).toBeNull();
    // The order's crew as the board's row says it, and the bar filled with who comes.
    const summary = screen.getByRole('region', { name: 'Order' });
    expect(summary).toHaveTextContent('2 of 2 accepted · 1 on time off');
    expect(within(summary).getByRole('progressbar', { name: 'Crew filled' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );

    const best = await screen.findByRole('region', { name: 'Best matches' });
    expect(
      within(best).getByText(
        `The crew is full, but ${maria} has time off then: invite someone else in their place, or take them off the crew to open a spot.`,
      ),
    ).toBeVisible();
    const replace = within(best).getByRole('button', {
      name: `Invite someone else instead of ${maria}`,
    });
    expect(replace).toBeEnabled();
    await user.click(replace);
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone else' });
    const invite = await within(dialog).findByRole('button', { name: /^Invite / });
    const chosen = invite.textContent!.replace(/^Invite /, '');
    await user.click(invite);
    expect(
      await screen.findByText(`${maria} released; invitation sent to ${chosen}`),
    ).toBeInTheDocument();
    expect(db.findById('order_invitations', invitations[0]!.id)!.status).toBe('cancelled');
    await waitFor(() => expect(screen.queryByText(/has time off on/)).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: /^Current crew/ })).toHaveFocus(),
    );
  });

  it('once the job has started, the way is taking her off the crew (no replacement offered)', async () => {
    // Under way since an hour ago (8 am in Austin, 03/09/2027), a day she has since taken off.
    const { order, maria } = await fullCrewWithMariaOff(100, '2027-03-09');
    await db.patch('orders', order.id, {
      start_at: new Date(NOW.getTime() - 3_600_000).toISOString(),
      end_at: new Date(NOW.getTime() + 3_600_000).toISOString(),
    });
    const { user, crew } = await ownerOnCrewPage(order.id);

    expect(
      await screen.findByText(
        `${maria} has time off on 03/09/2027 but is still on the crew: the job is 1 person short. Nobody new can accept while the crew is full: untick Keep and save the crew to open their spot.`,
      ),
    ).toBeVisible();
    const best = await screen.findByRole('region', { name: 'Best matches' });
    expect(
      within(best).getByText(
        `The crew is full, but ${maria} has time off then: take them off the crew to open a spot.`,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Invite someone else/ })).toBeNull();

    // The way it names: untick Keep, save; her spot opens and Best matches offers it.
    await user.click(within(crew).getByRole('checkbox', { name: `Keep ${maria} on the crew` }));
    await user.click(screen.getByRole('button', { name: /^Save crew/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Save crew' });
    await user.click(within(confirm).getByRole('button', { name: 'Save crew' }));
    await waitFor(() => expect(screen.queryByText(/has time off on/)).toBeNull());
    expect(await within(best).findByText(/^1 open spot/)).toBeVisible();
    expect(within(best).getByRole('button', { name: 'Invite the best 1' })).toBeEnabled();
  });
});
