import type { InvalidateQueryFilters, QueryClient, QueryKey } from '@tanstack/react-query';
import {
  anyBranchOrderLists,
  anyId,
  anyOrderQueries,
  branchOrderLists,
  helperCompanyViews,
  helperJobLists,
  helperRatingViews,
  orderQueries,
  type Refresh,
} from './cache-keys';
import { invalidate, type RefreshOptions } from './invalidate';
import {
  getGetCompanyBranchQueryKey,
  getGetCompanyQueryKey,
  getListCompanyBranchesQueryKey,
} from './generated/endpoints/branches/branches';
import { getGetCompanyRatingQueryKey } from './generated/endpoints/company-ratings/company-ratings';
import { getGetRatingWithUserDataQueryKey } from './generated/endpoints/helper-profile/helper-profile';
import { getGlobalSearchQueryKey } from './generated/endpoints/search/search';
import {
  getGetHelperCompanyInvitationQueryKey,
  getGetHelperJobCountsQueryKey,
  getGetHelperOutsourceOfferQueryKey,
  getListHelperCompanyInvitationsQueryKey,
  getListHelperOutsourceOffersQueryKey,
  getListMyBranchInvitationsQueryKey,
} from './generated/endpoints/helper-jobs/helper-jobs';
import {
  getGetBranchNotificationsCountQueryKey,
  getListBranchNotificationsQueryKey,
} from './generated/endpoints/notifications/notifications';
import {
  getGetBranchDispatchDayQueryKey,
  getGetOrderCurrentCrewQueryKey,
  getGetOrderDetailQueryKey,
  getGetOrderInvitableEmployeesQueryKey,
} from './generated/endpoints/orders/orders';
import {
  getGetOutsourceOfferQueryKey,
  getListOutsourceOfferApplicationsQueryKey,
} from './generated/endpoints/outsourcing/outsourcing';
import { getListCompanyRosterQueryKey } from './generated/endpoints/roster/roster';
import { getGetSubscriptionQueryKey } from './generated/endpoints/subscriptions/subscriptions';
import {
  getGetEmployeeQueryKey,
  getListBranchEmployeesQueryKey,
  getListHelperBranchInvitationsQueryKey,
  getListManagersQueryKey,
  getSearchHelpersGloballyQueryKey,
} from './generated/endpoints/team/team';
import {
  getListEmployeeTimeOffQueryKey,
  getListHelperTimeOffQueryKey,
} from './generated/endpoints/time-off/time-off';

/**
 * The one place that decides what a change refreshes (3/8), by query key: the generated
 * `get…QueryKey` functions (a key without its parameters matches every page and filter of
 * that call), or, for "that call of any order", a pattern built from the same function.
 * `CHANGES` says what each kind of change touches; mutations name the change they made
 * (`refreshAfter`), pushed events theirs in `EVENT_CHANGES`. A new screen adds its call to
 * the change it follows, one line here. Queries on screen refetch in place, the rest when
 * next shown; nothing is reset, so loaded pages stay.
 */

/** A change that names nothing (`{}`). */
type None = Record<string, never>;

