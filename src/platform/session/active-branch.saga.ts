import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { isApiError, isPlanRefusal } from '@/platform/api/api-error';
import { eventChannel, type EventChannel } from 'redux-saga';
import {
  all,
  call,
  delay,
  fork,
  getContext,
  put,
  race,
  select,
  take,
  takeLatest,
} from 'redux-saga/effects';
import {
  getGetCompanyBranchQueryOptions,
  getListCompanyBranchesQueryKey,
  getListCompanyBranchesQueryOptions,
  listCompanyBranches,
} from './api/endpoints';
import type { BranchListResponse } from '@/platform/api/generated/model';
import { AHEAD_META } from '@/platform/api/query-client';
import { forgetAfter, refreshAfter } from '@/platform/api/cache';
import type { PrefetchPage } from '@/platform/store';
import {
  branchActivated,
  branchDeleted,
  branchesReloadRequested,
  branchSwitchRequested,
  selectActiveBranchId,
} from './active-branch.slice';
import { selectUser } from './session.slice';
import { toast } from '@/platform/ui/toaster';
import { branchComeText, branchGoneText, creatingHere, deletingHere } from './branch-list-news';
import { activeBranchStorage, userDataStorage, type UserData } from './storage';

/**
 * Makes a branch active: persists its id and asks for its full details (not waited for: a
 * switch is done once the id is set; a newer switch cancels the old branch's queries).
 * `listed`: the user's branches when none was chosen (a load): the branch is then this tab's,
 * and becomes a new tab's only if theirs names none of them (storage.ts).
 */
function* activate(branchId: number, listed?: readonly number[]) {
  const queryClient: QueryClient = yield getContext('queryClient');
  if (listed) activeBranchStorage.settle(branchId, listed);
  else activeBranchStorage.set(branchId);
  yield put(branchActivated(branchId));
  void queryClient.prefetchQuery(getGetCompanyBranchQueryOptions(branchId));
}

/** A branch list asked for ahead of loadBranchesFlow (a reload, alongside get-me). */
export type EarlyBranchList = { promise: Promise<BranchListResponse> } | null;

/**
 * On a reload of a company user's session (the kept user data says so), what the company page
 * waits for is asked for alongside get-me instead of after it: the branch list and, for the
 * branch kept active (else the first one listed), its details and the page's first data (the saga context's
 * `prefetchPage`: the route's own queries). The list is a bare call, so a failure is not
 * toasted here: loadBranchesFlow asks again, through the query cache; the rest are quiet
 * queries (AHEAD_META) that the page reads, or asks again for, when it renders. If the kept
 * branch is gone, they are not read. Not for a helper (no branches).
 */
export function* requestCompanyDataEarly() {
  const kept = userDataStorage.get();
  if (!kept || kept.isHelper) return null;
  const promise = listCompanyBranches();
  promise.catch(() => undefined); // read by loadBranchesFlow
  const queryClient: QueryClient = yield getContext('queryClient');
  const prefetchPage: PrefetchPage | undefined = yield getContext('prefetchPage');
  const ahead = (branchId: number) => {
    void queryClient.prefetchQuery({
      ...getGetCompanyBranchQueryOptions(branchId),
      meta: AHEAD_META,
    });
    prefetchPage?.(branchId, kept);
  };
  // The kept branch at once; without one (storage cleared), the first branch, when listed.
  const saved = activeBranchStorage.get();
  if (saved) ahead(saved);
  else promise.then((list) => list.data[0] && ahead(list.data[0].id)).catch(() => undefined);
  const early: EarlyBranchList = { promise };
  return early;
}

/** How long a reload's first render waits for the data asked for with get-me, at most. */
export const AHEAD_WAIT_MS = 500;

/**
 * Resolves once none of the queries asked for ahead (AHEAD_META) is in flight, or after
 * `ms`: a reload then renders the page once, with its data, instead of drawing its skeleton
 * and, a moment later, the data (each render of a company page costs 0.2-0.7 s at 4x CPU).
 * A query asked for once another has answered (the branch page's serving areas, once its
 * details are in) starts in a promise callback just after the cache says the first one is
 * done: "none in flight" is believed a task later, when that next one has started, and not
 * at the cache's word (the first render then came before the areas were asked for, and the
 * map's polygons ~0.4 s after the page at 4x CPU).
 */
