import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { refetchIfInFlight, refreshAfter, setPagedData } from '@/platform/api/cache';
import { getListCompanyBranchesQueryKey } from '@/platform/api/generated/endpoints/branches/branches';
import {
  getGetBranchNotificationsCountQueryKey,
  getListBranchNotificationsQueryKey,
} from '@/platform/api/generated/endpoints/notifications/notifications';
import type {
  BranchListResponse,
  ListBranchNotificationsType,
  Notification,
  NotificationPageResponse,
  NotificationsCountResponse,
} from '@/platform/api/generated/model';

/** The query keys of the activity feed: one infinite list per filter, and the count. */
export const feedKey = (branchId: number, type: ListBranchNotificationsType) =>
  [...getListBranchNotificationsQueryKey(branchId, { type }), 'infinite'] as const;
export const countKey = (branchId: number) => getGetBranchNotificationsCountQueryKey(branchId);
export const feedPrefix = (branchId: number) => getListBranchNotificationsQueryKey(branchId);

type Feed = InfiniteData<NotificationPageResponse, unknown>;

function withUnreadCount(
  old: NotificationsCountResponse | undefined,
  unread: number,
): NotificationsCountResponse {
  return old
    ? { ...old, data: { unread_count: unread } }
    : { data: { unread_count: unread }, message: '', errors: {}, success: true };
}

/**
 * Spec section 4: a pushed notification goes to the top and the unread count is replaced.
 * Takes a batch (oldest first) so a burst costs one cache write per query.
 */
export function applyPushedNotifications(
  queryClient: QueryClient,
  activeBranchId: number,
  batch: ReadonlyArray<{ notification: Notification; unread_count: number }>,
): void {
  const active = batch.filter((p) => p.notification.branch_id === activeBranchId);
  // Every branch's latest unread count goes to the branch list (the switcher shows them).
  const counts = new Map<number, number>();
  for (const p of batch) counts.set(p.notification.branch_id, p.unread_count);
  setBranchUnreadCounts(queryClient, counts);
  if (counts.size) refetchIfInFlight(queryClient, getListCompanyBranchesQueryKey());
  const last = active[active.length - 1];
  if (!last) return;
  refetchIfInFlight(queryClient, countKey(activeBranchId));
  refetchIfInFlight(queryClient, feedPrefix(activeBranchId));
  queryClient.setQueryData<NotificationsCountResponse>(countKey(activeBranchId), (old) =>
    withUnreadCount(old, last.unread_count),
  );
  const newestFirst = active.map((p) => p.notification).reverse();
  for (const type of ['', 'unread'] as const) {
    // Kept through a "Load more" under way (setPagedData); a row already there stays as is.
    setPagedData<Feed>(queryClient, feedKey(activeBranchId, type), (old) => {
      const first = old?.pages[0];
      if (!old || !first) return old;
      const known = new Set(old.pages.flatMap((p) => p.data.data.map((n) => n.id)));
      const fresh = newestFirst.filter((n) => !known.has(n.id) && (type === '' || !n.is_read));
      if (!fresh.length) return old;
      const page = {
        ...first,
        data: {
          ...first.data,
          data: [...fresh, ...first.data.data],
          total: first.data.total + fresh.length,
        },
      };
      return { ...old, pages: [page, ...old.pages.slice(1)] };
    });
  }
}

/** Writes unread counts into the cached branch list (the branch switcher's figures). */
export function setBranchUnreadCounts(
  queryClient: QueryClient,
  counts: ReadonlyMap<number, number>,
): void {
  if (!counts.size) return;
  queryClient.setQueryData<BranchListResponse>(getListCompanyBranchesQueryKey(), (old) =>
    old
      ? {
          ...old,
          data: old.data.map((b) =>
            counts.has(b.id) ? { ...b, unread_notifications_count: counts.get(b.id)! } : b,
          ),
        }
      : old,
  );
}

/**
 * Marks one notification read in every cached feed (all and unread: an item read under one
 * filter shows read under the other) and sets the count, here and in the branch list.
 */
export function applyRead(
  queryClient: QueryClient,
  branchId: number,
  notificationId: number,
  unreadCount: number,
): void {
  setUnreadCount(queryClient, branchId, unreadCount);
  for (const type of ['', 'unread'] as const)
    setPagedData<Feed>(queryClient, feedKey(branchId, type), (old) =>
      old
        ? {
            ...old,
            pages: old.pages.map((p) => ({
              ...p,
              data: {
                ...p.data,
                data: p.data.data.map((n) =>
                  n.id === notificationId ? { ...n, is_read: true } : n,
                ),
              },
            })),
          }
        : old,
    );
}

/** Sets a branch's unread count, in its count query and in the branch list. */
export function setUnreadCount(queryClient: QueryClient, branchId: number, unread: number): void {
  queryClient.setQueryData<NotificationsCountResponse>(countKey(branchId), (old) =>
    withUnreadCount(old, unread),
  );
  setBranchUnreadCounts(queryClient, new Map([[branchId, unread]]));
}

/**
 * After a (re)subscription (Pusher does not replay) or a read made elsewhere: the feed, the
 * count and the branch list's counts again — refetched in place, never reset, so the pages
 * the user loaded stay (and no skeleton flashes).
 */
export function refreshFeed(queryClient: QueryClient, branchId: number): Promise<void> {
  return refreshAfter(queryClient, 'feed', { branchId });
}

/**
 * A notification about an order (an invitation answered, a crew formed, an application) means
 * the order changed: whatever is cached of it, and the lists and counts of its branch, are
 * refetched (active queries at once, the rest when next shown), so the job lists, the crew
 * page and an offer's applications follow the other side live.
 */
export function invalidateNotifiedOrders(
  queryClient: QueryClient,
  batch: ReadonlyArray<{ notification: Notification }>,
): void {
  const orderIds = new Set<number>();
  const branchIds = new Set<number>();
  // 7/8: a helper rated the company: its rating page follows live.
  if (batch.some(({ notification }) => notification.kind === 'company_rated'))
    void refreshAfter(queryClient, 'companyRating', {});
  for (const { notification } of batch) {
    if (notification.order_id == null) continue;
    orderIds.add(notification.order_id);
    branchIds.add(notification.branch_id);
  }
  if (!orderIds.size) return;
  void refreshAfter(queryClient, 'notifiedOrders', {
    orderIds: [...orderIds],
    branchIds: [...branchIds],
  });
}
