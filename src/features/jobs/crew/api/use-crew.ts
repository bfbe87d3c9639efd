import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import {
  getGetOrderCardQueryKey,
  getGetOrderCurrentCrewQueryKey,
  getGetOrderDetailQueryKey,
  getGetOrderInvitableEmployeesQueryKey,
  getGetOrderQueryKey,
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
  return useGetOrderCard(orderId);
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
      refetchInterval: (query) =>
        fallback && hasPending(query.state.data?.data) ? fallback : false,
    },
  });
}

/** Filtering asks the server (position, name); the old rows stay while the new ones load. */
export function useInvitableEmployees(orderId: number, params: GetOrderInvitableEmployeesParams) {
  return useGetOrderInvitableEmployees(orderId, params, {
    query: { placeholderData: keepPreviousData },
  });
}

/**
 * What depends on an order's crew besides the crew itself: its card (status, counts), the
 * invitable lists (a rejected helper comes back there), its detail and form data, and every
 * branch's order lists, counts and calendar (generated keys start with the call's path;
 * inactive ones are only marked stale). `cancelRefetch: false` joins a fetch already under
 * way instead of starting it again, so a crew change seen right after an action's own
 * refresh costs nothing more.
 */
function refreshCrewDependents(queryClient: QueryClient, orderId: number) {
  const options = { cancelRefetch: false };
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetOrderCardQueryKey(orderId) }, options),
    queryClient.invalidateQueries(
      { queryKey: getGetOrderInvitableEmployeesQueryKey(orderId) },
      options,
    ),
    queryClient.invalidateQueries({ queryKey: getGetOrderDetailQueryKey(orderId) }, options),
    queryClient.invalidateQueries({ queryKey: getGetOrderQueryKey(orderId) }, options),
    queryClient.invalidateQueries(
      {
        predicate: (query) =>
          typeof query.queryKey[0] === 'string' &&
          /^\/company-branches\/\d+\/orders(\/|$)/.test(query.queryKey[0]),
      },
      options,
    ),
  ]);
}

/**
 * After an action, whether it worked or not: a refusal (422) usually means this page was
 * behind (the order closed, someone answered), so it loads the truth as well.
 */
function refreshAfterAction(queryClient: QueryClient, orderId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetOrderCurrentCrewQueryKey(orderId) }),
    refreshCrewDependents(queryClient, orderId),
  ]);
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
      void refreshCrewDependents(queryClient, orderId);
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

export function useCancelInvitation(orderId: number) {
  const queryClient = useQueryClient();
  return useCancelOrderInvitationByCompany({
    mutation: { onSettled: () => refreshAfterAction(queryClient, orderId) },
  });
}
