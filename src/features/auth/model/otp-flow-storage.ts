/**
 * A one-time-code flow kept in this tab's sessionStorage while it is on its way, so a reload
 * (a phone's tab reloads as its user goes to the mail app for the code) resumes it at the step
 * it was at, with what was typed, instead of the first step with nothing, where Continue was
 * refused for a minute and the code already sent could go nowhere (QA 57 H4); from the first
 * thing typed, so a reload on the first step keeps it too (QA helper-193). Passwords and the
 * code are never kept. It goes when the flow ends, is left, or the session is wiped.
 */
export type KeptOtpFlow = {
  step: string;
  values: Record<string, unknown>;
  otpId: string | null;
  temporaryToken: string | null;
  email: string | null;
  /** When a new code may be asked for (epoch ms; the server's resend_after). */
  resendAt: number;
  /** When it was kept (epoch ms): a flow older than KEEP_MS is not resumed. */
  savedAt?: number;
};

/** A code lives 10 minutes: a flow kept longer ago than this is over (review 57). */
const KEEP_MS = 15 * 60_000;

const NOT_KEPT = new Set(['password', 'password_confirmation', 'code']);
/**
 * A flow's key: its purpose and its page (the company's and the helper's sign-up both
 * register, and one must not resume the other's: review 57).
 */
export const otpFlowKey = (purpose: string, page: string) => `movers:otp-flow:${purpose}:${page}`;

export function readKeptOtpFlow(key: string, now = Date.now()): KeptOtpFlow | null {
  try {
    const text = sessionStorage.getItem(key);
    const flow = text ? (JSON.parse(text) as KeptOtpFlow) : null;
    if (flow && !(flow.savedAt && now - flow.savedAt < KEEP_MS)) {
      sessionStorage.removeItem(key);
      return null;
    }
    return flow;
  } catch {
    return null; // unreadable: start afresh
  }
}

/** What of `values` is kept: all but the passwords and the code. */
const keptValues = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([name]) => !NOT_KEPT.has(name)));

/** Whether anything that would be kept has been typed (a blank field is nothing). */
export function typedAny(values: Record<string, unknown>): boolean {
  return Object.values(keptValues(values)).some(
    (value) => value !== undefined && value !== null && String(value).trim() !== '',
  );
}

export function keepOtpFlow(key: string, flow: KeptOtpFlow): void {
  const values = keptValues(flow.values);
  try {
    sessionStorage.setItem(key, JSON.stringify({ ...flow, values, savedAt: Date.now() }));
  } catch {
    // storage full or refused: the flow goes on, unkept
  }
}

export function dropKeptOtpFlow(key: string): void {
  sessionStorage.removeItem(key);
}