/** The table: what each kind of change refreshes. */
export const CHANGES = {
  /** A job created, saved, deleted, cancelled or completed; `rated`: with a crew rating. */
  order: (p: { branchId: number; orderId?: number; rated?: boolean }) => [
    ...branchOrderLists(p.branchId),
    getGetCompanyBranchQueryKey(p.branchId), // its counts: the Branch page, Getting started
    ...(p.orderId === undefined ? [] : orderQueries(p.orderId)),
    ...(p.rated ? helperRatingViews : []),
  ],
  /** An order's crew changed (invited, answered, edited, cancelled): the order and all lists. */
  crew: (p: { orderId: number }) => [...orderQueries(p.orderId), ...anyBranchOrderLists],
  /** What follows a crew seen to change (the crew itself just loaded): card, pickers, lists. */
  crewDependents: (p: { orderId: number }) =>
    [...orderQueries(p.orderId), ...anyBranchOrderLists].filter(
      (r) => refreshId(r) !== refreshId(getGetOrderCurrentCrewQueryKey(p.orderId)),
    ),
  /** An outsourcing offer or application changed: every offer, the branch's orders. */
  outsourcing: (p: { branchId: number }) => [
    anyId(getGetOutsourceOfferQueryKey),
    anyId(getListOutsourceOfferApplicationsQueryKey),
    ...branchOrderLists(p.branchId),
    ...anyOrderQueries,
    // Its usage (open offers), which the plan change dialog warns with.
    getGetSubscriptionQueryKey(),
  ],
  /**
   * A member or a branch invitation changed: the branch's members (every branch's managers name
   * the branches each runs: Manager access), helper search, invitations, the crew pickers (active
   * members only). `orders`: a removal also cancels their pending invitations: every order view.
   */
  teamMembers: (p: { branchId: number; orders?: boolean }) => [
    getListBranchEmployeesQueryKey(p.branchId),
    getSearchHelpersGloballyQueryKey(p.branchId),
    getListHelperBranchInvitationsQueryKey(p.branchId),
    getListManagersQueryKey(),
    anyId(getGetOrderInvitableEmployeesQueryKey),
    ...(p.orders ? [...branchOrderLists(p.branchId), ...anyOrderQueries] : []),
    // Its usage (team members), which the plan change dialog warns with.
    getGetSubscriptionQueryKey(),
    getGetCompanyBranchQueryKey(p.branchId), // its counts: the Branch page, Getting started
  ],
  /** A member removed: their own page's data (not refreshed: it is gone). */
  removedMember: (p: { id: number }) => [getGetEmployeeQueryKey(p.id)],
  /** A member's status: the crew pickers, which offer active members only. */
  crewPickers: (_: None) => [anyId(getGetOrderInvitableEmployeesQueryKey)],
  /**
   * The helper answered an invitation or an offer, or rated a job's company (7/8: every item
   * carries its company's average and her own rating): her lists, details, counts, calendar.
   */
  helperJobs: (_: None) => [
    getListHelperCompanyInvitationsQueryKey(),
    anyId(getGetHelperCompanyInvitationQueryKey),
    getListHelperOutsourceOffersQueryKey(),
    anyId(getGetHelperOutsourceOfferQueryKey),
    ...helperJobLists,
  ],
  /** A helper rated the company (a pushed `company_rated` notification): its rating page. */
  companyRating: (_: None) => [getGetCompanyRatingQueryKey()],
  /** A company rated a helper (pushed, 7/8): her Your rating, the company's "Reviews of <her>". */
  helperRating: (_: None) => [getGetRatingWithUserDataQueryKey()],
  /** The helper answered an invitation to join a branch: every bucket and the counts. */
  helperBranchInvitations: (_: None) => [
    getListMyBranchInvitationsQueryKey(),
    getGetHelperJobCountsQueryKey(),
  ],
  /** Her time off changed (7/8): her list (her calendar's too), her Job page counts. */
  timeOff: (_: None) => [getListHelperTimeOffQueryKey(), getGetHelperJobCountsQueryKey()],
  /**
   * A member's time off changed (pushed, 7/8): where the branch sees her as off — member page,
   * team lists, crew pickers (and matching), crews and order details, the dispatch board.
   */
  memberTimeOff: (p: { employee_id: number; branch_id: number }) => [
    getListEmployeeTimeOffQueryKey(p.employee_id),
    getGetEmployeeQueryKey(p.employee_id),
    getListBranchEmployeesQueryKey(p.branch_id),
    anyId(getGetOrderInvitableEmployeesQueryKey),
    anyId(getGetOrderCurrentCrewQueryKey),
    anyId(getGetOrderDetailQueryKey),
    getGetBranchDispatchDayQueryKey(p.branch_id),
  ],
  /**
   * The company's roster changed (7/8): the roster lists and wherever a helper's roster_status
   * shows or a blocked helper is left out, in every branch: members, member pages, helper and
   * global search, crew pickers. `blocked`: a block withdrew her pending invitations and
   * applications, so every order view and branch invitation list too.
   */
  roster: (p: { blocked?: boolean }) => [
    getListCompanyRosterQueryKey(),
    anyId(getListBranchEmployeesQueryKey),
    anyId(getGetEmployeeQueryKey),
    anyId(getSearchHelpersGloballyQueryKey),
    anyId(getGlobalSearchQueryKey),
    anyId(getGetOrderInvitableEmployeesQueryKey),
    ...(p.blocked
      ? [
          anyId(getListHelperBranchInvitationsQueryKey),
          anyId(getGetOutsourceOfferQueryKey),
          anyId(getListOutsourceOfferApplicationsQueryKey),
          ...anyBranchOrderLists,
          ...anyOrderQueries,
        ]
      : []),
  ],
  /** The company's plan (changed by its owner, pushed to its other users: QA 56). */
  subscription: (_: None) => [getGetSubscriptionQueryKey()],
  /** The company renamed (pushed to its users and its helpers: QA 58 M5). */
  company: (_: None) => [getGetCompanyQueryKey(), ...helperCompanyViews],
  /** The branch list (names, unread counts), and the usage the plan dialog counts them in. */
  branches: (_: None) => [getListCompanyBranchesQueryKey(), getGetSubscriptionQueryKey()],
  /** A branch's own fields changed (by another user, pushed): the list and its details. */
  branchEdited: (p: { branchId: number }) => [
    getListCompanyBranchesQueryKey(),
    getGetSubscriptionQueryKey(),
    getGetCompanyBranchQueryKey(p.branchId),
  ],
  /** Everything of one branch: its page, lists, team, searches and activity. */
  branch: (p: { branchId: number }) => [
    getGetCompanyBranchQueryKey(p.branchId),
    ...branchOrderLists(p.branchId),
    getListBranchEmployeesQueryKey(p.branchId),
    getSearchHelpersGloballyQueryKey(p.branchId),
    getListHelperBranchInvitationsQueryKey(p.branchId),
    getGlobalSearchQueryKey(p.branchId),
    getListBranchNotificationsQueryKey(p.branchId),
    getGetBranchNotificationsCountQueryKey(p.branchId),
  ],
  /** A branch's activity feed (every filter). */
  feedPages: (p: { branchId: number }) => [getListBranchNotificationsQueryKey(p.branchId)],
  /** A branch's activity feed and its count, and the branch list's counts. */
  feed: (p: { branchId: number }) => [
    getListBranchNotificationsQueryKey(p.branchId),
    getGetBranchNotificationsCountQueryKey(p.branchId),
    getListCompanyBranchesQueryKey(),
  ],
  /**
   * Notifications naming orders (an invitation answered, a crew formed, an application):
   * those orders, their branches' lists, and every offer (keyed by offer id, which a
   * notification does not name).
   */
  notifiedOrders: (p: { orderIds: readonly number[]; branchIds: readonly number[] }) => [
    ...p.orderIds.flatMap(orderQueries),
    ...p.branchIds.flatMap(branchOrderLists),
    anyId(getGetOutsourceOfferQueryKey),
    anyId(getListOutsourceOfferApplicationsQueryKey),
  ],

  // What pushed changes refresh (EVENT_CHANGES picks them by channel and event).
  /** The helper's channel: one of her order invitations. */
  helperInvitation: (p: { id: number }) => [
    getListHelperCompanyInvitationsQueryKey(),
    getGetHelperCompanyInvitationQueryKey(p.id),
    ...helperJobLists,
  ],
  /** The helper's channel: one of her offers. */
  helperOffer: (p: { id: number }) => [
    getListHelperOutsourceOffersQueryKey(),
    getGetHelperOutsourceOfferQueryKey(p.id),
    ...helperJobLists,
  ],
  /** A branch channel: an order's invitation or the order itself. */
  branchOrder: (p: { order_id: number; branch_id: number }) => [
    ...orderQueries(p.order_id),
    ...branchOrderLists(p.branch_id),
  ],
  /** A branch channel: an offer or one of its applications. */
  branchOffer: (p: { offer_id: number; order_id: number; branch_id: number }) => [
    getGetOutsourceOfferQueryKey(p.offer_id),
    getListOutsourceOfferApplicationsQueryKey(p.offer_id),
    ...orderQueries(p.order_id),
    ...branchOrderLists(p.branch_id),
  ],
  /** A branch channel: an application to one of its offers. */
  branchApplication: (p: { offer_id: number; order_id: number; branch_id: number }) => [
    getListOutsourceOfferApplicationsQueryKey(p.offer_id),
    getGetOutsourceOfferQueryKey(p.offer_id),
    ...orderQueries(p.order_id),
    ...branchOrderLists(p.branch_id),
  ],
  /** A member added, edited or removed by someone else: team lists and counts, pickers, the
   * member's own record (an open edit form merges it, a removed member's page says so). */
  branchMember: (p: { id: number; branch_id: number }) => [
    getListBranchEmployeesQueryKey(p.branch_id),
    getSearchHelpersGloballyQueryKey(p.branch_id),
    anyId(getGetOrderInvitableEmployeesQueryKey),
    getGetEmployeeQueryKey(p.id),
    getGetSubscriptionQueryKey(),
    // On crews and the board too: her own profile edits come this way (QA 2026-12-04).
    anyId(getGetOrderCurrentCrewQueryKey),
    getGetBranchDispatchDayQueryKey(p.branch_id),
  ],
  /** A branch channel: an invitation to join it (a helper who joined can now be invited). */
  branchTeam: (p: { branch_id: number }) => [
    getListHelperBranchInvitationsQueryKey(p.branch_id),
    getListBranchEmployeesQueryKey(p.branch_id),
    getSearchHelpersGloballyQueryKey(p.branch_id),
    anyId(getGetOrderInvitableEmployeesQueryKey),
  ],
} satisfies Record<string, (params: never) => Refresh[]>;

