import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { loggedIn, sessionRestored } from '@/platform/session';

/**
 * The one-time-code flow in progress (sign-up, password reset): spec section 3's otpId,
 * temporaryToken and lastSendingEmail. Only the auth pages use it, so it lives here, not in
 * the session.
 */
export type OtpState = {
  /** The code's id (request-otp). */
  otpId: string | null;
  /** What a verified code was traded for; proves the email to the flow's last call. */
  temporaryToken: string | null;
  /** Where the last code (or reset link) was sent. */
  lastSendingEmail: string | null;
};

const initialState: OtpState = { otpId: null, temporaryToken: null, lastSendingEmail: null };

function clear(state: OtpState) {
  state.otpId = null;
  state.temporaryToken = null;
}

export const otpSlice = createSlice({
  name: 'otp',
  initialState,
  reducers: {
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
    /** A flow kept in the tab (otp-flow-storage) resumes after a reload. */
    otpFlowResumed: (
      state,
      action: PayloadAction<Omit<OtpState, 'lastSendingEmail'> & { email: string | null }>,
    ) => {
      state.otpId = action.payload.otpId;
      state.temporaryToken = action.payload.temporaryToken;
      state.lastSendingEmail = action.payload.email;
    },
    /** The flow ended or was abandoned (a token is single use). */
    otpFlowCleared: clear,
  },
  // A sign-in spends the flow, whichever way it came.
  extraReducers: (builder) => builder.addCase(loggedIn, clear).addCase(sessionRestored, clear),
});

export const { otpSent, otpVerified, otpFlowResumed, otpFlowCleared } = otpSlice.actions;

type WithOtp = { otp: OtpState };
export const selectOtpId = (s: WithOtp) => s.otp.otpId;
export const selectTemporaryToken = (s: WithOtp) => s.otp.temporaryToken;
export const selectLastSendingEmail = (s: WithOtp) => s.otp.lastSendingEmail;
