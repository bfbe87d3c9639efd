import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { db } from '@mocks/node';
import { emulateViewport, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { fullName } from '@/platform/format';
import { branchSwitchRequested } from '@/platform/session';
import { activeBranchStorage } from '@/platform/session/storage';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import { OWNER, austin, captureWrites, enter, textbox } from './member-form-page.test-helpers';

setupMockServer();

const dallas = () => db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Dallas' }))!;
const memberOf = (branchId: number) =>
  db.employees.findFirst((q) => q.where((e) => e.branch_id === branchId && e.deleted_at == null))!;

async function ownerWithActive(branchId: number) {
  await loadToaster();
  localStorage.setItem('token', await loginAs(OWNER));
  activeBranchStorage.set(branchId);
}

describe('Edit member and the active branch (QA-171 #1)', () => {
  it('a branch switched to by hand takes Edit member to that branch’s team, says whose member it was, and keeps the typing', async () => {
    const member = memberOf(austin().id);
    const writes = captureWrites();
    await ownerWithActive(austin().id);
    const { store, user } = renderApp(`/company/team/edit/${member.id}?from=employees`);
    await screen.findByRole('form', { name: 'Member' });
    await user.clear(textbox('Last name'));
    await enter(user, textbox('Last name'), 'Typed');

    act(() => {
      store.dispatch(branchSwitchRequested(dallas().id));
    });
    // Not Austin's member under Dallas's name: Dallas's team, and why.
    await waitFor(() => expect(window.location.pathname).toBe('/company/team/employees'));
    expect(screen.queryByRole('form', { name: 'Member' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(toastTexts()).toContain(
        `Team member ${fullName(member)} belongs to Lone Star Movers Austin: Edit member closed as you switched to Lone Star Movers Dallas. Anything you typed in it is kept for when you open it again.`,
      ),
    );
    const dallasFirst = db.employees
      .findMany((q) => q.where((e) => e.branch_id === dallas().id && e.deleted_at == null))
      .map((e) => fullName(e));
    const list = await screen.findByRole('list', { name: 'All members' });
    await waitFor(() =>
      expect(dallasFirst).toContain(
        within(list).getAllByRole('article')[0]!.getAttribute('aria-label'),
      ),
    );
    expect(writes).toEqual([]);

    // Back in Austin, the member's form offers what was typed.
    act(() => {
      store.dispatch(branchSwitchRequested(austin().id));
    });
    act(() => navigate(`/company/team/edit/${member.id}?from=employees`));
    const form = await screen.findByRole('form', { name: 'Member' });
    expect(await within(form).findByText(/^You left this form before saving/)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Restore' }));
    expect(textbox('Last name')).toHaveValue('Typed');
    expect(db.findById('employees', member.id)!.last_name).toBe(member.last_name);
  });

  it('a member of another branch opened by their address makes it the active one, and Save returns to that branch’s team, where they are', async () => {
    const member = memberOf(dallas().id);
    await ownerWithActive(austin().id);
    const { user } = renderApp(`/company/team/edit/${member.id}`);
    await screen.findByRole('form', { name: 'Member' });
    await waitFor(() =>
      expect(toastTexts()).toContain(
        `Team member ${fullName(member)} belongs to Lone Star Movers Dallas: it is your active branch now.`,
      ),
    );
    await waitFor(() => expect(activeBranchStorage.get()).toBe(dallas().id));
    expect(
      await within(screen.getByRole('banner')).findByText('Lone Star Movers Dallas'),
    ).toBeInTheDocument();
    // The page stays: its arrival is no switch away from the member's branch.
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(`${fullName(member)} was saved`)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/company/team/employees'));
    expect(activeBranchStorage.get()).toBe(dallas().id);
  });

  it('on a phone, the drawer’s switcher too: the menu’s closing does not take the page back to the member', async () => {
    emulateViewport(390);
    const member = memberOf(austin().id);
    await ownerWithActive(austin().id);
    const { user } = renderApp(`/company/team/edit/${member.id}?from=employees`);
    await screen.findByRole('form', { name: 'Member' });
    await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' }));
    const drawer = (await screen.findByRole('heading', { name: 'Menu' })).closest(
      '.bp6-drawer',
    ) as HTMLElement;
    await user.click(within(drawer).getByRole('menuitem', { name: /Lone Star Movers Dallas/ }));
    await screen.findByRole('list', { name: 'All members' });
    await waitFor(() =>
      expect(toastTexts()).toContain(
        `Team member ${fullName(member)} belongs to Lone Star Movers Austin: Edit member closed as you switched to Lone Star Movers Dallas. Anything you typed in it is kept for when you open it again.`,
      ),
    );
    // Still there once the menu's history entry has gone, and Dallas still the active branch.
    await pauseInAct(300);
    expect(window.location.pathname).toBe('/company/team/employees');
    expect(screen.queryByRole('form', { name: 'Member' })).not.toBeInTheDocument();
    expect(activeBranchStorage.get()).toBe(dallas().id);
    expect(toastTexts().some((t) => t.includes('it is your active branch now'))).toBe(false);
  });
});
