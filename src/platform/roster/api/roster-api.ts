import { useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@/platform/api/cache';
import {
  useListCompanyRoster,
  useRemoveFromRoster,
  useSetRosterStatus,
} from '@/platform/api/generated/endpoints/roster/roster';
import type { RosterStatus } from '@/platform/api/generated/model';

/*
 * The company's roster (7/8, beyond the spec): the calls the shared favourite/block control
 * and the Team's roster tabs use. The only importer of the generated roster calls.
 */

/** One of the company's lists (favourites or blocked), by last name. */
export function useRosterList(status: RosterStatus) {
  return useListCompanyRoster({ status });
}

/**
 * Favourite, block, unfavourite, unblock: one call each. What shows a roster status or leaves
 * blocked helpers out refreshes (platform/api/cache.ts, `roster`); a block also refreshes the
 * order views, since it withdrew her pending invitations.
 */
export function useRosterActions() {
  const queryClient = useQueryClient();
  const set = useSetRosterStatus({
    mutation: {
      onSettled: (_data, _error, { data }) =>
        refreshAfter(queryClient, 'roster', { blocked: data.status === 'blocked' }),
    },
  });
  const remove = useRemoveFromRoster({
    mutation: { onSettled: () => refreshAfter(queryClient, 'roster', {}) },
  });
  return {
    mark: (helperId: number, status: RosterStatus) =>
      set.mutateAsync({ helperId, data: { status } }),
    clear: (helperId: number) => remove.mutateAsync({ helperId }),
    pending: set.isPending || remove.isPending,
  };
}
