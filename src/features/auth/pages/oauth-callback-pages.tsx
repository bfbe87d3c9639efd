import { Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { getMe, handleAppleCallback, handleGoogleCallback } from '../api/endpoints';
import type { LoginResponse } from '@/platform/api/generated/model';
import { notifyApiError } from '@/platform/api/notify';
import { href } from '@/platform/routing';
import { HELPER_TYPE, loggedIn, selectUser, tokenStorage, toUserData } from '@/platform/session';
import { useAppDispatch, useAppSelector } from '@/platform/store';
import { TEXTS, toast } from '@/platform/ui';
import { AuthHeader } from '../components/auth-header';

function query(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

/** Runs once per mount, also under StrictMode's double effects (a code can be used once). */
function useOnce(effect: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    effect();
  }, [effect]);
}

function Waiting({ label }: { label: string }) {
  return (
    <div className="auth-page">
      <AuthHeader />
      <main className="auth-main">
        <div
          className="auth-card"
          role="status"
          aria-label={label}
          style={{ display: 'grid', placeItems: 'center', gap: 16 }}
        >
          <Spinner size={40} />
          <span className="app-muted">{label}</span>
        </div>
      </main>
    </div>
  );
}

function LoginFailed() {
  return (
    <div className="auth-page">
      <AuthHeader />
      <main className="auth-main">
        <div className="auth-card">
          <Callout intent="warning" title={TEXTS.loginFailedTitle} role="alert">
            {TEXTS.loginFailedText}
          </Callout>
          <p className="auth-register">
            <Link href={href('login')}>Back to login</Link>
          </p>
        </div>
      </main>
    </div>
  );
}

function useSignIn() {
  const dispatch = useAppDispatch();
  return (response: LoginResponse) =>
    dispatch(loggedIn({ token: response.data.access_token, user: toUserData(response.data.user) }));
}

const exchangeGoogle = async (
  signIn: (r: LoginResponse) => void,
  navigate: (to: string) => void,
) => {
  const params = query();
  if (params.get('error')) {
    toast.error(TEXTS.googleCallbackError);
    navigate(href('login'));
    return;
  }
  try {
    signIn(
      await handleGoogleCallback({
        code: params.get('code') ?? undefined,
        authuser: params.get('authuser') ?? undefined,
        prompt: params.get('prompt') ?? undefined,
        scope: params.get('scope') ?? undefined,
      }),
    );
  } catch {
    // Spec section 8: the Google callback's one toast (not the server's text as well), then login.
    toast.error(TEXTS.googleCallbackError);
    navigate(href('login'));
  }
};

/** /authorization-google: spinner while the code is exchanged (spec section 2). */
export function GoogleCallbackPage() {
  const signIn = useSignIn();
  const [, navigate] = useLocation();
  useOnce(() => void exchangeGoogle(signIn, (to) => navigate(to, { replace: true })));
  return <Waiting label="Signing you in with Google" />;
}

/** /authorization-apple: spinner; on failure the 'Login Failed' warning. */
export function AppleCallbackPage() {
  const signIn = useSignIn();
  const [failed, setFailed] = useState(false);
  useOnce(() => {
    const params = query();
    // The user cancelled at Apple (or Apple refused): there is no code to exchange, and
    // posting none only added the server's "The code field is required." toast (QA 2026-12-05).
    if (params.get('error')) {
      setFailed(true);
      return;
    }
    handleAppleCallback({
      code: params.get('code') ?? undefined,
      user: params.get('user') ?? undefined,
    })
      .then(signIn)
      .catch((error: unknown) => {
        // Spec section 8: the error toast, and the page's 'Login Failed' alert.
        notifyApiError(error);
        setFailed(true);
      });
  });
  return failed ? <LoginFailed /> : <Waiting label="Signing you in with Apple" />;
}

/**
 * /oauth-login?token=…&type=…: stores the token from the query string; `type` (an integer)
 * says whether the user is a helper. The spec's page makes no call of its own, but protected
 * pages need user data, so the session's get-me runs here (README: decisions).
 */
export function OAuthLoginPage() {
  const dispatch = useAppDispatch();
  const sessionUser = useAppSelector(selectUser);
  const [failed, setFailed] = useState(false);
  useOnce(() => {
    const params = query();
    const type = Number.parseInt(params.get('type') ?? '', 10);
    const isHelper = (fallback: boolean) => (Number.isNaN(type) ? fallback : type === HELPER_TYPE);
    // Session start already takes `token` from any URL (and strips it); reuse what it stored.
    const token = params.get('token') ?? tokenStorage.get();
    window.history.replaceState(window.history.state, '', window.location.pathname);
    if (sessionUser && token) {
      // Start-up has already checked the token: sign in with the flags the type decides,
      // so the store and the stored userData agree (the login saga stores this very user).
      dispatch(
        loggedIn({ token, user: { ...sessionUser, isHelper: isHelper(sessionUser.isHelper) } }),
      );
      return;
    }
    if (!token) {
      setFailed(true);
      return;
    }
    tokenStorage.set(token);
    getMe()
      .then((response) => {
        const user = toUserData(response.data.user);
        dispatch(loggedIn({ token, user: { ...user, isHelper: isHelper(user.isHelper) } }));
      })
      .catch((error: unknown) => {
        // Spec section 8: the error toast, and the page's 'Login Failed' box.
        notifyApiError(error);
        setFailed(true);
      });
  });
  return failed ? <LoginFailed /> : <Waiting label="Signing you in" />;
}
