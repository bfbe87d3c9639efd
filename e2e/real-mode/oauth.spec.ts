import { expect, test } from './clock';
import { API } from './two-sides';

/*
 * Google sign-in in real mode against the mock server (2/8): the redirect URL is the mock
 * server's consent page on http://127.0.0.1 (loopback http is accepted in local development
 * only), which returns to the app's callback with a code naming the chosen account.
 */

test('Google sign-in goes through the mock server’s consent page and signs the chosen account in', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In with Google' }).click();
  await expect(page).toHaveURL(
    (url) => url.origin === API && url.pathname === '/mock-oauth/google',
  );
  await page.getByRole('link', { name: /\(owner@demo\.test\)/ }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/activity');
  await expect(page.getByRole('navigation', { name: 'Company' })).toBeVisible();
});

test('a Google sign-in refused on the consent page toasts the spec text and returns to login', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In with Google' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/mock-oauth/google');
  await page.getByRole('link', { name: 'Deny' }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText:
        'Login attempt unsuccessful. Please verify your login details and ensure your internet connection is stable',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});
