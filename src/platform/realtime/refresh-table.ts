import type { InvalidateQueryFilters, QueryKey } from '@tanstack/react-query';
import {
  getGetHelperCompanyInvitationQueryKey,
  getGetHelperJobCountsQueryKey,
  getGetHelperOutsourceOfferQueryKey,
  getListHelperCompanyInvitationsQueryKey,
  getListHelperOutsourceOffersQueryKey,
  getListMyBranchInvitationsQueryKey,
  getSearchHelperJobsQueryKey,
} from '@/platform/api/generated/endpoints/helper-jobs/helper-jobs';
import { getListHelperCalendarQueryKey } from '@/platform/api/generated/endpoints/helper-calendar/helper-calendar';
import {
  getGetBranchOrdersCountQueryKey,
  getGetOrderCardQueryKey,
  getGetOrderCurrentCrewQueryKey,
  getGetOrderDetailQueryKey,
  getGetOrderInvitableEmployeesQueryKey,
  getGetOrderQueryKey,
  getListBranchOrderHistoryQueryKey,
  getListBranchOrdersCalendarQueryKey,
  getListBranchOrdersQueryKey,
} from '@/platform/api/generated/endpoints/orders/orders';
import {
  getGetOutsourceOfferQueryKey,
  getListBranchOutsourceOffersQueryKey,
  getListOutsourceOfferApplicationsQueryKey,
} from '@/platform/api/generated/endpoints/outsourcing/outsourcing';
import {
  getListBranchEmployeesQueryKey,
  getListHelperBranchInvitationsQueryKey,
  getSearchHelpersGloballyQueryKey,
} from '@/platform/api/generated/endpoints/team/team';
import {
  CHANGE_EVENTS,
  isBranchInvitationChanged,
  isOfferApplicationChanged,
  isOrderChanged,
  isOrderInvitationChanged,
  isOutsourceOfferChanged,
} from './events';
import { defineListener, type RealtimeListener } from './listeners';

/**
 * The one table of what a pushed change refreshes, by query key (the generated
 * `get…QueryKey` functions; a key without its parameters matches every page and filter of
 * that call). Queries on screen refetch in place, the rest when next shown; nothing is
 * reset, so loaded pages stay. A new screen that should follow the other side live adds
 * its call here.
 */
export type Refresh = QueryKey | { pattern: RegExp };

/** Every order-scoped call of one order (its page, card, crew, invitable list, details). */
const orderQueries = (orderId: number): QueryKey[] => [
  getGetOrderQueryKey(orderId),
  getGetOrderCardQueryKey(orderId),
  getGetOrderCurrentCrewQueryKey(orderId),
  getGetOrderInvitableEmployeesQueryKey(orderId),
  getGetOrderDetailQueryKey(orderId),
];

/** A branch's job lists, counts, history and calendar, and its offers. */
const branchOrderLists = (branchId: number): QueryKey[] => [
  getListBranchOrdersQueryKey(branchId),
  getGetBranchOrdersCountQueryKey(branchId),
  getListBranchOrderHistoryQueryKey(branchId),
  getListBranchOrdersCalendarQueryKey(branchId),
  getListBranchOutsourceOffersQueryKey(branchId),
];

/** The helper's job lists, counts, search and calendar (both groups share the counts). */
const helperJobLists: QueryKey[] = [
  getGetHelperJobCountsQueryKey(),
  getSearchHelperJobsQueryKey(),
  getListHelperCalendarQueryKey(),
];

/** The path of a generated key with any id in it: `/orders/{id}/invitable-employees`. */
function anyId(keyOf: (id: number) => QueryKey): { pattern: RegExp } {
  const sample = String(keyOf(-7)[0]);
  const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('-7', '\\d+');
  return { pattern: new RegExp(`^${escaped}$`) };
}

type Table = {
  user: Partial<Record<string, (payload: never) => Refresh[]>>;
  branch: Partial<Record<string, (payload: never) => Refresh[]>>;
};

