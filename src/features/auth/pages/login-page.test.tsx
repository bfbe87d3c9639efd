import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupMockServer } from '@/app/test-utils';
import { loginNotice, wipeSession } from '@/platform/session/storage';
import { holdRequests } from '@/platform/testing/held-requests.test-helpers';
import { validateLogin } from './login-page';

setupMockServer();

async function openLogin() {
  const app = renderApp('/login');
  await screen.findByRole('heading', { name: 'Welcome back!' });
  return app;
}

describe('login screen (spec sections 2, 5, 8)', () => {
  it('says what a logout left to say (an account deleted), once, after the logout’s wipe', async () => {
    loginNotice.leave('Your account has been deleted.');
    wipeSession();
    const first = await openLogin();
    expect(await screen.findByText('Your account has been deleted.')).toBeInTheDocument();
    first.unmount();
    await openLogin();
    await screen.findByRole('button', { name: 'Login' });
    expect(loginNotice.take()).toBeNull();
  });

  it('shows the fields, links and buttons of the spec', async () => {
    await openLogin();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    // Spec section 2's targets: reset-password, sign-up-company, sign-up-helper.
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute(
      'href',
      '/sign-up/company',
    );
    expect(screen.getByRole('link', { name: 'Join as a helper' })).toHaveAttribute(
      'href',
      '/sign-up/helper',
    );
    for (const name of ['Forgot Password?', 'Register now', 'Join as a helper']) {
      expect(screen.getByRole('link', { name })).not.toHaveAttribute('aria-disabled', 'true');
    }
    expect(screen.getByText(/Not a member\?/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In with Google' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In with Apple' })).toBeInTheDocument();
    const logo = screen.getByRole('link', { name: /website/ });
    expect(logo).toHaveAttribute('target', '_blank');
    expect(logo.getAttribute('rel')).toContain('noopener');
  });

  it('Forgot Password? starts the reset from the email typed, and empty when none is', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), ' nina.park@example.com');
    await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    expect(screen.getByLabelText('Email')).toHaveValue('nina.park@example.com');

    await act(async () => window.history.back());
    await screen.findByRole('heading', { name: 'Welcome back!' });
    await user.clear(screen.getByLabelText('Email'));
    await user.click(screen.getByRole('link', { name: 'Forgot Password?' }));
    await screen.findByRole('heading', { name: 'Forgot your password?' });
    expect(screen.getByLabelText('Email')).toHaveValue('');
  });

  it('the eye toggle shows and hides the password', async () => {
    const { user } = await openLogin();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'secret');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('validates on submit: required fields, one error each', async () => {
    const { user } = await openLogin();
    // Nothing is shown before a submit.
    await user.click(screen.getByLabelText('Email'));
    await user.tab();
    expect(screen.queryByText('Value is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findAllByText('Value is required')).toHaveLength(2);
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    // The first field to mend has the focus, as on every form (QA 2026-12-04: it stayed on
    // Login).
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(window.location.pathname).toBe('/login');
  });

  it('checks the email is given and valid, nothing more (spec section 5): a long one goes to the server', async () => {
    const long = `${'a'.repeat(250)}@example.com`;
    expect(validateLogin({ email: long, password: 'demo1234' })).toEqual({});
    expect(validateLogin({ email: 'not-an-email', password: '' })).toEqual({
      email: 'Value is not a valid email address',
      password: 'Value is required',
    });
  });

  it('rejects an invalid email and keeps what was typed', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Value is not a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Value is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('not-an-email');
    expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
  });

  it('a wrong password shows the server message (toast and field) and keeps the input', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'owner@demo.test');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    // The field message, and the toast (the toaster loads with the first toast).
    await waitFor(() =>
      expect(
        screen.getAllByText('These credentials do not match our records.').length,
      ).toBeGreaterThanOrEqual(2),
    );
    expect(screen.getByLabelText('Email')).toHaveValue('owner@demo.test');
    expect(localStorage.getItem('token')).toBeNull();
    expect(window.location.pathname).toBe('/login');
  });

  it('a company owner lands on /company/activity with the welcome toast', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'owner@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText("You're in. Welcome back to your account 🎉"),
    ).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
    expect(await screen.findByRole('heading', { name: 'Activity' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({
      email: 'owner@demo.test',
      isHelper: false,
      isManager: false,
    });
  });

  it('the Login button shows its loading state while the call is pending', async () => {
    const logins = holdRequests('post', '*/api/auth/login');
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'owner@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).not.toHaveClass('bp6-loading');
    await user.click(button);
    await waitFor(() => expect(button).toHaveClass('bp6-loading'));
    expect(within(button).getByRole('progressbar')).toBeInTheDocument();
    await logins.release();
    await waitFor(() => expect(window.location.pathname).toBe('/company/activity'));
  });

  it('a helper lands on /helper/job', async () => {
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'helper@demo.test');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(window.location.pathname).toBe('/helper/job'));
    const nav = await screen.findByRole('navigation', { name: 'Helper' });
    expect(within(nav).getByRole('link', { name: /^Job\b/ })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userData')!)).toMatchObject({ isHelper: true });
  });
});

describe('sign-up chooser', () => {
  it('offers the two options with Continue', async () => {
    const { user } = renderApp('/sign-up');
    expect(await screen.findByRole('heading', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.getByText('Welcome! Please choose your option')).toBeInTheDocument();
    // No longer a dead end: each Continue opens its sign-up page.
    expect(
      screen.getByRole('link', { name: 'Continue: Join as a moving company' }),
    ).toHaveAttribute('href', '/sign-up/company');
    await user.click(screen.getByRole('link', { name: 'Continue: Become a helper' }));
    expect(await screen.findByRole('heading', { name: 'Become a helper' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/sign-up/helper');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
