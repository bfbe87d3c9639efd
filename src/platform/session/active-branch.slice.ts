import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { activeBranchStorage } from './storage';

/**
 * Spec section 3's settings state, less the server data: the branch list and details live
 * in React Query; the store keeps which branch is active and the UI flags.
 */
export type ActiveBranchState = {
  activeBranchId: number;
  status: 'idle' | 'loading' | 'ready' | 'error';
  branchCount: number;
  firstBranchId: number;
  isBranchSwitching: boolean;
  isAddNewBranchPage: boolean;
  newBranchImage: string | null;
};

const initialState = (): ActiveBranchState => ({
  activeBranchId: activeBranchStorage.get(),
  status: 'idle',
  branchCount: 0,
  firstBranchId: 0,
  isBranchSwitching: false,
  isAddNewBranchPage: false,
  newBranchImage: null,
});

export const activeBranchSlice = createSlice({
  name: 'activeBranch',
  initialState,
  reducers: {
    branchesRequested: (state) => {
      state.status = 'loading';
    },
    branchesLoaded: (state, action: PayloadAction<{ count: number; firstBranchId: number }>) => {
      state.branchCount = action.payload.count;
      state.firstBranchId = action.payload.firstBranchId;
      state.status = 'ready';
      if (action.payload.count === 0) state.activeBranchId = 0;
    },
    branchesFailed: (state) => {
      state.status = 'error';
    },
    /** Try loading the branches again (after a failure). */
    branchesReloadRequested: () => undefined,
    branchActivated: (state, action: PayloadAction<number>) => {
      state.activeBranchId = action.payload;
    },
    branchSwitchRequested: (state, _action: PayloadAction<number>) => {
      state.isBranchSwitching = true;
    },
    branchSwitchFinished: (state) => {
      state.isBranchSwitching = false;
    },
    branchDeleted: (state, _action: PayloadAction<number>) => {
      state.activeBranchId = 0;
    },
    addNewBranchPageSet: (state, action: PayloadAction<boolean>) => {
      state.isAddNewBranchPage = action.payload;
    },
    newBranchImageSet: (state, action: PayloadAction<string | null>) => {
      state.newBranchImage = action.payload;
    },
  },
});

export const {
  branchesRequested,
  branchesLoaded,
  branchesFailed,
  branchesReloadRequested,
  branchActivated,
  branchSwitchRequested,
  branchSwitchFinished,
  branchDeleted,
  addNewBranchPageSet,
  newBranchImageSet,
} = activeBranchSlice.actions;

type WithBranch = { activeBranch: ActiveBranchState };
export const selectActiveBranchId = (s: WithBranch) => s.activeBranch.activeBranchId;
export const selectBranchState = (s: WithBranch) => s.activeBranch;
/** The branch used for actions: the active one, else the first (spec section 4). */
export const selectActionBranchId = (s: WithBranch) =>
  s.activeBranch.activeBranchId || s.activeBranch.firstBranchId;
export const selectHasBranches = (s: WithBranch) => s.activeBranch.branchCount > 0;
