import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { branchDeleted } from '@/platform/session';
import { tokenStorage } from '@/platform/session/storage';
import { href } from '@/platform/routing';
import { signedIn, signedInThroughForm } from './app-shell.test-helpers';
import { liveRegion } from './realtime.saga.test-helpers';
import { http } from 'msw';
import { db, server } from '@mocks/node';
import { loadToaster, toastTexts } from '@/platform/testing/toasts.test-helpers';
import { inAct, pauseInAct } from '@/platform/testing/pause.test-helpers';
import { feedFacts, loginAs, renderApp, setupMockServer } from './test-utils';

setupMockServer();

describe('company layout', () => {
  it('shows Activity, Find AI, Job, Calendar, Team, Branch for a company with branches; Settings stays hidden', async () => {
    await signedIn('owner@demo.test', '/company/activity');
    const nav = await screen.findByRole('navigation', { name: 'Company' });
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: /Branch/ })).toBeInTheDocument(),
    );
    const labels = [...nav.querySelectorAll('.company-sidebar__label')].map((l) => l.textContent);
    expect(labels).toEqual([
      'Activity',
      'Find AI',
      'Job',
      'Calendar',
      'Dispatch',
      'Team',
      'Branch',
    ]);
    const entries = [
      ['Find AI', 'company-outsourcing'],
      ['Job', 'company-job'],
      ['Calendar', 'company-calendar'],
      ['Dispatch', 'company-dispatch'],
      ['Team', 'company-team'],
      ['Branch', 'company-branch'],
    ] as const;
    for (const [label, route] of entries) {
      const link = within(nav).getByRole('link', { name: label });
      expect(link).toHaveAttribute('href', href(route));
      expect(link).not.toHaveAttribute('aria-disabled');
    }
    expect(within(nav).getByRole('link', { name: /Activity/ })).toHaveAttribute(
      'href',
      '/company/activity',
    );
    const { unread } = feedFacts('owner@demo.test', 'Austin');
    expect(unread).toBeGreaterThan(0);
    expect(within(nav).getByLabelText(`${unread} unread`)).toHaveTextContent(String(unread));
  });

  it('a manager without branches sees only Activity and the spec message', async () => {
    await signedIn('newmanager@demo.test', '/company/activity');
    expect(
      await screen.findByText(
        'You do not have any branches to manage! To get started as a Manager, Company owner should give you access.',
      ),
    ).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Company' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['', 'Activity']);
  });

  it("lists the active branch's notifications and appends the next page", async () => {
    const { user } = await signedIn('owner@demo.test', '/company/activity');
    const list = await screen.findByRole('region', { name: 'Activity' });
    const { total } = feedFacts('owner@demo.test', 'Austin');
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThanOrEqual(30);
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText(`Showing 10 of ${total}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(total));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});

describe('focus on a move to another page (review 54)', () => {
  it('goes to the new page’s title when what had it went with the old page', async () => {
    const app = await signedIn('owner@demo.test', '/company/job/not-formed');
    const add = (await screen.findAllByRole('link', { name: 'Add new job' }))[0]!;
    add.focus();
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/company/job/create'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Add new job' })).toHaveFocus(),
    );
  });

  it('stays on a link that is still there (the sidebar’s)', async () => {
    const app = await signedIn('owner@demo.test', '/company/activity');
    const nav = await screen.findByRole('navigation', { name: 'Company' });
    const team = within(nav).getByRole('link', { name: 'Team' });
    team.focus();
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/company\/team/));
    await screen.findByRole('heading', { level: 1, name: 'Team: All members' });
    expect(team).toHaveFocus();
  });

  it('a move into another area gives it to the new page’s title: a sign-in, a dashboard switch', async () => {
    const app = renderApp('/login');
    await app.user.type(await screen.findByRole('textbox', { name: 'Email' }), 'manager@demo.test');
    await app.user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234');
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toHaveFocus(),
    );
    // The manager's dashboard switch, by keyboard: the helper area's frame replaces the company's.
    await app.user.click(screen.getByRole('button', { name: /Account menu/ }));
    const helper = await screen.findByRole('radio', { name: 'Helper' });
    helper.focus();
    await app.user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
    await screen.findByRole('navigation', { name: 'Helper' });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    // The mark is taken off as it is read: a reload here is a first load again.
    expect((window.history.state as Record<string, unknown> | null)?.arrival).toBeUndefined();
  });

  it('is left alone on a page’s first load (nothing had it to lose)', async () => {
    await signedIn('owner@demo.test', '/company/activity');
    await screen.findByText(/^Showing \d+(–\d+)? of \d+$/);
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).not.toHaveFocus();
    expect(document.activeElement).toBe(document.body);
  });

  it('Skip to content, the first Tab stop, takes the focus to the page’s title', async () => {
    const app = await signedIn('owner@demo.test', '/company/activity');
    await screen.findByRole('navigation', { name: 'Company' });
    await app.user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await app.user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 1, name: 'Activity' })).toHaveFocus();
    expect(window.location.pathname).toBe('/company/activity');
  });
});

/** The owner, signed in elsewhere (another device), deletes a branch. */
async function deleteBranchElsewhere(branchId: number) {
  const other = await loginAs('owner@demo.test');
  const deleted = await inAct(() =>
    fetch(`http://localhost/api/company-branches/${branchId}`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${other}`, Accept: 'application/json' },
    }),
  );
  expect(deleted.ok).toBe(true);
}

