import { useQueryClient } from '@tanstack/react-query';
import {
  useCancelBranchInvitationByCompany,
  useInviteHelperToBranch,
} from '@/platform/api/generated/endpoints/team/team';
import { refreshAfter } from '@/platform/api/cache';

/** Invites a marketplace helper; the requested list, its count and the search rows refetch. */
export function useInviteHelper(branchId: number) {
  const queryClient = useQueryClient();
  return useInviteHelperToBranch({
    mutation: { onSuccess: () => refreshAfter(queryClient, 'teamMembers', { branchId }) },
  });
}

/** Withdraws a pending invitation; the same views refetch. */
export function useCancelHelperInvitation(branchId: number) {
  const queryClient = useQueryClient();
  return useCancelBranchInvitationByCompany({
    mutation: { onSuccess: () => refreshAfter(queryClient, 'teamMembers', { branchId }) },
  });
}
