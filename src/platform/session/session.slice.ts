import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
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
};

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
});

type Authenticated = PayloadAction<{ token: string; user: UserData } & SignInOptions>;

/** One reducer for both ways into a session (start-up and sign-in); the sagas differ. */
function authenticate(state: SessionState, action: Authenticated) {
  state.status = 'authenticated';
  state.user = action.payload.user;
  state.startupError = null;
  state.isPersonalInfoSection = Boolean(action.payload.personalInfo);
}

/** One reducer for both ways out (no token at start-up, a 401 later). */
function anonymous(state: SessionState) {
  state.status = 'anonymous';
  state.arriving = false;
  state.user = null;
  state.startupError = null;
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted: (state) => {
      state.status = 'booting';
    },
    /** Start-up found a valid token. */
    sessionRestored: authenticate,
    /** A sign-in (login form, OAuth): the saga also toasts and navigates, then `arrived`. */
    loggedIn: (state, action: Authenticated) => {
      authenticate(state, action);
      state.arriving = true;
    },
    arrived: (state) => {
      state.arriving = false;
    },
    sessionAnonymous: anonymous,
    /** A 401: the HTTP client's hook has cleared the token. */
    unauthorized: anonymous,
    sessionUnreachable: (state, action: PayloadAction<string>) => {
      state.status = 'unreachable';
      state.startupError = action.payload;
    },
    /** Check the kept token again now (the user asked, or the network came back). */
    sessionRetryRequested: (state) => {
      state.status = 'booting';
    },
    logoutRequested: (state) => {
      state.signingOut = true;
    },
    /** The signed-in user's own details changed (helper settings: name, avatar). */
    userUpdated: (state, action: PayloadAction<Partial<UserData>>) => {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    dashboardSwitched: (state, action: PayloadAction<'manager' | 'helper'>) => {
      state.isManagerChangeDashboard = action.payload === 'helper';
    },
  },
});

export const {
  sessionStarted,
  sessionRestored,
  loggedIn,
  arrived,
  sessionAnonymous,
  unauthorized,
  sessionUnreachable,
  sessionRetryRequested,
  logoutRequested,
  userUpdated,
  dashboardSwitched,
} = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSession = (s: WithSession) => s.session;
export const selectUser = (s: WithSession) => s.session.user;
/** Logged in = the session's token was accepted and its user is loaded (protected routes). */
export const selectIsLoggedIn = (s: WithSession) =>
  s.session.status === 'authenticated' && s.session.user !== null;
export const selectSigningOut = (s: WithSession) => s.session.signingOut;
export const selectIsHelper = (s: WithSession) => Boolean(s.session.user?.isHelper);
export const selectIsManager = (s: WithSession) => Boolean(s.session.user?.isManager);
