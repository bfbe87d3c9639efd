import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { branchActivated, branchDeleted, branchSwitchRequested } from '@/platform/session';

/**
 * Realtime-driven activity state. The lists and counts are server data (React Query); the
 * store holds the filter and the activity the user opened (its title is the mobile header's).
 */
export type ActivityState = {
  filter: 'all' | 'unread';
  current: { id: number; title: string } | null;
  /** The branch the filter and the current activity belong to (0: none yet). */
  branchId: number;
};

const initialState: ActivityState = {
  filter: 'all',
  current: null,
  branchId: 0,
};

function resetBranchScoped(state: ActivityState) {
  state.current = null;
  state.filter = 'all';
}

export const activitySlice = createSlice({
  name: 'activity',
  initialState,
  reducers: {
    filterChanged: (state, action: PayloadAction<'all' | 'unread'>) => {
      state.filter = action.payload;
    },
    activityOpened: (state, action: PayloadAction<{ id: number; title: string } | null>) => {
      state.current = action.payload;
    },
  },
  extraReducers: (builder) => {
    // Branch-scoped UI state resets with the branch: on a switch, on a deletion (the active
    // id drops to 0 with no switch), and when another branch is activated without a switch
    // (e.g. another account signs in over this session). The first activation keeps it.
    builder.addCase(branchSwitchRequested, resetBranchScoped);
    builder.addCase(branchDeleted, (state) => {
      resetBranchScoped(state);
      state.branchId = 0;
    });
    builder.addCase(branchActivated, (state, action) => {
      if (state.branchId && state.branchId !== action.payload) resetBranchScoped(state);
      state.branchId = action.payload;
    });
  },
});

export const { filterChanged, activityOpened } = activitySlice.actions;

type WithActivity = { activity: ActivityState };
export const selectActivity = (s: WithActivity) => s.activity;
export const selectActivityFilter = (s: WithActivity) => s.activity.filter;
export const selectCurrentActivityTitle = (s: WithActivity) => s.activity.current?.title ?? null;
