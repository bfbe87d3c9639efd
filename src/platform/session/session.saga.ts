import type { QueryClient } from '@tanstack/react-query';
import { dropLeftDrafts, hasKeptWork, takeBackToDraft, type Draft } from '@/platform/forms/drafts';
import { eventChannel, type EventChannel } from 'redux-saga';
import {
  all,
  call,
  delay,
  getContext,
  put,
  race,
  select,
  spawn,
  take,
  takeEvery,
  takeLatest,
} from 'redux-saga/effects';
import { isApiError } from '@/platform/api/api-error';
import { getMe } from './api/endpoints';
import type { GetMeResponse } from '@/platform/api/generated/model';
import { errorText, notifyApiError } from '@/platform/api/notify';
import {
  ARRIVAL_STATE,
  href,
  matchRoute,
  otherSideOf,
  requiresLogin,
  ROUTES,
  type RouteName,
} from '@/platform/routing';
import type { SagaServices } from '@/platform/store';
import { toast } from '@/platform/ui/toaster';
import { TEXTS } from '@/platform/ui/texts';
import {
  activeBranchSaga,
  aheadSettled,
  loadBranchesFlow,
  requestCompanyDataEarly,
  type EarlyBranchList,
} from './active-branch.saga';
import {
  dashboardSwitched,
  endedSessionWorkKept,
  loggedIn,
  loginPageShown,
  arrived,
  logoutRequested,
  sessionAnonymous,
  sessionRestored,
  sessionRetryRequested,
  sessionStarted,
  sessionUnreachable,
  selectEndedSession,
  selectSigningOut,
  selectUser,
  type EndedSession,
  unauthorized,
} from './session.slice';
import {
  managerDashboardStorage,
  sessionInLocalStorage,
  readStartupToken,
  tokenStorage,
  toUserData,
  userDataStorage,
  isAppPath,
  WANTED_PAGE_KEY,
  wipeSession,
  type UserData,
  type WantedPage,
} from './storage';

/** Waits between start-up checks while the server cannot be reached: 2 s, 4 s … 60 s. */
export const startupRetryDelay = (attempt: number) => Math.min(60_000, 2_000 * 2 ** attempt);

/** The browser's 'online' events (the network came back). */
function onlineEvents(): EventChannel<true> {
  return eventChannel((emit) => {
    const handler = () => emit(true);
    window.addEventListener('online', handler);
    return () => window.removeEventListener('online', handler);
  });
}

/**
 * Another tab's Logout: its wipe of local storage (`clear()`, a 'storage' event with no key,
 * fired only in the other tabs) that took the shared session's token. A token removed alone
 * is a 401 met there (review 102): this tab meets it on its next call, down the 401's path,
 * which keeps unsaved forms. A second person's tab keeps its session in its own storage
 * (storage.ts) and is not concerned.
 */
function sharedSessionWipes(): EventChannel<true> {
  return eventChannel((emit) => {
    const handler = (event: StorageEvent) => {
      if (event.storageArea !== localStorage || !sessionInLocalStorage()) return;
      if (event.key === null && tokenStorage.get() === null) emit(true);
    };
    window.addEventListener('storage', handler);
    return () => window.removeEventListener('storage', handler);
  });
}

/**
 * Signed out in another tab: this one's session ends too, at once, as a lost session does
 * (its cache goes, the guards show the login page, and a form left unsaved is kept for this
 * user to be offered back once signed in again), with a word on why. Before, such a tab kept
 * the team's names, phones and rates on screen until its next call met a 401 (QA helper-97).
 */
function* signedOutElsewhereSaga() {
  const wipes: EventChannel<true> = yield call(sharedSessionWipes);
  try {
    for (;;) {
      yield take(wipes);
      const user: UserData | null = yield select(selectUser);
      const signingOut: boolean = yield select(selectSigningOut);
      if (!user || signingOut) continue;
      const queryClient: QueryClient = yield getContext('queryClient');
      queryClient.clear();
      yield put(unauthorized({ signedOutElsewhere: true }));
      toast.info(TEXTS.signedOutElsewhere);
    }
  } finally {
    wipes.close();
  }
}

