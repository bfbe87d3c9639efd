import { useQueryClient } from '@tanstack/react-query';
import { refreshAfter } from '@/platform/api/cache';
import { GONE_IS_DONE_META } from '@/platform/api/query-client';
import {
  useCancelOrderInvitationByCompany,
  useGetBranchDispatchDay,
  useInviteEmployeeToOrder,
} from '@/platform/api/generated/endpoints/orders/orders';
import { useFallbackPolling } from '@/platform/realtime';

/**
 * The board's day (getBranchDispatchDay). Answers to invitations arrive as pushed events (the
 * refresh table in platform/api/cache.ts refetches it); only while the socket is down is it
 * polled.
 */
export function useDispatchDay(branchId: number, date: string) {
  const fallback = useFallbackPolling();
  return useGetBranchDispatchDay(
    branchId,
    { date },
    { query: { refetchInterval: fallback || false, placeholderData: (previous) => previous } },
  );
}

/** Invite one person to a job (the spec's invite-employee call). */
export function useInviteToJob() {
  const queryClient = useQueryClient();
  return useInviteEmployeeToOrder({
    mutation: {
      onSettled: (_data, _error, { id }) => refreshAfter(queryClient, 'crew', { orderId: id }),
    },
  });
}

/**
 * Withdraw an invitation (cancel-by-company); the job it was for refreshes either way. A move
 * names the invitation made in its place (`movedTo`), so she is told where she went. A Cancel
 * invitation (no move) whose invitation went with its job meanwhile (a 404) is done, not an
 * error to toast (GONE_IS_DONE_META; its dialog says so, "Already gone is done").
 */
export function useCancelJobInvitation() {
  const queryClient = useQueryClient();
  const mutation = useCancelOrderInvitationByCompany();
  const single = useCancelOrderInvitationByCompany({ mutation: { meta: GONE_IS_DONE_META } });
  const cancel = async (invitationId: number, orderId: number, movedTo?: number) => {
    try {
      return await (movedTo === undefined ? single : mutation).mutateAsync({
        id: invitationId,
        data: movedTo === undefined ? {} : { moved_to_invitation_id: movedTo },
      });
    } finally {
      void refreshAfter(queryClient, 'crew', { orderId });
    }
  };
  return { cancel, isPending: mutation.isPending || single.isPending };
}
