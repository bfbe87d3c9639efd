import type { InfiniteData, QueryClient } from '@tanstack/react-query';
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

type Feed = InfiniteData<NotificationPageResponse, number>;

function withUnreadCount(old: NotificationsCountResponse | undefined, unread: number): NotificationsCountResponse {
  return old
    ? { ...old, data: { unread_count: unread } }
    : { data: { unread_count: unread }, message: '', errors: {}, success: true };
}

/** Spec section 4: a pushed notification goes to the top and the unread count is replaced. */
export function applyPushedNotification(
  queryClient: QueryClient,
  activeBranchId: number,
  notification: Notification,
  unreadCount: number,
): 'active' | 'other' {
  if (notification.branch_id !== activeBranchId) {
    // Another branch: keep its unread count for the branch switcher.
    queryClient.setQueryData<BranchListResponse>(getListCompanyBranchesQueryKey(), (old) =>
      old
        ? {
            ...old,
            data: old.data.map((b) =>
              b.id === notification.branch_id ? { ...b, unread_notifications_count: unreadCount } : b,
            ),
          }
        : old,
    );
    return 'other';
  }
  queryClient.setQueryData<NotificationsCountResponse>(countKey(activeBranchId), (old) => withUnreadCount(old, unreadCount));
  for (const type of ['', 'unread'] as const) {
    if (type === 'unread' && notification.is_read) continue;
    queryClient.setQueryData<Feed>(feedKey(activeBranchId, type), (old) => {
      const first = old?.pages[0];
      if (!old || !first) return old;
      if (old.pages.some((p) => p.data.data.some((n) => n.id === notification.id))) return old;
      const page = { ...first, data: { ...first.data, data: [notification, ...first.data.data], total: first.data.total + 1 } };
      return { ...old, pages: [page, ...old.pages.slice(1)] };
    });
  }
  return 'active';
}

/** Marks one notification read in every cached feed page and sets the count. */
export function applyRead(queryClient: QueryClient, branchId: number, notificationId: number, unreadCount: number): void {
  queryClient.setQueryData<NotificationsCountResponse>(countKey(branchId), (old) => withUnreadCount(old, unreadCount));
  queryClient.setQueryData<Feed>(feedKey(branchId, ''), (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((p) => ({
            ...p,
            data: { ...p.data, data: p.data.data.map((n) => (n.id === notificationId ? { ...n, is_read: true } : n)) },
          })),
        }
      : old,
  );
}

/** After a reconnect (Pusher does not replay) or a read elsewhere: page 1 and the count again. */
export async function refetchFirstPage(queryClient: QueryClient, branchId: number): Promise<void> {
  await Promise.all([
    queryClient.resetQueries({ queryKey: feedPrefix(branchId) }),
    queryClient.invalidateQueries({ queryKey: countKey(branchId) }),
  ]);
}
