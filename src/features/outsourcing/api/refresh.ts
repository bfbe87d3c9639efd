import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshAfter } from '@/platform/api/cache';

/**
 * After an outsourcing action: the offers, their applications and the branch's orders (an
 * accepted helper joins the crew and moves the order's status) refetch in place.
 */
export function useRefreshOutsourcing(branchId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () => refreshAfter(queryClient, 'outsourcing', { branchId }),
    [queryClient, branchId],
  );
}
