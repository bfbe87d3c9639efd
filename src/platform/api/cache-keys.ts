import type { QueryKey } from '@tanstack/react-query';
import { getListHelperCalendarQueryKey } from './generated/endpoints/helper-calendar/helper-calendar';
import { getGetRatingWithUserDataQueryKey } from './generated/endpoints/helper-profile/helper-profile';
import {
  getGetHelperCompanyInvitationQueryKey,
  getGetHelperJobCountsQueryKey,
  getGetHelperOutsourceOfferQueryKey,
  getListHelperCompanyInvitationsQueryKey,
  getListHelperOutsourceOffersQueryKey,
  getListMyBranchInvitationsQueryKey,
  getSearchHelperJobsQueryKey,
} from './generated/endpoints/helper-jobs/helper-jobs';
import {
  getGetBranchDispatchDayQueryKey,
  getGetBranchOrdersCountQueryKey,
  getGetOrderCardQueryKey,
  getGetOrderCurrentCrewQueryKey,
  getGetOrderDetailQueryKey,
  getGetOrderInvitableEmployeesQueryKey,
  getGetOrderQueryKey,
  getListBranchOrderHistoryQueryKey,
  getListBranchOrdersCalendarQueryKey,
  getListBranchOrdersQueryKey,
} from './generated/endpoints/orders/orders';
import {
  getListBranchOutsourceOffersQueryKey,
  getListOutsourceOfferApplicationsQueryKey,
} from './generated/endpoints/outsourcing/outsourcing';
import {
  getGetEmployeeQueryKey,
  getListBranchEmployeesQueryKey,
  getListHelperBranchInvitationsQueryKey,
  getSearchHelpersGloballyQueryKey,
} from './generated/endpoints/team/team';

/**
 * The groups of queries the refresh table (./cache.ts) is written in: what a change refreshes
 * is a query key (a key without its parameters matches every page and filter of that call)
 * or a pattern built from the same generated function.
 */
export type Refresh = QueryKey | { pattern: RegExp };

/** The key of a call with any id in it: `/orders/{id}/invitable-employees` for every order. */
export function anyId(keyOf: (id: number) => QueryKey): { pattern: RegExp } {
  const sample = String(keyOf(-7)[0]);
  const escaped = sample.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('-7', '\\d+');
  return { pattern: new RegExp(`^${escaped}$`) };
}

/** Every order-scoped call of one order (its page, card, crew, invitable list, details). */
export const orderQueries = (orderId: number): Refresh[] => [
  getGetOrderQueryKey(orderId),
  getGetOrderCardQueryKey(orderId),
  getGetOrderCurrentCrewQueryKey(orderId),
  getGetOrderInvitableEmployeesQueryKey(orderId),
  getGetOrderDetailQueryKey(orderId),
];

/** The same calls for every order (a change that may touch orders it does not name). */
export const anyOrderQueries: Refresh[] = [
  anyId(getGetOrderQueryKey),
  anyId(getGetOrderCardQueryKey),
  anyId(getGetOrderCurrentCrewQueryKey),
  anyId(getGetOrderInvitableEmployeesQueryKey),
  anyId(getGetOrderDetailQueryKey),
];

/** A branch's job lists, counts, history, calendar and dispatch board, and its offers. */
export const branchOrderLists = (branchId: number): Refresh[] => [
  getListBranchOrdersQueryKey(branchId),
  getGetBranchOrdersCountQueryKey(branchId),
  getListBranchOrderHistoryQueryKey(branchId),
  getListBranchOrdersCalendarQueryKey(branchId),
  getGetBranchDispatchDayQueryKey(branchId),
  getListBranchOutsourceOffersQueryKey(branchId),
];

/** Every branch's job lists (a crew answer names its order, not always its branch). */
export const anyBranchOrderLists: Refresh[] = [
  anyId(getListBranchOrdersQueryKey),
  anyId(getGetBranchOrdersCountQueryKey),
  anyId(getListBranchOrderHistoryQueryKey),
  anyId(getListBranchOrdersCalendarQueryKey),
  anyId(getGetBranchDispatchDayQueryKey),
];

/** The helper's job lists, counts, search and calendar (both groups share the counts). */
export const helperJobLists: Refresh[] = [
  getGetHelperJobCountsQueryKey(),
  getSearchHelperJobsQueryKey(),
  getListHelperCalendarQueryKey(),
];

/**
 * Every helper view that names companies: her invitations and offers (lists, earnings, their
 * pages), branch invitations, reviews, counts, search and calendar.
 */
export const helperCompanyViews: Refresh[] = [
  getListHelperCompanyInvitationsQueryKey(),
  anyId(getGetHelperCompanyInvitationQueryKey),
  getListHelperOutsourceOffersQueryKey(),
  anyId(getGetHelperOutsourceOfferQueryKey),
  getListMyBranchInvitationsQueryKey(),
  getGetRatingWithUserDataQueryKey(),
  ...helperJobLists,
];

/**
 * Wherever the company side shows a helper's rating, which a crew rating moves: every branch's
 * team lists, member pages, helper search and invitations, the crew pickers and crews (a
 * crew row shows her rating too: helper-194), the applications to its offers, and her reviews
 * ("Reviews of <her>").
 */
export const helperRatingViews: Refresh[] = [
  anyId(getListBranchEmployeesQueryKey),
  anyId(getGetEmployeeQueryKey),
  anyId(getSearchHelpersGloballyQueryKey),
  anyId(getListHelperBranchInvitationsQueryKey),
  anyId(getGetOrderInvitableEmployeesQueryKey),
  anyId(getGetOrderCurrentCrewQueryKey),
  anyId(getListOutsourceOfferApplicationsQueryKey),
  getGetRatingWithUserDataQueryKey(),
];
