import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { activeBranchStorage } from './storage';

/**
 * Spec section 3's settings state, less the server data: the branch list, its count and
 * first id live in React Query (`useBranchList`); the store keeps which branch is active.
 */
export type ActiveBranchState = { activeBranchId: number };

const initialState = (): ActiveBranchState => ({ activeBranchId: activeBranchStorage.get() });

export const activeBranchSlice = createSlice({
  name: 'activeBranch',
  initialState,
  reducers: {
    /** Try loading the branches again (after a failure). */
    branchesReloadRequested: () => undefined,
    /** A branch became active (0: the user has none). */
    branchActivated: (state, action: PayloadAction<number>) => {
      state.activeBranchId = action.payload;
    },
    branchSwitchRequested: (_state, _action: PayloadAction<number>) => undefined,
    branchDeleted: (state, _action: PayloadAction<number>) => {
      state.activeBranchId = 0;
    },
  },
});

export const { branchesReloadRequested, branchActivated, branchSwitchRequested, branchDeleted } =
  activeBranchSlice.actions;

type WithBranch = { activeBranch: ActiveBranchState };
export const selectActiveBranchId = (s: WithBranch) => s.activeBranch.activeBranchId;
