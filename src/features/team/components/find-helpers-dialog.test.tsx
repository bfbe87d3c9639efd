import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { leaveCompaniesOnDeletion } from '@mocks/db/services/account-deletion';
import { deleteHelperAccount } from '@mocks/db/services/helpers';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { fullName } from '@/platform/format';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';

setupMockServer();

/*
 * Find helpers (Team): who serves the branch's area comes first and says so (QA: Austin's
 * search listed Houston, Atlanta and Miami helpers first); a helper who deleted her account
 * while the dialog was open is not invited silently: the toast has the server's message, and
 * her row says she is gone, without its Invite.
 */

const SERVES = 'Serves your area';

async function openFindHelpers(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Find helpers' }));
  return screen.findByRole('dialog', { name: 'Find helpers' });
}

async function ownerOnTeam() {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  return renderApp('/company/team/employees');
}

const rows = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Helpers found' })).getAllByRole('listitem');
const rowOf = (dialog: HTMLElement, name: string) =>
  rows(dialog).find((li) => li.textContent?.includes(name))!;

describe('Find helpers', () => {
  it('lists who serves the branch’s area first, and says so on their rows', async () => {
    const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
    const serves = (userId: number) =>
      db.helper_profiles
        .findFirst((q) => q.where({ user_id: userId }))!
        .serving_area_ids.some((id) => austin.serving_area_ids!.includes(id));
    const helpers = db.users.findMany((q) => q.where({ type: 4 }));
    const maria = helpers.find((u) => u.email === 'helper@demo.test')!;
    // Kayla Mitchell, of Houston, the best rated of all: listed first before (QA).
    const kayla = helpers.find((u) => u.last_name === 'Mitchell')!;
    expect(serves(maria.id)).toBe(true);
    expect(serves(kayla.id)).toBe(false);

    const { user } = await ownerOnTeam();
    const dialog = await openFindHelpers(user);
    expect(
      await within(dialog).findByText(
        /^Marketplace helpers: your area first, then best rated · \d+ found$/,
      ),
    ).toBeInTheDocument();
    // Page 1: those who serve Austin (the blocked are not listed), each said beside her rate
    // and rating; then Kayla, without it.
    const blocked = new Set(
      db.roster_entries
        .findMany((q) => q.where({ company_id: austin.company_id, status: 'blocked' }))
        .map((e) => e.helper_id),
    );
    const serving = helpers.filter((u) => serves(u.id) && !blocked.has(u.id)).length;
    expect(serving).toBeGreaterThan(1);
    expect(serving).toBeLessThan(5);
    const first = rows(dialog);
    expect(first).toHaveLength(5);
    first.slice(0, serving).forEach((li) => expect(within(li).getByText(SERVES)).toBeVisible());
    expect(within(rowOf(dialog, fullName(maria))).getByText(SERVES)).toBeInTheDocument();
    expect(first[serving]).toHaveTextContent(fullName(kayla));
    expect(first.slice(serving).some((li) => li.textContent?.includes(SERVES))).toBe(false);

    // Searched: Kayla, who serves Houston, is found without it.
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search helpers' }), 'Mitchell');
    await within(dialog).findByText(
      'Helpers matching “Mitchell”: your area first, then best rated · 1 found',
    );
    expect(within(rowOf(dialog, fullName(kayla))).queryByText(SERVES)).toBeNull();
  });

  it('a helper who deleted her account while it was open: the toast says why, her row says so and loses Invite; she is not listed again', async () => {
    await loadToaster();
    const kayla = db.users.findFirst((q) => q.where({ last_name: 'Mitchell', type: 4 }))!;
    const name = fullName(kayla);
    const { user } = await ownerOnTeam();
    let dialog = await openFindHelpers(user);
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search helpers' }), 'Mitchell');
    // Her search's answer on screen (she is on the marketplace's first page too).
    await within(dialog).findByText(/^Helpers matching “Mitchell”.* · 1 found$/);
    const invite = within(dialog).getByRole('button', { name: `Invite ${name}` });

    // She deletes her account (Danger zone) while the owner's list shows her.
    await leaveCompaniesOnDeletion(db, kayla);
    await deleteHelperAccount(db, kayla);

    await user.click(invite);
    const row = rowOf(dialog, name);
    const gone = await within(row).findByText('This helper has deleted their account.');
    await waitFor(() => expect(toastTexts()).toContain('Helper not found.'));
    expect(within(row).queryByRole('button', { name: `Invite ${name}` })).toBeNull();
    expect(within(row).queryByRole('button', { name: `Block ${name}` })).toBeNull();
    // The keyboard stays in the dialog, on what replaced the button.
    await waitFor(() => expect(gone.closest('[tabindex="-1"]')).toHaveFocus());
    expect(toastTexts().some((t) => t.startsWith('Invitation sent'))).toBe(false);

    // Opened again (within the list's fresh time): read again, without her.
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openFindHelpers(user);
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search helpers' }), 'Mitchell');
    expect(await within(dialog).findByText('No helpers found')).toBeInTheDocument();
    expect(within(dialog).queryByText(name)).toBeNull();
  });
});
