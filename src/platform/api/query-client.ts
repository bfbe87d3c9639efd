import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { isApiError } from './api-error';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) are answers, not glitches: retrying them only repeats the toast.
        retry: (failureCount, error) =>
          failureCount < 1 &&
          !(isApiError(error) && error.status !== undefined && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}

/** Queries that belong to one branch (generated keys start with the call's path). */
export function isBranchScopedKey(key: QueryKey, branchId: number): boolean {
  const path = typeof key[0] === 'string' ? key[0] : '';
  return (
    path.startsWith(`/notifications/branch/${branchId}/`) ||
    path === `/company-branches/${branchId}` ||
    path.startsWith(`/company-branches/${branchId}/`)
  );
}