export function aheadSettled(queryClient: QueryClient, ms = AHEAD_WAIT_MS): Promise<void> {
  return new Promise((resolve) => {
    const inFlight = () => queryClient.isFetching({ predicate: (q) => q.meta?.ahead === true }) > 0;
    let confirming: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(timer);
      clearTimeout(confirming);
      unsubscribe();
      resolve();
    };
    const check = () => {
      if (inFlight() || confirming !== undefined) return;
      confirming = setTimeout(() => {
        confirming = undefined;
        if (!inFlight()) done();
      });
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}

/**
 * Spec section 4: after loading all branches (skipped for helpers) the first becomes
 * active — unless a saved id names one of them, so the choice survives a reload. The list
 * stays in the query cache (useBranchList reads it); a failure leaves the query in error.
 * `early`: the list already asked for (requestCompanyDataEarly), used if it arrives;
 * `restoring`: the user of a session being restored (not yet in the store).
 */
export function* loadBranchesFlow(early: EarlyBranchList = null, restoring?: UserData) {
  const user: UserData | null = restoring ?? (yield select(selectUser));
  if (!user || user.isHelper) return;
  const queryClient: QueryClient = yield getContext('queryClient');
  const options = getListCompanyBranchesQueryOptions();
  const queryFn = early ? () => early.promise.catch(() => listCompanyBranches()) : options.queryFn;
  try {
    const response: BranchListResponse = yield call(() =>
      queryClient.fetchQuery({ ...options, queryFn, staleTime: 0 }),
    );
    const first = response.data[0];
    if (!first) {
      activeBranchStorage.clear();
      yield put(branchActivated(0));
      return;
    }
    const saved = activeBranchStorage.get();
    const listed = response.data.map((b) => b.id);
    yield call(activate, listed.includes(saved) ? saved : first.id, listed);
  } catch {
    // The query is in error (and has toasted): the pages offer a retry.
  }
}

/**
 * Branch switching (takeLatest: a newer switch cancels the running one): drop the old
 * branch's queries, persist the new id, load the new branch.
 */
function* switchBranchFlow(action: ReturnType<typeof branchSwitchRequested>) {
  const queryClient: QueryClient = yield getContext('queryClient');
  const previous: number = yield select(selectActiveBranchId);
  if (previous && previous !== action.payload) {
    yield call(forgetAfter, queryClient, 'branch', { branchId: previous });
  }
  yield call(activate, action.payload);
}

/**
 * Deleting a branch resets the active id to 0 (the reducer), clears the saved id and reloads
 * branches, so the first one becomes active (spec section 4). The deleted branch's queries
 * go at once, and it leaves the cached list before the reload answers, so no switcher or
 * list shows it meanwhile. Also when the user's access to it was taken (watchActiveBranchGone).
 */
function* branchDeletedFlow(action: ReturnType<typeof branchDeleted>) {
  const queryClient: QueryClient = yield getContext('queryClient');
  yield call(forgetAfter, queryClient, 'branch', { branchId: action.payload });
  queryClient.setQueryData<BranchListResponse>(getListCompanyBranchesQueryKey(), (list) =>
    list ? { ...list, data: list.data.filter((b) => b.id !== action.payload) } : list,
  );
  // A record of it open on a page (a job in its edit form) is read again: its page then says
  // it is gone or not the user's, and its form keeps what was typed (QA 137 H1).
  void queryClient.invalidateQueries({
    predicate: (query) => ofBranch(query.state.data, action.payload),
  });
  activeBranchStorage.clear();
  yield call(loadBranchesFlow);
}

/** Whether a query's answer is one record of the branch (`{ data: { branch_id } }`). */
function ofBranch(answer: unknown, branchId: number): boolean {
  const record = (answer as { data?: { branch_id?: unknown } } | undefined)?.data;
  return typeof record === 'object' && record !== null && record.branch_id === branchId;
}

type BranchListItem = BranchListResponse['data'][number];

/** The branch list as each answer brings it (a pushed change, a switcher opened, a reconnect). */
function branchListAnswers(queryClient: QueryClient): EventChannel<BranchListItem[]> {
  const key = JSON.stringify(getListCompanyBranchesQueryKey());
  return eventChannel((emit) =>
    queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'success') return;
      if (JSON.stringify(event.query.queryKey) !== key) return;
      const list = event.query.state.data as BranchListResponse | undefined;
      if (list) emit(list.data);
    }),
  );
}

const BRANCH_RELOAD_WAIT_MS = 30_000;

/**
 * The branch whose call a query's 404 or refusal is, if it is one of a branch's own calls (its
 * details and the lists under it, `/company-branches/{id}…`: none of them names another record,
 * so their 404 says the branch is gone, and their 403, not a plan's, that the user no longer
 * manages it: the owner took a manager's access, QA 137 H1).
 */
