import { FORM_ERROR } from 'final-form';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '@/platform/store';
import {
  dropKeptOtpFlow,
  keepOtpFlow,
  otpFlowKey,
  readKeptOtpFlow,
  typedAny,
} from './otp-flow-storage';
import { otpFlowCleared, otpFlowResumed } from './otp.slice';
import { useAbandonOtpFlowOnLeave } from './use-abandon-otp-flow';
import { toSubmitErrors } from '@/platform/forms';
import {
  otpSubmitErrors,
  submitOtpStep,
  useOtpFlow,
  type OtpPurpose,
  type SubmitErrors,
} from './use-otp-flow';

/** A step's heading and its submit button's text. */
export type OtpStepText = { title: string; submit: string };

/** The three steps in order: the first (asks for the email), 'code', the last (finishes). */
export type OtpSteps<S extends string> = [
  [S, OtpStepText],
  ['code', OtpStepText],
  [S, OtpStepText],
];

/** What `finish` is given: the verified address's temporary token and the address. */
export type VerifiedEmail = { temporaryToken: string; email: string };

/**
 * The step machine shared by the three one-time-code pages (two sign-ups, password reset):
 * the flow, the current step, its heading and button text, and the form's submit. Leaving the
 * page abandons the flow (the code id and token are single use). `finish` makes the last
 * step's call with the verified address; its failures come back as the form's errors:
 * - without a verified address (or a spent or expired one: a `temporary_token` error), the
 *   flow starts again at the first step, where Continue asks for a new code;
 * - an error on one of `firstStepFields` (e.g. the email is taken) shows on the first step.
 */
export function useOtpSteps<S extends string, V extends { email?: string; code?: string }>(
  purpose: OtpPurpose,
  config: {
    steps: OtpSteps<S>;
    finish: (values: V, verified: VerifiedEmail) => Promise<void>;
    /** What `finish` does, for its failure's words: e.g. ['your company', 'created']. */
    finished: readonly [string, string];
    firstStepFields?: readonly string[];
    /** The last step's fields, where `finish`'s 422 messages go (others above the form). */
    lastStepFields: readonly string[];
    /** Back on the first step with the address verified already, skip to the last. */
    skipVerified?: boolean;
    /** What the first step starts with when no flow was kept (the reset's carried email). */
    startWith?: Partial<V>;
  },
) {
  const dispatch = useAppDispatch();
  // A flow this tab kept before a reload resumes where it was (otp-flow-storage).
  const [[first, firstText], [, codeText], [last, lastText]] = config.steps;
  const [flowKey] = useState(() => otpFlowKey(purpose, window.location.pathname));
  const [kept] = useState(() => {
    const found = readKeptOtpFlow(flowKey);
    return found && [first, 'code', last].includes(found.step) ? found : null;
  });
  const otp = useOtpFlow(purpose, kept?.resendAt);
  const [step, showStep] = useState<S | 'code'>(
    () => (kept?.step as S | 'code' | undefined) ?? first,
  );
  const { otpId, temporaryToken, email, resendUntil } = otp;
  const setStep = useStepHistory(step, showStep, (wanted) =>
    stepNow(wanted, first, last, { otpId, temporaryToken }),
  );
  const typed = useRef<Record<string, unknown>>(kept?.values ?? {});
  useEffect(() => {
    if (kept)
      dispatch(
        otpFlowResumed({
          otpId: kept.otpId,
          temporaryToken: kept.temporaryToken,
          email: kept.email,
        }),
      );
  }, [dispatch, kept]);
  useAbandonOtpFlowOnLeave(flowKey);
  // Kept while on its way, at each step from the first thing typed (a reload on the first
  // step lost the name, email and company typed: QA helper-193); all of it cleared, nothing.
  const keepNow = useCallback(() => {
    if (!otpId && !temporaryToken && !typedAny(typed.current)) {
      dropKeptOtpFlow(flowKey);
      return;
    }
    keepOtpFlow(flowKey, {
      step,
      values: typed.current,
      otpId,
      temporaryToken,
      email,
      resendAt: resendUntil,
    });
  }, [flowKey, step, otpId, temporaryToken, email, resendUntil]);
  useEffect(keepNow, [keepNow]);

  const finish = async (values: V): Promise<SubmitErrors> => {
    if (!otp.temporaryToken || !otp.email) {
      setStep(first);
      return { [FORM_ERROR]: 'Please verify your email first.' };
    }
    try {
      await config.finish(values, { temporaryToken: otp.temporaryToken, email: otp.email });
      return undefined;
    } catch (error) {
      const spent = toSubmitErrors(error)?.temporary_token;
      if (spent) {
        // The verification is spent or expired: a new code is needed.
        dispatch(otpFlowCleared());
        setStep(first);
        return { [FORM_ERROR]: `${String(spent)} Continue to get a new code.` };
      }
      const errors = otpSubmitErrors(
        error,
        [...(config.firstStepFields ?? []), ...config.lastStepFields],
        config.finished,
      );
      if (config.firstStepFields?.some((field) => field in errors)) setStep(first);
      return errors;
    }
  };

  const text = step === first ? firstText : step === 'code' ? codeText : lastText;
  return {
    otp,
    step,
    /** Back to the first step (the code step's "change email"). */
    restart: () => setStep(first),
    /**
     * On the last step of a sign-up (skipVerified), the way back to the first to fix a detail:
     * the verified address goes on to the last again without a new code.
     */
    back:
      step === last && config.skipVerified
        ? { text: `Back to ${firstText.title.toLowerCase()}`, go: () => setStep(first) }
        : undefined,
    heading: { step: step === first ? 1 : step === 'code' ? 2 : 3, of: 3, title: text.title },
    submitText: text.submit,
    /** What a resumed flow had typed (no password, no code), else `startWith`. */
    initialValues: (kept?.values as Partial<V> | undefined) ?? config.startWith,
    /**
     * What is typed, as it is typed: kept with the flow, so a reload at any step keeps its
     * fields (QA 58 M7: only what a step had submitted; QA helper-193: nothing on the first).
     */
    typing: (values: V) => {
      typed.current = values as Record<string, unknown>;
      keepNow();
    },
    onSubmit: (values: V): Promise<SubmitErrors> => {
      typed.current = values;
      return submitOtpStep<S | 'code'>(
        otp,
        { step, first, last, setStep, skipVerified: config.skipVerified },
        values,
        () => finish(values),
      );
    },
  };
}

