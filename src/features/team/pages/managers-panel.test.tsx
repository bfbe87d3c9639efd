import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';

setupMockServer();

const MANAGER = 'manager@demo.test';
const branchOf = (city: string) =>
  db.branches.findFirst((q) => q.where({ name: `Lone Star Movers ${city}` }))!;
const marcus = () => db.users.findFirst((q) => q.where({ email: MANAGER }))!;
const memberIn = (branchId: number) =>
  db.employees.findFirst((q) =>
    q.where((e) => e.branch_id === branchId && e.email === MANAGER && e.deleted_at == null),
  );

async function signedInAt(email: string, path: string) {
  localStorage.setItem('token', await loginAs(email));
  return renderApp(path);
}

const panel = () => screen.getByRole('region', { name: /^Managers/ });

describe('Team › Managers (QA helper-137 M1)', () => {
  it('the demo manager is a member, with Manager access, of each branch he manages', () => {
    const { branch_ids } = marcus();
    expect(branch_ids.length).toBeGreaterThan(0);
    for (const id of branch_ids) expect(memberIn(id)).toMatchObject({ is_manager: true });
  });

  it('lists the branches each manager runs; the owner removes one’s access to this branch, confirmed, and the panel follows', async () => {
    const austin = branchOf('Austin');
    const dallas = branchOf('Dallas');
    expect(marcus().branch_ids).toEqual([austin.id, dallas.id]);
    const { user } = await signedInAt('owner@demo.test', '/company/team/employees');
    await screen.findByRole('region', { name: /^Managers/ });
    expect(await within(panel()).findByText('Marcus Reed')).toBeInTheDocument();
    expect(
      await within(panel()).findByText(`Manages ${austin.name}, ${dallas.name}`),
    ).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Remove access: Marcus Reed' }));
    let dialog = await screen.findByRole('dialog', { name: 'Remove manager access' });
    expect(dialog).toHaveTextContent(`Remove Marcus Reed’s manager access to ${austin.name}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(marcus().branch_ids).toEqual([austin.id, dallas.id]);

    await user.click(within(panel()).getByRole('button', { name: 'Remove access: Marcus Reed' }));
    dialog = await screen.findByRole('dialog', { name: 'Remove manager access' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove access' }));
    expect(
      await screen.findByText(`Marcus Reed no longer manages ${austin.name}`),
    ).toBeInTheDocument();
    expect(await within(panel()).findByText(/No manager is assigned/)).toBeInTheDocument();
    expect(marcus().branch_ids).toEqual([dallas.id]);
    // He stays on the team, with Manager access off (the member form's switch, as saved).
    expect(memberIn(austin.id)).toMatchObject({ is_manager: false });
    expect(memberIn(dallas.id)).toMatchObject({ is_manager: true });
  });

  it('a manager reads the panel with no Remove access', async () => {
    await signedInAt(MANAGER, '/company/team/employees');
    await screen.findByRole('region', { name: /^Managers/ });
    expect(await within(panel()).findByText('Marcus Reed')).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: /Remove access/ })).toBeNull();
  });
});
