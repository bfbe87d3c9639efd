import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { branchDeleted, branchSwitchRequested, selectActiveBranchId } from '@/platform/session';

/**
 * Realtime-driven activity state. The lists and counts are server data (React Query) and the
 * filter is in the URL (`?show=unread`); the store holds only the activity the user opened
 * (its title is the mobile header's), with the branch it belongs to.
 */
export type OpenedActivity = { id: number; title: string; branchId: number };
export type ActivityState = { current: OpenedActivity | null };

const initialState: ActivityState = { current: null };

export const activityOpened = createAction<OpenedActivity | null>('activity/activityOpened');

/** A plain reducer, as the session's (platform/session/session.slice.ts says why). */
export function activityReducer(state = initialState, action: UnknownAction): ActivityState {
  if (activityOpened.match(action)) return { current: action.payload };
  // A switch or a deletion forgets it; another branch activated without a switch (another
  // account signs in over this session) hides it, since it is shown for its branch only.
  if (branchSwitchRequested.match(action) || branchDeleted.match(action)) return { current: null };
  return state;
}

type WithActivity = { activity: ActivityState } & Parameters<typeof selectActiveBranchId>[0];
/** The activity opened in the active branch, if any. */
export const selectOpenedActivity = (s: WithActivity) =>
  s.activity.current && s.activity.current.branchId === selectActiveBranchId(s)
    ? s.activity.current
    : null;
export const selectCurrentActivityTitle = (s: WithActivity) =>
  selectOpenedActivity(s)?.title ?? null;
