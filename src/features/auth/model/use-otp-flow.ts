import { FORM_ERROR } from 'final-form';
import { useEffect, useState } from 'react';
import {
  useRequestPasswordResetOtp,
  useRequestRegisterOtp,
  useVerifyPasswordResetOtp,
  useVerifyRegisterOtp,
} from '../api/endpoints';
import { ERRORS_END_ON_SUCCESS_META } from '@/platform/api/query-client';
import { notDoneMessage, submitErrorsFor, toSubmitErrors, type FieldOf } from '@/platform/forms';
import {
  otpSent,
  otpVerified,
  selectLastSendingEmail,
  selectOtpId,
  selectTemporaryToken,
} from './otp.slice';
import { useAppDispatch, useAppSelector } from '@/platform/store';

export type OtpPurpose = 'register' | 'reset';

/** A code sent from the page (useOtpFlow's `reuse`); times in epoch ms. */
type SentCode = { otpId: string; email: string; resendUntil: number; expiresAt: number };

const addressKey = (address: string) => address.trim().toLowerCase();
export type SubmitErrors = Record<string, unknown> | undefined;

/**
 * A failed call of the flow as submit errors (submitErrorsFor): a 422's messages on the
 * `fields` of the step, any other key's above the form; the server's reason for a refusal;
 * for a server failure, or no answer, that `subject` was not (or may have been) `done` and
 * everything typed is still here.
 */
export function otpSubmitErrors(
  error: unknown,
  fields: readonly string[] | FieldOf,
  [subject, done]: readonly [string, string],
): Record<string, unknown> {
  return submitErrorsFor(error, fields, notDoneMessage(subject, done), [subject, done]) as Record<
    string,
    unknown
  >;
}

export function sameEmail(a: string | null | undefined, b: string | null | undefined): boolean {
  return Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());
}

/**
 * A cool-down in whole seconds: `start(seconds)` begins one; the count re-renders once a
 * second until it reaches 0.
 */
function useCooldown(resumeAt = 0): [number, (seconds: number) => void, number] {
  const [clock, setClock] = useState(() => ({ until: resumeAt, now: Date.now() }));
  useEffect(() => {
    if (clock.until <= clock.now) return undefined;
    const timer = window.setTimeout(
      () => setClock((c) => ({ ...c, now: Date.now() })),
      Math.min(1000, clock.until - clock.now),
    );
    return () => window.clearTimeout(timer);
  }, [clock]);
  const start = (seconds: number) => {
    const now = Date.now();
    setClock({ until: now + seconds * 1000, now });
  };
  return [Math.max(0, Math.ceil((clock.until - clock.now) / 1000)), start, clock.until];
}

/**
 * The one-time-code calls of a flow (auth-v2 register/* or reset-password/*): the code's id,
 * the address and the temporary token live in the session's auth state (spec section 3);
 * the resend cool-down is the server's `resend_after`.
 */
