import { Button, Card, H3, Radio, RadioGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { ACCOUNTS, consentAnswerUrl, PROVIDER, type MockProvider } from './consent-answer';

/*
 * The fake Google / Apple sign-in page of mock mode. The mock's get-redirect-url answers
 * /mock-oauth/google (or /apple) of the app's own origin; main.tsx asks mocks/browser.ts to
 * render this page instead of the app there (mock builds only: nothing here reaches the
 * real-API bundle). Like the provider, it sends the browser back to the app's callback with
 * a code naming the chosen demo account, or with an error when the user refuses.
 */

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
