import type { QueryClient } from '@tanstack/react-query';
import { all, call, getContext, put, spawn, takeEvery, takeLatest } from 'redux-saga/effects';
import { getMe } from '@/platform/api/generated/endpoints/auth/auth';
import type { GetMeResponse } from '@/platform/api/generated/model';
import { href } from '@/platform/routing';
import { toast } from '@/platform/ui/toaster';
import { TEXTS } from '@/platform/ui/texts';
import { loadBranchesFlow, activeBranchSaga } from './active-branch.saga';
import {
  dashboardSwitched,
  loggedIn,
  logoutRequested,
  sessionAnonymous,
  sessionRestored,
  sessionStarted,
} from './session.slice';
import {
  managerDashboardStorage,
  readStartupToken,
  tokenStorage,
  userDataStorage,
  wipeSessionAndReload,
} from './storage';

/** Start-up: token from the URL first, else storage; if present, fetch the current user. */
export function* bootstrapFlow() {
  const token: string | null = yield call(readStartupToken);
  if (!token) {
    yield put(sessionAnonymous());
    return;
  }
  try {
    // The candidate token is sent explicitly: a URL token is stored only if get-me accepts it.
    const response: GetMeResponse = yield call(getMe, {
      headers: { Authorization: `Bearer ${token}` },
    });
    if (tokenStorage.get() !== token) tokenStorage.set(token);
    const user = userDataStorage.set(response.data.user);
    yield put(sessionRestored({ token, user }));
    yield call(loadBranchesFlow);
  } catch {
    // The HTTP client has toasted and, on 401, cleared the token.
    yield put(sessionAnonymous());
  }
}

/** Spec section 4: store token and user data, welcome toast, go to the user's area. */
function* loginFlow(action: ReturnType<typeof loggedIn>) {
  tokenStorage.set(action.payload.token);
  userDataStorage.set(action.payload.user);
  toast.success(TEXTS.loginWelcomeToast);
  const navigate: (to: string) => void = yield getContext('navigate');
  yield call(
    navigate,
    action.payload.user.isHelper ? href('helper-job') : href('company-activity'),
  );
  yield call(loadBranchesFlow);
}

function* logoutFlow() {
  const queryClient: QueryClient = yield getContext('queryClient');
  queryClient.clear();
  const reload: () => void = yield getContext('reload');
  yield call(wipeSessionAndReload, reload);
}

function* dashboardFlow(action: ReturnType<typeof dashboardSwitched>) {
  managerDashboardStorage.set(action.payload === 'helper');
  const navigate: (to: string) => void = yield getContext('navigate');
  yield call(navigate, action.payload === 'helper' ? href('helper-job') : href('company-activity'));
}

export function* sessionSaga() {
  yield all([
    takeLatest(sessionStarted.type, bootstrapFlow),
    takeLatest(loggedIn.type, loginFlow),
    takeEvery(logoutRequested.type, logoutFlow),
    takeEvery(dashboardSwitched.type, dashboardFlow),
    spawn(activeBranchSaga),
  ]);
}
