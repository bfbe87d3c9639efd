import { refreshAfter } from '@/platform/api/cache';
import type { QueryClient } from '@tanstack/react-query';
import {
  getGetCompanyBranchQueryKey,
  getListCompanyBranchesQueryKey,
} from '@/platform/api/generated/endpoints/branches/branches';
import type {
  Branch,
  BranchDetail,
  BranchListResponse,
  BranchResponse,
} from '@/platform/api/generated/model';

/** The list row of a branch (the list carries no serving areas or counts). */
function toRow(detail: BranchDetail): Branch {
  return {
    id: detail.id,
    company_id: detail.company_id,
    name: detail.name,
    avatar_url: detail.avatar_url,
    city: detail.city,
    state: detail.state,
    state_initials: detail.state_initials,
    timezone: detail.timezone,
    address: detail.address,
    phone: detail.phone,
    latitude: detail.latitude,
    longitude: detail.longitude,
    unread_notifications_count: detail.unread_notifications_count,
  };
}

/**
 * A created or updated branch goes into the cached details and list at once, so the page,
 * the header and the branch switcher show it without waiting; the list is then refetched.
 */
export function applySavedBranch(queryClient: QueryClient, response: BranchResponse): void {
  const detail = response.data;
  queryClient.setQueryData<BranchResponse>(getGetCompanyBranchQueryKey(detail.id), response);
  queryClient.setQueryData<BranchListResponse>(getListCompanyBranchesQueryKey(), (list) => {
    if (!list) return list;
    const row = toRow(detail);
    const known = list.data.some((b) => b.id === detail.id);
    return {
      ...list,
      data: known ? list.data.map((b) => (b.id === detail.id ? row : b)) : [...list.data, row],
    };
  });
  void refreshAfter(queryClient, 'branches', {});
}
