import type { QueryClient } from '@tanstack/react-query';
import type { BranchResponse } from '@/platform/api/generated/model';
import {
  getCreateCompanyBranchMutationOptions,
  getDeleteCompanyBranchMutationOptions,
} from './api/endpoints';

/*
 * What the user is told when her branch list changes under her (active-branch.saga.ts,
 * watchBranchList): a branch gone (deleted, or a manager's access taken) or come (a manager's
 * access given, or a branch made in another tab of the company). One's own creation and
 * deletion are their page's to say.
 */

/**
 * Said when the active branch leaves the list (deleted, or the user's access to it taken: a
 * manager's `branch-changed` `revoked`, or a 403 of its own calls).
 */
export const branchGoneText = (gone: string, now: string | undefined) =>
  now
    ? `${gone} is no longer one of your branches. You are now on ${now}.`
    : `${gone} is no longer one of your branches.`;

/** Said when a branch joins the list (a manager's `branch-changed` `granted`: QA 137 L1). */
export const branchComeText = (name: string) => `${name} is now one of your branches.`;

/** The mutations of this tab's cache under a generated mutation key, not failed. */
function ownMutations(queryClient: QueryClient, mutationKey: readonly unknown[] | undefined) {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey, exact: true })
    .filter((mutation) => mutation.state.status !== 'error');
}

/**
 * Whether this tab is deleting the branch itself: its page says so and leaves it once the
 * delete answers (branchDeleted), and the branch list may answer first (the deletion is pushed
 * to the deleter's tab too, and its refresh can overtake the delete's own answer).
 */
export function deletingHere(queryClient: QueryClient, branchId: number): boolean {
  const { mutationKey } = getDeleteCompanyBranchMutationOptions();
  return ownMutations(queryClient, mutationKey).some(
    (mutation) => (mutation.state.variables as { id?: number } | undefined)?.id === branchId,
  );
}

/**
 * Whether this tab made the branch (its page says "Branch … created"), or is making one whose
 * id is not known yet.
 */
export function creatingHere(queryClient: QueryClient, branchId: number): boolean {
  const { mutationKey } = getCreateCompanyBranchMutationOptions();
  return ownMutations(queryClient, mutationKey).some(
    (mutation) =>
      mutation.state.status === 'pending' ||
      (mutation.state.data as BranchResponse | undefined)?.data.id === branchId,
  );
}
