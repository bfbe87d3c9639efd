import { GONE_IS_DONE_META, SAID_BY_PAGE_META } from '@/platform/api/query-client';
import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshAfter } from '@/platform/api/cache';
import {
  useCancelOrderInvitationByCompany,
  useEditOrderInvitations,
  useGetOrderCard,
  useGetOrderCurrentCrew,
  useGetOrderInvitableEmployees,
  useInviteEmployeeToOrder,
} from '@/platform/api/generated/endpoints/orders/orders';
import type { CrewMember, GetOrderInvitableEmployeesParams } from '@/platform/api/generated/model';
import { useFallbackPolling } from '@/platform/realtime';

const hasPending = (crew: CrewMember[] | undefined) =>
  crew?.some((m) => m.invitation_status === 'pending') ?? false;

export function useOrderCard(orderId: number) {
  // The crew page shows its 404 itself (Job not found), as its crew and people lists show
  // theirs (the order's 404 met again: not toasted, QA helper-97).
  return useGetOrderCard(orderId, { query: { meta: SAID_BY_PAGE_META } });
}

/**
 * Answers to the crew's invitations arrive as pushed events (platform/realtime's refresh
 * table refetches the crew); only while the socket is down, and someone is pending, is the
 * crew polled (slowly).
 */
export function useCurrentCrew(orderId: number) {
  const fallback = useFallbackPolling();
  return useGetOrderCurrentCrew(orderId, {
    query: {
      meta: SAID_BY_PAGE_META,
      refetchInterval: (query) =>
        fallback && hasPending(query.state.data?.data) ? fallback : false,
    },
  });
}

/** Filtering asks the server (position, name); the old rows stay while the new ones load. */
export function useInvitableEmployees(orderId: number, params: GetOrderInvitableEmployeesParams) {
  return useGetOrderInvitableEmployees(orderId, params, {
    query: { meta: SAID_BY_PAGE_META, placeholderData: keepPreviousData },
  });
}

/**
 * After an action, whether it worked or not: a refusal (422) usually means this page was
 * behind (the order closed, someone answered), so it loads the truth as well.
 */
function refreshAfterAction(queryClient: QueryClient, orderId: number) {
  return refreshAfter(queryClient, 'crew', { orderId });
}

/**
 * When the polled crew changes by itself (a helper answered), the card and the lists follow.
 * The first load is not a change.
 */
export function useFollowCrewChanges(orderId: number, crew: CrewMember[] | undefined) {
  const queryClient = useQueryClient();
  const signature = crew?.map((m) => `${m.invitation_id}:${m.invitation_status}`).join(',');
  const last = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (signature === undefined) return;
    if (last.current !== undefined && last.current !== signature) {
      // What depends on the crew follows; a fetch already under way is joined, not restarted.
      void refreshAfter(queryClient, 'crewDependents', { orderId }, { cancelRefetch: false });
    }
    last.current = signature;
  }, [queryClient, orderId, signature]);
}

export function useInviteEmployees(orderId: number) {
  const queryClient = useQueryClient();
  return useInviteEmployeeToOrder({
    mutation: { onSettled: () => refreshAfterAction(queryClient, orderId) },
  });
}

export function useEditInvitations(orderId: number) {
  const queryClient = useQueryClient();
  return useEditOrderInvitations({
    mutation: { onSettled: () => refreshAfterAction(queryClient, orderId) },
  });
}

/**
 * Cancel-by-company. `goneIsDone`: a row's own Cancel invitation / Remove from crew, whose
 * invitation deleted meanwhile (with its order: a 404) is done, not an error (its caller says
 * so, "Already gone is done"); a Replace's release is not (its replacement is not sent).
 */
export function useCancelInvitation(orderId: number, { goneIsDone = false } = {}) {
  const queryClient = useQueryClient();
  return useCancelOrderInvitationByCompany({
    mutation: {
      onSettled: () => refreshAfterAction(queryClient, orderId),
      meta: goneIsDone ? GONE_IS_DONE_META : undefined,
    },
  });
}
