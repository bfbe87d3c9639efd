import type { QueryClient } from '@tanstack/react-query';

/**
 * After a job is created or saved: every list, count, history and calendar page of its branch
 * (keys starting with /company-branches/{id}/orders) and every view of the order itself
 * (/orders/{id}, /orders/{id}/card, ...) refetch when next shown.
 */
export function invalidateOrderQueries(
  queryClient: QueryClient,
  branchId: number,
  orderId?: number,
): Promise<void> {
  const branchPrefix = `/company-branches/${branchId}/orders`;
  const orderKey = orderId === undefined ? undefined : `/orders/${orderId}`;
  return queryClient.invalidateQueries({
    predicate: ({ queryKey: [first] }) =>
      typeof first === 'string' &&
      (first === branchPrefix ||
        first.startsWith(`${branchPrefix}/`) ||
        (orderKey !== undefined && (first === orderKey || first.startsWith(`${orderKey}/`)))),
  });
}
