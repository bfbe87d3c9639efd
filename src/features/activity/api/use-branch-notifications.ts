import { useInfiniteQuery } from '@tanstack/react-query';
import {
  getListBranchNotificationsQueryKey,
  listBranchNotifications,
  useGetBranchNotificationsCount,
} from '@/platform/api/generated/endpoints/notifications/notifications';
import type { ListBranchNotificationsType } from '@/platform/api/generated/model';

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
    getNextPageParam: (last) =>
      last.data.current_page < last.data.last_page ? last.data.current_page + 1 : undefined,
    enabled: branchId > 0,
    // Pages are offsets: after pushes went to the top, the next page repeats rows already
    // shown, so keep the first of each id. Pushes raise page 1's total; take the largest.
    select: (data) => {
      const seen = new Set<number>();
      const items = data.pages
        .flatMap((p) => p.data.data)
        .filter((n) => !seen.has(n.id) && seen.add(n.id) !== undefined);
      return { items, total: Math.max(0, ...data.pages.map((p) => p.data.total)) };
    },
  });
}

export function useUnreadCount(branchId: number): number {
  const query = useGetBranchNotificationsCount(branchId, { query: { enabled: branchId > 0 } });
  return query.data?.data.unread_count ?? 0;
}