/** Dallas left for Austin, said once, and nothing else toasted (no "Branch not found."). */
async function expectLeftForAustin() {
  expect(
    await screen.findByRole('button', { name: /Account menu, Lone Star Movers Austin/ }),
  ).toBeInTheDocument();
  await waitFor(() =>
    expect(toastTexts()).toEqual([
      'Lone Star Movers Dallas is no longer one of your branches. You are now on Lone Star Movers Austin.',
    ]),
  );
  await pauseInAct(300);
  expect(toastTexts()).toHaveLength(1);
}

describe('branches', () => {
  it('switches branch from the avatar menu, persists the id and loads the new feed', async () => {
    const { user } = await signedIn('owner@demo.test', '/company/activity');
    const menuButton = await screen.findByRole('button', {
      name: /Account menu, Lone Star Movers Austin/,
    });
    const firstId = Number(localStorage.getItem('activeBranchId'));
    expect(firstId).toBeGreaterThan(0);
    await user.click(menuButton);
    expect(await screen.findByText('Active branch')).toBeInTheDocument();
    // The Branch link shows because the company has branches (its page comes with 5/9).
    expect(screen.getByRole('menuitem', { name: 'Branch' })).toBeInTheDocument();
    // Another branch's unread activity is said in words (a bare count said nothing).
    const dallasUnread = feedFacts('owner@demo.test', 'Dallas').unread;
    expect(dallasUnread).toBeGreaterThan(0);
    expect(
      await screen.findByRole('menuitem', { name: /Lone Star Movers Dallas/ }),
    ).toHaveTextContent(`Lone Star Movers Dallas${dallasUnread} unread`);
    await user.click(await screen.findByRole('menuitem', { name: /Lone Star Movers Dallas/ }));
    await screen.findByRole('button', { name: /Account menu, Lone Star Movers Dallas/ });
    expect(Number(localStorage.getItem('activeBranchId'))).not.toBe(firstId);
    await waitFor(() =>
      expect(
        screen.getByText(feedFacts('owner@demo.test', 'Dallas').firstPage),
      ).toBeInTheDocument(),
    );
  });

  it('a branch switched to is named at once while its details are on their way (QA helper-122)', async () => {
    const dallas = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Dallas' }))!;
    const { user } = await signedIn('owner@demo.test', '/company/activity');
    const menuButton = await screen.findByRole('button', {
      name: /Account menu, Lone Star Movers Austin/,
    });
    // A slow link: Dallas's details do not come back.
    server.use(http.get(`*/api/company-branches/${dallas.id}`, () => new Promise<never>(() => {})));
    await user.click(menuButton);
    await user.click(await screen.findByRole('menuitem', { name: /Lone Star Movers Dallas/ }));
    await screen.findByRole('button', { name: /Account menu, Lone Star Movers Dallas/ });
    expect(screen.queryByText('No branch')).not.toBeInTheDocument();
  });

  it('the avatar menu opens 300 ms after the pointer arrives and closes 250 ms after it leaves', async () => {
    await signedIn('owner@demo.test', '/company/activity');
    const button = await screen.findByRole('button', {
      name: /Account menu, Lone Star Movers Austin/,
    });
    // Blueprint times both delays with setTimeout: drive that clock, not the machine's.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.mouseEnter(button);
      act(() => vi.advanceTimersByTime(299));
      expect(screen.queryByRole('menu', { name: 'Account menu' })).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      const menu = screen.getByRole('menu', { name: 'Account menu' });
      // A pointer passing over it leaves the focus where it was.
      act(() => vi.advanceTimersByTime(100));
      expect(menu).not.toContainElement(document.activeElement as HTMLElement);
      fireEvent.mouseLeave(button);
      const closing = () =>
        screen
          .getByRole('menu', { name: 'Account menu' })
          .closest('.bp6-popover-transition-container')
          ?.classList.contains('bp6-popover-exit');
      act(() => vi.advanceTimersByTime(249));
      expect(closing()).toBe(false);
      act(() => vi.advanceTimersByTime(1));
      expect(closing()).toBe(true); // Blueprint's exit transition has begun
      act(() => vi.advanceTimersByTime(1000));
      expect(screen.queryByRole('menu', { name: 'Account menu' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the avatar menu works from the keyboard: Enter opens it on its first item, the arrows move, Escape closes it back to its button', async () => {
    const { user } = await signedIn('owner@demo.test', '/company/activity');
    const button = await screen.findByRole('button', {
      name: /Account menu, Lone Star Movers Austin/,
    });
    button.focus();
    // The focus alone does not open it (it opened, then opened again after Escape).
    await pauseInAct(400);
    expect(screen.queryByRole('menu', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(items[0]).toHaveFocus());
    expect(items[0]).toHaveAccessibleName(/Lone Star Movers Dallas/);
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: /Lone Star Movers Houston/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Logout' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // And a branch is switched from it by keyboard alone: the keyboard goes on from the page's
    // title, not the page's body (the menu went with the item), and the switch is said (QA 219
    // M1: the header's name changed, and nothing told a screen reader).
    await user.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(within(screen.getByRole('menu')).getAllByRole('menuitem')[0]).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('button', { name: /Account menu, Lone Star Movers Dallas/ }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    await waitFor(() =>
      expect(liveRegion()).toHaveTextContent('You are now on Lone Star Movers Dallas.'),
    );
  });

  it('Tab in the avatar menu closes it and goes on from its button (GuardedPopover’s `menu`, as every menu)', async () => {
    const { user } = await signedIn('owner@demo.test', '/company/activity');
    const button = await screen.findByRole('button', { name: /Account menu/ });
    for (const shift of [false, true]) {
      button.focus();
      await user.keyboard('{Enter}');
      const menu = await screen.findByRole('menu', { name: 'Account menu' });
      await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
      await user.tab({ shift });
      const active = document.activeElement!;
      expect(active).not.toBe(document.body);
      expect(active).not.toBe(button);
      expect(menu.contains(active)).toBe(false);
      // After the button (or before it, with Shift), in the page's order.
      expect(button.compareDocumentPosition(active)).toBe(
        shift ? Node.DOCUMENT_POSITION_PRECEDING : Node.DOCUMENT_POSITION_FOLLOWING,
      );
      await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
      await pauseInAct(400);
      expect(active).toHaveFocus();
    }
  });

  it('the avatar menu opened by keyboard closes on a click elsewhere; opened by hover, Escape on its button closes it (review helper-95)', async () => {
    const { user } = await signedIn('owner@demo.test', '/company/activity');
    const button = await screen.findByRole('button', { name: /Account menu/ });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    // A click on no control: the focus goes to nobody.
    await user.click(document.body);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
    // Opened by the pointer, with the focus on the button: Escape closes it.
    button.focus();
    fireEvent.mouseEnter(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('a manager reaches the dashboard toggle in the avatar menu with the arrows; left and right switch it', async () => {
    const { user } = await signedIn('manager@demo.test', '/company/activity');
    const button = await screen.findByRole('button', { name: /Account menu/ });
    button.focus();
    await user.keyboard(' ');
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    const manager = within(menu).getByRole('radio', { name: 'Manager' });
    for (let i = 0; i < 8 && document.activeElement !== manager; i++)
      await user.keyboard('{ArrowDown}');
    expect(manager).toHaveFocus();
    // Down again goes on to the next item, not to the toggle's other side.
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveAttribute('role', 'menuitem');
    await user.keyboard('{ArrowUp}');
    expect(manager).toHaveFocus();
    expect(window.location.pathname).toBe('/company/activity');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
  });

  it('the saved branch id survives a reload', async () => {
    const first = await signedIn('owner@demo.test', '/company/activity');
    await first.findByRole('button', { name: /Account menu, Lone Star Movers Austin/ });
    await first.user.click(screen.getByRole('button', { name: /Account menu/ }));
    await first.user.click(
      await screen.findByRole('menuitem', { name: /Lone Star Movers Houston/ }),
    );
    await screen.findByRole('button', { name: /Account menu, Lone Star Movers Houston/ });
    const saved = localStorage.getItem('activeBranchId');
    first.unmount();
    renderApp('/company/activity');
    expect(
      await screen.findByRole('button', { name: /Account menu, Lone Star Movers Houston/ }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('activeBranchId')).toBe(saved);
  });

  it('deleting the active branch resets the active id, clears the saved id and loads the first branch', async () => {
    const app = await signedIn('owner@demo.test', '/company/activity');
    await app.user.click(
      await screen.findByRole('button', { name: /Account menu, Lone Star Movers Austin/ }),
    );
    await app.user.click(await screen.findByRole('menuitem', { name: /Lone Star Movers Houston/ }));
    await screen.findByRole('button', { name: /Account menu, Lone Star Movers Houston/ });
    const houston = Number(localStorage.getItem('activeBranchId'));
    // Houston stays on the server: if the saved id were kept, the reload of the branches
    // would activate it again; only clearing it makes the first branch (Austin) active.
    const seen: number[] = [];
    const unsubscribe = app.store.subscribe(() =>
      seen.push(app.store.getState().activeBranch.activeBranchId),
    );
    act(() => void app.store.dispatch(branchDeleted(houston)));
    await screen.findByRole('button', { name: /Account menu, Lone Star Movers Austin/ });
    unsubscribe();
    expect(seen[0]).toBe(0);
    expect(localStorage.getItem('activeBranchId')).not.toBe(String(houston));
    expect(Number(localStorage.getItem('activeBranchId'))).toBe(
      app.store.getState().activeBranch.activeBranchId,
    );
  });

  it('the active branch deleted by another user of the company: the app leaves it for the first branch and says so, without error toasts (QA 55)', async () => {
    await loadToaster();
    const dallas = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Dallas' }))!;
    const dallasOrder = db.orders.findFirst((q) => q.where({ branch_id: dallas.id }))!;
    localStorage.setItem('activeBranchId', String(dallas.id));
    const app = await signedIn('owner@demo.test', '/company/job/not-formed');
    await screen.findByRole('button', { name: /Account menu, Lone Star Movers Dallas/ });
    await waitFor(() => expect(app.realtime.joined).toContain(`branch.${dallas.id}`));
    await screen.findByText(/^Showing \d+(–\d+)? of \d+$/);
    // Someone else (the owner on another device) deletes Dallas; the server pushes the
    // branch's change and its orders' on the branch's channel, as one burst.
    await deleteBranchElsewhere(dallas.id);
    act(() => {
      app.realtime.emit(`branch.${dallas.id}`, 'order-changed', {
        id: dallasOrder.id,
        branch_id: dallas.id,
      });
      app.realtime.emit(`branch.${dallas.id}`, 'branch-changed', {
        id: dallas.id,
        status: 'deleted',
      });
    });
    await expectLeftForAustin();
    expect(localStorage.getItem('activeBranchId')).not.toBe(String(dallas.id));
  });

  it('with the push missed, the deleted branch’s first 404 makes the app leave it the same way', async () => {
    await loadToaster();
    const dallas = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Dallas' }))!;
    localStorage.setItem('activeBranchId', String(dallas.id));
    const app = await signedIn('owner@demo.test', '/company/job/not-formed');
    await screen.findByRole('button', { name: /Account menu, Lone Star Movers Dallas/ });
    await screen.findByText(/^Showing \d+(–\d+)? of \d+$/);
    await deleteBranchElsewhere(dallas.id);
    // Nothing pushed: the page asks for its jobs again (a reconnect's catch-up), and meets
    // the 404; the branch list is not asked for by anything else.
    await act(() =>
      app.queryClient.invalidateQueries({
        predicate: (query) => String(query.queryKey[0]).includes('/orders'),
      }),
    );
    await expectLeftForAustin();
  });

  it("shows 'No branches to show' when there is no other branch", async () => {
    const { user } = await signedIn('newmanager@demo.test', '/company/activity');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await screen.findByText('No branches to show')).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Branch' })).not.toBeInTheDocument();
  });

  it('opened by keyboard with no other branch, the first item that can be used takes the focus, not the disabled one (QA 205 L4)', async () => {
    const { user } = await signedIn('newmanager@demo.test', '/company/activity');
    const button = await screen.findByRole('button', { name: /Account menu/ });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Account menu' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items[0]).toHaveAccessibleName('No branches to show');
    // The manager's dashboard switch, the menu's first control after it.
    await waitFor(() => expect(within(menu).getByRole('radio', { name: 'Manager' })).toHaveFocus());
    expect(items[0]).not.toHaveFocus();
  });
});

describe('manager dashboard toggle and logout', () => {
  it('a manager switches to the helper view and back (session flag)', async () => {
    const { user } = await signedIn('manager@demo.test', '/company/activity');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('radio', { name: 'Helper' }));
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
    expect(sessionStorage.getItem('isManagerChangeDashboard')).toBe('true');
    expect(await screen.findByRole('navigation', { name: 'Helper' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('radio', { name: 'Manager' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    expect(sessionStorage.getItem('isManagerChangeDashboard')).toBe('false');
  });

  it('the account menu opened after signing in is not covered by the welcome toast: toasts go beneath it while it is open', async () => {
    const { user, toasts } = await signedInThroughForm('owner@demo.test');
    const account = await screen.findByRole('button', { name: /Account menu/ });
    await user.click(account);
    await screen.findByRole('menuitem', { name: 'Logout' });
    // Under the menu (theme.css: 19, beneath Blueprint's overlays at 20), at the same corner.
    expect(toasts).toHaveClass('app-toasts--beneath');
    await user.unhover(account);
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Logout' })).toBeNull());
    // On top again once the menu is closed.
    expect(toasts).not.toHaveClass('app-toasts--beneath');
  });

  it('an owner gets no dashboard toggle', async () => {
    const { user } = await signedIn('owner@demo.test', '/company/activity');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    expect(await screen.findByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Helper' })).not.toBeInTheDocument();
  });

  it('a call that meets a 401 while the logout is under way leaves the ending to its reload (no detour to the login page)', async () => {
    const { user, reload, queryClient } = await signedIn('owner@demo.test', '/company/activity');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    // The reload is the test's (it does nothing): the page stays as it was before it.
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    // A page's data asked for again meanwhile goes without a token, and meets a 401.
    await act(() => queryClient.refetchQueries({ type: 'active' }).catch(() => undefined));
    await pauseInAct(100);
    expect(window.location.pathname).toBe('/company/activity');
  });

  it("logout takes the token with the storage's one wipe, never alone first: her other tabs read a token removed alone as a 401", async () => {
    const { user, reload } = await signedIn('owner@demo.test', '/company/activity');
    // The token's own removal (a 401's) is not the Logout's: the wipe takes it with the rest.
    const tokenAlone = vi.spyOn(tokenStorage, 'clear');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(tokenAlone).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
  });

  it('logout clears local and session storage and reloads', async () => {
    const { user, reload } = await signedIn('owner@demo.test', '/company/activity');
    sessionStorage.setItem('isManagerChangeDashboard', 'false');
    await user.click(await screen.findByRole('button', { name: /Account menu/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });
});
