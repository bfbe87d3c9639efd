import { DEMO_ACCOUNTS } from '../db';
import { MOCK_CONSENT_PATH, OAUTH_CALLBACK_ROUTE } from '../handlers/auth';

/*
 * What the mock provider's consent page does, without its look: the demo accounts to choose
 * from, and the address a choice sends the browser to. The in-browser page (mock mode) and
 * the mock server's page (real mode against `npm run mock:server`) share it.
 */

export type MockProvider = 'google' | 'apple';

export const ACCOUNTS = Object.values(DEMO_ACCOUNTS).map((account) => ({
  email: account.email,
  name: `${account.first_name} ${account.last_name}`,
}));

export const PROVIDER = {
  google: { name: 'Google', allow: 'Allow', deny: 'Deny', error: 'access_denied' },
  apple: { name: 'Apple', allow: 'Continue', deny: 'Cancel', error: 'user_cancelled_authorize' },
} as const;

/** The provider whose consent page this path is, if any. */
export function mockProviderOf(pathname: string): MockProvider | undefined {
  return (Object.keys(MOCK_CONSENT_PATH) as MockProvider[]).find(
    (provider) => MOCK_CONSENT_PATH[provider] === pathname,
  );
}

/**
 * Where the provider returns: the redirect_uri asked for when it is this app's callback (a
 * provider only returns to registered addresses), else the app's callback route.
 */
function callbackUrl(provider: MockProvider, search: string, origin: string): URL {
  const fallback = new URL(OAUTH_CALLBACK_ROUTE[provider], origin);
  const asked = new URLSearchParams(search).get('redirect_uri');
  try {
    const url = asked ? new URL(asked) : fallback;
    return url.origin === origin && url.pathname === fallback.pathname ? url : fallback;
  } catch {
    return fallback;
  }
}

/** The address the consent page sends the browser to for a choice. */
export function consentAnswerUrl(
  provider: MockProvider,
  choice: { allow: true; email: string } | { allow: false },
  location: { search: string; origin: string },
): string {
  const url = callbackUrl(provider, location.search, location.origin);
  if (!choice.allow) {
    url.searchParams.set('error', PROVIDER[provider].error);
    return url.toString();
  }
  url.searchParams.set('code', `mock-${provider}.${choice.email}`);
  if (provider === 'google') {
    url.searchParams.set('scope', 'email profile openid');
    url.searchParams.set('authuser', '0');
    url.searchParams.set('prompt', 'consent');
  } else {
    const account = ACCOUNTS.find((a) => a.email === choice.email);
    const [firstName, ...rest] = (account?.name ?? '').split(' ');
    url.searchParams.set(
      'user',
      JSON.stringify({ name: { firstName, lastName: rest.join(' ') }, email: choice.email }),
    );
  }
  return url.toString();
}
