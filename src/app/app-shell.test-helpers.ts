/** Shared by the app shell's test files. */
import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import { loadToaster } from '@/platform/testing/toasts.test-helpers';
import { loginAs, renderApp } from './test-utils';

/** The app at `path`, signed in as `email`. */
export async function signedIn(email: string, path: string) {
  localStorage.setItem('token', await loginAs(email));
  return renderApp(path);
}

/**
 * `email` signs in through the login form, the toaster loaded: the app, and the toasts'
 * container holding the welcome toast (on top, not beneath an overlay).
 */
export async function signedInThroughForm(email: string) {
  await loadToaster();
  const app = renderApp('/login');
  await app.user.type(await screen.findByRole('textbox', { name: 'Email' }), email);
  await app.user.type(screen.getByLabelText('Password', { selector: 'input' }), 'demo1234');
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
  const welcome = await screen.findByText(/^You're in\. Welcome back to your account/);
  const toasts = welcome.closest('.bp6-toast-container')!;
  expect(toasts).not.toHaveClass('app-toasts--beneath');
  return { ...app, toasts };
}
