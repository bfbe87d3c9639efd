import { createAction, type UnknownAction } from '@reduxjs/toolkit';
import { managerDashboardStorage, type UserData } from './storage';

/**
 * booting: the stored (or URL) token is being checked; unreachable: that check failed for a
 * reason other than 401 (server error, offline) — the token is kept and the check retried.
 */
export type SessionStatus = 'booting' | 'anonymous' | 'authenticated' | 'unreachable';

/** Spec section 3's auth state (the one-time-code part is features/auth's otp slice). */
export type SessionState = {
  status: SessionStatus;
  /** The signed-in user (storage keeps a copy for the next start). The token is not here:
   * storage is its one owner (`tokenStorage`), read by the HTTP client on every call. */
  user: UserData | null;
  /** Session-storage flag, true by default; true = helper view (spec section 4). */
  isManagerChangeDashboard: boolean;
  /** Why the start-up check failed (status unreachable). */
  startupError: string | null;
  /** A new helper lands on personal info (their profile is still empty). */
  isPersonalInfoSection: boolean;
  /** Signed in, and the sign-in's saga is still choosing where to land (a form kept when
   * the session was lost, or the user's area): the guards send nobody anywhere meanwhile. */
  arriving: boolean;
  /** This tab's user asked to sign out: what their forms hold is not kept as they go. */
  signingOut: boolean;
  /**
   * Whose session a 401 ended in this tab, kept in memory only (a reload or another tab never
   * has it): the login page fills in their email, and says when their unsaved work was kept.
   */
  ended: EndedSession | null;
};

export type EndedSession = { userId: number; email: string; workKept: boolean };

/** Where a sign-in lands, and what it says (the login form's are the defaults). */
export type SignInOptions = { welcome?: string; personalInfo?: boolean };

const initialState = (): SessionState => ({
  status: 'booting',
  user: null,
  isManagerChangeDashboard: managerDashboardStorage.get(),
  startupError: null,
  isPersonalInfoSection: false,
  arriving: false,
  signingOut: false,
  ended: null,
});

type SignedIn = { token: string; user: UserData } & SignInOptions;

export const sessionStarted = createAction('session/sessionStarted');
/** Start-up found a valid token. */
export const sessionRestored = createAction<SignedIn>('session/sessionRestored');
/** A sign-in (login form, OAuth): the saga also toasts and navigates, then `arrived`. */
export const loggedIn = createAction<SignedIn>('session/loggedIn');
export const arrived = createAction('session/arrived');
export const sessionAnonymous = createAction('session/sessionAnonymous');
/**
 * A 401: the HTTP client's hook has cleared the token; or (`signedOutElsewhere`) a Logout in
 * another tab took the shared session's.
 */
export const unauthorized = createAction<{ signedOutElsewhere?: boolean } | undefined>(
  'session/unauthorized',
);
/** The login page is on screen (after a 401, the session saga looks for kept work then). */
export const loginPageShown = createAction('session/loginPageShown');
/** The user whose session a 401 ended has unsaved work kept for their next sign-in. */
export const endedSessionWorkKept = createAction('session/endedSessionWorkKept');
export const sessionUnreachable = createAction<string>('session/sessionUnreachable');
/** Check the kept token again now (the user asked, or the network came back). */
export const sessionRetryRequested = createAction('session/sessionRetryRequested');
export const logoutRequested = createAction('session/logoutRequested');
/** The signed-in user's own details changed (helper settings: name, avatar). */
export const userUpdated = createAction<Partial<UserData>>('session/userUpdated');
export const dashboardSwitched = createAction<'manager' | 'helper'>('session/dashboardSwitched');

/** Both ways into a session (start-up and sign-in) set the same; the sagas differ. */
const authenticated = (state: SessionState, { user, personalInfo }: SignedIn): SessionState => ({
  ...state,
  status: 'authenticated',
  user,
  startupError: null,
  isPersonalInfoSection: Boolean(personalInfo),
  ended: null,
});

/**
 * A 401 remembers whose session it ended; a Logout in another tab does not (that user chose to
 * leave: on a shared computer, the tab left open shows nothing of theirs, not even the email).
 */
function endedBy(state: SessionState, action: ReturnType<typeof unauthorized>) {
  if (action.payload?.signedOutElsewhere) return null;
  const { user } = state;
  return user ? { userId: user.id, email: user.email, workKept: false } : state.ended;
}

/**
 * The session's reducer. A plain one (actions from `createAction`, `.match`ed), as are the
 * store's four others: createSlice's drafts bring immer (and most of Redux Toolkit) into the
 * first load every page waits for, ~6 KB gzip of /login's (5/8), for a dozen one-line updates.
 */
export function sessionReducer(state = initialState(), action: UnknownAction): SessionState {
  if (sessionStarted.match(action) || sessionRetryRequested.match(action))
    return { ...state, status: 'booting' };
  if (sessionRestored.match(action)) return authenticated(state, action.payload);
  if (loggedIn.match(action)) return { ...authenticated(state, action.payload), arriving: true };
  if (arrived.match(action)) return { ...state, arriving: false };
  // Both ways out (no token at start-up, a 401 later).
  if (sessionAnonymous.match(action) || unauthorized.match(action)) {
    const ended = unauthorized.match(action) ? endedBy(state, action) : state.ended;
    return {
      ...state,
      status: 'anonymous',
      arriving: false,
      user: null,
      startupError: null,
      ended,
    };
  }
  if (endedSessionWorkKept.match(action) && state.ended)
    return { ...state, ended: { ...state.ended, workKept: true } };
  if (sessionUnreachable.match(action))
    return { ...state, status: 'unreachable', startupError: action.payload };
  if (logoutRequested.match(action)) return { ...state, signingOut: true };
  if (userUpdated.match(action))
    return state.user ? { ...state, user: { ...state.user, ...action.payload } } : state;
  if (dashboardSwitched.match(action))
    return { ...state, isManagerChangeDashboard: action.payload === 'helper' };
  return state;
}

type WithSession = { session: SessionState };
export const selectSession = (s: WithSession) => s.session;
export const selectUser = (s: WithSession) => s.session.user;
/** Logged in = the session's token was accepted and its user is loaded (protected routes). */
export const selectIsLoggedIn = (s: WithSession) =>
  s.session.status === 'authenticated' && s.session.user !== null;
export const selectSigningOut = (s: WithSession) => s.session.signingOut;
export const selectEndedSession = (s: WithSession) => s.session.ended;
export const selectIsHelper = (s: WithSession) => Boolean(s.session.user?.isHelper);
export const selectIsManager = (s: WithSession) => Boolean(s.session.user?.isManager);
