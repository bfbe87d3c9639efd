import { CHANGES, uniqueRefreshes } from '@/platform/api/cache';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { CHANGE_EVENTS } from './events';
import { refreshesFor, refreshListeners } from './refresh-table';

const keys = (channel: 'user' | 'branch', event: string, payload: unknown) =>
  refreshesFor(channel, event, payload).map((r) =>
    'pattern' in r ? `re:${String(r.pattern)}` : (r as readonly unknown[]).join(' '),
  );

describe('refresh table: what a pushed change refreshes', () => {
  it("an order invitation on the helper's channel: her company lists, that invitation, counts, search and calendar", () => {
    expect(
      keys('user', CHANGE_EVENTS.orderInvitationChanged, {
        id: 5,
        order_id: 9,
        branch_id: 2,
        status: 'pending',
      }),
    ).toEqual([
      '/helper/company-invitations',
      '/helper/company-invitations/5',
      '/helper/job-counts',
      '/helper/job-search',
      '/helper/calendar',
    ]);
  });

  it("an offer on the helper's channel: her offer lists, that offer, counts, search and calendar", () => {
    expect(
      keys('user', CHANGE_EVENTS.outsourceOfferChanged, {
        id: 3,
        order_id: 9,
        branch_id: 2,
        status: 'open',
      }),
    ).toEqual([
      '/helper/outsource-offers',
      '/helper/outsource-offers/3',
      '/helper/job-counts',
      '/helper/job-search',
      '/helper/calendar',
    ]);
  });

  it("a branch invitation on the helper's channel: her branch invitations and the counts", () => {
    expect(
      keys('user', CHANGE_EVENTS.branchInvitationChanged, {
        id: 4,
        branch_id: 2,
        status: 'pending',
      }),
    ).toEqual(['/helper/branch-invitations', '/helper/job-counts']);
  });

  it('a branch given to or taken from a manager, on her own channel: her branch list (QA 137)', () => {
    for (const status of ['granted', 'revoked'])
      expect(keys('user', CHANGE_EVENTS.branchChanged, { id: 2, status })).toEqual([
        '/company-branches',
        '/subscription',
      ]);
  });

  it("an order invitation on the branch channel: that order's crew, card and lists, and the branch's job lists and dispatch board", () => {
    expect(
      keys('branch', CHANGE_EVENTS.orderInvitationChanged, {
        id: 5,
        order_id: 9,
        branch_id: 2,
        status: 'accepted',
      }),
    ).toEqual([
      '/orders/9',
      '/orders/9/card',
      '/orders/9/current-crew',
      '/orders/9/invitable-employees',
      '/orders/9/detail',
      '/company-branches/2/orders',
      '/company-branches/2/orders/count',
      '/company-branches/2/orders/history',
      '/company-branches/2/orders/calendar',
      '/company-branches/2/dispatch',
      '/company-branches/2/outsource-offers',
    ]);
  });

  it("an application on the branch channel: that offer's applications and the offer, its order and the lists", () => {
    const refreshed = keys('branch', CHANGE_EVENTS.offerApplicationChanged, {
      id: 8,
      offer_id: 3,
      order_id: 9,
      branch_id: 2,
      status: 'pending',
    });
    expect(refreshed.slice(0, 3)).toEqual([
      '/company-outsource/offers/3/applications',
      '/company-outsource/offers/3',
      '/orders/9',
    ]);
    expect(refreshed).toContain('/company-branches/2/outsource-offers');
  });

  it("a branch invitation on the branch channel: the Requested list, the team, the helper search, and every order's invitable list", () => {
    const refreshed = refreshesFor('branch', CHANGE_EVENTS.branchInvitationChanged, {
      id: 4,
      branch_id: 2,
      status: 'accepted',
    });
    const plain = refreshed.filter((r) => !('pattern' in r)).map((r) => (r as unknown[])[0]);
    expect(plain).toEqual([
      '/company-branches/2/helper-branch-invitations',
      '/company-branches/2/employees',
      '/company-branches/2/search-helpers-globally',
    ]);
    const pattern = refreshed.find((r) => 'pattern' in r) as { pattern: RegExp };
    expect(pattern.pattern.test('/orders/41/invitable-employees')).toBe(true);
    expect(pattern.pattern.test('/orders/41/current-crew')).toBe(false);
    expect(pattern.pattern.test('/orders//invitable-employees')).toBe(false);
  });

  it("a member's time off on the branch channel: her time-off list and member page, the branch's team lists, every crew picker and the branch's dispatch board", () => {
    const refreshed = refreshesFor('branch', CHANGE_EVENTS.memberTimeOffChanged, {
      id: 7,
      employee_id: 13,
      branch_id: 2,
    });
    const plain = refreshed.filter((r) => !('pattern' in r)).map((r) => (r as unknown[])[0]);
    expect(plain).toEqual([
      '/employees/13/time-off',
      '/employees/13',
      '/company-branches/2/employees',
      '/company-branches/2/dispatch',
    ]);
    // Every order's crew pickers, crew and details (a crew member's time_off).
    const patterns = refreshed.flatMap((r) => ('pattern' in r ? [r.pattern] : []));
    for (const path of [
      '/orders/41/invitable-employees',
      '/orders/41/current-crew',
      '/orders/41/detail',
    ])
      expect(patterns.some((pattern) => pattern.test(path))).toBe(true);
    expect(patterns).toHaveLength(3);
    // Without the member it names, nothing.
    expect(
      refreshesFor('branch', CHANGE_EVENTS.memberTimeOffChanged, { id: 7, branch_id: 2 }),
    ).toEqual([]);
  });

  it("a member added, edited or removed by someone else: the branch's team lists (and counts), the member's record, the pickers", () => {
    const refreshed = refreshesFor('branch', CHANGE_EVENTS.employeeChanged, {
      id: 13,
      branch_id: 2,
    });
    const plain = refreshed.filter((r) => !('pattern' in r)).map((r) => (r as unknown[])[0]);
    expect(plain).toEqual(
      expect.arrayContaining(['/company-branches/2/employees', '/employees/13']),
    );
    const patterns = refreshed.flatMap((r) => ('pattern' in r ? [r.pattern] : []));
    expect(patterns.some((p) => p.test('/orders/41/invitable-employees'))).toBe(true);
    expect(refreshesFor('branch', CHANGE_EVENTS.employeeChanged, { id: 13 })).toEqual([]);
    // Only on branch channels.
    expect(refreshesFor('user', CHANGE_EVENTS.employeeChanged, { id: 13, branch_id: 2 })).toEqual(
      [],
    );
  });

  it("another manager's roster change on the branch channel: what one's own change refreshes", () => {
    const favourite = { id: 3, helper_id: 17, branch_id: 2, status: 'favourite' };
    expect(refreshesFor('branch', CHANGE_EVENTS.rosterChanged, favourite)).toEqual(
      uniqueRefreshes(CHANGES.roster({ blocked: false })),
    );
    const blocked = refreshesFor('branch', CHANGE_EVENTS.rosterChanged, {
      ...favourite,
      status: 'blocked',
    });
    expect(blocked).toEqual(uniqueRefreshes(CHANGES.roster({ blocked: true })));
    // A block withdrew her invitations and applications: the order views refresh too.
    expect(blocked.length).toBeGreaterThan(
      uniqueRefreshes(CHANGES.roster({ blocked: false })).length,
    );
    expect(keys('branch', CHANGE_EVENTS.rosterChanged, favourite)).toContain('/company-roster');
    expect(
      refreshesFor('branch', CHANGE_EVENTS.rosterChanged, { ...favourite, status: 1 }),
    ).toEqual([]);
    // Only on branch channels: the roster is the company's.
    expect(refreshesFor('user', CHANGE_EVENTS.rosterChanged, favourite)).toEqual([]);
  });

  it("a company renamed, on a helper's or a branch channel: every view that names it (QA 58 M5)", () => {
    const expected = [
      '/company',
      '/helper/company-invitations',
      're:/^\\/helper\\/company-invitations\\/\\d+$/',
      '/helper/outsource-offers',
      're:/^\\/helper\\/outsource-offers\\/\\d+$/',
      '/helper/branch-invitations',
      '/rating/get-rating-with-user-data',
      '/helper/job-counts',
      '/helper/job-search',
      '/helper/calendar',
    ];
    expect(keys('user', CHANGE_EVENTS.companyChanged, { id: 1 })).toEqual(expected);
    expect(keys('branch', CHANGE_EVENTS.companyChanged, { id: 1 })).toEqual(expected);
    expect(keys('user', CHANGE_EVENTS.companyChanged, { name: 'x' })).toEqual([]);
  });

  it('a payload that does not fit, or an event nobody knows, refreshes nothing', () => {
    expect(keys('user', CHANGE_EVENTS.orderInvitationChanged, { id: 'x', order_id: 9 })).toEqual(
      [],
    );
    expect(keys('branch', CHANGE_EVENTS.orderChanged, null)).toEqual([]);
    expect(keys('branch', 'something-else', { id: 1, branch_id: 2 })).toEqual([]);
    // The helper's channel carries no order-changed (her invitations and offers say it).
    expect(keys('user', CHANGE_EVENTS.orderChanged, { id: 1, branch_id: 2 })).toEqual([]);
  });

  it('a burst refreshes each query once, and only the queries it names', async () => {
    const queryClient = new QueryClient();
    const seen: string[] = [];
    const keyOf = (path: string, params?: object) => (params ? [path, params] : [path]);
    const cached = [
      keyOf('/orders/9/current-crew'),
      keyOf('/company-branches/2/orders', { page: 2 }),
      keyOf('/orders/10/current-crew'),
      keyOf('/company-branches/3/orders'),
    ];
    for (const key of cached) {
      queryClient.setQueryData(key, { data: 1 });
      queryClient.getQueryCache().find({ queryKey: key })!.options.queryFn = async () => {
        seen.push(JSON.stringify(key));
        return { data: 2 };
      };
    }
    const listener = refreshListeners.find(
      (l) => l.channel === 'branch' && l.event === CHANGE_EVENTS.orderInvitationChanged,
    )!;
    const payload = { id: 5, order_id: 9, branch_id: 2, status: 'accepted' };
    expect(listener.accept(payload)).toBe(true);
    await listener.apply({ queryClient, userId: 1, activeBranchId: 2 }, [payload, payload]);
    const state = (key: unknown[]) => queryClient.getQueryState(key)!.isInvalidated;
    expect(state(cached[0]!)).toBe(true);
    expect(state(cached[1]!)).toBe(true);
    expect(state(cached[2]!)).toBe(false);
    expect(state(cached[3]!)).toBe(false);
  });
});
