import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { externalNavigation } from '@/platform/routing';

setupMockServer();

describe('Google and Apple sign-in (spec sections 2, 7, 8)', () => {
  it('the login buttons ask the API for the provider URL and go there', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log In with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    // Mock mode: the mock provider's consent page, which returns to the callback.
    const url = new URL(assign.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/mock-oauth/google');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost/authorization-google');
    vi.restoreAllMocks();
  });

  function answerRedirectUrl(provider: 'google' | 'apple', url: string) {
    server.use(
      http.get(`*/api/auth-v2/oauth/${provider}/get-redirect-url`, () =>
        HttpResponse.json({ data: { url }, message: '', errors: {}, success: true }),
      ),
    );
  }

  it.each([
    ['google', 'Log In with Google', 'https://accounts.google.com/o/oauth2/v2/auth?client_id=x'],
    ['apple', 'Log In with Apple', 'https://appleid.apple.com/auth/authorize?client_id=x'],
  ] as const)('%s: an https provider URL is followed', async (provider, button, url) => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    answerRedirectUrl(provider, url);
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(url));
    vi.restoreAllMocks();
  });

  it.each([
    ['google', 'http://accounts.google.evil.example/auth', 'Log In with Google', 'Google'],
    ['apple', 'http://appleid.apple.com.evil.example/auth', 'Log In with Apple', 'Apple'],
    ['google', 'javascript:alert(document.cookie)', 'Log In with Google', 'Google'],
    ['apple', 'data:text/html,<h1>Sign in</h1>', 'Log In with Apple', 'Apple'],
  ] as const)(
    '%s: an unsafe URL (%s) is refused with an error toast, and nothing navigates',
    async (provider, url, button, name) => {
      const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
      answerRedirectUrl(provider, url);
      const { user } = renderApp('/login');
      const trigger = await screen.findByRole('button', { name: button });
      await user.click(trigger);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        `The ${name} sign-in page could not be opened`,
      );
      expect(assign).not.toHaveBeenCalled();
      // The buttons are usable again.
      expect(trigger).toBeEnabled();
      expect(window.location.pathname).toBe('/login');
      vi.restoreAllMocks();
    },
  );

  /** Holds the provider's code exchange until `release()`, so the waiting state can be seen. */
  function holdExchange(provider: 'google' | 'apple') {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const method = provider === 'google' ? http.get : http.post;
    server.use(
      method(`*/api/auth-v2/oauth/${provider}/handle`, async () => {
        await held;
        return undefined; // on to the mock backend's own handler
      }),
    );
    return () => release();
  }

  it.each([
    ['google', 'Google', '/company/activity'],
    ['apple', 'Apple', '/company/activity'],
  ] as const)(
    'shows a spinner while the %s code is exchanged, then signs in',
    async (provider, name, landing) => {
      const release = holdExchange(provider);
      renderApp(`/authorization-${provider}?code=mock-${provider}.owner@demo.test`);
      const waiting = await screen.findByRole('status', { name: `Signing you in with ${name}` });
      expect(waiting.querySelector('.bp6-spinner')).not.toBeNull();
      expect(window.location.pathname).toBe(`/authorization-${provider}`);
      release();
      await waitFor(() => expect(window.location.pathname).toBe(landing));
    },
  );

  it('an Apple sign-in the user cancelled shows Login Failed', async () => {
    renderApp('/authorization-apple?error=user_cancelled_authorize');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login Failed');
    expect(window.location.pathname).toBe('/authorization-apple');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('oauth-login', () => {
  it('stores the token from the query and lands in the area the type says', async () => {
    const token = await loginAs('helper@demo.test');
    renderApp(`/oauth-login?token=${token}&type=4`);
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({ isHelper: true });
  });

  it('the type decides isHelper, and the store and the stored userData agree', async () => {
    const token = await loginAs('manager@demo.test');
    const app = renderApp(`/oauth-login?token=${token}&type=4`);
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
    expect(app.store.getState().session.user).toMatchObject({ isHelper: true, isManager: true });
    expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({
      isHelper: true,
      isManager: true,
    });
  });

  it('without a usable token shows Login Failed', async () => {
    renderApp('/oauth-login?type=1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login Failed');
  });
});
