import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { austinJobIn } from '@mocks/testing/confirmations';
import { fixedClock, setupMockServer } from '@/app/test-utils';
import { formatDate, fullName, zonedDate } from '@/platform/format';
import { ownerOnCrewPage } from './crew-orders.test-helpers';

/*
 * Confirmations (7/8) on the company's crew page, on a fixed clock: each accepted person
 * Confirmed, Awaiting confirmation or Not confirmed; a person not confirmed within 24 h has
 * "Invite someone else", which releases them and invites the best match.
 */

setupMockServer();
const NOW = new Date('2027-03-09T15:00:00Z');
fixedClock(NOW);

const rowOf = (crew: HTMLElement, name: string) =>
  within(crew)
    .getAllByRole('listitem')
    .find((li) => within(li).queryByText(name) !== null)!;

describe('crew page confirmations', () => {
  it('shows each accepted person Confirmed or Awaiting confirmation (40 h before)', async () => {
    const { order, members, invitations } = await austinJobIn(40, {
      now: NOW.getTime(),
      people: 2,
    });
    await db.patch('order_invitations', invitations[1]!.id, { confirmed_at: NOW.toISOString() });
    const { crew } = await ownerOnCrewPage(order.id);
    await waitFor(() =>
      expect(within(rowOf(crew, fullName(members[1]!))).getByText('Confirmed')).toBeVisible(),
    );
    expect(
      within(rowOf(crew, fullName(members[0]!))).getByText('Awaiting confirmation'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Invite someone else/ })).toBeNull();
  });

  it('flags a person not confirmed within 24 h; Invite someone else releases them and invites the best match', async () => {
    const { order, members, invitations } = await austinJobIn(16, {
      now: NOW.getTime(),
      people: 1,
    });
    const late = members[0]!;
    const { crew, user } = await ownerOnCrewPage(order.id);
    const row = await waitFor(() => rowOf(crew, fullName(late)));
    expect(await within(row).findByText('Not confirmed')).toBeVisible();
    // Best matches must have ranked the invitable people first.
    await screen.findByRole('region', { name: 'Best matches' });
    await user.click(
      within(row).getByRole('button', { name: `Invite someone else instead of ${fullName(late)}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone else' });
    const invite = await within(dialog).findByRole('button', { name: /^Invite / });
    const chosen = invite.textContent!.replace(/^Invite /, '');
    expect(dialog).toHaveTextContent(`${fullName(late)} has not confirmed order #${order.number}`);
    await user.click(invite);
    expect(
      await screen.findByText(`${fullName(late)} released; invitation sent to ${chosen}`),
    ).toBeInTheDocument();
    expect(db.findById('order_invitations', invitations[0]!.id)!.status).toBe('cancelled');
    const pending = db.order_invitations
      .findMany((q) => q.where({ order_id: order.id, status: 'pending' }))
      .map((i) => fullName(db.findById('employees', i.employee_id)!));
    expect(pending).toEqual([chosen]);
    await waitFor(() =>
      expect(within(rowOf(crew, chosen)).getByText('Pending', { exact: true })).toBeVisible(),
    );
  });

  it('a person with time off is not also flagged Not confirmed: the time off says she will not come (QA-244 note)', async () => {
    // 16 h out: Wednesday 1 am in Austin, within the 24 h; she never confirmed, then took the
    // day off. "Not confirmed" beside "Time off" said twice that she will not come.
    const { order, members } = await austinJobIn(16, { now: NOW.getTime(), people: 1 });
    const day = zonedDate(order.start_at, 'America/Chicago');
    await db.insert('time_off', {
      user_id: members[0]!.user_id!,
      start_date: day,
      end_date: day,
      reason: null,
      created_at: NOW.toISOString(),
    });
    const { crew } = await ownerOnCrewPage(order.id);
    const row = await waitFor(() => rowOf(crew, fullName(members[0]!)));
    expect(
      await within(row).findByText(`Time off ${formatDate(order.start_at, 'America/Chicago')}`),
    ).toBeVisible();
    expect(within(row).queryByText('Not confirmed')).toBeNull();
    expect(
      within(row).getByRole('button', {
        name: `Invite someone else instead of ${fullName(members[0]!)}`,
      }),
    ).toBeVisible();
  });

  it('shows the time off a person took after accepting; Invite someone else says so and replaces them', async () => {
    // 100 h out: 03/13/2027, 1 pm in Austin; Maria accepted, then took that day off.
    const { order, members, invitations } = await austinJobIn(100, {
      now: NOW.getTime(),
      people: 2,
    });
    const [maria, other] = members;
    await db.insert('time_off', {
      user_id: maria!.user_id!,
      start_date: '2027-03-13',
      end_date: '2027-03-13',
      reason: 'Private matter',
      created_at: NOW.toISOString(),
    });
    // Both had confirmed: hers no longer holds, so it is not shown beside her time off (QA
    // 2026-12-04: "Confirmed" and "Time off" on one person).
    for (const invitation of invitations)
      await db.patch('order_invitations', invitation.id, { confirmed_at: NOW.toISOString() });
    const { crew, user } = await ownerOnCrewPage(order.id);
    const row = await waitFor(() => rowOf(crew, fullName(maria!)));
    expect(await within(row).findByText('Time off 03/13/2027')).toBeVisible();
    expect(within(row).queryByText('Confirmed')).toBeNull();
    expect(within(rowOf(crew, fullName(other!))).getByText('Confirmed')).toBeVisible();
    expect(within(rowOf(crew, fullName(other!))).queryByText(/^Time off/)).toBeNull();
    expect(crew).not.toHaveTextContent('Private matter');
    expect(
      within(rowOf(crew, fullName(other!))).queryByRole('button', { name: /^Invite someone else/ }),
    ).toBeNull();
    await screen.findByRole('region', { name: 'Best matches' });
    await user.click(
      within(row).getByRole('button', {
        name: `Invite someone else instead of ${fullName(maria!)}`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invite someone else' });
    const invite = await within(dialog).findByRole('button', { name: /^Invite / });
    const chosen = invite.textContent!.replace(/^Invite /, '');
    expect(dialog).toHaveTextContent(
      `${fullName(maria!)} has time off on 03/13/2027, during order #${order.number}. Release ${fullName(maria!)} and invite the best match, ${chosen}?`,
    );
    await user.click(invite);
    expect(
      await screen.findByText(`${fullName(maria!)} released; invitation sent to ${chosen}`),
    ).toBeInTheDocument();
    expect(db.findById('order_invitations', invitations[0]!.id)!.status).toBe('cancelled');
  });

  it('offers no replacement once the job has started', async () => {
    const { order, members } = await austinJobIn(100, { now: NOW.getTime(), people: 1 });
    // Under way since 8 am in Austin today (03/09/2027), which she has since taken off.
    await db.patch('orders', order.id, {
      start_at: new Date(NOW.getTime() - 3_600_000).toISOString(),
      end_at: new Date(NOW.getTime() + 3_600_000).toISOString(),
    });
    await db.insert('time_off', {
      user_id: members[0]!.user_id!,
      start_date: '2027-03-09',
      end_date: '2027-03-09',
      reason: null,
      created_at: NOW.toISOString(),
    });
    const { crew } = await ownerOnCrewPage(order.id);
    const row = await waitFor(() => rowOf(crew, fullName(members[0]!)));
    expect(await within(row).findByText('Time off 03/09/2027')).toBeVisible();
    expect(within(row).queryByRole('button', { name: /^Invite someone else/ })).toBeNull();
  });
});

describe('crew page of a job that has ended (review 52 H1)', () => {
  it('offers no Best matches and no picker, and says why', async () => {
    const { order } = await austinJobIn(100, { now: NOW.getTime(), people: 1, helpersNeeded: 3 });
    // 6-8 am in Austin today: over.
    await db.patch('orders', order.id, {
      start_at: new Date(NOW.getTime() - 3 * 3_600_000).toISOString(),
      end_at: new Date(NOW.getTime() - 3_600_000).toISOString(),
    });
    await ownerOnCrewPage(order.id);
    expect(
      await screen.findByText(
        'This job has ended: nobody can be invited to it now. Complete it from the job list.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Best matches' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Invite the best/ })).toBeNull();
  });
});
