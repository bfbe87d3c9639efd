import type { QueryClient } from '@tanstack/react-query';
import { call, getContext, put, select, takeLatest, all } from 'redux-saga/effects';
import {
  getGetCompanyBranchQueryOptions,
  getListCompanyBranchesQueryOptions,
} from '@/platform/api/generated/endpoints/branches/branches';
import type { BranchListResponse } from '@/platform/api/generated/model';
import { isBranchScopedKey } from '@/platform/api/query-client';
import {
  branchActivated,
  branchDeleted,
  branchesFailed,
  branchesLoaded,
  branchesReloadRequested,
  branchesRequested,
  branchSwitchFinished,
  branchSwitchRequested,
  selectActiveBranchId,
} from './active-branch.slice';
import { selectUser } from './session.slice';
import { activeBranchStorage, type UserData } from './storage';

/** Makes a branch active: persists its id and loads its full details into the cache. */
function* activate(branchId: number) {
  const queryClient: QueryClient = yield getContext('queryClient');
  activeBranchStorage.set(branchId);
  yield put(branchActivated(branchId));
  yield call(() => queryClient.prefetchQuery(getGetCompanyBranchQueryOptions(branchId)));
}

/**
 * Spec section 4: after loading all branches (skipped for helpers) the first becomes
 * active — unless a saved id names one of them, so the choice survives a reload.
 */
export function* loadBranchesFlow() {
  const user: UserData | null = yield select(selectUser);
  if (!user || user.isHelper) return;
  const queryClient: QueryClient = yield getContext('queryClient');
  yield put(branchesRequested());
  try {
    const response: BranchListResponse = yield call(() =>
      queryClient.fetchQuery({ ...getListCompanyBranchesQueryOptions(), staleTime: 0 }),
    );
    const branches = response.data;
    const first = branches[0];
    yield put(branchesLoaded({ count: branches.length, firstBranchId: first?.id ?? 0 }));
    if (!first) {
      activeBranchStorage.clear();
      return;
    }
    const saved = activeBranchStorage.get();
    yield call(activate, branches.some((b) => b.id === saved) ? saved : first.id);
  } catch {
    yield put(branchesFailed());
  }
}

/**
 * Branch switching (takeLatest: a newer switch cancels the running one): drop the old
 * branch's queries, persist the new id, load the new branch.
 */
function* switchBranchFlow(action: ReturnType<typeof branchSwitchRequested>) {
  const queryClient: QueryClient = yield getContext('queryClient');
  const previous: number = yield select(selectActiveBranchId);
  try {
    if (previous && previous !== action.payload) {
      const predicate = (q: { queryKey: readonly unknown[] }) =>
        isBranchScopedKey(q.queryKey, previous);
      yield call(() => queryClient.cancelQueries({ predicate }));
      queryClient.removeQueries({ predicate });
    }
    yield call(activate, action.payload);
  } finally {
    yield put(branchSwitchFinished());
  }
}

/** Deleting a branch resets the active id to 0, clears the saved id and reloads branches. */
function* branchDeletedFlow() {
  activeBranchStorage.clear();
  yield call(loadBranchesFlow);
}

export function* activeBranchSaga() {
  yield all([
    takeLatest(branchSwitchRequested.type, switchBranchFlow),
    takeLatest(branchDeleted.type, branchDeletedFlow),
    takeLatest(branchesReloadRequested.type, loadBranchesFlow),
  ]);
}
