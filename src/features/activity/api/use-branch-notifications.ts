import { useInfiniteQuery } from '@tanstack/react-query';
import {
  getListBranchNotificationsQueryKey,
  listBranchNotifications,
  useGetBranchNotificationsCount,
} from '@/platform/api/generated/endpoints/notifications/notifications';
import type { ListBranchNotificationsType, Notification } from '@/platform/api/generated/model';

/** The first of each id, in order. */
function distinct(items: Notification[]): Notification[] {
  const seen = new Set<number>();
  return items.filter((n) => !seen.has(n.id) && seen.add(n.id) !== undefined);
}

/**
 * The branch's notifications, paged: a page beyond the first is appended to the list,
 * page 1 replaces it (spec section 4) — an infinite query does exactly that.
 */
export function useBranchNotifications(branchId: number, type: ListBranchNotificationsType = '') {
  return useInfiniteQuery({
    queryKey: [...getListBranchNotificationsQueryKey(branchId, { type }), 'infinite'],
    queryFn: ({ pageParam, signal }) =>
      listBranchNotifications(branchId, { page: pageParam, type }, undefined, signal),
    initialPageParam: 1,
    // Pages are offsets into a list that grows at the top: pushed notifications shift older
    // ones down. The next page is the one after the rows already held (not the last page's
    // number plus one), so "Load more" after a burst of pushes brings rows not yet shown.
    getNextPageParam: (last, pages) => {
      const held = distinct(pages.flatMap((p) => p.data.data)).length;
      const total = Math.max(...pages.map((p) => p.data.total));
      if (held >= total || last.data.data.length === 0) return undefined;
      return Math.floor(held / last.data.per_page) + 1;
    },
    enabled: branchId > 0,
    // Pages are offsets: after pushes went to the top, the next page repeats rows already
    // shown, so keep the first of each id. Pushes raise page 1's total; take the largest.
    select: (data) => ({
      items: distinct(data.pages.flatMap((p) => p.data.data)),
      total: Math.max(0, ...data.pages.map((p) => p.data.total)),
    }),
  });
}

export function useUnreadCount(branchId: number): number {
  const query = useGetBranchNotificationsCount(branchId, { query: { enabled: branchId > 0 } });
  return query.data?.data.unread_count ?? 0;
}
