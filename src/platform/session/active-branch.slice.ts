import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { activeBranchStorage } from './storage';

/**
 * Spec section 3's settings state, less the server data: the branch list, its count and
 * first id live in React Query (`useBranchList`); the store keeps which branch is active.
 */
export type ActiveBranchState = { activeBranchId: number };

/** Try loading the branches again (after a failure). */
export const branchesReloadRequested = createAction('activeBranch/branchesReloadRequested');
/** A branch became active (0: the user has none). */
export const branchActivated = createAction<number>('activeBranch/branchActivated');
export const branchSwitchRequested = createAction<number>('activeBranch/branchSwitchRequested');
export const branchDeleted = createAction<number>('activeBranch/branchDeleted');

/** A plain reducer, as the session's (session.slice.ts says why). */
export function activeBranchReducer(
  state: ActiveBranchState = { activeBranchId: activeBranchStorage.get() },
  action: UnknownAction,
): ActiveBranchState {
  if (branchActivated.match(action)) return { activeBranchId: action.payload };
  if (branchDeleted.match(action)) return { activeBranchId: 0 };
  return state;
}

type WithBranch = { activeBranch: ActiveBranchState };
export const selectActiveBranchId = (s: WithBranch) => s.activeBranch.activeBranchId;
