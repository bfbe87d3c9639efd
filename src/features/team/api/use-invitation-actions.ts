import { useQueryClient } from '@tanstack/react-query';
import {
  useCancelBranchInvitationByCompany,
  useInviteHelperToBranch,
} from '@/platform/api/generated/endpoints/team/team';
import { isNotFound } from '@/platform/api/api-error';
import { refreshAfter } from '@/platform/api/cache';

/**
 * Invites a marketplace helper; the requested list, its count and the search rows refetch.
 * A 404: she deleted her account since the search was read. The row on screen says so (Find
 * helpers), and the searches are read again, without her, when next shown.
 */
export function useInviteHelper(branchId: number) {
  const queryClient = useQueryClient();
  return useInviteHelperToBranch({
    mutation: {
      onSuccess: () => refreshAfter(queryClient, 'teamMembers', { branchId }),
      onError: (error) => {
        if (isNotFound(error))
          void refreshAfter(queryClient, 'teamMembers', { branchId }, { refetch: 'later' });
      },
    },
  });
}

/** Withdraws a pending invitation; the same views refetch. */
export function useCancelHelperInvitation(branchId: number) {
  const queryClient = useQueryClient();
  return useCancelBranchInvitationByCompany({
    mutation: { onSuccess: () => refreshAfter(queryClient, 'teamMembers', { branchId }) },
  });
}
