import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { fullName } from '@/platform/format';
import {
  austin,
  captureWrites,
  description,
  enter,
  fillValidMember,
  textbox,
} from './member-form-page.test-helpers';

setupMockServer();

const MANAGER = 'manager@demo.test';
const OWNER_ONLY = 'Only the company owner can give or take manager access.';
const accessSwitch = () => screen.getByRole('switch', { name: /^Manager access/ });
const inAustin = (pick: (e: { email: string | null; is_manager: boolean }) => boolean) =>
  db.employees
    .findMany((q) => q.where((e) => e.branch_id === austin().id && e.deleted_at == null))
    .find((e) => !e.is_helper && pick(e))!;

async function openAsManager(path: string) {
  localStorage.setItem('token', await loginAs(MANAGER));
  const app = renderApp(path);
  await screen.findByRole('form', { name: 'Member' });
  return app;
}

// QA-184 H1: only the owner gives and takes Manager access (spec section 4, README), as the
// Managers panel already had it; a manager's member form showed the switch and used it.
describe('The member form of a manager: Manager access shown, not changeable', () => {
  it('Edit member: the switch is fixed with the reason, and the save leaves it out', async () => {
    const hector = inAustin((e) => !e.is_manager && e.email !== null);
    const bodies = captureWrites();
    const { user } = await openAsManager(`/company/team/edit/${hector.id}`);
    expect(accessSwitch()).not.toBeChecked();
    expect(accessSwitch()).toBeDisabled();
    expect(description(accessSwitch())).toBe(OWNER_ONLY);
    await user.click(accessSwitch());
    expect(accessSwitch()).not.toBeChecked();

    await user.clear(textbox('Hourly price'));
    await enter(user, textbox('Hourly price'), '41');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${fullName(hector)} was saved`)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('is_manager');
    expect(db.findById('employees', hector.id)).toMatchObject({ price: 4100, is_manager: false });
  });

  it('her own member card: her access shows on, and she cannot switch it off', async () => {
    const own = inAustin((e) => e.email === MANAGER);
    const { user } = await openAsManager(`/company/team/edit/${own.id}`);
    expect(accessSwitch()).toBeChecked();
    expect(accessSwitch()).toBeDisabled();
    await user.click(accessSwitch());
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${fullName(own)} was saved`)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/company/team/employees'));
    expect(db.findById('employees', own.id)!.is_manager).toBe(true);
    const marcus = db.users.findFirst((q) => q.where({ email: MANAGER }))!;
    expect(marcus.branch_ids).toContain(austin().id);
  });

  it('Add member: the switch is fixed off, and the new member is added with no access', async () => {
    const bodies = captureWrites();
    const { user } = await openAsManager('/company/team/create?from=drivers');
    expect(accessSwitch()).not.toBeChecked();
    expect(accessSwitch()).toBeDisabled();
    expect(description(accessSwitch())).toBe(OWNER_ONLY);
    await fillValidMember(user);
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    expect(await screen.findByText('Rosa Diaz was added to the team')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toHaveProperty('is_manager');
    const rosa = db.employees.findFirst((q) => q.where({ email: 'rosa.diaz@example.com' }))!;
    expect(rosa.is_manager).toBe(false);
  });
});

describe('Edit member of a branch the manager does not manage', () => {
  it('opened by its address: "Not yours to open", with a link to her own team (QA-184 L2)', async () => {
    const houston = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Houston' }))!;
    const member = db.employees.findFirst((q) =>
      q.where((e) => e.branch_id === houston.id && e.deleted_at == null),
    )!;
    localStorage.setItem('token', await loginAs(MANAGER));
    const { user } = renderApp(`/company/team/edit/${member.id}`);
    expect(await screen.findByRole('heading', { name: 'Not yours to open' })).toBeVisible();
    const away = screen.getByRole('link', { name: 'Go to your team' });
    expect(away).toHaveAttribute('href', '/company/team');
    await user.click(away);
    // Team opens the tab last used (All members, or another a test before left it on).
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/company\/team(\/|$)/));
    expect(await screen.findByRole('navigation', { name: 'Team lists' })).toBeInTheDocument();
  });
});
