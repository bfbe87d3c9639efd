import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db, emitDemoNotifications } from '@mocks/node';
import { feedFacts, loginAs, renderApp, setupMockServer } from '@/app/test-utils';

setupMockServer();

function branchId(city: string): number {
  const branch = db.branches.findFirst((q) => q.where({ name: `Lone Star Movers ${city}` }));
  if (!branch) throw new Error(`no branch in ${city}`);
  return branch.id;
}
function ownerId(): number {
  return db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!.id;
}
const notification = (id: number, branch: number, title: string) => ({
  id,
  branch_id: branch,
  kind: 'order_formed' as const,
  title,
  body: 'Every crew spot is filled.',
  is_read: false,
  order_id: null,
  created_at: new Date().toISOString(),
});

async function ownerOnActivity() {
  localStorage.setItem('token', await loginAs('owner@demo.test'));
  const app = renderApp('/company/activity');
  await screen.findByText(feedFacts('owner@demo.test', 'Austin').firstPage);
  return app;
}

describe('realtime saga', () => {
  it('joins the user channel and the active branch channel once logged in, and disconnects on logout', async () => {
    const app = await ownerOnActivity();
    await waitFor(() => expect(app.realtime.joined).toContain(`App.Models.User.${ownerId()}`));
    await waitFor(() => expect(app.realtime.joined).toContain(`branch.${branchId('Austin')}`));
    await app.user.click(screen.getByRole('button', { name: /Account menu/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(app.realtime.disconnected).toBe(true));
  });

  it('a pushed notification of the active branch goes to the top and replaces the unread count', async () => {
    const app = await ownerOnActivity();
    await waitFor(() => expect(app.realtime.joined).toContain(`App.Models.User.${ownerId()}`));
    app.realtime.emit(`App.Models.User.${ownerId()}`, 'notification-created', {
      notification: notification(99001, branchId('Austin'), 'Order #1099 is now formed'),
      unread_count: 42,
    });
    const list = screen.getByRole('region', { name: 'Activity' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
        'Order #1099 is now formed',
      ),
    );
    const nav = screen.getByRole('navigation', { name: 'Company' });
    expect(within(nav).getByLabelText('42 unread')).toHaveTextContent('42');
    const { total } = feedFacts('owner@demo.test', 'Austin');
    expect(screen.getByText(`Showing 11 of ${total + 1}`)).toBeInTheDocument();
  });

  it("another branch's notification leaves the feed alone and updates that branch's count in the switcher", async () => {
    const app = await ownerOnActivity();
    await waitFor(() => expect(app.realtime.joined).toContain(`App.Models.User.${ownerId()}`));
    app.realtime.emit(`App.Models.User.${ownerId()}`, 'notification-created', {
      notification: notification(99002, branchId('Dallas'), 'Order #2001 is now formed'),
      unread_count: 9,
    });
    await app.user.click(screen.getByRole('button', { name: /Account menu/ }));
    const dallas = await screen.findByRole('menuitem', { name: /Lone Star Movers Dallas/ });
    await waitFor(() => expect(dallas).toHaveTextContent('9'));
    expect(screen.queryByText('Order #2001 is now formed')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Company' })).getByLabelText(
        `${feedFacts('owner@demo.test', 'Austin').unread} unread`,
      ),
    ).toBeInTheDocument();
  });

  it('switching branch leaves the old branch channel and joins the new one', async () => {
    const app = await ownerOnActivity();
    await waitFor(() => expect(app.realtime.joined).toContain(`branch.${branchId('Austin')}`));
    await app.user.click(screen.getByRole('button', { name: /Account menu/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: /Lone Star Movers Houston/ }));
    await waitFor(() => expect(app.realtime.joined).toContain(`branch.${branchId('Houston')}`));
    expect(app.realtime.joined).not.toContain(`branch.${branchId('Austin')}`);
    expect(app.realtime.left).toContain(`branch.${branchId('Austin')}`);
    await screen.findByText(feedFacts('owner@demo.test', 'Houston').firstPage);
  });

  it('after a reconnect, page 1 and the count are fetched again (Pusher does not replay)', async () => {
    const app = await ownerOnActivity();
    const before = feedFacts('owner@demo.test', 'Austin');
    app.realtime.setState('connecting');
    app.realtime.setState('connected');
    // Missed while offline: stored on the server, never pushed to this client.
    await emitDemoNotifications({ branchId: branchId('Austin'), count: 2 });
    app.realtime.setState('unavailable');
    app.realtime.setState('connected');
    await screen.findByText(`Showing 10 of ${before.total + 2}`);
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await waitFor(() =>
      expect(within(nav).getByLabelText(`${before.unread + 2} unread`)).toBeInTheDocument(),
    );
  });

  it('a read made elsewhere (same user) on the branch channel refreshes the count', async () => {
    const app = await ownerOnActivity();
    await waitFor(() => expect(app.realtime.joined).toContain(`branch.${branchId('Austin')}`));
    // Another tab marked everything read.
    const token = localStorage.getItem('token');
    await fetch(
      `http://localhost/api/notifications/branch/${branchId('Austin')}/mark-all-as-read`,
      {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
      },
    );
    app.realtime.emit(`branch.${branchId('Austin')}`, 'notifications-read', {
      branch_id: branchId('Austin'),
      user_id: ownerId(),
      unread_count: 0,
    });
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await waitFor(() => expect(within(nav).queryByLabelText(/unread/)).not.toBeInTheDocument());
  });

  it('after a burst of pushes, Load more brings rows not yet shown, none twice', async () => {
    const app = await ownerOnActivity();
    const { total, userId } = feedFacts('owner@demo.test', 'Austin');
    await waitFor(() => expect(app.realtime.joined).toContain(`App.Models.User.${ownerId()}`));
    // More than a page is stored and pushed, as the mock does: page 2 (by offset) now holds
    // only rows the list already shows.
    await emitDemoNotifications({ branchId: branchId('Austin'), count: 12 });
    const newest = db.notifications
      .findMany((q) => q.where({ user_id: userId, branch_id: branchId('Austin') }))
      .sort((a, b) => a.id - b.id)
      .slice(-12);
    for (const [i, n] of newest.entries())
      app.realtime.emit(`App.Models.User.${ownerId()}`, 'notification-created', {
        notification: n,
        unread_count: 50 + i,
      });
    await screen.findByText(`Showing 22 of ${total + 12}`);
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    // The next page is the one after the 22 rows held (rows 21-30): two overlap, eight are new.
    await screen.findByText(`Showing 30 of ${total + 12}`);
    const rows = within(screen.getByRole('region', { name: 'Activity' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toHaveLength(30);
    expect(new Set(rows).size).toBe(30);
  });

  it('the branch left behind shows its latest count in the switcher (pushes made while it was active)', async () => {
    const app = await ownerOnActivity();
    await waitFor(() => expect(app.realtime.joined).toContain(`App.Models.User.${ownerId()}`));
    app.realtime.emit(`App.Models.User.${ownerId()}`, 'notification-created', {
      notification: notification(99003, branchId('Austin'), 'Order #1200 is now formed'),
      unread_count: 77,
    });
    await screen.findByText('Order #1200 is now formed');
    await app.user.click(screen.getByRole('button', { name: /Account menu/ }));
    await app.user.click(await screen.findByRole('menuitem', { name: /Lone Star Movers Houston/ }));
    await screen.findByText(feedFacts('owner@demo.test', 'Houston').firstPage);
    await app.user.click(screen.getByRole('button', { name: /Account menu/ }));
    const austin = await screen.findByRole('menuitem', { name: /Lone Star Movers Austin/ });
    expect(austin).toHaveTextContent('77');
  });
});
