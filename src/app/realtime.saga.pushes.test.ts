import { type QueryKey } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { db, emitDemoNotifications, server } from '@mocks/node';
import { feedFacts, setupMockServer } from '@/app/test-utils';
import { getListCompanyBranchesQueryKey } from '@/platform/api/generated/endpoints/branches/branches';
import { getGetBranchNotificationsCountQueryKey } from '@/platform/api/generated/endpoints/notifications/notifications';
import { PUSH_BATCH_WINDOW_MS } from '@/platform/realtime/realtime.saga';
import {
  branchId,
  notification,
  ownerId,
  ownerOnActivity,
  ownerSubscribedOnActivity,
  pushNewNotification,
  settled,
} from './realtime.saga.test-helpers';

setupMockServer();

describe('realtime saga: pushes', () => {
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
    const { app } = await ownerSubscribedOnActivity();
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
    // Inside act: the refetch and the push update the page (the sidebar, the feed).
    await act(async () => {
      void app.queryClient.invalidateQueries({
        queryKey: [`/notifications/branch/${austin}/get-notifications`],
      });
    });
    await waitFor(() => expect(held).toBe(1));
    // The server makes a notification and pushes it while that fetch is still out.
    const lastTitle = await act(async () => {
      const title = await pushNewNotification(app, austin, 77);
      await new Promise((resolve) => setTimeout(resolve, PUSH_BATCH_WINDOW_MS * 2));
      release(); // the old answer lands now
      return title;
    });
    await settled(app);
    const list = screen.getByRole('region', { name: 'Activity' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(lastTitle);
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

  it('a push that lands while "Load more" is fetching stays on top when the page arrives (no flicker)', async () => {
    const { app } = await ownerSubscribedOnActivity();
    const { total } = feedFacts('owner@demo.test', 'Austin');
    // Page 2 waits for `releasePage`; every read of the feed after it is held for good, so
    // what shows when the page lands is the page and the push, not a refresh.
    let releasePage!: () => void;
    const pageGate = new Promise<void>((resolve) => (releasePage = resolve));
    let pageAsked = false;
    let heldAfter = 0;
    server.use(
      http.get('*/api/notifications/branch/:branchId/get-notifications', async ({ request }) => {
        if (new URL(request.url).searchParams.get('page') === '2' && !pageAsked) {
          pageAsked = true;
          await pageGate;
          return undefined; // the stateful handler answers
        }
        if (!pageAsked) return undefined;
        heldAfter++;
        return new Promise<never>(() => undefined);
      }),
    );
    await app.user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(pageAsked).toBe(true));
    const lastTitle = await pushNewNotification(app, branchId('Austin'), 77);
    const list = screen.getByRole('region', { name: 'Activity' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(lastTitle),
    );
    releasePage();
    // 10 rows, the pushed one, and page 2's 10 (the one it repeats is not shown twice).
    await screen.findByText(`Showing 21 of ${total + 1}`);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(lastTitle);
    expect(heldAfter, 'the refresh after the page is still held').toBeGreaterThan(0);
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
