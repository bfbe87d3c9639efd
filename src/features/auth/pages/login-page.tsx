import { Suspense, useEffect, useState } from 'react';
import { Divider } from '@blueprintjs/core';
import { AppButton, TEXTS, toast } from '@/platform/ui';
import { FORM_ERROR } from 'final-form';
import { Form, useFormState } from 'react-final-form';
import type { LoginRequest } from '@/platform/api/generated/model';
import {
  PasswordField,
  TextField,
  ValidatingForm,
  emailRule,
  required,
  toSubmitErrors,
} from '@/platform/forms';
import { importAgain, lazyComponent, RouteLink } from '@/platform/routing';
import { useServicesHandle } from '@/platform/services';
import {
  loggedIn,
  loginNotice,
  loginPageShown,
  selectEndedSession,
  toUserData,
} from '@/platform/session';
import { useAppDispatch, useAppSelector } from '@/platform/store';
import { AuthHeader } from '../components/auth-header';
import { selectLastSendingEmail } from '../model/otp.slice';
import { OAuthButtons } from '../components/oauth-buttons';

const SessionEndedNotice = lazyComponent(() =>
  import('../components/session-ended-notice').then((m) => m.SessionEndedNotice),
);

/** Spec section 5: the login form is validated on submit. */
export function validateLogin(
  values: Partial<LoginRequest>,
): Partial<Record<keyof LoginRequest, string>> {
  const errors: Partial<Record<keyof LoginRequest, string>> = {};
  // Spec section 5: required and valid, nothing more (a longer one is simply not an account).
  const emailError = emailRule({ capped: false })(values.email);
  const passwordError = required(values.password);
  if (emailError) errors.email = emailError;
  if (passwordError) errors.password = passwordError;
  return errors;
}

export function LoginPage() {
  const dispatch = useAppDispatch();
  const services = useServicesHandle();
  // After a password reset the address it went to is filled in (read once); after a 401, the
  // address of the user whose session it ended in this tab (README: Session ended).
  const lastSendingEmail = useAppSelector(selectLastSendingEmail);
  const ended = useAppSelector(selectEndedSession);
  const [initialValues] = useState<Partial<LoginRequest>>(() => {
    const email = lastSendingEmail ?? ended?.email;
    return email ? { email } : {};
  });
  // What a logout's reload brought here to say ("Your account has been deleted."); and, after
  // a 401, whether that user's unsaved work was kept (the session saga looks).
  useEffect(() => {
    const notice = loginNotice.take();
    if (notice) toast.success(notice);
    dispatch(loginPageShown());
  }, [dispatch]);

  const onSubmit = async (values: LoginRequest) => {
    const errors = validateLogin(values);
    if (Object.keys(errors).length > 0) return errors;
    try {
      // The page renders before the app's services: the call (and the sagas that handle
      // loggedIn) wait for them; they have usually loaded while the user typed.
      const [{ signIn }] = await Promise.all([
        importAgain(() => import('../api/auth-calls')),
        services.ready(),
      ]);
      const response = await signIn({ email: values.email.trim(), password: values.password });
      dispatch(
        loggedIn({ token: response.data.access_token, user: toUserData(response.data.user) }),
      );
      return undefined;
    } catch (error) {
      // The login's code could not be downloaded (offline): nothing was sent, so say so.
      if (error instanceof TypeError) toast.error(TEXTS.loginNotSent);
      // signIn toasted the server's message; 422 field messages go on their fields.
      const submitErrors = toSubmitErrors(error) ?? {};
      return Object.keys(submitErrors).length > 0 ? submitErrors : { [FORM_ERROR]: 'failed' };
    }
  };

  return (
    <div className="auth-page">
      <AuthHeader />
      <main className="auth-main">
        <section className="auth-card" aria-labelledby="login-title">
          <h1 id="login-title" className="auth-title">
            Welcome back!
          </h1>
          <p className="app-muted auth-subtitle">Log in to manage your moves and your team.</p>
          {ended?.workKept && (
            <Suspense fallback={null}>
              <SessionEndedNotice />
            </Suspense>
          )}
          <Form<LoginRequest>
            subscription={{ submitting: true }}
            onSubmit={onSubmit}
            initialValues={initialValues}
            render={({ handleSubmit, submitting }) => (
              <ValidatingForm handleSubmit={handleSubmit} aria-label="Login">
                <TextField
                  name="email"
                  label="Email"
                  type="email"
                  autoComplete="email"
                  placeholder="you@company.com"
                />
                <PasswordField
                  name="password"
                  label="Password"
                  autoComplete="current-password"
                  placeholder="Your password"
                />
                <div className="auth-row-end">
                  <ForgotPasswordLink />
                </div>
                <AppButton
                  type="submit"
                  intent="primary"
                  size="large"
                  fill
                  loading={submitting}
                  text="Login"
                />
              </ValidatingForm>
            )}
          />
          <p className="auth-register">
            Not a member? <RouteLink to="sign-up-company">Register now</RouteLink>
          </p>
          <Divider />
          <OAuthButtons />
        </section>
      </main>
    </div>
  );
}

/** Forgot Password?, with the email typed so far: the reset page starts from it. */
function ForgotPasswordLink() {
  const { values } = useFormState<Partial<LoginRequest>>({ subscription: { values: true } });
  const email = values.email?.trim();
  return (
    <RouteLink to="reset-password" state={email ? { email } : undefined}>
      Forgot Password?
    </RouteLink>
  );
}
