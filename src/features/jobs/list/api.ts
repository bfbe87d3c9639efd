import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  useCancelOrder,
  useCompleteOrder,
  useDeleteOrder,
  useGetBranchOrdersCount,
  useListBranchOrderHistory,
  useListBranchOrders,
} from '@/platform/api/generated/endpoints/orders/orders';
import type { OrderSort } from '@/platform/api/generated/model';
import { statusFilterParam, type OrderStatusGroup } from '@/platform/orders';
import { PAGINATION_DEFAULTS } from '@/platform/widgets/paginate';

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

/** One page of a tab's active orders, with the tab's status filter and its sort or filter. */
export function useOrderList(branchId: number, q: OrderListQuery, enabled = true) {
  return useListBranchOrders(
    branchId,
    {
      page: q.page,
      per_page: ORDER_PAGE_SIZE,
      'filter[status]': statusFilterParam(q.group),
      sort: q.sort,
      ...(q.startingSoon ? { 'filter[starting_soon]': 1 as const } : {}),
    },
    // The page shown stays while the next page, sort or filter loads (no flash of skeletons).
    { query: { enabled: enabled && branchId > 0, placeholderData: keepPreviousData } },
  );
}

export function useOrderHistory(branchId: number, page: number, enabled = true) {
  return useListBranchOrderHistory(
    branchId,
    { page, per_page: ORDER_PAGE_SIZE },
    { query: { enabled: enabled && branchId > 0, placeholderData: keepPreviousData } },
  );
}

/**
 * The tab counts: active orders per status group, and the history's total (history page 1,
 * the same query the History tab shows first, so it is fetched once).
 */
export function useTabCounts(branchId: number) {
  const notFormed = useGetBranchOrdersCount(branchId, {
    'filter[status]': statusFilterParam('not-formed'),
  });
  const formed = useGetBranchOrdersCount(branchId, {
    'filter[status]': statusFilterParam('formed'),
  });
  const history = useOrderHistory(branchId, 1);
  return {
    'not-formed': notFormed.data?.data.count,
    formed: formed.data?.data.count,
    history: history.data?.data.total,
  } satisfies Record<OrderStatusGroup | 'history', number | undefined>;
}

/**
 * After delete, cancel or complete: every order query of the branch (lists, counts, history,
 * calendar share the `/company-branches/{id}/orders` prefix) and the order's own queries
 * (`/orders/{id}`, its card and detail) are refetched, so counts and lists agree at once.
 */
export function refreshOrders(queryClient: QueryClient, branchId: number, orderId: number) {
  const branchPrefix = `/company-branches/${branchId}/orders`;
  const orderPrefix = `/orders/${orderId}`;
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const head = queryKey[0];
      if (typeof head !== 'string') return false;
      return (
        head === branchPrefix ||
        head.startsWith(`${branchPrefix}/`) ||
        head === orderPrefix ||
        head.startsWith(`${orderPrefix}/`)
      );
    },
  });
}

/** The three order actions of the lists; each refreshes counts and lists when it succeeds. */
export function useOrderActions(branchId: number) {
  const queryClient = useQueryClient();
  const onSuccess = (_: unknown, variables: { id: number }) =>
    refreshOrders(queryClient, branchId, variables.id);
  return {
    remove: useDeleteOrder({ mutation: { onSuccess } }),
    cancel: useCancelOrder({ mutation: { onSuccess } }),
    complete: useCompleteOrder({ mutation: { onSuccess } }),
  };
}
