import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  listBranchNotifications,
  useGetBranchNotificationsCount,
} from '@/platform/api/generated/endpoints/notifications/notifications';
import type { ListBranchNotificationsType, Notification } from '@/platform/api/generated/model';
import { feedKey } from './cache';

/** The first of each id, in order. */
function distinct(items: Notification[]): Notification[] {
  const seen = new Set<number>();
  return items.filter((n) => !seen.has(n.id) && seen.add(n.id) !== undefined);
}

/**
 * The branch's notifications, paged: a page beyond the first is appended to the list,
 * page 1 replaces it (spec section 4) — an infinite query does exactly that.
 *
 * "Load more" asks for the rows older than the last one held (`before_id`), not for a page
 * number: the list changes under the user (pushes arrive at the top; under the unread
 * filter, rows read since leave it), and page numbers over a changing list repeat or skip
 * rows. A refetch walks the same cursors from page 1, so loaded pages are kept.
 */
export function useBranchNotifications(branchId: number, type: ListBranchNotificationsType = '') {
  return useInfiniteQuery({
    ...branchNotificationsOptions(branchId, type),
    enabled: branchId > 0,
    // A refetch of page 1 may bring a row a later page holds too: keep the first of each id.
    select: (data) => ({
      items: distinct(data.pages.flatMap((p) => p.data.data)),
      total: data.pages[0]?.data.total ?? 0,
    }),
  });
}

/** The feed's query (key, pages, cursors), for the hook and for asking ahead. */
export function branchNotificationsOptions(branchId: number, type: ListBranchNotificationsType) {
  return infiniteQueryOptions({
    queryKey: feedKey(branchId, type),
    queryFn: ({ pageParam, signal }) =>
      listBranchNotifications(
        branchId,
        pageParam ? { type, before_id: pageParam } : { type },
        undefined,
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.data.current_page < last.data.last_page ? last.data.data.at(-1)?.id : undefined,
  });
}

export function useUnreadCount(branchId: number): number {
  const query = useGetBranchNotificationsCount(branchId, { query: { enabled: branchId > 0 } });
  return query.data?.data.unread_count ?? 0;
}
