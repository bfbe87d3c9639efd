import type { OtpPurpose } from './use-otp-flow';

/**
 * A one-time-code flow kept in this tab's sessionStorage while it is on its way, so a reload
 * (a phone's tab reloads as its user goes to the mail app for the code) resumes it at the step
 * it was at, with what was typed, instead of the first step with nothing, where Continue was
 * refused for a minute and the code already sent could go nowhere (QA 57 H4). Passwords and
 * the code are never kept. It goes when the flow ends, is left, or the session is wiped.
 */
export type KeptOtpFlow = {
  step: string;
  values: Record<string, unknown>;
  otpId: string | null;
  temporaryToken: string | null;
  email: string | null;
  /** When a new code may be asked for (epoch ms; the server's resend_after). */
  resendAt: number;
};

const NOT_KEPT = new Set(['password', 'password_confirmation', 'code']);
const keyOf = (purpose: OtpPurpose) => `movers:otp-flow:${purpose}`;

export function readKeptOtpFlow(purpose: OtpPurpose): KeptOtpFlow | null {
  try {
    const text = sessionStorage.getItem(keyOf(purpose));
    return text ? (JSON.parse(text) as KeptOtpFlow) : null;
  } catch {
    return null; // unreadable: start afresh
  }
}

export function keepOtpFlow(purpose: OtpPurpose, flow: KeptOtpFlow): void {
  const values = Object.fromEntries(
    Object.entries(flow.values).filter(([name]) => !NOT_KEPT.has(name)),
  );
  try {
    sessionStorage.setItem(keyOf(purpose), JSON.stringify({ ...flow, values }));
  } catch {
    // storage full or refused: the flow goes on, unkept
  }
}

export function dropKeptOtpFlow(purpose: OtpPurpose): void {
  sessionStorage.removeItem(keyOf(purpose));
}
