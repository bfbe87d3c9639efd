import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Everything an outsourcing action can change: the branch's offer lists, the offer itself,
 * its applications, and the branch's orders (an accepted helper joins the crew and moves the
 * order's status). Invalidated, not reset, so pages a user holds refetch in place.
 */
function touchedByOutsourcing(branchId: number) {
  return (query: Query) => {
    const key = query.queryKey[0];
    if (typeof key !== 'string') return false;
    return (
      key.startsWith('/company-outsource/') ||
      key.startsWith(`/company-branches/${branchId}/outsource-offers`) ||
      key.startsWith(`/company-branches/${branchId}/orders`) ||
      key.startsWith('/orders/')
    );
  };
}

export function useRefreshOutsourcing(branchId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ predicate: touchedByOutsourcing(branchId) }),
    [queryClient, branchId],
  );
}