export function useOtpFlow(purpose: OtpPurpose, resendAt = 0) {
  const dispatch = useAppDispatch();
  const otpId = useAppSelector(selectOtpId);
  const temporaryToken = useAppSelector(selectTemporaryToken);
  const email = useAppSelector(selectLastSendingEmail);
  const requestRegister = useRequestRegisterOtp();
  const requestReset = useRequestPasswordResetOtp();
  // A wrong code's toast goes once a code is accepted (the next step is not shown under it).
  const verifyRegister = useVerifyRegisterOtp({ mutation: { meta: ERRORS_END_ON_SUCCESS_META } });
  const verifyReset = useVerifyPasswordResetOtp({ mutation: { meta: ERRORS_END_ON_SUCCESS_META } });
  const [resendIn, startCooldown, resendUntil] = useCooldown(resendAt);
  // The codes sent from this page, by address: going back to an earlier address while its
  // code still works and another cannot be sent yet goes on to that code (QA 2026-12-05: it was
  // refused, "Please wait 48 seconds…", with no way to enter the code already in the mail).
  const [sent] = useState(() => new Map<string, SentCode>());
  // A code asked for within the cool-down of one sent from elsewhere (another tab, a closed
  // one): the address, and the wait counted down (QA helper-175 L1: a red "Please wait 42
  // seconds" on a valid email that never changed). Its code's id is not ours to enter it with.
  const [heldFor, setHeldFor] = useState<string | null>(null);
  const [heldIn, startHeld] = useCooldown();

  /** Sends a code to `address`; resolves to submit errors (on `email`) when refused. */
  const request = async (address: string): Promise<SubmitErrors> => {
    try {
      const call = purpose === 'register' ? requestRegister : requestReset;
      const { data } = await call.mutateAsync({ data: { email: address.trim() } });
      dispatch(otpSent({ otpId: data.otp_id, email: data.email }));
      startCooldown(data.resend_after);
      const now = Date.now();
      sent.set(addressKey(data.email), {
        otpId: data.otp_id,
        email: data.email,
        resendUntil: now + data.resend_after * 1000,
        expiresAt: Date.parse(data.expires_at),
      });
      return undefined;
    } catch (error) {
      const wait = coolDownSeconds(error);
      if (wait === null) return otpSubmitErrors(error, ['email'], ['the code', 'sent']);
      setHeldFor(addressKey(address));
      startHeld(wait);
      // No field's error: the wait is said, and counted down, by `held` (OtpCooldownNote).
      return { [COOLING_DOWN]: true };
    }
  };

  /**
   * Goes back to the code sent to `address` when it still works and no other may be asked for
   * yet (its cool-down runs on); false when there is none such.
   */
  const reuse = (address: string | undefined): boolean => {
    // The current code (sent before a reload too, when the map was empty) still in its cool-down.
    if (otpId && !temporaryToken && resendIn > 0 && sameEmail(email, address)) return true;
    const code = address ? sent.get(addressKey(address)) : undefined;
    const now = Date.now();
    if (!code || code.resendUntil <= now || code.expiresAt <= now) return false;
    if (code.otpId !== otpId || temporaryToken)
      dispatch(otpSent({ otpId: code.otpId, email: code.email }));
    startCooldown((code.resendUntil - now) / 1000);
    return true;
  };

  /** Trades the code for a temporary token; resolves to submit errors (on `code`) when wrong. */
  const verify = async (code: string): Promise<SubmitErrors> => {
    if (!otpId) return { [FORM_ERROR]: 'Request a code first.' };
    try {
      const call = purpose === 'register' ? verifyRegister : verifyReset;
      const { data } = await call.mutateAsync({ data: { otp_id: otpId, code } });
      dispatch(otpVerified({ temporaryToken: data.temporary_token }));
      // Traded: that code is spent.
      for (const [key, code] of sent) if (code.otpId === otpId) sent.delete(key);
      return undefined;
    } catch (error) {
      // A refusal naming `otp_id`: this code can no longer be used (out of tries, expired,
      // unknown), so another may be asked for at once, not when its cool-down ends (QA
      // 2026-12-05: after five wrong codes, Resend still counted down). Its message is the
      // code field's, said once.
      if (toSubmitErrors(error)?.otp_id) {
        startCooldown(0);
        for (const [key, code] of sent) if (code.otpId === otpId) sent.delete(key);
      }
      const onCode: FieldOf = (key) => (key === 'code' || key === 'otp_id' ? 'code' : undefined);
      return otpSubmitErrors(error, onCode, ['the code', 'checked']);
    }
  };

  /** The seconds left before a code may be asked for `address` (0: it may be now). */
  const held = (address: string | undefined) =>
    heldFor !== null && address && addressKey(address) === heldFor ? heldIn : 0;

  return { request, reuse, verify, otpId, email, temporaryToken, resendIn, resendUntil, held };
}

/** The submit error of a code asked for too soon (no field's: `held` says it). */
const COOLING_DOWN = 'coolingDown';

/**
 * The seconds of a refusal to send another code yet: the 422 on `email` "Please wait N seconds
 * before requesting another code." (contract/README, OTP request); null for any other failure.
 */
function coolDownSeconds(error: unknown): number | null {
  const message = toSubmitErrors(error)?.email;
  const match = /^Please wait (\d+) seconds? before requesting another code\.$/.exec(
    String(message ?? ''),
  );
  return match ? Number(match[1]) : null;
}

export type OtpFlow = ReturnType<typeof useOtpFlow>;

/**
 * One submit of a three-step code flow (sign-ups, password reset): the `first` step asks for
 * a code (or, with `skipVerified`, goes straight to `last` when this very address has been
 * verified already), 'code' trades the code for a temporary token, `last` calls `finish`.
 */
export async function submitOtpStep<S extends string>(
  otp: OtpFlow,
  flow: { step: S; first: S; last: S; setStep: (step: S) => void; skipVerified?: boolean },
  values: { email?: string; code?: string },
  finish: () => Promise<SubmitErrors>,
): Promise<SubmitErrors> {
  const { step, first, last, setStep } = flow;
  if (step === first) {
    if (flow.skipVerified && otp.temporaryToken && sameEmail(otp.email, values.email)) {
      // Back from a later step with the address already verified: no new code needed.
      setStep(last);
      return undefined;
    }
    if (otp.reuse(values.email)) {
      // Back to fix a detail, or back to an earlier address: the code sent to it still works,
      // and another could not be sent yet (QA 58 M8: "Please wait 55 seconds…" on a field that
      // was fine).
      setStep('code' as S);
      return undefined;
    }
    const errors = await otp.request(values.email ?? '');
    if (!errors) setStep('code' as S);
    return errors;
  }
  if (step === 'code') {
    const errors = await otp.verify(values.code ?? '');
    if (!errors) setStep(last);
    return errors;
  }
  return finish();
}
