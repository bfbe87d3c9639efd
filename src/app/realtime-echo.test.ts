import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db, emitDemoNotifications, hub, server } from '@mocks/node';
import { feedFacts, goInHistory, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { pauseInAct } from '@/platform/testing/pause.test-helpers';

setupMockServer();

/**
 * The real client (laravel-echo over pusher-js) against the mock's Pusher socket: private
 * channel auth through POST /api/broadcasting/auth, subscribe, and a stored notification
 * pushed as notification-created.
 */
describe('realtime over the Pusher protocol', () => {
  it('a notification stored by the backend reaches the open activity page', async () => {
    const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
    const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const app = renderApp('/company/activity', { realtime: 'echo' });
    const invalidate = vi.spyOn(app.queryClient, 'invalidateQueries');
    const before = feedFacts('owner@demo.test', 'Austin');
    await screen.findByText(before.firstPage);
    await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${owner.id}`)).toBe(1), {
      timeout: 10_000,
    });
    await waitFor(() => expect(hub.subscribers(`private-branch.${austin.id}`)).toBe(1));
    // Each channel's first subscription fetches again what it may have missed (anything sent
    // before it was never pushed): the user channel the feed, the branch channel everything
    // (refreshAll, an empty filter). Let both finish so the push below lands on the fetched
    // page: waiting for the first alone, a full run of 2026-12-04 met the branch's refetch
    // after the push, and the page read "Showing 10 of 27", right, where the test looked for
    // the pushed row on top of the old page ("Showing 11 of 27").
    const refetchedAll = () =>
      invalidate.mock.calls.some(([filter]) => !!filter && Object.keys(filter).length === 0);
    await waitFor(() => expect(refetchedAll()).toBe(true), { timeout: 10_000 });
    await waitFor(() => expect(invalidate.mock.calls.length).toBeGreaterThan(1));
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));

    await emitDemoNotifications({ branchId: austin.id, count: 1 });
    await screen.findByText(`Showing 11 of ${before.total + 1}`, undefined, { timeout: 10_000 });
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await waitFor(() =>
      expect(within(nav).getByLabelText(`${before.unread + 1} unread`)).toBeInTheDocument(),
    );

    await app.user.click(screen.getByRole('button', { name: /Account menu/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(hub.connectionCount).toBe(0), { timeout: 10_000 });
  });

  it('Load more, then open an unread row: the 20 rows stay, the count drops by one, no echo of the own read', async () => {
    const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
    const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
    localStorage.setItem('token', await loginAs('owner@demo.test'));
    const app = renderApp('/company/activity', { realtime: 'echo' });
    const before = feedFacts('owner@demo.test', 'Austin');
    expect(before.total).toBeGreaterThan(20);
    await screen.findByText(before.firstPage);
    await waitFor(() => expect(hub.subscribers(`private-branch.${austin.id}`)).toBe(1), {
      timeout: 10_000,
    });
    await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${owner.id}`)).toBe(1));
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));

    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(`Showing 20 of ${before.total}`);
    const feedFetches: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.url.includes('/get-notifications')) feedFetches.push(request.url);
    };
    server.events.on('request:start', onRequest);

    const region = screen.getByRole('region', { name: 'Activity' });
    // The last unread row held (on the loaded second page when there is one).
    const unreadRow = within(region)
      .getAllByRole('listitem')
      .filter((li) => li.textContent?.includes('(unread)'))
      .at(-1);
    expect(unreadRow).toBeDefined();
    // A seeded row names an order: opening it goes there, and Back returns to the feed.
    await app.user.click(within(unreadRow!).getByRole('link'));
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await waitFor(() =>
      expect(within(nav).getByLabelText(`${before.unread - 1} unread`)).toBeInTheDocument(),
    );
    // Left once the order's page shows: until its code loads, the feed stays mounted (hidden),
    // and Back would only reveal it, its pages kept whatever the cache does.
    await waitFor(() => expect(region).not.toBeInTheDocument());
    await goInHistory(-1);
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    // The server would echo notifications-read to every socket but this one (X-Socket-ID).
    await pauseInAct(300);
    server.events.removeListener('request:start', onRequest);
    expect(await screen.findByText(`Showing 20 of ${before.total}`)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading activity' })).not.toBeInTheDocument();
    expect(feedFetches).toEqual([]);

    await app.user.click(screen.getByRole('button', { name: /Account menu/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(hub.connectionCount).toBe(0), { timeout: 10_000 });
  });

  it('a read made in another tab updates the count and keeps the loaded pages', async () => {
    const austin = db.branches.findFirst((q) => q.where({ name: 'Lone Star Movers Austin' }))!;
    const token = await loginAs('owner@demo.test');
    localStorage.setItem('token', token);
    const app = renderApp('/company/activity', { realtime: 'echo' });
    const before = feedFacts('owner@demo.test', 'Austin');
    await screen.findByText(before.firstPage);
    await waitFor(() => expect(hub.subscribers(`private-branch.${austin.id}`)).toBe(1), {
      timeout: 10_000,
    });
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText(`Showing 20 of ${before.total}`);

    // Another tab (another socket, or none) marks everything read.
    const res = await fetch(
      `http://localhost/api/notifications/branch/${austin.id}/mark-all-as-read`,
      { method: 'POST', headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
    );
    expect(res.status).toBe(200);
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await waitFor(() => expect(within(nav).queryByLabelText(/unread$/)).not.toBeInTheDocument());
    await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
    expect(screen.getByText(`Showing 20 of ${before.total}`)).toBeInTheDocument();
  });
});