/**
 * Start-up: token from the URL first, else storage; if present, fetch the current user.
 * A 401 ends the session; any other failure (server error, offline) keeps the token, shows
 * the error and checks again when the network returns, when asked, or after a while.
 */
export function* bootstrapFlow() {
  const token: string | null = yield call(readStartupToken);
  if (!token) {
    yield put(sessionAnonymous());
    return;
  }
  // A kept session's branch list (and page data) go out with get-me (not for a token from
  // the URL: the HTTP client sends the stored one).
  const fromStorage = token === tokenStorage.get();
  const early: EarlyBranchList = fromStorage ? yield call(requestCompanyDataEarly) : null;
  const online = onlineEvents();
  // The failure is toasted once, and again only when the user asked for the retry that failed
  // (the automatic checks while the screen says so stay quiet).
  let toastFailure = true;
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        // The candidate token is sent explicitly: a URL token is stored only if get-me accepts it.
        const response: GetMeResponse = yield call(getMe, {
          headers: { Authorization: `Bearer ${token}` },
        });
        // A kept token gone from storage meanwhile was a Logout in another tab (or its 401):
        // this start ends signed out, and does not put the token back (review 102: a tab
        // retrying offline signed the browser in again once the network came back).
        if (fromStorage && tokenStorage.get() === null) {
          yield put(sessionAnonymous());
          return;
        }
        if (tokenStorage.get() !== token) tokenStorage.set(token);
        const user = userDataStorage.set(toUserData(response.data.user));
        if (early) {
          // A company reload: the branch list (asked for with get-me) makes a branch active
          // before the session is restored, and the page's data asked for alongside is
          // waited for (briefly), so the area renders once, with its branch and its data,
          // instead of three times.
          yield call(loadBranchesFlow, early, user);
          const queryClient: QueryClient = yield getContext('queryClient');
          yield call(aheadSettled, queryClient);
          yield put(sessionRestored({ token, user }));
        } else {
          yield put(sessionRestored({ token, user }));
          yield call(loadBranchesFlow);
        }
        return;
      } catch (error) {
        if (toastFailure || !isApiError(error) || error.status === 401) notifyApiError(error);
        if (!isApiError(error) || error.status === 401) {
          // On 401 the HTTP client's hook has cleared the token.
          yield put(sessionAnonymous());
          return;
        }
        yield put(sessionUnreachable(errorText(error) ?? error.message));
        const next: { asked?: unknown } = yield race({
          online: take(online),
          asked: take(sessionRetryRequested.type),
          timer: delay(startupRetryDelay(attempt)),
        });
        toastFailure = Boolean(next.asked);
        if (!next.asked) yield put(sessionRetryRequested());
      }
    }
  } finally {
    online.close();
  }
}

const EVERY_ROUTE: ReadonlySet<RouteName> = new Set(Object.keys(ROUTES) as RouteName[]);

/**
 * The private page this tab's signed-out person was sent to /login from (path, query and
 * hash), if the guard lets `user` open it (and, left by a session that ended there, it was
 * theirs); taken either way, so it serves one sign-in only.
 */
function takeWantedPage(user: UserData): string | null {
  const raw = sessionStorage.getItem(WANTED_PAGE_KEY);
  sessionStorage.removeItem(WANTED_PAGE_KEY);
  let wanted: Partial<WantedPage> | null;
  try {
    wanted = JSON.parse(raw ?? 'null') as Partial<WantedPage> | null;
  } catch {
    return null;
  }
  if (typeof wanted?.path !== 'string' || !isAppPath(wanted.path)) return null;
  if (typeof wanted.userId === 'number' && wanted.userId !== user.id) return null;
  const match = matchRoute(new URL(wanted.path, window.location.origin).pathname, EVERY_ROUTE);
  if (!match || !requiresLogin(match.name)) return null;
  const session = { loggedIn: true, isHelper: user.isHelper, isManager: user.isManager };
  return otherSideOf(match.name, session) ? null : wanted.path;
}

