import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db, emitDemoNotifications, hub } from '@mocks/node';
import { feedFacts, loginAs, renderApp, setupMockServer } from '@/app/test-utils';

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
    const resetQueries = vi.spyOn(app.queryClient, 'resetQueries');
    const before = feedFacts('owner@demo.test', 'Austin');
    await screen.findByText(before.firstPage);
    await waitFor(() => expect(hub.subscribers(`private-App.Models.User.${owner.id}`)).toBe(1), {
      timeout: 10_000,
    });
    await waitFor(() => expect(hub.subscribers(`private-branch.${austin.id}`)).toBe(1));
    // The user channel's subscription_succeeded fetches page 1 again (anything sent before it
    // was never pushed); let that finish so the push below lands on the fetched page.
    await waitFor(() => expect(resetQueries).toHaveBeenCalled(), { timeout: 10_000 });
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
});
