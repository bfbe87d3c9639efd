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
        icon={<ProviderMark name="google" />}
        text="Log In with Google"
        onClick={() => start('google')}
      />
      <AppButton
        variant="outlined"
        size="large"
        fill
        loading={pending === 'apple'}
        disabled={pending !== null}
        icon={<ProviderMark name="apple" />}
        text="Log In with Apple"
        onClick={() => start('apple')}
      />
    </div>
  );
}

/**
 * The providers' marks are images of the site (public/oauth), not drawn by the first load's
 * JavaScript: their paths were ~0.5 KB of it (check:bundle, /login).
 */
function ProviderMark({ name }: { name: 'google' | 'apple' }) {
  return <img src={`${import.meta.env.BASE_URL}oauth/${name}.svg`} width={18} height={18} alt="" />;
}
