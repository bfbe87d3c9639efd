import { AppButton, TEXTS, toast } from '@/platform/ui';
import { useState } from 'react';
import { externalNavigation, importAgain, isSafeNavigationUrl } from '@/platform/routing';
import { useServicesHandle } from '@/platform/services';
import type { OAuthProvider as Provider } from '../api/auth-calls';

const PROVIDER_NAME: Record<Provider, string> = { google: 'Google', apple: 'Apple' };

/**
 * Spec section 7: ask the API for the provider's sign-in URL, then the browser goes there:
 * only to an https address or one of this app's own (isSafeNavigationUrl), so a tampered or
 * misconfigured answer cannot send the user to a look-alike page over plain http or run a
 * javascript: URL.
 */
export function OAuthButtons() {
  const [pending, setPending] = useState<Provider | null>(null);
  const services = useServicesHandle();
  const start = async (provider: Provider) => {
    setPending(provider);
    let url: string;
    try {
      // Loaded on first use, once the app's services run (the login page renders before).
      const [{ oauthRedirectUrl }] = await Promise.all([
        importAgain(() => import('../api/auth-calls')),
        services.ready(),
      ]);
      url = (await oauthRedirectUrl(provider)).data.url;
    } catch (error) {
      // The sign-in's code could not be downloaded (offline): nothing was sent, so say so.
      if (error instanceof TypeError) toast.error(TEXTS.loginNotSent);
      // oauthRedirectUrl has toasted the failure (spec section 8).
      setPending(null);
      return;
    }
    if (!isSafeNavigationUrl(url)) {
      toast.error(
        `The ${PROVIDER_NAME[provider]} sign-in page could not be opened: the server gave an unsafe address. Please try again later.`,
      );
      setPending(null);
      return;
    }
    // The page is being left: the button stays busy until it goes.
    externalNavigation.assign(url);
  };
  return (
    <div className="auth-oauth">
      <AppButton
        variant="outlined"
        size="large"
        fill
        loading={pending === 'google'}
        disabled={pending !== null}
        icon={<GoogleMark />}
        text="Log In with Google"
        onClick={() => start('google')}
      />
      <AppButton
        variant="outlined"
        size="large"
        fill
        loading={pending === 'apple'}
        disabled={pending !== null}
        icon={<AppleMark />}
        text="Log In with Apple"
        onClick={() => start('apple')}
      />
    </div>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden>
      <path
        fill="#FFC107"
        d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z"
      />
      <path
        fill="#FF3D00"
        d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z"
      />
      <path
        fill="#4CAF50"
        d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z"
      />
      <path
        fill="#1976D2"
        d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C36.9 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z"
      />
    </svg>
  );
}

function AppleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden>
      <path
        fill="#000"
        d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9-1.2-1.8-3.1-2-3.7-2-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.4-.9-1.7 0-3.3 1-4.2 2.6-1.8 3.1-.5 7.7 1.3 10.2.9 1.2 1.9 2.6 3.2 2.6 1.3-.1 1.8-.8 3.3-.8 1.6 0 2 .8 3.4.8 1.4 0 2.3-1.3 3.1-2.5 1-1.4 1.4-2.8 1.4-2.9 0 0-2.7-1-2.7-4.1zM13.9 5c.7-.9 1.2-2 1.1-3.2-1 0-2.3.7-3 1.6-.7.8-1.2 2-1.1 3.1 1.1.1 2.3-.6 3-1.5z"
      />
    </svg>
  );
}
