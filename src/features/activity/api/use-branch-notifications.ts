import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  listBranchNotifications,
  useGetBranchNotificationsCount,
} from '@/platform/api/generated/endpoints/notifications/notifications';
import type {
  ListBranchNotificationsType,
  Notification,
  NotificationPageResponse,
} from '@/platform/api/generated/model';
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
 * "Load more" asks for the spec's `page` (4/8: a server of the spec knows only `page&type`)
 * and also sends our cursor `before_id`, the last row held: the mock (and a provider that
 * adopts it) then answers the rows older than that one, whatever was pushed or read
 * meanwhile. A server that ignores the cursor answers by page number, so the next page is
 * counted from the rows held, pushed ones included: rows pushed at the top shift the
 * server's pages, and counting them keeps a page from being skipped. What repeats is
 * dropped by id (`distinct`).
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
        pageParam.beforeId
          ? { type, page: pageParam.page, before_id: pageParam.beforeId }
          : { type },
        undefined,
        signal,
      ),
    initialPageParam: FIRST_PAGE as FeedPageParam,
    getNextPageParam: nextFeedPage,
  });
}

/** Where the next page of the feed starts: a page number of the spec and our cursor. */
export interface FeedPageParam {
  page: number;
  beforeId?: number;
}
const FIRST_PAGE: FeedPageParam = { page: 1 };

export function nextFeedPage(
  last: NotificationPageResponse,
  pages: NotificationPageResponse[],
): FeedPageParam | undefined {
  const lastRow = last.data.data.at(-1);
  if (last.data.current_page >= last.data.last_page || !lastRow) return undefined;
  const held = distinct(pages.flatMap((p) => p.data.data)).length;
  const perPage = Math.max(1, last.data.per_page);
  // Never ask for a page already asked for, even if one brought nothing new.
  const page = Math.max(Math.floor(held / perPage) + 1, pages.length + 1);
  return { page, beforeId: lastRow.id };
}

export function useUnreadCount(branchId: number): number {
  const query = useGetBranchNotificationsCount(branchId, { query: { enabled: branchId > 0 } });
  return query.data?.data.unread_count ?? 0;
}
