import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/node';
import { leaveCompaniesOnDeletion } from '@mocks/db/services/account-deletion';
import { deleteHelperAccount } from '@mocks/db/services/helpers';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';

/*
 * The company's roster (7/8) on the Team pages: the star and the favourite/block buttons on a
 * member card and in Find helpers, the Favourites and Blocked tabs. The seed makes Gabriela
 * Reyes (a member of every branch) and Rachel Baker favourites and blocks Tremaine Young.
 */

setupMockServer();

const entryOf = (email: string) => {
  const user = db.users.findFirst((q) => q.where({ email }))!;
  return db.roster_entries.findFirst((q) => q.where({ helper_id: user.id }));
};

async function ownerAt(path: string) {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  return renderApp(path);
}

describe('team: favourites and blocks', () => {
  it("a member card shows a favourite's star; blocking her is confirmed and says what is withdrawn", async () => {
    // Gabriela is a foreman: her page of the Foreman tab (by last name, 5 a page).
    const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
    const foremen = db.employees
      .findMany((q) => q.where((e) => e.branch_id === austin.id && e.deleted_at == null))
      .filter((e) => e.positions.includes(2))
      .sort(
        (a, b) =>
          a.last_name.localeCompare(b.last_name) ||
          a.first_name.localeCompare(b.first_name) ||
          a.id - b.id,
      );
    const index = foremen.findIndex((e) => e.last_name === 'Reyes' && e.is_helper);
    expect(index).toBeGreaterThanOrEqual(0);
    const { user } = await ownerAt(`/company/team/foreman?page=${Math.floor(index / 5) + 1}`);
    const card = await screen.findByRole('article', { name: 'Gabriela Reyes' });
    expect(within(card).getByRole('img', { name: 'Favourite' })).toBeInTheDocument();
    // A member who is not a marketplace helper has no roster buttons.
    const others = screen
      .getAllByRole('article')
      .filter((a) => a.getAttribute('aria-label') !== 'Gabriela Reyes');
    for (const other of others)
      if (!within(other).queryByText('Marketplace helper'))
        expect(within(other).queryByRole('button', { name: /^Block / })).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Block Gabriela Reyes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block helper' });
    expect(dialog).toHaveTextContent('Block helper: Gabriela Reyes?');
    expect(dialog).toHaveTextContent(/pending invitations from your company .* are withdrawn/);
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(
      await screen.findByText(
        'Gabriela Reyes was blocked; their pending invitations were withdrawn',
      ),
    ).toBeInTheDocument();
    expect(entryOf('gabriela.reyes@helpers.demo.test')?.status).toBe('blocked');
    // She stays on the team, marked Blocked, with Unblock.
    const blocked = await screen.findByRole('button', { name: 'Unblock Gabriela Reyes' });
    const after = blocked.closest('article')!;
    expect(within(after).getByText('Blocked')).toBeInTheDocument();
    expect(within(after).queryByRole('img', { name: 'Favourite' })).toBeNull();
  });

  it('Find helpers: a star marks a favourite; blocking a helper takes her out of the results', async () => {
    const { user } = await ownerAt('/company/team/employees');
    await user.click(await screen.findByRole('button', { name: 'Find helpers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Find helpers' });
    await user.type(within(dialog).getByRole('searchbox', { name: 'Search helpers' }), 'Carter');
    // The search's answer, not the marketplace's first page (which lists him too, among those
    // serving Austin, beside the favourite Gabriela Reyes).
    await within(dialog).findByText(/^Helpers matching “Carter”.* · 1 found$/);
    const results = within(dialog).getByRole('list', { name: 'Helpers found' });
    within(results).getByText('James Carter');
    await user.click(
      within(results).getByRole('button', { name: 'Add to favourites, James Carter' }),
    );
    await within(results).findByRole('button', { name: 'Remove from favourites, James Carter' });
    expect(within(results).getByRole('img', { name: 'Favourite' })).toBeInTheDocument();
    expect(entryOf('james.carter@helpers.demo.test')?.status).toBe('favourite');

    await user.click(within(results).getByRole('button', { name: 'Block James Carter' }));
    const confirm = await screen.findByRole('dialog', { name: 'Block helper' });
    await user.click(within(confirm).getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(within(dialog).queryByText('James Carter')).toBeNull());
    expect(within(dialog).getByText('No helpers found')).toBeInTheDocument();
    expect(entryOf('james.carter@helpers.demo.test')?.status).toBe('blocked');
  });

  it('the Blocked tab lists who is blocked and unblocks; Favourites lists and removes', async () => {
    const { user } = await ownerAt('/company/team/blocked');
    const nav = await screen.findByRole('navigation', { name: 'Team lists' });
    const list = await screen.findByRole('region', { name: 'Blocked helpers' });
    const card = within(list).getByRole('article', { name: 'Tremaine Young' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /^Blocked/ })).toHaveTextContent('1'),
    );
    await user.click(within(card).getByRole('button', { name: 'Unblock Tremaine Young' }));
    expect(await screen.findByText('Nobody is blocked')).toBeInTheDocument();
    expect(entryOf('tremaine.young@helpers.demo.test')).toBeUndefined();

    await user.click(within(nav).getByRole('link', { name: /^Favourites/ }));
    const favourites = await screen.findByRole('region', { name: 'Favourite helpers' });
    expect(
      within(favourites)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Rachel Baker', 'Gabriela Reyes']);
    await user.click(
      within(favourites).getByRole('button', { name: 'Remove from favourites, Rachel Baker' }),
    );
    await waitFor(() => expect(within(favourites).queryByText('Rachel Baker')).toBeNull());
    expect(entryOf('rachel.baker@helpers.demo.test')).toBeUndefined();
  });

  it('a card removed with the keyboard hands the focus to the card before it when it was the last, and to the empty state once none is left (QA helper-116)', async () => {
    const { user } = await ownerAt('/company/team/favourites');
    const list = await screen.findByRole('region', { name: 'Favourite helpers' });
    // Gabriela Reyes is the last card: the one before hers.
    within(list).getByRole('button', { name: 'Remove from favourites, Gabriela Reyes' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(within(list).queryByText('Gabriela Reyes')).toBeNull());
    await waitFor(() =>
      expect(
        within(list).getByRole('button', { name: 'Remove from favourites, Rachel Baker' }),
      ).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    const empty = await screen.findByRole('heading', { name: 'No favourites yet' });
    await waitFor(() => expect(empty).toHaveFocus());

    await user.click(
      within(screen.getByRole('navigation', { name: 'Team lists' })).getByRole('link', {
        name: /^Blocked/,
      }),
    );
    const blocked = await screen.findByRole('region', { name: 'Blocked helpers' });
    within(blocked).getByRole('button', { name: 'Unblock Tremaine Young' }).focus();
    await user.keyboard('{Enter}');
    const none = await screen.findByRole('heading', { name: 'Nobody is blocked' });
    await waitFor(() => expect(none).toHaveFocus());
  });

  it('a helper who deleted her account shows as Former helper, and the company can still remove her entry', async () => {
    for (const email of ['gabriela.reyes@helpers.demo.test', 'tremaine.young@helpers.demo.test']) {
      const helper = db.users.findFirst((q) => q.where({ email }))!;
      await leaveCompaniesOnDeletion(db, helper);
      await deleteHelperAccount(db, helper);
    }
    const { user } = await ownerAt('/company/team/favourites');
    const favourites = await screen.findByRole('region', { name: 'Favourite helpers' });
    await within(favourites).findByRole('article', { name: 'Former helper' });
    await user.click(
      within(favourites).getByRole('button', { name: 'Remove from favourites, Former helper' }),
    );
    expect(await screen.findByText('Former helper removed from favourites')).toBeInTheDocument();
    await waitFor(() => expect(within(favourites).queryByText('Former helper')).toBeNull());
    expect(
      within(favourites)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Rachel Baker']);

    await user.click(
      within(screen.getByRole('navigation', { name: 'Team lists' })).getByRole('link', {
        name: /^Blocked/,
      }),
    );
    const blocked = await screen.findByRole('region', { name: 'Blocked helpers' });
    await user.click(within(blocked).getByRole('button', { name: 'Unblock Former helper' }));
    expect(await screen.findByText('Former helper was unblocked')).toBeInTheDocument();
    expect(await screen.findByText('Nobody is blocked')).toBeInTheDocument();
    expect(db.roster_entries.findMany((q) => q.where({ status: 'blocked' }))).toEqual([]);
  });
});
