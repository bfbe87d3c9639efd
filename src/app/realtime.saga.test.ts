import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { runSaga } from 'redux-saga';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db, emitDemoNotifications, server } from '@mocks/node';
import { feedFacts, loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { getListCompanyBranchesQueryKey } from '@/platform/api/generated/endpoints/branches/branches';
import { getGetBranchNotificationsCountQueryKey } from '@/platform/api/generated/endpoints/notifications/notifications';
import { FakeRealtimeConnection } from '@/platform/realtime';
import { branchDeleted } from '@/platform/session';
import { activityRealtime } from '@/features/activity';
import { refreshListeners } from '@/platform/realtime/refresh-table';
import { connectionChanged } from '@/platform/realtime/realtime.slice';
import { connectionFlow, PUSH_BATCH_WINDOW_MS } from '@/platform/realtime/realtime.saga';

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

/** Lets whatever the last event started run to the end (sagas, fetches, renders). */
async function settled(app: ReturnType<typeof renderApp>) {
  // Messages wait one batch window in the saga before they are handled (and fetches start).
  await new Promise((resolve) => setTimeout(resolve, PUSH_BATCH_WINDOW_MS * 2));
  await waitFor(() => expect(app.queryClient.isFetching()).toBe(0));
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

  it('a push that lands while page 1 is being fetched survives that fetch answering with what it read before the push', async () => {
    const app = await ownerOnActivity();
    const userChannel = `App.Models.User.${ownerId()}`;
    await waitFor(() => expect(app.realtime.joined).toContain(userChannel));
    app.realtime.subscribed(userChannel);
    await settled(app);
    const austin = branchId('Austin');
    const token = localStorage.getItem('token')!;
    // What the server reads for page 1 now, before the notification exists.
    const stale = await (
      await fetch(
        `http://localhost/api/notifications/branch/${austin}/get-notifications?type=&page=1`,
        { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } },
      )
    ).json();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = 0;
    server.use(
      http.get('*/api/notifications/branch/:branchId/get-notifications', async () => {
        if (held++ > 0) return undefined; // later fetches: the stateful handler
        await gate;
        return HttpResponse.json(stale);
      }),
    );
    void app.queryClient.invalidateQueries({
      queryKey: [`/notifications/branch/${austin}/get-notifications`],
    });
    await waitFor(() => expect(held).toBe(1));
    // The server makes a notification and pushes it while that fetch is still out.
    const { lastTitle } = await emitDemoNotifications({ branchId: austin });
    const made = db.notifications.findFirst((q) => q.where({ title: lastTitle! }))!;
    app.realtime.emit(userChannel, 'notification-created', {
      notification: { ...made, is_read: false },
      unread_count: 77,
    });
    await new Promise((resolve) => setTimeout(resolve, PUSH_BATCH_WINDOW_MS * 2));
    release(); // the old answer lands now
    await settled(app);
    const list = screen.getByRole('region', { name: 'Activity' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(lastTitle!);
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

  it('after a reconnect, page 1 and the count are fetched again once the user channel is subscribed again (Pusher does not replay)', async () => {
    const app = await ownerOnActivity();
    const before = feedFacts('owner@demo.test', 'Austin');
    const userChannel = `App.Models.User.${ownerId()}`;
    await waitFor(() => expect(app.realtime.joined).toContain(userChannel));
    app.realtime.setState('connecting');
    app.realtime.setState('connected');
    app.realtime.subscribed(userChannel);
    await settled(app);
    app.realtime.setState('unavailable');
    app.realtime.setState('connected');
    await settled(app);
    // Stored while the channel was being authorised again: sent before the subscription, so
    // never pushed to this client. A refetch on `connected` alone would miss them.
    await emitDemoNotifications({ branchId: branchId('Austin'), count: 2 });
    await settled(app);
    expect(screen.getByText(before.firstPage)).toBeInTheDocument();
    app.realtime.subscribed(userChannel);
    await screen.findByText(`Showing 10 of ${before.total + 2}`);
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await waitFor(() =>
      expect(within(nav).getByLabelText(`${before.unread + 2} unread`)).toBeInTheDocument(),
    );
  });

  it('after a reconnect, the job lists and orders are refetched too (a missed push may have changed them); the first subscription leaves them alone', async () => {
    const app = await ownerOnActivity();
    const userChannel = `App.Models.User.${ownerId()}`;
    await waitFor(() => expect(app.realtime.joined).toContain(userChannel));
    const keys: QueryKey[] = [
      [`/company-branches/${branchId('Austin')}/orders`, { 'filter[status]': 1 }],
      ['/orders/501'],
      ['/helper/job-counts'],
    ];
    for (const key of keys) app.queryClient.setQueryData(key, { data: [] });
    const stale = (key: QueryKey) => app.queryClient.getQueryState(key)?.isInvalidated;

    app.realtime.subscribed(userChannel);
    await settled(app);
    for (const key of keys) expect(stale(key)).toBe(false);

    app.realtime.setState('unavailable');
    app.realtime.setState('connected');
    app.realtime.subscribed(userChannel);
    await settled(app);
    for (const key of keys) expect(stale(key)).toBe(true);
  });

  it('at login, what was stored between the first fetch and the user channel subscription is fetched once it is subscribed', async () => {
    const app = await ownerOnActivity();
    const before = feedFacts('owner@demo.test', 'Austin');
    const userChannel = `App.Models.User.${ownerId()}`;
    await waitFor(() => expect(app.realtime.joined).toContain(userChannel));
    await emitDemoNotifications({ branchId: branchId('Austin'), count: 3 });
    await settled(app);
    expect(screen.getByText(before.firstPage)).toBeInTheDocument();
    app.realtime.subscribed(userChannel);
    await screen.findByText(`Showing 10 of ${before.total + 3}`);
    const nav = screen.getByRole('navigation', { name: 'Company' });
    await waitFor(() =>
      expect(within(nav).getByLabelText(`${before.unread + 3} unread`)).toBeInTheDocument(),
    );
  });

  it('a malformed push is dropped, and the pushes after it still arrive', async () => {
    const app = await ownerOnActivity();
    const userChannel = `App.Models.User.${ownerId()}`;
    await waitFor(() => expect(app.realtime.joined).toContain(userChannel));
    for (const bad of [
      { unread_count: 5 },
      { notification: { id: 'x', title: 'Broken' }, unread_count: 1 },
      { notification: notification(99010, branchId('Austin'), 'No count') },
      null,
      'notification',
    ])
      app.realtime.emit(userChannel, 'notification-created', bad);
    await settled(app);
    app.realtime.emit(userChannel, 'notification-created', {
      notification: notification(99011, branchId('Austin'), 'Order #1300 is now formed'),
      unread_count: 31,
    });
    const list = screen.getByRole('region', { name: 'Activity' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
        'Order #1300 is now formed',
      ),
    );
    expect(screen.queryByText('No count')).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Company' });
    expect(within(nav).getByLabelText('31 unread')).toBeInTheDocument();
    expect(app.realtime.disconnected).toBe(false);
  });

  it('a batch that cannot be applied is lost alone: the next push still lands', async () => {
    const app = await ownerOnActivity();
    const userChannel = `App.Models.User.${ownerId()}`;
    await waitFor(() => expect(app.realtime.joined).toContain(userChannel));
    const setQueryData = app.queryClient.setQueryData.bind(app.queryClient) as (
      key: QueryKey,
      updater: unknown,
    ) => unknown;
    let failures = 0;
    // The first write of the branch list's counts fails (any cache error would do).
    vi.spyOn(app.queryClient, 'setQueryData').mockImplementation(((
      key: QueryKey,
      updater: unknown,
    ) => {
      const isBranchList = JSON.stringify(key) === JSON.stringify(getListCompanyBranchesQueryKey());
      if (isBranchList && failures++ === 0) throw new Error('cache write failed');
      return setQueryData(key, updater);
    }) as typeof app.queryClient.setQueryData);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    app.realtime.emit(userChannel, 'notification-created', {
      notification: notification(99020, branchId('Austin'), 'Lost with its batch'),
      unread_count: 20,
    });
    // Pushes within one frame share a batch: let the first one's batch be tried alone.
    await waitFor(() => expect(failures).toBe(1));
    await settled(app);
    app.realtime.emit(userChannel, 'notification-created', {
      notification: notification(99021, branchId('Austin'), 'Order #1400 is now formed'),
      unread_count: 21,
    });
    await screen.findByText('Order #1400 is now formed');
    expect(failures).toBe(2);
    expect(error).toHaveBeenCalled();
    expect(app.realtime.disconnected).toBe(false);
  });

  it('a burst of pushes, each its own socket task, lands in a few cache writes, not one each', async () => {
    const app = await ownerOnActivity();
    const userChannel = `App.Models.User.${ownerId()}`;
    await waitFor(() => expect(app.realtime.joined).toContain(userChannel));
    await settled(app);
    const countKey = JSON.stringify(getGetBranchNotificationsCountQueryKey(branchId('Austin')));
    const setQueryData = app.queryClient.setQueryData.bind(app.queryClient) as (
      key: QueryKey,
      updater: unknown,
    ) => unknown;
    let countWrites = 0;
    vi.spyOn(app.queryClient, 'setQueryData').mockImplementation(((
      key: QueryKey,
      updater: unknown,
    ) => {
      if (JSON.stringify(key) === countKey) countWrites++;
      return setQueryData(key, updater);
    }) as typeof app.queryClient.setQueryData);
    // Like socket messages: every push arrives in a task of its own.
    for (let i = 0; i < 20; i++)
      setTimeout(() =>
        app.realtime.emit(userChannel, 'notification-created', {
          notification: notification(99100 + i, branchId('Austin'), `Burst item ${i + 1}`),
          unread_count: 100 + i,
        }),
      );
    await screen.findByText('Burst item 20');
    expect(screen.getByText('Burst item 1')).toBeInTheDocument();
    expect(countWrites).toBeGreaterThan(0);
    expect(countWrites).toBeLessThanOrEqual(3);
  });

  it('deleting the last branch leaves its channel and joins none', async () => {
    const app = await ownerOnActivity();
    const austin = branchId('Austin');
    await waitFor(() => expect(app.realtime.joined).toContain(`branch.${austin}`));
    const owner = db.users.findFirst((q) => q.where({ email: 'owner@demo.test' }))!;
    db.branches.deleteMany((q) => q.where({ company_id: owner.company_id ?? -1 }));
    app.store.dispatch(branchDeleted(austin));
    await waitFor(() => expect(app.realtime.left).toContain(`branch.${austin}`));
    await waitFor(() =>
      expect(
        app.queryClient.getQueryData<{ data: unknown[] }>(getListCompanyBranchesQueryKey())?.data,
      ).toEqual([]),
    );
    await settled(app);
    expect(app.store.getState().activeBranch.activeBranchId).toBe(0);
    expect([...app.realtime.joined].filter((name) => name.startsWith('branch.'))).toEqual([]);
    expect(app.realtime.joined).toContain(`App.Models.User.${ownerId()}`);
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
    // More than a page is stored and pushed, as the mock does: page 2 by offset would now
    // hold only rows the list already shows.
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
    // The next page is the ten rows older than the last one held: all new.
    await screen.findByText(`Showing 32 of ${total + 12}`);
    const rows = within(screen.getByRole('region', { name: 'Activity' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(rows).toHaveLength(32);
    expect(new Set(rows).size).toBe(32);
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

  it("a notification naming an order marks that order, its branch's job lists and the outsourcing views stale, and nothing else", async () => {
    const app = await ownerOnActivity();
    await waitFor(() => expect(app.realtime.joined).toContain(`App.Models.User.${ownerId()}`));
    const austin = branchId('Austin');
    const dallas = branchId('Dallas');
    const keys: Record<string, QueryKey> = {
      order: ['/orders/501'],
      orderCrew: ['/orders/501/invitable-employees'],
      otherOrder: ['/orders/502'],
      branchOrders: [`/company-branches/${austin}/orders`, { 'filter[status]': 1 }],
      branchOffers: [`/company-branches/${austin}/outsource-offers`],
      applications: ['/company-outsource/offers/7/applications'],
      otherBranchOrders: [`/company-branches/${dallas}/orders`],
      employees: [`/company-branches/${austin}/employees`],
    };
    for (const key of Object.values(keys)) app.queryClient.setQueryData(key, { data: [] });
    app.realtime.emit(`App.Models.User.${ownerId()}`, 'notification-created', {
      notification: { ...notification(99004, austin, 'New application'), order_id: 501 },
      unread_count: 3,
    });
    await screen.findByText('New application');
    const stale = (key: QueryKey) => app.queryClient.getQueryState(key)?.isInvalidated;
    await waitFor(() => expect(stale(keys.order)).toBe(true));
    expect(stale(keys.orderCrew)).toBe(true);
    expect(stale(keys.branchOrders)).toBe(true);
    expect(stale(keys.branchOffers)).toBe(true);
    expect(stale(keys.applications)).toBe(true);
    expect(stale(keys.otherOrder)).toBe(false);
    expect(stale(keys.otherBranchOrders)).toBe(false);
    expect(stale(keys.employees)).toBe(false);
  });

  it('a notification that names no order leaves the job caches alone', async () => {
    const app = await ownerOnActivity();
    await waitFor(() => expect(app.realtime.joined).toContain(`App.Models.User.${ownerId()}`));
    const key: QueryKey = [`/company-branches/${branchId('Austin')}/orders`];
    app.queryClient.setQueryData(key, { data: [] });
    app.realtime.emit(`App.Models.User.${ownerId()}`, 'notification-created', {
      notification: notification(99005, branchId('Austin'), 'Branch news'),
      unread_count: 3,
    });
    await screen.findByText('Branch news');
    await settled(app);
    expect(app.queryClient.getQueryState(key)?.isInvalidated).toBe(false);
  });
});

describe('realtime saga: connectionFlow', () => {
  it('a flow that fails closes the user channel and the connection, and says realtime failed', async () => {
    const connection = new FakeRealtimeConnection();
    const dispatched: { type: string; payload?: unknown }[] = [];
    const task = runSaga(
      {
        dispatch: (action: { type: string; payload?: unknown }) => {
          // Stands for any unexpected error inside the flow.
          if (connectionChanged.match(action) && action.payload === 'connected')
            throw new Error('a reducer failed');
          dispatched.push(action);
        },
        getState: () => ({
          session: { user: { id: 7, isHelper: true } },
          activeBranch: { activeBranchId: 0 },
        }),
        context: { realtime: async () => connection, queryClient: new QueryClient() },
        onError: () => undefined,
      },
      connectionFlow,
      { listeners: [...activityRealtime.listeners, ...refreshListeners] },
    );
    await vi.waitFor(() => expect(connection.joined).toContain('App.Models.User.7'));
    connection.setState('connected');
    await expect(task.toPromise()).rejects.toThrow('a reducer failed');
    expect(connection.disconnected).toBe(true);
    expect(dispatched.at(-1)).toEqual(connectionChanged('failed'));
    // Nothing listens any more: a late push goes nowhere.
    connection.emit('App.Models.User.7', 'notification-created', {
      notification: notification(1, 1, 'Late'),
      unread_count: 1,
    });
    expect(dispatched.at(-1)).toEqual(connectionChanged('failed'));
  });
});
