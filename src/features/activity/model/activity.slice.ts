import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ConnectionState } from '@/platform/realtime';
import { branchSwitchRequested } from '@/platform/session';

/**
 * Realtime-driven activity state. The lists and counts are server data (React Query); the
 * store holds the connection, the filter and the activity the user opened (its title is
 * the mobile header's).
 */
export type ActivityState = {
  connection: ConnectionState;
  filter: 'all' | 'unread';
  current: { id: number; title: string } | null;
  lastPushedId: number | null;
};

const initialState: ActivityState = {
  connection: 'initialized',
  filter: 'all',
  current: null,
  lastPushedId: null,
};

export const activitySlice = createSlice({
  name: 'activity',
  initialState,
  reducers: {
    connectionChanged: (state, action: PayloadAction<ConnectionState>) => {
      state.connection = action.payload;
    },
    filterChanged: (state, action: PayloadAction<'all' | 'unread'>) => {
      state.filter = action.payload;
    },
    activityOpened: (state, action: PayloadAction<{ id: number; title: string } | null>) => {
      state.current = action.payload;
    },
    notificationPushed: (state, action: PayloadAction<{ id: number }>) => {
      state.lastPushedId = action.payload.id;
    },
  },
  extraReducers: (builder) => {
    // Branch-scoped UI state resets with the branch.
    builder.addCase(branchSwitchRequested, (state) => {
      state.current = null;
      state.filter = 'all';
    });
  },
});

export const { connectionChanged, filterChanged, activityOpened, notificationPushed } =
  activitySlice.actions;

type WithActivity = { activity: ActivityState };
export const selectActivity = (s: WithActivity) => s.activity;
export const selectActivityFilter = (s: WithActivity) => s.activity.filter;
export const selectCurrentActivityTitle = (s: WithActivity) => s.activity.current?.title ?? null;
