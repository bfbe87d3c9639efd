import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Form, FormSpy, useForm } from 'react-final-form';
import { FormSubmitError, ValidatingForm } from '@/platform/forms';
import { RouteLink } from '@/platform/routing';
import { AppButton } from '@/platform/ui';
import type { useOtpSteps } from '../model/use-otp-steps';
import { AuthHeader } from './auth-header';
import { OtpCodeStep, StepHeading, StepSubmitButton } from './otp-code-step';

type Values = { email?: string; code?: string };

/**
 * The page of a one-time-code flow (the two sign-ups, a forgotten password): its title, the
 * step it is at, one form whose fields change with the step (the code step is this page's
 * own), what is typed kept with the flow as it is typed, and the links below the card.
 */
export function OtpFlowPage<S extends string, V extends Values>({
  id,
  title,
  subtitle,
  formLabel,
  flow,
  showJoin,
  fields,
  backToLogin = ['Already a member?', 'Log in'],
  more,
}: {
  /** The title's id, which names the card. */
  id: string;
  title: string;
  subtitle: string;
  /** The form's accessible name ('Company sign-up'). */
  formLabel: string;
  flow: ReturnType<typeof useOtpSteps<S, V>>;
  /** The header's Join link (AuthHeader). */
  showJoin?: boolean;
  /** The fields of a step other than the code's. */
  fields: (step: S) => ReactNode;
  /** The way back to the login page below the card: its question and its link's text. */
  backToLogin?: [string, string];
  /** Below it. */
  more?: ReactNode;
}) {
  const { step, otp } = flow;
  // A step that comes in (Continue, Verify, a way back, the browser's Back) takes the focus to
  // its first field, so its user types on: it stayed on the button that was pressed (Verify
  // became "Create company" under it, with a focus ring). The code step's boxes take it
  // themselves; the page's first step keeps the page's own. Back from the code step ("Use a
  // different email", the browser's Back), the email it came back to change takes it (QA 205 L3:
  // Company name, three Tabs above it).
  const stepFields = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    const fromCode = shown.current === 'code';
    shown.current = step;
    if (step === 'code') return;
    const fields = stepFields.current;
    const email = fromCode ? fields?.querySelector<HTMLElement>('input[name="email"]') : null;
    (email ?? fields?.querySelector<HTMLElement>('input, select, textarea'))?.focus();
  }, [step]);
  return (
    <div className="auth-page">
      <AuthHeader showJoin={showJoin} />
      <main className="auth-main">
        <section className="auth-card" aria-labelledby={id}>
          <h1 id={id} className="auth-title">
            {title}
          </h1>
          <p className="app-muted auth-subtitle">{subtitle}</p>
          <StepHeading {...flow.heading} />
          <Form<V>
            subscription={{ submitting: true }}
            onSubmit={flow.onSubmit}
            render={({ handleSubmit, submitting }) => (
              <ValidatingForm handleSubmit={handleSubmit} aria-label={formLabel}>
                <StartWith values={flow.initialValues} />
                <FormSpy<V>
                  subscription={{ values: true }}
                  onChange={({ values }) => flow.typing(values)}
                />
                <FormSubmitError className="auth-form-error" />
                {step === 'code' ? (
                  <OtpCodeStep otp={otp} onChangeEmail={flow.restart} />
                ) : (
                  <div ref={stepFields} className="auth-step-fields">
                    {fields(step as S)}
                    <FormSpy<V> subscription={{ values: true }}>
                      {({ values }) => <CooldownNote seconds={otp.held(values.email)} />}
                    </FormSpy>
                  </div>
                )}
                <StepSubmitButton text={flow.submitText} submitting={submitting} />
                {flow.back && (
                  <AppButton
                    variant="minimal"
                    fill
                    disabled={submitting}
                    // The press leaves the focus in the step's field: blurred empty, it said
                    // "Value is required", which pushed the button from under the pointer and
                    // the click was lost (as "Use a different email" once did: review 53 M4).
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={flow.back.go}
                    text={flow.back.text}
                  />
                )}
              </ValidatingForm>
            )}
          />
          <p className="auth-register">
            {backToLogin[0]} <RouteLink to="login">{backToLogin[1]}</RouteLink>
          </p>
          {more}
        </section>
      </main>
    </div>
  );
}

/**
 * What the form starts with (a resumed flow's values, a carried email), put in as it mounts
 * rather than as the form's `initialValues`: react-final-form 7 sets a field that mounts again
 * (each step shows its own fields) back to its initial value, so after a reload an email
 * mended at the first step was the one typed before the reload again when Back came to it
 * (QA helper-193, found by the accounts journey).
 */
function StartWith({ values }: { values?: object }) {
  const form = useForm<Record<string, unknown>>();
  const first = useRef(values);
  useLayoutEffect(() => {
    const start = first.current;
    if (!start) return;
    form.batch(() => {
      for (const [name, value] of Object.entries(start)) form.change(name, value);
    });
  }, [form]);
  return null;
}

/**
 * A code asked for within the cool-down of one sent from elsewhere (another tab): the wait,
 * counted down, in place of the server's one red "Please wait N seconds" on the email (QA
 * helper-175 L1). The code already in the mail cannot be entered here: only the page that
 * asked for it holds its id (spec section 3's auth state).
 */
function CooldownNote({ seconds }: { seconds: number }) {
  if (seconds <= 0) return null;
  return (
    <p className="app-muted">
      Please wait {seconds} {seconds === 1 ? 'second' : 'seconds'} before requesting another code. A
      code we sent to this address earlier still works in the page that asked for it.
    </p>
  );
}