/** Spec section 4: store token and user data, welcome toast, go to the user's area. */
function* loginFlow(action: ReturnType<typeof loggedIn>) {
  tokenStorage.set(action.payload.token);
  // Stored as the store has it, so both agree on the flags (oauth-login's type decides).
  userDataStorage.set(action.payload.user);
  // What the sign-in page toasted (a wrong password before this one) is over.
  toast.clear();
  toast.success(action.payload.welcome ?? TEXTS.loginWelcomeToast);
  const navigate: SagaServices['navigate'] = yield getContext('navigate');
  const { user } = action.payload;
  const wanted = takeWantedPage(user);
  // A person sent here from a private page of their area goes back to it; others to their
  // first page (spec: helpers to helper-job). A helper who has just signed up too: the Job
  // page lists what her profile lacks, with a link to each step; Personal info, where she
  // was sent, was already complete from the sign-up (QA-211 L3).
  const landing = wanted ?? (user.isHelper ? href('helper-job') : href('company-activity'));
  // The guards wait for this (session.arriving): they would send the user from /login to
  // their area first, and that page began to load before the form took its place.
  try {
    // Work kept when this user's session was lost: back to that form, which offers it (2/8);
    // once (its form may be gone meanwhile).
    const draft: Draft | null = yield call(() => takeBackToDraft(user.id).catch(() => null));
    yield call(navigate, draft?.path ?? landing, { state: ARRIVAL_STATE });
  } finally {
    yield put(arrived());
  }
  yield call(loadBranchesFlow);
}

function* logoutFlow() {
  const queryClient: QueryClient = yield getContext('queryClient');
  queryClient.clear();
  // The forms this user left unsaved go with the session: the request itself stopped their
  // keeping (session.signingOut, read by useFormDraft), and the drafts go once the token has.
  // The token goes with the whole wipe, not alone before the drafts: her other tabs then saw a
  // 401's removal, and a call of theirs meanwhile ended their session as a 401 ("Error:
  // Unauthorized user"), not as this Logout (session.spec, once in a full run).
  const user: UserData | null = yield select(selectUser);
  wipeSession();
  if (user) yield call(() => dropLeftDrafts(user.id).catch(() => undefined));
  const reload: () => void = yield getContext('reload');
  reload();
}

/**
 * The login page a 401 brought the user to says whether what they typed was kept (QA
 * helper-130: only "Error: Unauthorized user" was said, though the sign-in brings it back).
 * Looked for once the page is shown: the forms the session ended under have gone by then,
 * and their last writes were started before this read, which IndexedDB orders after them.
 */
function* endedSessionFlow() {
  const ended: EndedSession | null = yield select(selectEndedSession);
  if (!ended || ended.workKept) return;
  const kept: boolean = yield call(() => hasKeptWork(ended.userId).catch(() => false));
  if (kept) yield put(endedSessionWorkKept());
}

function* dashboardFlow(action: ReturnType<typeof dashboardSwitched>) {
  managerDashboardStorage.set(action.payload === 'helper');
  const navigate: SagaServices['navigate'] = yield getContext('navigate');
  const to = action.payload === 'helper' ? href('helper-job') : href('company-activity');
  yield call(navigate, to, { state: ARRIVAL_STATE });
}

export function* sessionSaga() {
  yield all([
    takeLatest(sessionStarted.type, bootstrapFlow),
    takeLatest(loggedIn.type, loginFlow),
    takeEvery(logoutRequested.type, logoutFlow),
    takeEvery(dashboardSwitched.type, dashboardFlow),
    takeLatest(loginPageShown.type, endedSessionFlow),
    spawn(activeBranchSaga),
    spawn(signedOutElsewhereSaga),
  ]);
}
