import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { fullName } from '@/platform/format';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import { austinOrder } from './crew-orders.test-helpers';

/*
 * A row's dialog left open while the helper answers (QA helper-172 H1): "Cancel invitation"
 * stayed as it opened while she accepted behind it, and confirming it took her off the crew.
 * The dialog follows her row: it says what changed, and only OK remains.
 */

setupMockServer();

async function openWithDialog() {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const order = austinOrder('two-pending');
  const invitation = db.order_invitations
    .findMany((q) => q.where({ order_id: order.id, status: 'pending' }))
    .sort((a, b) => a.id - b.id)[0]!;
  const name = fullName(db.findById('employees', invitation.employee_id)!);
  const app = renderApp(`/company/job/team-add/${order.id}`);
  await screen.findByRole('heading', { name: `Order #${order.number}` });
  await screen.findByText(/^(Short of hands\?|Offered to the marketplace)/);
  await waitFor(() => expect(app.realtime.joined).toContain(`branch.${order.branch_id}`));
  await app.user.click(await screen.findByRole('button', { name: `Cancel invitation of ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Cancel invitation' });
  expect(dialog).toHaveTextContent(`Cancel the invitation of ${name} to order #${order.number}?`);
  /** The helper answers in the mock, and the branch hears it (as the server pushes it). */
  const answer = async (status: 'accepted' | 'rejected') => {
    await db.patch('order_invitations', invitation.id, {
      status,
      responded_at: new Date().toISOString(),
    });
    app.realtime.emit(`branch.${order.branch_id}`, 'order-invitation-changed', {
      id: invitation.id,
      order_id: order.id,
      branch_id: order.branch_id,
      status,
    });
  };
  const row = () =>
    within(screen.getByRole('region', { name: 'Current crew' }))
      .queryAllByRole('listitem')
      .find((li) => li.textContent?.includes(name));
  return { ...app, order, invitation, name, dialog, answer, row };
}

describe('crew page: a row dialog left open while she answers (QA helper-172 H1)', () => {
  it('she accepted meanwhile: the dialog says so and offers only OK; she stays on the crew', async () => {
    const { user, invitation, name, dialog, answer, row } = await openWithDialog();
    await answer('accepted');
    await waitFor(() => expect(row()).toHaveTextContent('Accepted'));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        `${name} accepted meanwhile and is on the crew now. Nothing was cancelled.`,
      ),
    );
    expect(dialog).not.toHaveTextContent('Cancel the invitation of');
    // No button of the dialog takes her off: only OK.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.not.arrayContaining(['Cancel invitation', 'Remove from crew']));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.findById('order_invitations', invitation.id)!.status).toBe('accepted');
    // Her row offers the question that fits now.
    expect(
      within(row()!).getByRole('button', { name: `Remove ${name} from the crew` }),
    ).toBeVisible();
  });

  it('she declined meanwhile: the dialog says she is no longer invited, with only OK', async () => {
    const { user, order, name, dialog, answer, row } = await openWithDialog();
    await answer('rejected');
    await waitFor(() => expect(row()).toBeUndefined());
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(
        `${name} is no longer invited to order #${order.number}: the invitation was declined or cancelled meanwhile.`,
      ),
    );
    expect(within(dialog).queryByRole('button', { name: 'Cancel invitation' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('crew page: a row dialog whose invitation is gone already', () => {
  it('the order was deleted meanwhile (no push): Cancel invitation is done, said as news, not as an error; the page catches up', async () => {
    await loadToaster();
    const { user, order, name, dialog } = await openWithDialog();
    // Another user deletes the order, and its invitations with it.
    db.order_invitations.deleteMany((q) => q.where({ order_id: order.id }));
    db.orders.delete((q) => q.where({ id: order.id }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel invitation' }));
    const told = await screen.findByText(`The invitation of ${name} was already removed.`);
    expect(told.closest('.bp6-toast')).toHaveClass('bp6-intent-primary'); // not the red error
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(toastTexts()).toEqual([`The invitation of ${name} was already removed.`]);
  });
});
