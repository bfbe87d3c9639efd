import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { managerDashboardStorage, type UserData } from './storage';

/**
 * booting: the stored (or URL) token is being checked; unreachable: that check failed for a
 * reason other than 401 (server error, offline) — the token is kept and the check retried.
 */
export type SessionStatus = 'booting' | 'anonymous' | 'authenticated' | 'unreachable';

/** Spec section 3's auth state; the token and user mirror local storage. */
export type SessionState = {
  status: SessionStatus;
  token: string | null;
  user: UserData | null;
  /** Session-storage flag, true by default; true = helper view (spec section 4). */
  isManagerChangeDashboard: boolean;
  /** Why the start-up check failed (status unreachable). */
  startupError: string | null;
  /** The one-time code flow in progress (sign-up, password reset): the code's id. */
  otpId: string | null;
  /** What a verified code was traded for; proves the email to the flow's last call. */
  temporaryToken: string | null;
  /** Where the last code (or reset link) was sent. */
  lastSendingEmail: string | null;
  /** A new helper lands on personal info (their profile is still empty). */
  isPersonalInfoSection: boolean;
};

/** Where a sign-in lands, and what it says (the login form's are the defaults). */
export type SignInOptions = { welcome?: string; personalInfo?: boolean };

const initialState = (): SessionState => ({
  status: 'booting',
  token: null,
  user: null,
  isManagerChangeDashboard: managerDashboardStorage.get(),
  startupError: null,
  otpId: null,
  temporaryToken: null,
  lastSendingEmail: null,
  isPersonalInfoSection: false,
});

type Authenticated = PayloadAction<{ token: string; user: UserData } & SignInOptions>;

function clearOtp(state: SessionState) {
  state.otpId = null;
  state.temporaryToken = null;
}

/** One reducer for both ways into a session (start-up and sign-in); the sagas differ. */
function authenticate(state: SessionState, action: Authenticated) {
  state.status = 'authenticated';
  state.token = action.payload.token;
  state.user = action.payload.user;
  state.startupError = null;
  state.isPersonalInfoSection = Boolean(action.payload.personalInfo);
  clearOtp(state);
}

/** One reducer for both ways out (no token at start-up, a 401 later). */
function anonymous(state: SessionState) {
  state.status = 'anonymous';
  state.token = null;
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
    /** A sign-in (login form, OAuth): the saga also toasts and navigates. */
    loggedIn: authenticate,
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
    logoutRequested: () => {},
    /** The signed-in user's own details changed (helper settings: name, avatar). */
    userUpdated: (state, action: PayloadAction<Partial<UserData>>) => {
      if (state.user) state.user = { ...state.user, ...action.payload };
    },
    dashboardSwitched: (state, action: PayloadAction<'manager' | 'helper'>) => {
      state.isManagerChangeDashboard = action.payload === 'helper';
    },
    /** A one-time code was sent (request-otp); an earlier code or token no longer counts. */
    otpSent: (state, action: PayloadAction<{ otpId: string; email: string }>) => {
      state.otpId = action.payload.otpId;
      state.temporaryToken = null;
      state.lastSendingEmail = action.payload.email;
    },
    /** The code was verified (verify-otp): its temporary token is for the flow's last call. */
    otpVerified: (state, action: PayloadAction<{ temporaryToken: string }>) => {
      state.temporaryToken = action.payload.temporaryToken;
    },
    /** The flow ended or was abandoned (a token is single use). */
    otpFlowCleared: clearOtp,
  },
});

export const {
  sessionStarted,
  sessionRestored,
  loggedIn,
  sessionAnonymous,
  unauthorized,
  sessionUnreachable,
  sessionRetryRequested,
  logoutRequested,
  userUpdated,
  dashboardSwitched,
  otpSent,
  otpVerified,
  otpFlowCleared,
} = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSession = (s: WithSession) => s.session;
export const selectUser = (s: WithSession) => s.session.user;
/** Logged in = a token is present, and user data is loaded (protected routes need both). */
export const selectIsLoggedIn = (s: WithSession) => Boolean(s.session.token && s.session.user);
export const selectIsHelper = (s: WithSession) => Boolean(s.session.user?.isHelper);
export const selectIsManager = (s: WithSession) => Boolean(s.session.user?.isManager);
export const selectOtpId = (s: WithSession) => s.session.otpId;
export const selectTemporaryToken = (s: WithSession) => s.session.temporaryToken;
export const selectLastSendingEmail = (s: WithSession) => s.session.lastSendingEmail;
