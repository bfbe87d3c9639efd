import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@/platform/api/cache';
import {
  getGetBranchOrdersCountQueryOptions,
  getListBranchOrderHistoryQueryOptions,
  getListBranchOrdersQueryOptions,
  useCancelOrder,
  useCompleteOrder,
  useDeleteOrder,
  useGetBranchOrdersCount,
  useListBranchOrderHistory,
  useListBranchOrders,
  useRateCrewMember,
} from '@/platform/api/generated/endpoints/orders/orders';
import type { OrderSort } from '@/platform/api/generated/model';
import {
  CREW_INCOMPLETE_FILTER,
  statusFilterParam,
  type OrderStatusGroup,
} from '@/platform/orders';
import { AHEAD_META, GONE_IS_DONE_META } from '@/platform/api/query-client';
import { tabCount } from '@/platform/ui';
import { PAGINATION_DEFAULTS } from '@/platform/widgets/paginate';
import { readListParams } from '../use-list-params';

/** Spec section 9: order cards and history come 5 to a page. */
export const ORDER_PAGE_SIZE = PAGINATION_DEFAULTS.size;

/** Contract: not formed lists default to recently updated; formed lists go by start time. */
export const DEFAULT_SORT: Record<OrderStatusGroup, OrderSort> = {
  'not-formed': '-updated_at',
  formed: 'start_at',
};

export type OrderListQuery = {
  group: OrderStatusGroup;
  page: number;
  sort: OrderSort;
  startingSoon: boolean;
};

/** The list call's parameters: the tab's status filter, page, and its sort or filter. */
function orderListParams(q: OrderListQuery) {
  return {
    page: q.page,
    per_page: ORDER_PAGE_SIZE,
    'filter[status]': statusFilterParam(q.group),
    sort: q.sort,
    ...(q.startingSoon ? { 'filter[starting_soon]': 1 as const } : {}),
  };
}

/** One page of a tab's active orders, with the tab's status filter and its sort or filter. */
export function useOrderList(branchId: number, q: OrderListQuery, enabled = true) {
  return useListBranchOrders(
    branchId,
    orderListParams(q),
    // The page shown stays while the next page, sort or filter loads (no flash of skeletons).
    { query: { enabled: enabled && branchId > 0, placeholderData: keepPreviousData } },
  );
}

const historyParams = (page: number) => ({ page, per_page: ORDER_PAGE_SIZE });
const countParams = (group: OrderStatusGroup) => ({ 'filter[status]': statusFilterParam(group) });

export function useOrderHistory(branchId: number, page: number, enabled = true) {
  return useListBranchOrderHistory(branchId, historyParams(page), {
    query: { enabled: enabled && branchId > 0, placeholderData: keepPreviousData },
  });
}

/**
 * The tab counts: active orders per status group, and the history's total (history page 1,
 * the same query the History tab shows first, so it is fetched once).
 */
export function useTabCounts(branchId: number) {
  const notFormed = useGetBranchOrdersCount(branchId, countParams('not-formed'));
  const formed = useGetBranchOrdersCount(branchId, countParams('formed'));
  const history = useOrderHistory(branchId, 1);
  return {
    'not-formed': tabCount(notFormed, (d) => d.data.count),
    formed: tabCount(formed, (d) => d.data.count),
    history: tabCount(history, (d) => d.data.total),
  } satisfies Record<OrderStatusGroup | 'history', number | null | undefined>;
}

/**
 * How many jobs under Formed still need people (CREW_INCOMPLETE_FILTER), for Not formed
 * (`enabled`): its empty state counts them. Undefined until known.
 */
export function useCrewsIncomplete(branchId: number, enabled: boolean): number | undefined {
  const query = useGetBranchOrdersCount(
    branchId,
    { 'filter[status]': CREW_INCOMPLETE_FILTER },
    { query: { enabled: enabled && branchId > 0 } },
  );
  return query.data?.data.count;
}

/**
 * What a tab shows first, asked for ahead of its render (a reload): its page of orders (the
 * URL's page, sort and filter) or of history, and the tab counts.
 */
export function prefetchJobTab(
  queryClient: QueryClient,
  branchId: number,
  tab: OrderStatusGroup | 'history',
  search: string,
) {
  const ahead = { meta: AHEAD_META };
  const group = tab === 'history' ? 'not-formed' : tab;
  const { page, sort, startingSoon } = readListParams(
    new URLSearchParams(search),
    DEFAULT_SORT[group],
  );
  if (tab !== 'history') {
    const list = orderListParams({ group, page, sort, startingSoon });
    void queryClient.prefetchQuery({
      ...getListBranchOrdersQueryOptions(branchId, list),
      ...ahead,
    });
  } else if (page !== 1) {
    const history = getListBranchOrderHistoryQueryOptions(branchId, historyParams(page));
    void queryClient.prefetchQuery({ ...history, ...ahead });
  }
  // The counts: both groups' and history page 1's total.
  for (const g of ['not-formed', 'formed'] as const)
    void queryClient.prefetchQuery({
      ...getGetBranchOrdersCountQueryOptions(branchId, countParams(g)),
      ...ahead,
    });
  void queryClient.prefetchQuery({
    ...getListBranchOrderHistoryQueryOptions(branchId, historyParams(1)),
    ...ahead,
  });
}

/** The three order actions of the lists; each refreshes counts and lists once answered. */
export function useOrderActions(branchId: number) {
  const queryClient = useQueryClient();
  // After delete, cancel or complete: the branch's lists and counts, and the order's views;
  // after a refusal too, which may say the order went meanwhile (deleted, or closed by someone
  // else: its card must not stay, offering the same refusal again, should its push be missed).
  const settled = (orderId: number, rated = false) =>
    refreshAfter(queryClient, 'order', { branchId, orderId, rated });
  const onSettled = (_: unknown, __: unknown, variables: { id: number }) => settled(variables.id);
  return {
    // A job deleted first elsewhere (404) is a delete done, not an error (DeleteOrderDialog).
    remove: useDeleteOrder({ mutation: { onSettled, meta: GONE_IS_DONE_META } }),
    cancel: useCancelOrder({ mutation: { onSettled } }),
    // A crew rating also moves each rated helper's "★ 4.5 (8)" and her reviews, which no push
    // brings to this tab (the server leaves out the caller's own socket).
    complete: useCompleteOrder({
      mutation: { onSettled: (_, __, { id, data }) => settled(id, data.crew_rating != null) },
    }),
  };
}

/**
 * The company rates one crew member of a completed order (7/8): afterwards the order's views
 * and lists, and the helpers' ratings and reviews (her "★ 4.5 (8)", "Reviews of …"), which no
 * push brings to this tab (the server leaves out the caller's own socket).
 */
export function useRateCrewMemberAction(branchId: number) {
  const queryClient = useQueryClient();
  return useRateCrewMember({
    mutation: {
      onSettled: (_, __, { id }) =>
        refreshAfter(queryClient, 'order', { branchId, orderId: id, rated: true }),
    },
  });
}
