import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { navigate } from 'wouter/use-browser-location';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { externalNavigation } from '@/platform/routing';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';

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

  /** Holds the provider's code exchange, so the waiting state can be seen. */
  const holdExchange = (provider: 'google' | 'apple') =>
    holdRequests(provider === 'google' ? 'get' : 'post', `*/api/auth-v2/oauth/${provider}/handle`);

  it.each([
    ['google', 'Google', '/company/activity'],
    ['apple', 'Apple', '/company/activity'],
  ] as const)(
    'shows a spinner while the %s code is exchanged, then signs in',
    async (provider, name, landing) => {
      const exchange = holdExchange(provider);
      renderApp(`/authorization-${provider}?code=mock-${provider}.owner@demo.test`);
      const waiting = await screen.findByRole('status', { name: `Signing you in with ${name}` });
      expect(waiting.querySelector('.bp6-spinner')).not.toBeNull();
      expect(window.location.pathname).toBe(`/authorization-${provider}`);
      await exchange.release();
      await waitFor(() => expect(window.location.pathname).toBe(landing));
    },
  );

  it('an Apple sign-in the user cancelled shows Login Failed, and nothing else: no code is posted', async () => {
    const posted = vi.fn();
    server.use(
      http.post('*/api/auth-v2/oauth/apple/handle', () => {
        posted();
        return HttpResponse.json(
          { data: null, message: 'The code field is required.', errors: {}, success: false },
          { status: 422 },
        );
      }),
    );
    renderApp('/authorization-apple?error=user_cancelled_authorize');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login Failed');
    expect(window.location.pathname).toBe('/authorization-apple');
    expect(localStorage.getItem('token')).toBeNull();
    // Posted, the refusal came first: its toast, then the alert.
    expect(posted).not.toHaveBeenCalled();
    expect(document.querySelectorAll('.bp6-toast')).toHaveLength(0);
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

describe('OAuth failures are toasted once (spec section 8)', () => {
  const failure = (message: string) =>
    HttpResponse.json({ data: null, message, errors: {}, success: false }, { status: 500 });
  const toasts = () => [...document.querySelectorAll('.bp6-toast')].map((t) => t.textContent);
  /** The page's 'Login Failed' box (a warning callout with role alert). */
  const loginFailed = async () =>
    (await screen.findByText('Login Failed')).closest('[role="alert"]') as HTMLElement;

  it.each([
    ['google', 'Log In with Google', 'Google sign-in is down for maintenance'],
    ['apple', 'Log In with Apple', 'Apple sign-in is down for maintenance'],
  ] as const)(
    '%s button: a failed get-redirect-url toasts the server message and the button works again',
    async (provider, button, message) => {
      const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
      server.use(
        http.get(`*/api/auth-v2/oauth/${provider}/get-redirect-url`, () => failure(message)),
      );
      const { user } = renderApp('/login');
      const trigger = await screen.findByRole('button', { name: button });
      await user.click(trigger);
      expect(await screen.findByText(message)).toBeInTheDocument();
      await waitFor(() => expect(trigger).toBeEnabled());
      expect(toasts()).toEqual([message]);
      expect(assign).not.toHaveBeenCalled();
      expect(window.location.pathname).toBe('/login');
      vi.restoreAllMocks();
    },
  );

  it('a button whose call gets no answer toasts the no-response text', async () => {
    server.use(http.get('*/api/auth-v2/oauth/google/get-redirect-url', () => HttpResponse.error()));
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log In with Google' }));
    expect(await screen.findByText('An unexpected error occurred:')).toBeInTheDocument();
    expect(toasts()).toEqual(['An unexpected error occurred:']);
  });

  it("Google callback: a failed exchange toasts the spec's text (only) and goes to login", async () => {
    server.use(
      http.get('*/api/auth-v2/oauth/google/handle', () => failure('Google exchange failed')),
    );
    renderApp('/authorization-google?code=mock-google.owner@demo.test');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(
      await screen.findByText(
        'Login attempt unsuccessful. Please verify your login details and ensure your internet connection is stable',
      ),
    ).toBeInTheDocument();
    expect(toasts()).toHaveLength(1);
    expect(screen.queryByText('Google exchange failed')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("Apple callback: a failed exchange shows 'Login Failed' and toasts the server message", async () => {
    server.use(
      http.post('*/api/auth-v2/oauth/apple/handle', () => failure('Apple exchange failed')),
    );
    renderApp('/authorization-apple?code=mock-apple.owner@demo.test');
    expect(await loginFailed()).toHaveTextContent(
      'Login attempt unsuccessful. Please verify your login details and ensure your internet connection is stable. For further help, reach out to our support team.',
    );
    expect(await screen.findByText('Apple exchange failed')).toBeInTheDocument();
    expect(toasts()).toEqual(['Apple exchange failed']);
    expect(window.location.pathname).toBe('/authorization-apple');
  });

  it("oauth-login: a token the server refuses shows 'Login Failed' and one error toast", async () => {
    renderApp('/oauth-login?token=not-a-real-token&type=1');
    expect(await loginFailed()).toBeInTheDocument();
    expect(await screen.findByText('Error: Unauthorized user')).toBeInTheDocument();
    expect(toasts()).toEqual(['Error: Unauthorized user']);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("oauth-login: a check that fails on the server shows 'Login Failed' and one error toast", async () => {
    const token = await loginAs('owner@demo.test');
    // Reached inside the running app, signed out: the page checks the token itself.
    renderApp('/login');
    await screen.findByRole('button', { name: 'Log In with Google' });
    server.use(http.post('*/api/auth/get-me', () => failure('The session check failed')));
    act(() => navigate(`/oauth-login?token=${token}&type=1`));
    expect(await loginFailed()).toBeInTheDocument();
    expect(await screen.findByText('The session check failed')).toBeInTheDocument();
    expect(toasts()).toEqual(['The session check failed']);
  });
});
