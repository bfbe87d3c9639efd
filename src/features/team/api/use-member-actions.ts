import { useQueryClient } from '@tanstack/react-query';
import {
  useDeleteEmployee,
  useUpdateEmployeePriceStatus,
} from '@/platform/api/generated/endpoints/team/team';
import { isNotFound } from '@/platform/api/api-error';
import { forgetAfter, refreshAfter } from '@/platform/api/cache';
import { GONE_IS_DONE_META } from '@/platform/api/query-client';
import { patchMember } from './team-api';

/**
 * The list's quick edit (status switch, price): the server's copy of the member goes into
 * every loaded page at once, before the switch lets go of its pending state, so the card
 * shows what the server stored.
 */
export function useQuickEditMember() {
  const queryClient = useQueryClient();
  return useUpdateEmployeePriceStatus({
    mutation: {
      onSuccess: (response) => {
        patchMember(queryClient, response.data);
        void refreshAfter(queryClient, 'crewPickers', {});
      },
    },
  });
}

/** A removal that found the member already gone: someone else removed them first. */
export const isAlreadyRemoved = isNotFound;

/**
 * Removes a member; the lists and counts refetch, and the order views (their invitations go).
 * A member someone else removed first (a 404) is a removal done (GONE_IS_DONE_META: no error
 * toast): it refetches the same, and their own page.
 */
export function useRemoveMember(branchId: number) {
  const queryClient = useQueryClient();
  return useDeleteEmployee({
    mutation: {
      meta: GONE_IS_DONE_META,
      onSuccess: async (_, { id }) => {
        await forgetAfter(queryClient, 'removedMember', { id }, { inactiveOnly: true });
        await refreshAfter(queryClient, 'teamMembers', { branchId, orders: true });
      },
      onError: async (error, { id }) => {
        if (!isAlreadyRemoved(error)) return;
        await refreshAfter(queryClient, 'removedMember', { id });
        await refreshAfter(queryClient, 'teamMembers', { branchId, orders: true });
      },
    },
  });
}
