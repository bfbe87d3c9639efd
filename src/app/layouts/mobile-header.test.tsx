import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notifyBranch } from '@mocks/db';
import { db, server } from '@mocks/node';
import { emulateViewport, feedFacts, loginAs, renderApp, setupMockServer } from '../test-utils';
import { signedInThroughForm } from '../app-shell.test-helpers';

setupMockServer();

const MOBILE_WIDTH = 390;
const COUNT = '*/api/notifications/branch/:branchId/notifications-count';

beforeEach(() => emulateViewport(MOBILE_WIDTH));
afterEach(() => vi.restoreAllMocks());

/** Marks the owner's notifications read in every branch but `except` (or in all). */
async function readAllOwnerNotifications(except?: number) {
  const { userId } = feedFacts('owner@demo.test', 'Austin');
  await db.notifications.updateMany(
    (q) => q.where({ user_id: userId, branch_id: (id: number) => id !== except }),
    {
      data(draft) {
        draft.is_read = true;
      },
    },
  );
}

async function ownerOnActivity() {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const app = renderApp('/company/activity');
  await screen.findByText(feedFacts('owner@demo.test', 'Austin').firstPage);
  return app;
}

const header = () => screen.getByRole('banner');
const bell = () => within(header()).getByRole('link', { name: /^Activity/ });
const dot = () => bell().querySelector('.mobile-bell__dot');

/** Resolves once the unread count has arrived, so "no dot" is not just "not loaded yet". */
async function countLoaded(queryClient: QueryClient) {
  await waitFor(() =>
    expect(
      queryClient
        .getQueryCache()
        .findAll({ predicate: (q) => String(q.queryKey[0]).endsWith('/notifications-count') })
        .some((q) => q.state.status === 'success'),
    ).toBe(true),
  );
}