/**
 * What a history entry's step can be now: the code step wants a code out and not yet traded
 * (traded, it is spent: back on the first step, where Continue goes on to the last); the last
 * step a verified address (with only a code out, the code step).
 */
function stepNow<S extends string>(
  wanted: string,
  first: S,
  last: S,
  flow: { otpId: unknown; temporaryToken: unknown },
): S | 'code' {
  if (wanted === last && flow.temporaryToken) return last;
  const codeOut = Boolean(flow.otpId) && !flow.temporaryToken;
  if ((wanted === 'code' || wanted === last) && codeOut) return 'code';
  return first;
}

/** The history entry's state key of a step (useStepHistory). */
const STEP_STATE = 'otpStep';

/**
 * Each step its own entry of the browser's history, on the page's address: a move pushes one,
 * and Back and Forward show the entry's step (QA 2026-12-05: Back from the code step left the
 * page, and Forward came back to an empty first step). `valid` says what an entry's step can
 * be now (a spent code's step cannot come back). Returns the move.
 */
function useStepHistory<T extends string>(
  step: T,
  show: (step: T) => void,
  valid: (wanted: string) => T,
): (next: T) => void {
  const current = useRef(step);
  current.current = step;
  const validNow = useRef(valid);
  validNow.current = valid;
  useEffect(() => {
    // The page's entry holds its step (a reload keeps it, as the tab keeps the flow).
    window.history.replaceState({ ...historyState(), [STEP_STATE]: current.current }, '');
    // The entry keeps its step: what it can be is asked again at each visit.
    const onPop = () => {
      const wanted = historyState()[STEP_STATE];
      if (typeof wanted === 'string') show(validNow.current(wanted));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [show]);
  return useCallback(
    (next: T) => {
      if (next !== current.current)
        window.history.pushState({ ...historyState(), [STEP_STATE]: next }, '');
      current.current = next;
      show(next);
    },
    [show],
  );
}

function historyState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}
