import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db, handlers, server } from '@mocks/node';
import { setupMockServer } from '@/app/test-utils';
import { refreshAfter } from '@/platform/api/cache';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import {
  MANAGER,
  OWNER,
  areaId,
  branchList,
  branchOf,
  captureBranchWrites,
  enter,
  listedNames,
  openBranchPage,
  textbox,
} from './branch-page.test-helpers';

setupMockServer();

// happy-dom has no WebGL: the map is a stand-in (Hays is in the catalogue, Bexar is not).
vi.mock(
  '@/platform/map/lazy-serving-area-map',
  () => import('./branch-page.fake-map.test-helpers'),
);

describe('Branch page: the list, editing and deleting', () => {
  it('lists the branches and shows the active one with its serving areas on the map', async () => {
    await openBranchPage();
    expect(listedNames()).toEqual([
      'Lone Star Movers Austin',
      'Lone Star Movers Dallas',
      'Lone Star Movers Houston',
    ]);
    const austin = branchOf('Austin');
    expect(
      within(branchList()).getByRole('button', { name: /Lone Star Movers Austin.*active branch/ }),
    ).toHaveAttribute('aria-current', 'true');
    const details = screen.getByRole('region', { name: 'Lone Star Movers Austin' });
    expect(within(details).getByText('Address').nextSibling).toHaveTextContent(
      `${austin.address}, ${austin.city}, ${austin.state_initials}`,
    );
    expect(within(details).getByText(/^\(\d{3}\) \d{3}-\d{4}$/)).toBeInTheDocument();
    expect(within(details).getByText('Team members').nextSibling).toHaveTextContent(/^\d+$/);
    const map = await screen.findByRole('region', {
      name: 'Lone Star Movers Austin serving areas map',
    });
    const names = austin.serving_area_ids.map(
      (id) => db.findById('serving_areas', id)!.name_with_state_initials,
    );
    expect(names).toContain('Travis County, TX');
    await waitFor(() =>
      expect(
        within(map)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(expect.arrayContaining(names)),
    );
    expect(within(map).getAllByRole('listitem')).toHaveLength(names.length);
  });

  it('a branch made at sign-up, with no street yet, reads its city and state only', async () => {
    await db.patch('branches', branchOf('Austin').id, { address: '' });
    await openBranchPage();
    const details = screen.getByRole('region', { name: 'Lone Star Movers Austin' });
    expect(within(details).getByText('Address').nextSibling).toHaveTextContent(/^Austin, TX$/);
  });

  it('makes a chosen branch the active one, as the switcher does', async () => {
    const { user, store } = await openBranchPage();
    await user.click(within(branchList()).getByRole('button', { name: /Lone Star Movers Dallas/ }));
    await screen.findByRole('heading', { name: 'Lone Star Movers Dallas' });
    expect(store.getState().activeBranch.activeBranchId).toBe(branchOf('Dallas').id);
    expect(localStorage.getItem('activeBranchId')).toBe(String(branchOf('Dallas').id));
    expect(
      await screen.findByRole('button', { name: /Account menu, Lone Star Movers Dallas/ }),
    ).toBeInTheDocument();
  });

  it('Edit puts the focus on the Name field of the form it opens, from a click or the keyboard (QA helper-121)', async () => {
    const { user } = await openBranchPage();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit branch' });
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const edit = await screen.findByRole('button', { name: 'Edit' });
    edit.focus();
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('form', { name: 'Edit branch' });
    await waitFor(() => expect(within(again).getByRole('textbox', { name: 'Name' })).toHaveFocus());
  });

  it('edits the active branch, sending only what changed', async () => {
    const writes = captureBranchWrites();
    const { user } = await openBranchPage();
    const austin = branchOf('Austin');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('form', { name: 'Edit branch' });
    // The branch's areas are the autocomplete's tags and the map's selection.
    const map = screen.getByRole('region', { name: 'Serving areas map' });
    expect(within(map).getAllByRole('listitem')).toHaveLength(austin.serving_area_ids.length);
    expect(textbox('Name')).toHaveValue('Lone Star Movers Austin');

    await user.clear(textbox('Name'));
    await enter(user, textbox('Name'), 'Lone Star Movers Austin North');
    // Clicking a chosen county on the map takes it out.
    await user.click(screen.getByRole('button', { name: 'Click Hays County' }));
    await waitFor(() =>
      expect(within(map).getAllByRole('listitem')).toHaveLength(austin.serving_area_ids.length - 1),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Branch Lone Star Movers Austin North saved'),
    ).toBeInTheDocument();
    expect(writes).toEqual([
      {
        method: 'POST',
        url: `/api/company-branches/${austin.id}`,
        body: {
          name: 'Lone Star Movers Austin North',
          serving_area_ids: austin.serving_area_ids.filter((id) => id !== areaId('48209')),
        },
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Lone Star Movers Austin North' }),
    ).toBeInTheDocument();
    expect(listedNames()[0]).toBe('Lone Star Movers Austin North');
    expect(
      screen.getByRole('button', { name: /Account menu, Lone Star Movers Austin North/ }),
    ).toBeInTheDocument();
  });

  it('a county only clicked on the map and left unsaved is kept, and offered back on return', async () => {
    const { user } = await openBranchPage();
    const austin = branchOf('Austin');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await screen.findByRole('form', { name: 'Edit branch' });
    const onMap = () =>
      within(screen.getByRole('region', { name: 'Serving areas map' })).getAllByRole('listitem');
    // No field typed in: the map's click is the only change.
    await user.click(screen.getByRole('button', { name: 'Click Hays County' }));
    await waitFor(() => expect(onMap()).toHaveLength(austin.serving_area_ids.length - 1));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Company' })).getByRole('link', {
        name: 'Team',
      }),
    );
    await screen.findByRole('navigation', { name: 'Team lists' });
    await user.click(
      within(screen.getByRole('navigation', { name: 'Company' })).getByRole('link', {
        name: 'Branch',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('form', { name: 'Edit branch' });
    expect(
      await within(form).findByText(/^You left this form before saving this branch/),
    ).toBeInTheDocument();
    expect(onMap()).toHaveLength(austin.serving_area_ids.length);
    await user.click(within(form).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(onMap()).toHaveLength(austin.serving_area_ids.length - 1));
    expect(within(form).queryByText('Hays County, TX')).toBeNull();
  });

  it('deletes the active branch after a confirmation naming it, then lands on the first branch', async () => {
    const writes = captureBranchWrites();
    const { user, store } = await openBranchPage();
    const houston = branchOf('Houston');
    const austin = branchOf('Austin');
    await user.click(
      within(branchList()).getByRole('button', { name: /Lone Star Movers Houston/ }),
    );
    await screen.findByRole('heading', { name: 'Lone Star Movers Houston' });
    expect(localStorage.getItem('activeBranchId')).toBe(String(houston.id));

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete branch' });
    expect(within(dialog).getByText('Lone Star Movers Houston')).toBeInTheDocument();
    // Cancel keeps it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(writes).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const seen: number[] = [];
    const unsubscribe = store.subscribe(() =>
      seen.push(store.getState().activeBranch.activeBranchId),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete branch' })).getByRole('button', {
        name: 'Delete branch',
      }),
    );
    expect(await screen.findByText('Branch Lone Star Movers Houston deleted')).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Lone Star Movers Austin' });
    unsubscribe();

    expect(writes).toEqual([
      { method: 'DELETE', url: `/api/company-branches/${houston.id}`, body: null },
    ]);
    expect(db.findById('branches', houston.id)).toBeUndefined();
    // Spec section 4: the active id went to 0 first, then the first branch became active.
    expect(seen).toContain(0);
    expect(seen.indexOf(0)).toBeLessThan(seen.lastIndexOf(austin.id));
    expect(store.getState().activeBranch.activeBranchId).toBe(austin.id);
    expect(localStorage.getItem('activeBranchId')).toBe(String(austin.id));
    expect(listedNames()).toEqual(['Lone Star Movers Austin', 'Lone Star Movers Dallas']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('deleting the active branch says so once, when the branch list answers before the delete does', async () => {
    // The mock pushes the deletion to the deleter's tab too, and its refresh of the branch list
    // can answer before the delete itself: the list then lacked the active branch, and the app
    // also said "… is no longer one of your branches" (a full run's branch.spec, 2026-12-01).
    await loadToaster();
    const { user, queryClient } = await openBranchPage();
    await user.click(
      within(branchList()).getByRole('button', { name: /Lone Star Movers Houston/ }),
    );
    await screen.findByRole('heading', { name: 'Lone Star Movers Houston' });
    server.use(
      http.delete('*/api/company-branches/:id', async ({ request }) => {
        const deleted = await getResponse(handlers, request);
        await refreshAfter(queryClient, 'branches', {}); // what the pushed deletion refreshes
        await waitFor(() => expect(listedNames()).not.toContain('Lone Star Movers Houston'));
        return deleted;
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete branch' })).getByRole('button', {
        name: 'Delete branch',
      }),
    );
    await screen.findByRole('heading', { name: 'Lone Star Movers Austin' });
    await waitFor(() => expect(toastTexts()).toContain('Branch Lone Star Movers Houston deleted'));
    // And nothing else said meanwhile, nor a moment later.
    await pauseInAct(300);
    expect(toastTexts()).toEqual(['Branch Lone Star Movers Houston deleted']);
  });

  it('deleting a branch deleted first elsewhere (no push) is a delete done: said as news, not an error, and on to the first branch', async () => {
    await loadToaster();
    const { user } = await openBranchPage();
    const houston = branchOf('Houston');
    await user.click(
      within(branchList()).getByRole('button', { name: /Lone Star Movers Houston/ }),
    );
    await screen.findByRole('heading', { name: 'Lone Star Movers Houston' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete branch' });
    // The owner's other tab deletes it meanwhile.
    db.branches.delete((q) => q.where({ id: houston.id }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete branch' }));
    const told = await screen.findByText('Branch Lone Star Movers Houston was already deleted.');
    expect(told.closest('.bp6-toast')).toHaveClass('bp6-intent-primary'); // not the red error
    await screen.findByRole('heading', { name: 'Lone Star Movers Austin' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(listedNames()).toEqual(['Lone Star Movers Austin', 'Lone Star Movers Dallas']);
    await pauseInAct(300);
    expect(toastTexts()).toEqual(['Branch Lone Star Movers Houston was already deleted.']);
  });

  it('a manager may edit but is offered neither add nor delete', async () => {
    await openBranchPage(MANAGER);
    expect(listedNames()).toEqual(['Lone Star Movers Austin', 'Lone Star Movers Dallas']);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add branch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // Told why (QA helper-91), as the plan's page tells a manager.
    expect(
      within(screen.getByRole('region', { name: /^Branches/ })).getByText(
        'Only the company owner can add or delete branches.',
      ),
    ).toBeInTheDocument();
  });

  it('the owner is not told that', async () => {
    await openBranchPage(OWNER);
    expect(screen.getByRole('button', { name: 'Add branch' })).toBeInTheDocument();
    expect(screen.queryByText(/Only the company owner/)).not.toBeInTheDocument();
  });
});
