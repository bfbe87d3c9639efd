import { Button } from '@blueprintjs/core';
import { useRef, useState, type MouseEvent } from 'react';
import { useForm } from 'react-final-form';
import { isMockMode } from '@/platform/config/config';
import { OtpField } from '@/platform/forms';
import { AppButton, toast } from '@/platform/ui';
import { accountRules } from '../model/account-rules';
import type { OtpFlow, SubmitErrors } from '../model/use-otp-flow';

function firstMessage(errors: SubmitErrors): string {
  const value = errors ? Object.values(errors)[0] : undefined;
  return typeof value === 'string' ? value : 'The code could not be sent.';
}

/**
 * The code step of a one-time-code flow, inside the flow's form (field `code`): the six
 * boxes, "Resend code" once the server's cool-down has passed, and a way back to the email.
 */
export function OtpCodeStep({
  otp,
  onChangeEmail,
}: {
  otp: OtpFlow;
  /** Back to the step with the email (the code typed so far is dropped). */
  onChangeEmail: () => void;
}) {
  const form = useForm<{ email?: string; code?: string }>();
  const { email, resendIn } = otp;
  const onResend = () => otp.request(email ?? form.getState().values.email ?? '');
  const [sending, setSending] = useState(false);
  const [resendError, setResendError] = useState<string | null>(null);
  const step = useRef<HTMLDivElement>(null);

  const resend = async () => {
    setSending(true);
    setResendError(null);
    const errors = await onResend();
    setSending(false);
    // Back in the boxes, for the code: a second press of Resend (a double click) lands on it
    // disabled while it sends, where nothing can keep the focus from leaving for the page, and
    // the empty boxes then said "Value is required" (QA 2026-12-05).
    step.current?.querySelector('input')?.focus();
    if (errors) {
      setResendError(firstMessage(errors));
      return;
    }
    form.change('code', undefined);
    form.resetFieldState('code');
    toast.success(`We sent a new code to ${email ?? 'your email'}.`);
  };

  // A press on these buttons leaves the focus in the code boxes: blurring them, empty, showed
  // "Value is required" under them, which pushed the buttons down under the pointer, so the
  // first click of "Use a different email" was lost (review 53 M4). Keys still reach them.
  const keepFocus = (event: MouseEvent) => event.preventDefault();

  return (
    <div className="auth-otp-step" ref={step}>
      <p className="auth-otp-step__sent">
        We sent a 6-digit code to <strong>{email}</strong>. Enter it below; it is valid for 10
        minutes.
      </p>
      {isMockMode && (
        // The demo sends no mail: its code is shown in the Demo panel (QA 205 L9).
        <p className="app-muted auth-otp-step__demo">
          Demo: the code is in the Demo panel (the Demo button, bottom left; on a phone, at the end
          of the page).
        </p>
      )}
      <OtpField name="code" label="Verification code" autoFocus validate={accountRules.code} />
      <div className="auth-otp-step__actions" onMouseDown={keepFocus}>
        <Button
          variant="minimal"
          intent="primary"
          disabled={resendIn > 0 || sending}
          loading={sending}
          onClick={() => void resend()}
          text={resendIn > 0 ? `Resend code in ${resendIn}s` : 'Resend code'}
        />
        <Button
          variant="minimal"
          onClick={() => {
            form.change('code', undefined);
            onChangeEmail();
          }}
          text="Use a different email"
        />
      </div>
      {resendError && (
        <p role="alert" className="auth-inline-error">
          {resendError}
        </p>
      )}
    </div>
  );
}

/** "Step 2 of 3: Verify your email" above a flow's fields. */
export function StepHeading({ step, of, title }: { step: number; of: number; title: string }) {
  return (
    <div className="auth-step">
      <span className="auth-step__count">
        Step {step} of {of}
      </span>
      <h2 className="auth-step__title">{title}</h2>
    </div>
  );
}

/** A code flow's submit button: the step's text, busy while the step's call is out. */
export function StepSubmitButton({ text, submitting }: { text: string; submitting?: boolean }) {
  return (
    <AppButton type="submit" intent="primary" size="large" fill loading={submitting} text={text} />
  );
}
