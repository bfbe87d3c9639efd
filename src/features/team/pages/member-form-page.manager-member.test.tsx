import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { fullName } from '@/platform/format';
import {
  austin,
  captureWrites,
  description,
  enter,
  openForm,
  textbox,
} from './member-form-page.test-helpers';
import { austinTeamFirstPage } from './team-list.test-helpers';

setupMockServer();

const MANAGER = 'manager@demo.test';
const EMAIL_OWNER_ONLY =
  'Only the company owner can change the email of a member with manager access: it is their login.';
const OWN_LOGIN =
  'This is your login email: change it in your Personal info (Helper view, Settings).';
const REMOVE_OWNER_ONLY = 'Only the company owner can remove a member with manager access.';

const austinMembers = () =>
  db.employees
    .findMany((q) => q.where((e) => e.branch_id === austin().id && e.deleted_at == null))
    .filter((e) => !e.is_helper && e.email !== null);

/** A plain Austin member the owner has given Manager access (another manager of the branch). */
async function otherManager() {
  const plain = austinMembers().find((e) => !e.is_manager)!;
  return db.patch('employees', plain.id, { is_manager: true });
}

async function openAsManager(path: string) {
  localStorage.setItem('token', await loginAs(MANAGER));
  const app = renderApp(path);
  await screen.findByRole('form', { name: 'Member' });
  return app;
}

// QA-191: a member with Manager access signs in with their email; a manager moved another
// manager's login through Edit member, and removed such members. Both are the owner's.
describe('A manager editing a member with Manager access', () => {
  it('sees their email fixed with the reason, no Remove member, and her save sends the email as it is', async () => {
    const other = await otherManager();
    const bodies = captureWrites();
    const { user } = await openAsManager(`/company/team/edit/${other.id}`);
    expect(textbox('Email')).toBeDisabled();
    expect(textbox('Email')).toHaveValue(other.email);
    expect(description(textbox('Email'))).toBe(EMAIL_OWNER_ONLY);
    expect(screen.queryByRole('button', { name: 'Remove member' })).not.toBeInTheDocument();
    expect(screen.getByText(REMOVE_OWNER_ONLY)).toBeInTheDocument();

    await user.clear(textbox('Hourly price'));
    await enter(user, textbox('Hourly price'), '41');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${fullName(other)} was saved`)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ email: other.email, price: 4100 });
    expect(db.findById('employees', other.id)).toMatchObject({ email: other.email, price: 4100 });
  });

  it('her own card: her login email is fixed too, changed in her Personal info', async () => {
    const own = austinMembers().find((e) => e.email === MANAGER)!;
    await openAsManager(`/company/team/edit/${own.id}`);
    expect(textbox('Email')).toBeDisabled();
    expect(description(textbox('Email'))).toBe(OWN_LOGIN);
    expect(screen.queryByRole('button', { name: 'Remove member' })).not.toBeInTheDocument();
  });

  it('a member without Manager access stays hers to edit and remove, email included', async () => {
    const plain = austinMembers().find((e) => !e.is_manager)!;
    await openAsManager(`/company/team/edit/${plain.id}`);
    expect(textbox('Email')).toBeEnabled();
    expect(description(textbox('Email'))).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Remove member' })).toBeInTheDocument();
    expect(screen.queryByText(REMOVE_OWNER_ONLY)).not.toBeInTheDocument();
  });

  it('the owner is unaffected: the email editable, Remove member offered', async () => {
    const other = await otherManager();
    await openForm(`/company/team/edit/${other.id}`);
    expect(textbox('Email')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove member' })).toBeInTheDocument();
  });

  it('the team list offers her no Remove on a card with Manager access', async () => {
    // The first page (5 by last name): two members of it without Manager access, one given it.
    const firstPage = austinTeamFirstPage();
    const [first, plain] = firstPage.filter((e) => !e.is_helper && !e.is_manager);
    const other = await db.patch('employees', first!.id, { is_manager: true });
    localStorage.setItem('token', await loginAs(MANAGER));
    renderApp('/company/team/employees');
    const card = await screen.findByRole('article', { name: fullName(other) });
    expect(within(card).getByRole('link', { name: 'Edit' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    const plainCard = screen.getByRole('article', { name: fullName(plain!) });
    expect(within(plainCard).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});