describe(`company mobile header (${MOBILE_WIDTH}px)`, () => {
  it('replaces the sidebar: burger, bell and the page title in the header', async () => {
    await ownerOnActivity();
    expect(screen.queryByRole('navigation', { name: 'Company' })).not.toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(bell()).toHaveAttribute('href', '/company/activity');
    expect(within(header()).getByRole('heading', { level: 1, name: 'Activity' })).toBeVisible();
  });

  it('Escape closes the menu even before its opening has taken the focus in (a busy phone)', async () => {
    const { user } = await ownerOnActivity();
    const burger = within(header()).getByRole('button', { name: 'Open menu' });
    await user.click(burger);
    const drawer = (await screen.findByRole('heading', { name: 'Menu' })).closest('.bp6-drawer')!;
    // As on a loaded machine: the focus still on the burger when Escape comes.
    act(() => burger.focus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
  });

  it('the bell shows the unread dot when anything is unread, and drops it after mark all as read', async () => {
    const { unread, branchId } = feedFacts('owner@demo.test', 'Austin');
    expect(unread).toBeGreaterThan(0);
    await readAllOwnerNotifications(branchId);
    const { user } = await ownerOnActivity();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Activity, unread'));
    expect(dot()).not.toBeNull();
    expect(within(bell()).getByTestId('unread-dot')).toBe(dot());
    // A dot, not a number.
    expect(bell()).toHaveTextContent(/^$/);

    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(dot()).toBeNull());
    expect(bell()).toHaveAccessibleName('Activity');
  });

  it.each([1, 150])('an unread count of %i shows the dot', async (count) => {
    server.use(
      http.get(COUNT, () =>
        HttpResponse.json({
          data: { unread_count: count },
          message: '',
          errors: {},
          success: true,
        }),
      ),
    );
    await ownerOnActivity();
    await waitFor(() => expect(dot()).not.toBeNull());
    expect(bell()).toHaveAccessibleName('Activity, unread');
    expect(bell()).not.toHaveTextContent(String(count));
  });

  it('shows the dot for unread activity in another branch while the active one is all read (spec 2)', async () => {
    const { branchId } = feedFacts('owner@demo.test', 'Austin');
    const dallas = feedFacts('owner@demo.test', 'Dallas');
    await readAllOwnerNotifications(dallas.branchId);
    expect(feedFacts('owner@demo.test', 'Dallas').unread).toBeGreaterThan(0);
    const { queryClient } = await ownerOnActivity();
    await countLoaded(queryClient);
    expect(feedFacts('owner@demo.test', 'Austin').unread).toBe(0);
    expect(branchId).not.toBe(dallas.branchId);
    await waitFor(() => expect(dot()).not.toBeNull());
    expect(bell()).toHaveAccessibleName('Activity, unread');
  });

  it('no dot when nothing is unread', async () => {
    await readAllOwnerNotifications();
    const { queryClient } = await ownerOnActivity();
    await countLoaded(queryClient);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    expect(dot()).toBeNull();
    expect(within(bell()).queryByTestId('unread-dot')).not.toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Activity');
  });

  it('no dot when the count endpoint says 0 though the feed has unread items', async () => {
    await readAllOwnerNotifications(feedFacts('owner@demo.test', 'Austin').branchId);
    server.use(
      http.get(COUNT, () =>
        HttpResponse.json({ data: { unread_count: 0 }, message: '', errors: {}, success: true }),
      ),
    );
    const { queryClient } = await ownerOnActivity();
    await countLoaded(queryClient);
    expect(dot()).toBeNull();
    expect(bell()).toHaveAccessibleName('Activity');
  });

  it('an opened activity titles the header, its HTML shown as text', async () => {
    const title = '<img src=x onerror="window.__xss=1"><b>Order formed</b>';
    const { branchId } = feedFacts('owner@demo.test', 'Austin');
    await notifyBranch(db, { branch_id: branchId, kind: 'order_formed', title, body: 'Body' });
    const { user } = await ownerOnActivity();
    await user.click(within(screen.getByRole('region', { name: 'Activity' })).getByText(title));
    const heading = await within(header()).findByRole('heading', { level: 1, name: title });
    expect(heading.textContent).toBe(title);
    expect(header().querySelector('img, b')).toBeNull();
  });

  it('the search button opens the global search as a panel; a result closes it', async () => {
    const { user } = await ownerOnActivity();
    const button = within(header()).getByRole('button', { name: 'Search orders and employees' });
    expect(within(header()).queryByRole('searchbox')).toBeNull();
    await user.click(button);
    const box = within(header()).getByRole('searchbox', { name: 'Search orders and employees' });
    expect(box).toHaveFocus();
    const results = screen.getByRole('region', { name: 'Search results' });
    const orders = await within(results).findByRole('region', { name: 'Orders' });
    await user.click(within(orders).getAllByRole('link')[0]!);
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/company\/job\/edit\/\d+$/));
    expect(within(header()).queryByRole('searchbox')).toBeNull();
  });

  it('Tab past the search panel closes it: what it covered gets the focus, seen (QA 2026-12-04)', async () => {
    const { user } = await ownerOnActivity();
    await user.click(within(header()).getByRole('button', { name: 'Search orders and employees' }));
    const box = within(header()).getByRole('searchbox', { name: 'Search orders and employees' });
    expect(box).toHaveFocus();
    // The box, Close, the two tags: then out of the panel.
    for (let step = 0; step < 4; step++) await user.tab();
    expect(within(header()).queryByRole('searchbox')).toBeNull();
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement?.closest('.app-search__panel')).toBeNull();
  });

  it('the drawer names the active branch, as desktop’s account menu does', async () => {
    const { user } = await ownerOnActivity();
    await user.click(within(header()).getByRole('button', { name: 'Open menu' }));
    const drawer = (await screen.findByRole('heading', { name: 'Menu' })).closest(
      '.bp6-drawer',
    ) as HTMLElement;
    const head = within(drawer).getByText('Active branch').parentElement!;
    expect(head).toHaveTextContent('Active branchLone Star Movers Austin');
    // The switcher below lists the other branches only.
    expect(
      within(drawer).queryByRole('menuitem', { name: /Lone Star Movers Austin/ }),
    ).not.toBeInTheDocument();
  });

  it.each([
    [7, '7'],
    [150, '99+'],
  ])(
    "the drawer's Activity carries the active branch's unread count %i as %s, as the sidebar does (QA helper-98)",
    async (count, shown) => {
      server.use(
        http.get(COUNT, () =>
          HttpResponse.json({
            data: { unread_count: count },
            message: '',
            errors: {},
            success: true,
          }),
        ),
      );
      const { user } = await ownerOnActivity();
      await user.click(within(header()).getByRole('button', { name: 'Open menu' }));
      const drawer = (await screen.findByRole('heading', { name: 'Menu' })).closest(
        '.bp6-drawer',
      ) as HTMLElement;
      const activity = await within(drawer).findByRole('menuitem', {
        name: `Activity ${count} unread`,
      });
      expect(within(activity).getByLabelText(`${count} unread`)).toHaveTextContent(shown);
      // The bell keeps its dot, without a number (spec section 2).
      expect(bell()).not.toHaveTextContent(String(count));
    },
  );

  it("the drawer's Activity shows no count when the active branch has nothing unread", async () => {
    server.use(
      http.get(COUNT, () =>
        HttpResponse.json({ data: { unread_count: 0 }, message: '', errors: {}, success: true }),
      ),
    );
    const { user, queryClient } = await ownerOnActivity();
    await countLoaded(queryClient);
    await user.click(within(header()).getByRole('button', { name: 'Open menu' }));
    const drawer = (await screen.findByRole('heading', { name: 'Menu' })).closest(
      '.bp6-drawer',
    ) as HTMLElement;
    expect(within(drawer).getByRole('menuitem', { name: 'Activity' })).toBeVisible();
  });

  it('the drawer leads to Find AI, as the sidebar does (review L17)', async () => {
    const { user } = await ownerOnActivity();
    await user.click(within(header()).getByRole('button', { name: 'Open menu' }));
    const drawer = (await screen.findByRole('heading', { name: 'Menu' })).closest(
      '.bp6-drawer',
    ) as HTMLElement;
    await user.click(within(drawer).getByRole('menuitem', { name: 'Find AI' }));
    await waitFor(() => expect(window.location.pathname).toBe('/company/outsourcing'));
  });

  it('the menu opened after signing in is not covered by the welcome toast: toasts go beneath it while it is open', async () => {
    const { user, toasts } = await signedInThroughForm('owner@demo.test');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = (await screen.findByRole('heading', { name: 'Menu' })).closest('.bp6-drawer')!;
    // Under the drawer and its backdrop (theme.css: 19, beneath Blueprint's overlays at 20).
    expect(toasts).toHaveClass('app-toasts--beneath');
    await user.click(within(drawer as HTMLElement).getByRole('button', { name: 'Close' }));
    // On top again once the menu is closed.
    await waitFor(() => expect(toasts).not.toHaveClass('app-toasts--beneath'));
  });

  it('the drawer is 300px wide under 410px (spec 9)', async () => {
    const { user } = await ownerOnActivity();
    await user.click(within(header()).getByRole('button', { name: 'Open menu' }));
    const drawer = (await screen.findByRole('heading', { name: 'Menu' })).closest('.bp6-drawer');
    expect(drawer).toHaveStyle({ width: '300px' });
  });
});

describe('helper mobile header', () => {
  it('has the burger, the title and the search of their jobs, no bell', async () => {
    localStorage.setItem('token', await loginAs('helper@demo.test'));
    renderApp('/helper/job');
    const banner = await screen.findByRole('banner');
    expect(await within(banner).findByRole('heading', { level: 1, name: 'Job' })).toBeVisible();
    expect(within(header()).getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(within(header()).getByRole('button', { name: 'Search your jobs' })).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: /^Activity/ })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Helper' })).toBeNull();
  });
});
