import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { mockProviderOf } from './consent-answer';
import { MockConsentPage } from './consent-page';

/**
 * At the mock provider's address (/mock-oauth/google, /mock-oauth/apple) renders its consent
 * page instead of the app, as if the browser were on Google's or Apple's site, and says so;
 * anywhere else it does nothing. main.tsx calls it in mock mode only.
 */
export function renderMockProviderPage(container: HTMLElement): boolean {
  const provider = mockProviderOf(window.location.pathname);
  if (!provider) return false;
  document.title = `Sign in with ${provider === 'google' ? 'Google' : 'Apple'} (demo)`;
  createRoot(container).render(
    <StrictMode>
      <MockConsentPage provider={provider} />
    </StrictMode>,
  );
  return true;
}
