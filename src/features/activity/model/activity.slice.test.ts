import { combineReducers } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import {
  activeBranchReducer,
  branchActivated,
  branchDeleted,
  branchSwitchRequested,
} from '@/platform/session';
import { activityOpened, activityReducer, selectCurrentActivityTitle } from './activity.slice';

const reducer = combineReducers({
  activity: activityReducer,
  activeBranch: activeBranchReducer,
});
type State = ReturnType<typeof reducer>;
const reduce = (state: State | undefined, action: { type: string }) => reducer(state, action);

/** A user on branch 3 who opened an activity. */
function onBranchWithOpenActivity(branchId = 3): State {
  const state = reduce(undefined, branchActivated(branchId));
  return reduce(state, activityOpened({ id: 11, title: 'Order #1099 is now formed', branchId }));
}

describe('activity slice: the opened activity belongs to its branch', () => {
  it('shows its title while its branch is active', () => {
    expect(selectCurrentActivityTitle(onBranchWithOpenActivity())).toBe(
      'Order #1099 is now formed',
    );
  });

  it('a switch forgets it', () => {
    const state = reduce(onBranchWithOpenActivity(), branchSwitchRequested(4));
    expect(selectCurrentActivityTitle(reduce(state, branchActivated(4)))).toBeNull();
    expect(selectCurrentActivityTitle(reduce(state, branchActivated(3)))).toBeNull();
  });

  it("deleting the branch clears the deleted branch's activity from the header", () => {
    const state = reduce(onBranchWithOpenActivity(), branchDeleted(3));
    expect(selectCurrentActivityTitle(state)).toBeNull();
    expect(selectCurrentActivityTitle(reduce(state, branchActivated(5)))).toBeNull();
  });

  it('activating another branch without a switch (another account signs in) hides it', () => {
    const state = reduce(onBranchWithOpenActivity(3), branchActivated(8));
    expect(selectCurrentActivityTitle(state)).toBeNull();
  });

  it('activating the same branch again keeps it', () => {
    const same = reduce(onBranchWithOpenActivity(3), branchActivated(3));
    expect(selectCurrentActivityTitle(same)).toBe('Order #1099 is now formed');
  });
});