export type ChangeName = keyof typeof CHANGES;
export type ChangeParams<C extends ChangeName> = Parameters<(typeof CHANGES)[C]>[0];

/** An identity for a refresh, to refresh each query once however many changes name it. */
export const refreshId = (refresh: Refresh): string =>
  'pattern' in refresh ? `re:${String(refresh.pattern)}` : JSON.stringify(refresh);

/** The refreshes without repeats, in their first order. */
export function uniqueRefreshes(refreshes: Iterable<Refresh>): Refresh[] {
  const all = new Map<string, Refresh>();
  for (const refresh of refreshes)
    if (!all.has(refreshId(refresh))) all.set(refreshId(refresh), refresh);
  return [...all.values()];
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

/** Refreshes these queries (each once). */
export async function refresh(
  queryClient: QueryClient,
  refreshes: Iterable<Refresh>,
  options?: RefreshOptions,
): Promise<void> {
  await Promise.all(
    uniqueRefreshes(refreshes).map((r) => invalidate(queryClient, toFilter(r), options)),
  );
}

/** Refreshes what a change of this kind touches (the table above). */
export function refreshAfter<C extends ChangeName>(
  queryClient: QueryClient,
  change: C,
  params: ChangeParams<C>,
  options?: RefreshOptions,
): Promise<void> {
  const refreshes = (CHANGES[change] as (p: ChangeParams<C>) => Refresh[])(params);
  return refresh(queryClient, refreshes, options);
}

/** Every query is marked stale (after a reconnect, when which records changed is unknown). */
export function refreshAll(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, {});
}

