import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { forgetAfter, refreshAfter, resetAfter } from './cache';

/** A cache holding one settled query per key. */
function cacheWith(keys: QueryKey[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { data: String(key[0]) });
  const state = () =>
    Object.fromEntries(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => [JSON.stringify(q.queryKey), q.state.isInvalidated ? 'stale' : 'fresh']),
    );
  return { queryClient, state };
}

const KEYS: QueryKey[] = [
  ['/company-branches/1/orders', { group: 'formed', page: 2 }],
  ['/company-branches/1/orders/count', { group: 'formed' }],
  ['/company-branches/1/orders/history', { page: 1 }],
  ['/company-branches/1/orders/calendar', { from: '2026-01-01' }],
  ['/company-branches/2/orders', { page: 1 }],
  ['/orders/7'],
  ['/orders/7/card'],
  ['/orders/7/invitable-employees', { position: 1 }],
  ['/orders/8/card'],
  ['/company-branches/1/employees', { page: 1 }],
  ['/company-branches/1'],
  ['/company-branches'],
  ['/notifications/branch/1/get-notifications', { type: '' }, 'infinite'],
  ['/notifications/branch/2/notifications-count'],
  ['/helper/company-invitations', { page: 1 }],
  ['/helper/company-invitations/5'],
  ['/helper/branch-invitations', { status: 'pending' }],
];

const stale = (state: Record<string, string>) =>
  Object.entries(state)
    .filter(([, s]) => s === 'stale')
    .map(([k]) => (JSON.parse(k) as unknown[])[0]);

describe('cache refresh by query key (one table)', () => {
  it("a saved job: its branch's lists, counts, history, calendar and details, and the order's own views", async () => {
    const { queryClient, state } = cacheWith(KEYS);
    await refreshAfter(queryClient, 'order', { branchId: 1, orderId: 7 });
    expect(stale(state())).toEqual([
      '/company-branches/1/orders',
      '/company-branches/1/orders/count',
      '/company-branches/1/orders/history',
      '/company-branches/1/orders/calendar',
      '/orders/7',
      '/orders/7/card',
      '/orders/7/invitable-employees',
      // Its details' counts (the Branch page, Activity's Getting started: QA 205 M2).
      '/company-branches/1',
    ]);
  });

  it("a job completed with a crew rating: every order's crew too, whose rows show her rating (helper-194)", async () => {
    const { queryClient, state } = cacheWith([['/orders/9/current-crew'], ['/orders/9/detail']]);
    await refreshAfter(queryClient, 'order', { branchId: 1, orderId: 7, rated: true });
    expect(stale(state())).toEqual(['/orders/9/current-crew']);
  });

  it("a crew change: the order, and every branch's job lists (its branch is not named)", async () => {
    const { queryClient, state } = cacheWith(KEYS);
    await refreshAfter(queryClient, 'crew', { orderId: 8 });
    expect(stale(state())).toEqual([
      '/company-branches/1/orders',
      '/company-branches/1/orders/count',
      '/company-branches/1/orders/history',
      '/company-branches/1/orders/calendar',
      '/company-branches/2/orders',
      '/orders/8/card',
    ]);
  });

  it("a member removed: the branch's team and details, every crew picker and every order view", async () => {
    const { queryClient, state } = cacheWith(KEYS);
    await refreshAfter(queryClient, 'teamMembers', { branchId: 1, orders: true });
    expect(stale(state())).toEqual([
      '/company-branches/1/orders',
      '/company-branches/1/orders/count',
      '/company-branches/1/orders/history',
      '/company-branches/1/orders/calendar',
      '/orders/7',
      '/orders/7/card',
      '/orders/7/invitable-employees',
      '/orders/8/card',
      '/company-branches/1/employees',
      '/company-branches/1',
    ]);
  });

  it('a branch, member or offer change: the subscription too (the usage the plan dialog warns with)', async () => {
    const cases = [
      ['branches', {}],
      ['teamMembers', { branchId: 1 }],
      ['outsourcing', { branchId: 1 }],
    ] as const;
    for (const [change, params] of cases) {
      const { queryClient, state } = cacheWith([['/subscription'], ['/subscription/plans']]);
      await refreshAfter(queryClient, change, params);
      expect(stale(state())).toEqual(['/subscription']);
    }
  });

  it("the helper's answer: her lists and that invitation's details, not her branch invitations", async () => {
    const { queryClient, state } = cacheWith(KEYS);
    await refreshAfter(queryClient, 'helperJobs', {});
    expect(stale(state())).toEqual([
      '/helper/company-invitations',
      '/helper/company-invitations/5',
    ]);
  });

  it("the helper's time off (7/8): her list (her calendar reads it too) and her Job page counts", async () => {
    const { queryClient, state } = cacheWith([
      ...KEYS,
      ['/helper-profile/time-off'],
      ['/helper/job-counts'],
    ]);
    await refreshAfter(queryClient, 'timeOff', {});
    expect(stale(state())).toEqual(['/helper-profile/time-off', '/helper/job-counts']);
  });

  it('leaving a branch forgets its queries only; mark-all-read starts its feed again', async () => {
    const { queryClient, state } = cacheWith(KEYS);
    await forgetAfter(queryClient, 'branch', { branchId: 1 });
    const left = Object.keys(state()).map((k) => (JSON.parse(k) as unknown[])[0]);
    expect(left).toEqual([
      '/company-branches/2/orders',
      '/orders/7',
      '/orders/7/card',
      '/orders/7/invitable-employees',
      '/orders/8/card',
      '/company-branches',
      '/notifications/branch/2/notifications-count',
      '/helper/company-invitations',
      '/helper/company-invitations/5',
      '/helper/branch-invitations',
    ]);
    const again = cacheWith(KEYS);
    await resetAfter(again.queryClient, 'feedPages', { branchId: 1 });
    expect(
      again.queryClient.getQueryData([
        '/notifications/branch/1/get-notifications',
        { type: '' },
        'infinite',
      ]),
    ).toBeUndefined();
    expect(again.queryClient.getQueryData(['/company-branches'])).toBeDefined();
  });

  it('a removed member: their page is forgotten unless a mounted page still shows it', async () => {
    const queryClient = new QueryClient();
    const key = ['/employees/9'];
    queryClient.setQueryData(key, { data: 'member 9' });
    await forgetAfter(queryClient, 'removedMember', { id: 9 }, { inactiveOnly: true });
    expect(queryClient.getQueryData(key)).toBeUndefined();

    // Shown by a mounted page (an observer): kept, so it is not fetched again at once.
    queryClient.setQueryData(key, { data: 'member 9' });
    const observer = new QueryObserver(queryClient, {
      queryKey: key,
      queryFn: () => ({ data: 'member 9' }),
      staleTime: Infinity,
    });
    const unsubscribe = observer.subscribe(() => undefined);
    await forgetAfter(queryClient, 'removedMember', { id: 9 }, { inactiveOnly: true });
    expect(queryClient.getQueryData(key)).toEqual({ data: 'member 9' });
    unsubscribe();
  });
});