/** What each change refreshes, on the helper's user channel and on a branch channel. */
export const refreshTable = {
  user: {
    [CHANGE_EVENTS.orderInvitationChanged]: (p: { id: number }) => [
      getListHelperCompanyInvitationsQueryKey(),
      getGetHelperCompanyInvitationQueryKey(p.id),
      ...helperJobLists,
    ],
    [CHANGE_EVENTS.outsourceOfferChanged]: (p: { id: number }) => [
      getListHelperOutsourceOffersQueryKey(),
      getGetHelperOutsourceOfferQueryKey(p.id),
      ...helperJobLists,
    ],
    [CHANGE_EVENTS.branchInvitationChanged]: () => [
      getListMyBranchInvitationsQueryKey(),
      getGetHelperJobCountsQueryKey(),
    ],
  },
  branch: {
    [CHANGE_EVENTS.orderInvitationChanged]: (p: { order_id: number; branch_id: number }) => [
      ...orderQueries(p.order_id),
      ...branchOrderLists(p.branch_id),
    ],
    [CHANGE_EVENTS.offerApplicationChanged]: (p: {
      offer_id: number;
      order_id: number;
      branch_id: number;
    }) => [
      getListOutsourceOfferApplicationsQueryKey(p.offer_id),
      getGetOutsourceOfferQueryKey(p.offer_id),
      ...orderQueries(p.order_id),
      ...branchOrderLists(p.branch_id),
    ],
    [CHANGE_EVENTS.outsourceOfferChanged]: (p: {
      id: number;
      order_id: number;
      branch_id: number;
    }) => [
      getGetOutsourceOfferQueryKey(p.id),
      getListOutsourceOfferApplicationsQueryKey(p.id),
      ...orderQueries(p.order_id),
      ...branchOrderLists(p.branch_id),
    ],
    [CHANGE_EVENTS.branchInvitationChanged]: (p: { branch_id: number }) => [
      getListHelperBranchInvitationsQueryKey(p.branch_id),
      getListBranchEmployeesQueryKey(p.branch_id),
      getSearchHelpersGloballyQueryKey(p.branch_id),
      // A helper who joined can now be invited to any of the branch's orders.
      anyId(getGetOrderInvitableEmployeesQueryKey),
    ],
    [CHANGE_EVENTS.orderChanged]: (p: { id: number; branch_id: number }) => [
      ...orderQueries(p.id),
      ...branchOrderLists(p.branch_id),
    ],
  },
} satisfies Table;

const guards: Record<string, (value: unknown) => boolean> = {
  [CHANGE_EVENTS.orderInvitationChanged]: isOrderInvitationChanged,
  [CHANGE_EVENTS.outsourceOfferChanged]: isOutsourceOfferChanged,
  [CHANGE_EVENTS.offerApplicationChanged]: isOfferApplicationChanged,
  [CHANGE_EVENTS.branchInvitationChanged]: isBranchInvitationChanged,
  [CHANGE_EVENTS.orderChanged]: isOrderChanged,
};

/** What one pushed change refreshes (deduplicated), or nothing for an unknown event. */
export function refreshesFor(
  channel: 'user' | 'branch',
  event: string,
  payload: unknown,
): Refresh[] {
  const entry = (refreshTable[channel] as Record<string, (p: unknown) => Refresh[]>)[event];
  if (!entry || !guards[event]?.(payload)) return [];
  const seen = new Set<string>();
  return entry(payload).filter((refresh) => {
    const id = 'pattern' in refresh ? String(refresh.pattern) : JSON.stringify(refresh);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

function toFilter(refresh: Refresh): InvalidateQueryFilters {
  if ('pattern' in refresh) {
    const { pattern } = refresh;
    return {
      predicate: ({ queryKey }) => typeof queryKey[0] === 'string' && pattern.test(queryKey[0]),
    };
  }
  return { queryKey: refresh as QueryKey };
}

/** One listener per row of the table: a burst refreshes each query once. */
export const refreshListeners: RealtimeListener[] = (['user', 'branch'] as const).flatMap(
  (channel) =>
    Object.keys(refreshTable[channel]).map((event) =>
      defineListener<unknown>({
        channel,
        event,
        accept: (data): data is unknown => guards[event]!(data),
        async apply({ queryClient }, batch) {
          const all = new Map<string, Refresh>();
          for (const payload of batch)
            for (const refresh of refreshesFor(channel, event, payload))
              all.set(
                'pattern' in refresh ? String(refresh.pattern) : JSON.stringify(refresh),
                refresh,
              );
          await Promise.all(
            [...all.values()].map((refresh) => queryClient.invalidateQueries(toFilter(refresh))),
          );
        },
      }),
    ),
);
