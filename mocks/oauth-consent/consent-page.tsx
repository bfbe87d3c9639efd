import { Button, Card, H3, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { DEMO_ACCOUNTS } from '../db';
import { MOCK_CONSENT_PATH, OAUTH_CALLBACK_ROUTE } from '../handlers/auth';

/*
 * The fake Google / Apple sign-in page of mock mode. The mock's get-redirect-url answers
 * /mock-oauth/google (or /apple) of the app's own origin; main.tsx asks mocks/browser.ts to
 * render this page instead of the app there (mock builds only: nothing here reaches the
 * real-API bundle). Like the provider, it sends the browser back to the app's callback with
 * a code naming the chosen demo account, or with an error when the user refuses.
 */

export type MockProvider = 'google' | 'apple';

const ACCOUNTS = Object.values(DEMO_ACCOUNTS).map((account) => ({
  email: account.email,
  name: `${account.first_name} ${account.last_name}`,
}));

const PROVIDER = {
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

export function MockConsentPage({
  provider,
  go = (url) => window.location.assign(url),
}: {
  provider: MockProvider;
  go?: (url: string) => void;
}) {
  const [email, setEmail] = useState(ACCOUNTS[0]!.email);
  const [leaving, setLeaving] = useState(false);
  const texts = PROVIDER[provider];
  const answer = (allow: boolean) => {
    setLeaving(true);
    go(consentAnswerUrl(provider, allow ? { allow, email } : { allow }, window.location));
  };
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'grid',
        placeItems: 'center',
        padding: 16,
        background: '#f1f3f4',
      }}
    >
      <Card elevation={2} style={{ maxWidth: 440, width: '100%' }}>
        <p className="bp6-text-muted" style={{ margin: 0 }}>
          Demo sign-in page (mock mode): stands in for {texts.name}
        </p>
        <H3 style={{ margin: '8px 0 4px' }}>Sign in with {texts.name}</H3>
        <p>Movers Marketplace wants to know your name and email address.</p>
        <RadioGroup
          label="Choose an account"
          selectedValue={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        >
          {ACCOUNTS.map((account) => (
            <Radio
              key={account.email}
              value={account.email}
              label={`${account.name} (${account.email})`}
            />
          ))}
        </RadioGroup>
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button disabled={leaving} onClick={() => answer(false)}>
            {texts.deny}
          </Button>
          <Button intent="primary" loading={leaving} onClick={() => answer(true)}>
            {texts.allow}
          </Button>
        </div>
      </Card>
    </main>
  );
}