export function branchOfLostCall(error: unknown, queryKey: QueryKey): number | null {
  if (!isApiError(error) || !(error.status === 404 || isRefusal(error))) return null;
  const match = /^\/?(?:api\/)?company-branches\/(\d+)(?:\/|$)/.exec(String(queryKey[0]));
  if (match) return Number(match[1]);
  // The branch's managers (the Team page's panel) are its own too: refused, she lost it
  // (QA-184 M1: the panel's refetch toasted "This action is unauthorized." over the notice).
  const managersOf = (queryKey[1] as { branch_id?: unknown } | undefined)?.branch_id;
  const managers = /^\/?(?:api\/)?managers$/.test(String(queryKey[0]));
  return managers && isRefusal(error) && typeof managersOf === 'number' ? managersOf : null;
}

const isRefusal = (error: unknown) =>
  isApiError(error) && error.status === 403 && !isPlanRefusal(error);

/**
 * A query of the active branch answered 404 (the branch deleted by another user, its push
 * not yet in or missed) or 403 (the user's access to it taken): the branch list is asked for
 * again, whose answer makes the app leave the branch and say so (watchActiveBranchGone),
 * instead of a "Branch not found." or "This action is unauthorized." toast per page; so are
 * the failures of a branch the list no longer has. Any other company call refused (a job's
 * page, its Save's read) asks for the list too, but is its page's to say ("Not yours to
 * open"): its branch may be the one taken. Used by the query client (app/services.ts); true
 * when it answers the failure.
 */
export function leaveLostBranch(
  queryClient: QueryClient,
  activeBranchId: number,
  error: unknown,
  queryKey: QueryKey,
): boolean {
  const branchId = branchOfLostCall(error, queryKey);
  if (branchId === null) {
    if (activeBranchId && isRefusal(error) && !String(queryKey[0]).startsWith('/helper'))
      void refreshAfter(queryClient, 'branches', {});
    return false;
  }
  if (branchId === activeBranchId) {
    void refreshAfter(queryClient, 'branches', {});
    return true;
  }
  // A branch already left as gone (its calls' answers still coming in): said once already.
  const list = queryClient.getQueryData<BranchListResponse>(getListCompanyBranchesQueryKey());
  return list !== undefined && !list.data.some((b) => b.id === branchId);
}

/**
 * A company save refused (403, not a plan's): the user's access to its branch may have been
 * taken and its push missed, so the branch list is asked for again, as after a refused read
 * (leaveLostBranch), and the app leaves a branch it no longer has; the save's own toast says
 * the refusal. A helper has no active branch (and no branches).
 */
export function recheckBranchesAfterRefusal(
  queryClient: QueryClient,
  activeBranchId: number,
  error: unknown,
): void {
  if (activeBranchId && isRefusal(error)) void refreshAfter(queryClient, 'branches', {});
}

/**
 * The active branch gone under the user (another user of the company deleted it: QA 55 found a
 * manager left on its pages, each "Branch not found.", until a reload): once the branch list
 * no longer has it, the app leaves it as after one's own deletion (branchDeleted: its queries
 * go, the first branch becomes active) and says so. A branch come into the list (a manager
 * given access: QA 137 L1) is said too. One's own deletion and creation are their page's to say.
 */
function* watchBranchList() {
  const queryClient: QueryClient = yield getContext('queryClient');
  const answers = branchListAnswers(queryClient);
  // The last list's names (a kept id the first list lacks is loadBranchesFlow's).
  let known: Map<number, string> | null = null;
  try {
    while (true) {
      const branches: BranchListItem[] = yield take(answers);
      const active: number = yield select(selectActiveBranchId);
      const before = known;
      known = new Map(branches.map((b) => [b.id, b.name]));
      if (!before) continue;
      for (const b of branches)
        if (!before.has(b.id) && !creatingHere(queryClient, b.id))
          toast.info(branchComeText(b.name));
      const name = before.get(active);
      if (name === undefined || known.has(active) || deletingHere(queryClient, active)) continue;
      yield put(branchDeleted(active));
      const next: { activated?: ReturnType<typeof branchActivated> } = yield race({
        activated: take(branchActivated.type),
        // The list could not be loaded again: the pages say so, with a Try again.
        failed: delay(BRANCH_RELOAD_WAIT_MS),
      });
      if (next.activated) toast.info(branchGoneText(name, known.get(next.activated.payload)));
    }
  } finally {
    answers.close();
  }
}

export function* activeBranchSaga() {
  yield all([
    takeLatest(branchSwitchRequested.type, switchBranchFlow),
    takeLatest(branchDeleted.type, branchDeletedFlow),
    takeLatest(branchesReloadRequested.type, loadBranchesFlow),
    fork(watchBranchList),
  ]);
}
