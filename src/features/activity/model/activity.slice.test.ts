import { describe, expect, it } from 'vitest';
import { branchActivated, branchDeleted, branchSwitchRequested } from '@/platform/session';
import {
  activityOpened,
  activitySlice,
  filterChanged,
  selectCurrentActivityTitle,
  type ActivityState,
} from './activity.slice';

const reduce = (state: ActivityState | undefined, action: { type: string }) =>
  activitySlice.reducer(state, action);

/** A user on branch 3 who picked the unread filter and opened an activity. */
function onBranchWithOpenActivity(branchId = 3): ActivityState {
  let state = reduce(undefined, branchActivated(branchId));
  state = reduce(state, filterChanged('unread'));
  return reduce(state, activityOpened({ id: 11, title: 'Order #1099 is now formed' }));
}
const title = (state: ActivityState) => selectCurrentActivityTitle({ activity: state });

describe('activity slice: branch-scoped state', () => {
  it('a switch resets the filter and the current activity', () => {
    const state = reduce(onBranchWithOpenActivity(), branchSwitchRequested(4));
    expect(state.filter).toBe('all');
    expect(title(state)).toBeNull();
  });

  it("deleting the branch clears the deleted branch's activity from the header and the filter", () => {
    const state = reduce(onBranchWithOpenActivity(), branchDeleted(3));
    expect(title(state)).toBeNull();
    expect(state.filter).toBe('all');
    // The next activation after a deletion starts clean too.
    expect(title(reduce(state, branchActivated(5)))).toBeNull();
  });

  it('activating another branch without a switch (another account signs in) resets it', () => {
    const state = reduce(onBranchWithOpenActivity(3), branchActivated(8));
    expect(title(state)).toBeNull();
    expect(state.filter).toBe('all');
  });

  it('activating the same branch again, or the first activation, keeps it', () => {
    const same = reduce(onBranchWithOpenActivity(3), branchActivated(3));
    expect(title(same)).toBe('Order #1099 is now formed');
    expect(same.filter).toBe('unread');

    // Before the branches load (e.g. a reload with a saved id) the page may already be in use.
    let first = reduce(undefined, filterChanged('unread'));
    first = reduce(first, branchActivated(3));
    expect(first.filter).toBe('unread');
  });
});
