import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { managerDashboardStorage, type UserData } from './storage';

export type SessionStatus = 'booting' | 'anonymous' | 'authenticated';

/** Spec section 3's auth state; the token and user mirror local storage. */
export type SessionState = {
  status: SessionStatus;
  token: string | null;
  user: UserData | null;
  /** Session-storage flag, true by default; true = helper view (spec section 4). */
  isManagerChangeDashboard: boolean;
  otpId: string | null;
  temporaryToken: string | null;
  isPersonalInfoSection: boolean;
  lastSendingEmail: string | null;
};

const initialState = (): SessionState => ({
  status: 'booting',
  token: null,
  user: null,
  isManagerChangeDashboard: managerDashboardStorage.get(),
  otpId: null,
  temporaryToken: null,
  isPersonalInfoSection: false,
  lastSendingEmail: null,
});

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionStarted: (state) => {
      state.status = 'booting';
    },
    sessionRestored: (state, action: PayloadAction<{ token: string; user: UserData }>) => {
      state.status = 'authenticated';
      state.token = action.payload.token;
      state.user = action.payload.user;
    },
    loggedIn: (state, action: PayloadAction<{ token: string; user: UserData }>) => {
      state.status = 'authenticated';
      state.token = action.payload.token;
      state.user = action.payload.user;
    },
    sessionAnonymous: (state) => {
      state.status = 'anonymous';
      state.token = null;
      state.user = null;
    },
    /** A 401: the HTTP client has cleared the stored token. */
    unauthorized: (state) => {
      state.status = 'anonymous';
      state.token = null;
      state.user = null;
    },
    logoutRequested: () => {},
    dashboardSwitched: (state, action: PayloadAction<'manager' | 'helper'>) => {
      state.isManagerChangeDashboard = action.payload === 'helper';
    },
  },
});

export const {
  sessionStarted,
  sessionRestored,
  loggedIn,
  sessionAnonymous,
  unauthorized,
  logoutRequested,
  dashboardSwitched,
} = sessionSlice.actions;

type WithSession = { session: SessionState };
export const selectSession = (s: WithSession) => s.session;
export const selectUser = (s: WithSession) => s.session.user;
/** Logged in = a token is present, and user data is loaded (protected routes need both). */
export const selectIsLoggedIn = (s: WithSession) => Boolean(s.session.token && s.session.user);
export const selectIsHelper = (s: WithSession) => Boolean(s.session.user?.isHelper);
export const selectIsManager = (s: WithSession) => Boolean(s.session.user?.isManager);
