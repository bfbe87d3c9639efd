import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshAfter } from './cache';

/* The roster's row of the refresh table (7/8). */

const KEYS: QueryKey[] = [
  ['/company-roster', { status: 'favourite' }],
  ['/company-branches/1/employees', { page: 1 }],
  ['/company-branches/2/employees', { page: 1 }],
  ['/employees/5'],
  ['/company-branches/1/search-helpers-globally', { search: 'a' }],
  ['/company-branches/2/search', { search: 'a' }],
  ['/orders/7/invitable-employees', { position: 1 }],
  ['/orders/7/current-crew'],
  ['/company-branches/1/orders', { page: 1 }],
  ['/company-branches/1/helper-branch-invitations', { page: 1 }],
  ['/helper/company-invitations', { page: 1 }],
];

async function staleAfter(params: { blocked?: boolean }) {
  const queryClient = new QueryClient();
  for (const key of KEYS) queryClient.setQueryData(key, { data: null });
  await refreshAfter(queryClient, 'roster', params);
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.isInvalidated)
    .map((q) => q.queryKey[0]);
}

describe('cache refresh: the roster (7/8)', () => {
  it("a favourite: the roster, every branch's members, searches and crew pickers, not the orders", async () => {
    expect(await staleAfter({})).toEqual([
      '/company-roster',
      '/company-branches/1/employees',
      '/company-branches/2/employees',
      '/employees/5',
      '/company-branches/1/search-helpers-globally',
      '/company-branches/2/search',
      '/orders/7/invitable-employees',
    ]);
  });

  it('a block: also the order views and branch invitations (her pending ones were withdrawn)', async () => {
    const stale = await staleAfter({ blocked: true });
    expect(stale).toEqual(
      expect.arrayContaining([
        '/orders/7/current-crew',
        '/company-branches/1/orders',
        '/company-branches/1/helper-branch-invitations',
      ]),
    );
    expect(stale).not.toContain('/helper/company-invitations');
  });
});
