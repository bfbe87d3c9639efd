import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loginAs, renderApp, setupMockServer } from '@/app/test-utils';
import { externalNavigation } from '@/platform/routing';

setupMockServer();

describe('Google and Apple sign-in (spec sections 2, 7, 8)', () => {
  it('the login buttons ask the API for the provider URL and go there', async () => {
    const assign = vi.spyOn(externalNavigation, 'assign').mockImplementation(() => {});
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Log In with Google' }));
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(new URL(assign.mock.calls[0]![0] as string).pathname).toBe('/authorization-google');
    vi.restoreAllMocks();
  });

  it('the Google callback exchanges the code and signs the user in', async () => {
    renderApp(
      '/authorization-google?code=mock-google.owner@demo.test&scope=email&authuser=0&prompt=none',
    );
    expect(
      await screen.findByText("You're in. Welcome back to your account 🎉"),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    expect(localStorage.getItem('token')).toBeTruthy();
  });

  it('a Google callback with an error toasts the spec text and goes to login', async () => {
    renderApp('/authorization-google?error=access_denied');
    expect(
      await screen.findByText(
        'Login attempt unsuccessful. Please verify your login details and ensure your internet connection is stable',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
  });

  it('a failed Apple callback shows the Login Failed warning', async () => {
    renderApp('/authorization-apple?code=not-a-real-code');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Login Failed');
    expect(alert).toHaveTextContent(
      'Login attempt unsuccessful. Please verify your login details and ensure your internet connection is stable. For further help, reach out to our support team.',
    );
  });

  it('the Apple callback signs a helper in to the helper area', async () => {
    renderApp('/authorization-apple?code=mock-apple.helper@demo.test');
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
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
