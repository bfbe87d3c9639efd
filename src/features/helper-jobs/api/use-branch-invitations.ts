import { refreshAfter } from '@/platform/api/cache';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  useAcceptMyBranchInvitation,
  useListMyBranchInvitations,
  useRejectMyBranchInvitation,
} from '@/platform/api/generated/endpoints/helper-jobs/helper-jobs';
import type { HelperBucket } from '@/platform/api/generated/model';
import { tabCount } from '@/platform/ui';
import { branchListParams } from '../model/branch-invitations';

/*
 * The helper's invitations to join a company branch, read with the generated hooks (no
 * polling: pushed events invalidate the generated keys, `/helper/branch-invitations`).
 * Page 1 of a bucket is the same query everywhere (the tab's list, its count, the Job page's
 * card, the navigation's badge), so they share one cache entry.
 */

/** One page of one bucket. */
export function useBranchInvitationList(bucket: HelperBucket, page: number) {
  return useListMyBranchInvitations(branchListParams(bucket, page));
}

const total = (page: { data: { total: number } }) => page.data.total;

/**
 * The four buckets' totals (page 1 of each); undefined while one loads, null when it could
 * not be read (`tabCount`).
 */
export function useBranchInvitationCounts(): Record<HelperBucket, number | null | undefined> {
  const fresh = useListMyBranchInvitations(branchListParams('new'));
  const accepted = useListMyBranchInvitations(branchListParams('accepted'));
  const waiting = useListMyBranchInvitations(branchListParams('waiting'));
  const cancelled = useListMyBranchInvitations(branchListParams('cancelled'));
  return {
    new: tabCount(fresh, total),
    accepted: tabCount(accepted, total),
    waiting: tabCount(waiting, total),
    cancelled: tabCount(cancelled, total),
  };
}

/** How many invitations wait for her answer (the navigation's badge); 0 while loading. */
export function usePendingBranchInvitations(): number {
  return useListMyBranchInvitations(branchListParams('new')).data?.data.total ?? 0;
}

/** After an answer (or a 422 saying it changed meanwhile): every bucket refetches. */
export function useRefreshBranchInvitations() {
  const queryClient = useQueryClient();
  return useCallback(() => refreshAfter(queryClient, 'helperBranchInvitations', {}), [queryClient]);
}

/** Accept and decline, each refreshing the lists once it has an answer (either way). */
export function useBranchInvitationAnswers() {
  const refresh = useRefreshBranchInvitations();
  const accept = useAcceptMyBranchInvitation({ mutation: { onSettled: refresh } });
  const reject = useRejectMyBranchInvitation({ mutation: { onSettled: refresh } });
  return { accept, reject };
}
