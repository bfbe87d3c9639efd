import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { fullName } from '@/platform/format';

setupMockServer();

/*
 * helper-194: team-edit's crew rows have a Keep box, not team-add's "Remove from crew" button
 * (a deliberate rule: team-edit changes the crew as a whole, in one save). The page says so,
 * and taking off a helper who accepted, on a job still short of hands, goes through Save crew.
 */

/** An open Austin order with a marketplace helper's pending invitation, which she accepts. */
async function orderWithAcceptedHelper() {
  const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
  for (const order of db.orders
    .findMany((q) => q.where({ branch_id: austin.id }))
    .filter((o) => !o.completed_at && !o.cancelled_at && o.helpers_needed >= 2)
    .sort((a, b) => a.id - b.id)) {
    const live = db.order_invitations
      .findMany((q) => q.where({ order_id: order.id }))
      .filter((i) => i.status === 'pending' || i.status === 'accepted');
    const hers = live.find(
      (i) => i.status === 'pending' && db.findById('employees', i.employee_id)?.is_helper,
    );
    if (!hers || live.filter((i) => i.status === 'accepted').length + 1 >= order.helpers_needed)
      continue;
    await db.patch('order_invitations', hers.id, {
      status: 'accepted',
      responded_at: new Date().toISOString(),
    });
    return { order, invitation: hers, helper: db.findById('employees', hers.employee_id)! };
  }
  throw new Error('no open Austin order short of hands with a helper invited');
}

describe('team-edit: taking off someone who accepted (helper-194)', () => {
  it('says why its rows have no Remove, and Save crew takes her off the crew', async () => {
    const user = userEvent.setup();
    const { order, invitation, helper } = await orderWithAcceptedHelper();
    const name = fullName(helper);
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    renderApp(`/company/job/team-edit/${order.id}`);
    await screen.findByRole('heading', { name: `Order #${order.number}` });
    const crew = screen.getByRole('region', { name: 'Current crew' });
    const row = await waitFor(() => {
      const found = within(crew)
        .getAllByRole('listitem')
        .find((li) => within(li).queryByText(name) !== null);
      expect(found).toBeDefined();
      return found!;
    });
    expect(within(row).getByText('Accepted')).toBeVisible();
    // Not yet formed: the crew is short of hands.
    expect(screen.queryByText(/^The crew is full/)).toBeNull();

    // No Remove of its own (team-add's), its Keep box instead, and the page says why.
    expect(within(row).queryByRole('button', { name: `Remove ${name} from the crew` })).toBeNull();
    expect(
      within(crew).getByText(
        'This page saves the crew as a whole: untick Keep for whoever should go, then Save crew takes them off together (naming them first; each is told).',
      ),
    ).toBeVisible();

    await user.click(within(row).getByRole('checkbox', { name: `Keep ${name} on the crew` }));
    await user.click(screen.getByRole('button', { name: 'Save crew' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save crew' });
    expect(dialog).toHaveTextContent(`Remove from the crew: ${name}? They are told.`);
    await user.click(within(dialog).getByRole('button', { name: 'Save crew' }));

    await waitFor(() => expect(within(crew).queryByText(name)).toBeNull());
    // As team-add's Remove from crew does: her accepted invitation is cancelled by the
    // company, which her side reads as "Removed from the crew" (TAKEN_OFF_CREW).
    expect(db.findById('order_invitations', invitation.id)).toMatchObject({
      status: 'cancelled',
      moved_to_invitation_id: null,
    });
  });
});
