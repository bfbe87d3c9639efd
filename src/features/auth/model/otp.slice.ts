import { createAction, type UnknownAction } from '@reduxjs/toolkit';
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

/** A one-time code was sent (request-otp); an earlier code or token no longer counts. */
export const otpSent = createAction<{ otpId: string; email: string }>('otp/otpSent');
/** The code was verified (verify-otp): its temporary token is for the flow's last call. */
export const otpVerified = createAction<{ temporaryToken: string }>('otp/otpVerified');
/** A flow kept in the tab (otp-flow-storage) resumes after a reload. */
export const otpFlowResumed = createAction<
  Omit<OtpState, 'lastSendingEmail'> & { email: string | null }
>('otp/otpFlowResumed');
/** The flow ended or was abandoned (a token is single use). */
export const otpFlowCleared = createAction('otp/otpFlowCleared');

/** A plain reducer, as the session's (platform/session/session.slice.ts says why). */
export function otpReducer(state = initialState, action: UnknownAction): OtpState {
  if (otpSent.match(action))
    return {
      otpId: action.payload.otpId,
      temporaryToken: null,
      lastSendingEmail: action.payload.email,
    };
  if (otpVerified.match(action)) return { ...state, temporaryToken: action.payload.temporaryToken };
  if (otpFlowResumed.match(action)) {
    const { otpId, temporaryToken, email } = action.payload;
    return { otpId, temporaryToken, lastSendingEmail: email };
  }
  // A sign-in spends the flow, whichever way it came.
  if (otpFlowCleared.match(action) || loggedIn.match(action) || sessionRestored.match(action))
    return { ...state, otpId: null, temporaryToken: null };
  return state;
}

type WithOtp = { otp: OtpState };
export const selectOtpId = (s: WithOtp) => s.otp.otpId;
export const selectTemporaryToken = (s: WithOtp) => s.otp.temporaryToken;
export const selectLastSendingEmail = (s: WithOtp) => s.otp.lastSendingEmail;