/** Starts these queries again from nothing (their loaded pages go; used after mark-all-read). */
export function resetAfter<C extends ChangeName>(
  queryClient: QueryClient,
  change: C,
  params: ChangeParams<C>,
): Promise<void> {
  const refreshes = (CHANGES[change] as (p: ChangeParams<C>) => Refresh[])(params);
  const resets = uniqueRefreshes(refreshes).map((r) => queryClient.resetQueries(toFilter(r)));
  return Promise.all(resets).then(() => undefined);
}

/**
 * Drops these queries, fetches under way first cancelled (a branch left). `inactiveOnly`: keep
 * those a page still shows (it moves on by itself; dropping one would fetch it again at once).
 */
export async function forgetAfter<C extends ChangeName>(
  queryClient: QueryClient,
  change: C,
  params: ChangeParams<C>,
  options: { inactiveOnly?: boolean } = {},
): Promise<void> {
  const refreshes = (CHANGES[change] as (p: ChangeParams<C>) => Refresh[])(params);
  const type = options.inactiveOnly ? ('inactive' as const) : undefined;
  const filters = uniqueRefreshes(refreshes).map((r) => ({ ...toFilter(r), type }));
  await Promise.all(filters.map((f) => queryClient.cancelQueries(f)));
  for (const f of filters) queryClient.removeQueries(f);
}
export type { Refresh } from './cache-keys';
export { refetchIfInFlight, setPagedData, type RefreshOptions } from './invalidate';
