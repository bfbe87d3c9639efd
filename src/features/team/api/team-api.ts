import { keepPreviousData, type QueryClient } from '@tanstack/react-query';
import {
  getListBranchEmployeesQueryKey,
  useListBranchEmployees,
  useListHelperBranchInvitations,
  useListManagers,
  useSearchHelpersGlobally,
  getGetEmployeeQueryKey,
} from '@/platform/api/generated/endpoints/team/team';
import type {
  Employee,
  EmployeePageResponse,
  InvitationStatus,
  ListBranchEmployeesParams,
  ListHelperBranchInvitationsParams,
} from '@/platform/api/generated/model';
import { useRosterList } from '@/platform/roster';
import { tabCount } from '@/platform/ui';
import { PAGINATION_DEFAULTS } from '@/platform/widgets/paginate';
import { TEAM_TABS, type MemberTab, type TeamTab } from '../model/team-tabs';

/** Member cards, invitations and helper search results come 5 to a page (spec section 9). */
export const TEAM_PAGE_SIZE = PAGINATION_DEFAULTS.size;

export function memberListParams(tab: MemberTab, page: number): ListBranchEmployeesParams {
  const position = TEAM_TABS[tab].position;
  return { ...(position ? { position } : {}), page, per_page: TEAM_PAGE_SIZE };
}

export function invitationListParams(
  status: InvitationStatus | undefined,
  page: number,
): ListHelperBranchInvitationsParams {
  return { ...(status ? { status } : {}), page, per_page: TEAM_PAGE_SIZE };
}

// The page shown stays while the next page or filter loads (no flash of skeletons).
const paged = { placeholderData: keepPreviousData } as const;

/** One page of a member tab: everyone, or the members holding the tab's position. */
export function useMemberList(branchId: number, tab: MemberTab, page: number) {
  return useListBranchEmployees(branchId, memberListParams(tab, page), { query: paged });
}

/** One page of the branch's invitations to marketplace helpers, newest first. */
export function useInvitationList(
  branchId: number,
  status: InvitationStatus | undefined,
  page: number,
) {
  return useListHelperBranchInvitations(branchId, invitationListParams(status, page), {
    query: paged,
  });
}

/**
 * Every tab's count: the total of its first page, the very query the tab shows first, so a
 * tab's page 1 is fetched once for both.
 */
export function useTeamCounts(branchId: number): Record<TeamTab, number | null | undefined> {
  const total = (q: { data?: { data: { total: number } }; isError: boolean }) =>
    tabCount(q, (d) => d.data.total);
  return {
    employees: total(useListBranchEmployees(branchId, memberListParams('employees', 1))),
    helpers: total(useListBranchEmployees(branchId, memberListParams('helpers', 1))),
    drivers: total(useListBranchEmployees(branchId, memberListParams('drivers', 1))),
    foreman: total(useListBranchEmployees(branchId, memberListParams('foreman', 1))),
    requested: total(useListHelperBranchInvitations(branchId, invitationListParams(undefined, 1))),
    // The company's roster (7/8): one list each, the very query the tab shows.
    favourites: tabCount(useRosterList('favourite'), (d) => d.data.length),
    blocked: tabCount(useRosterList('blocked'), (d) => d.data.length),
  };
}

export function useHelperSearch(branchId: number, search: string, page: number, enabled = true) {
  return useSearchHelpersGlobally(
    branchId,
    { ...(search ? { search } : {}), page, per_page: TEAM_PAGE_SIZE },
    { query: { ...paged, enabled } },
  );
}

/** The branch's managers (company users of type 5 assigned to it). */
export function useBranchManagers(branchId: number) {
  return useListManagers({ branch_id: branchId });
}

/**
 * Puts the server's copy of a member into every loaded member page of its branch and its own
 * query, in place: a status or price change moves no one between lists (they do not filter by
 * either), so nothing needs a refetch and every loaded page stays.
 */
export function patchMember(queryClient: QueryClient, employee: Employee): void {
  queryClient.setQueriesData<EmployeePageResponse>(
    { queryKey: getListBranchEmployeesQueryKey(employee.branch_id) },
    (old) =>
      old && {
        ...old,
        data: {
          ...old.data,
          data: old.data.data.map((e) => (e.id === employee.id ? employee : e)),
        },
      },
  );
  queryClient.setQueryData(getGetEmployeeQueryKey(employee.id), (old: unknown) =>
    old ? { ...(old as object), data: employee } : old,
  );
}
