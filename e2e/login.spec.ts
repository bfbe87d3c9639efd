import {
  companyNav,
  expectSidebar,
  helperNav,
  HELPER,
  openLogin,
  OWNER,
  PASSWORD,
  submitLogin,
  WELCOME_TOAST,
  expect,
  NOW,
  test,
} from './support';

// Every journey's page starts at NOW whatever the machine's clock says (3/8), also when
// scripts/e2e-at-time.sh has moved the runner's clock and not the browser's (e2e/browsers.ts).
test('the page reads the journeys’ clock: NOW, running on from the context’s start', async ({
  page,
}) => {
  await openLogin(page);
  const sinceNow = (await page.evaluate(() => Date.now())) - NOW.getTime();
  expect(sinceNow).toBeGreaterThanOrEqual(0);
  expect(sinceNow).toBeLessThan(60_000);
});

test.describe('login screen (spec sections 2, 5, 8)', () => {
  test('shows the spec elements', async ({ page }) => {
    await openLogin(page);
    const form = page.getByRole('form', { name: 'Login' });
    await expect(form.getByLabel('Email')).toBeVisible();
    const password = form.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await expect(form.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expect(page.getByRole('link', { name: 'Join as a helper' })).toHaveAttribute(
      'href',
      '/sign-up/helper',
    );
    await expect(page.getByText('Not a member?')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In with Google' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log In with Apple' })).toBeVisible();

    // The eye toggle shows and hides what was typed.
    await password.fill('secret');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('the header logo opens the public website in a new tab', async ({ page }) => {
    await openLogin(page);
    const logo = page.getByRole('banner').getByRole('link', { name: /website/ });
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('target', '_blank');
    await expect(logo).toHaveAttribute('rel', /noopener/);
    await expect(logo).toHaveAttribute('href', /^https?:\/\//);
  });

  test("'Register now' opens the company sign-up", async ({ page }) => {
    await openLogin(page);
    await page.getByRole('link', { name: 'Register now' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/sign-up/company');
    await expect(page.getByRole('heading', { name: 'Join as a moving company' })).toBeVisible();
  });

  test('an empty submit shows "Value is required" on both fields and stays on /login', async ({
    page,
  }) => {
    await openLogin(page);
    // Validation happens on submit only: leaving a field shows nothing.
    await page.getByLabel('Email').focus();
    await page.getByLabel('Email').blur();
    await expect(page.getByText('Value is required')).toHaveCount(0);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Value is required', { exact: true })).toHaveCount(2);
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a malformed email is rejected with the spec message', async ({ page }) => {
    await openLogin(page);
    await submitLogin(page, 'not-an-email');
    await expect(page.getByText('Value is not a valid email address')).toBeVisible();
    await expect(page.getByText('Value is required')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue('not-an-email');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows the server message and keeps the typed email', async ({ page }) => {
    await openLogin(page);
    await submitLogin(page, OWNER, 'wrong-password');
    // Shown twice: in the error toast and on the Email field.
    await expect(
      page.getByRole('alert').filter({ hasText: 'These credentials do not match our records.' }),
    ).toBeVisible();
    await expect(page.getByText('These credentials do not match our records.')).toHaveCount(2);
    await expect(page.getByLabel('Email')).toHaveValue(OWNER);
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // Put right within the failure toast's 5 s: the welcome replaces it (both showed, saying
    // the opposite: QA 2026-12-04). Given the clearing's fade only, not the toast's 5 s.
    await submitLogin(page, OWNER, PASSWORD);
    await expect(page.getByRole('alert').filter({ hasText: WELCOME_TOAST })).toBeVisible();
    await expect(page.getByText('These credentials do not match our records.')).toHaveCount(0, {
      timeout: 1_500,
    });
  });

  test('a company owner gets the welcome toast and the company area with the unread badge', async ({
    page,
  }) => {
    await openLogin(page);
    await submitLogin(page, OWNER, PASSWORD);
    const welcome = page.getByRole('alert').filter({ hasText: WELCOME_TOAST });
    await expect(welcome).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/company/activity');
    await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
    // Top-right (spec section 9), below the header: its account menu stays in reach.
    const toastBox = (await welcome.boundingBox())!;
    const headerBox = (await page.getByRole('banner').boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height);
    expect(toastBox.x).toBeGreaterThan(1280 / 2);
    const nav = companyNav(page);
    // Settings needs a flag that is never true (spec section 2), so it never shows.
    await expectSidebar(nav, [
      'Activity',
      'Find AI',
      'Job',
      'Calendar',
      'Dispatch',
      'Team',
      'Branch',
    ]);
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveCount(0);
    // Every entry is a working link to its page.
    for (const [name, href] of [
      [/^Activity/, '/company/activity'],
      ['Find AI', '/company/outsourcing'],
      ['Job', '/company/job'],
      ['Calendar', '/company/calendar'],
      ['Dispatch', '/company/dispatch'],
      ['Team', '/company/team'],
      ['Branch', '/company/branch'],
    ] as const) {
      const link = nav.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).not.toHaveAttribute('aria-disabled', 'true');
    }
    await expect(nav.getByLabel('6 unread')).toHaveText('6');
    await expect(
      page.getByRole('button', { name: 'Account menu, Lone Star Movers Austin' }),
    ).toBeVisible();
  });

  test('a helper lands on /helper/job with the helper sidebar', async ({ page }) => {
    await openLogin(page);
    await submitLogin(page, HELPER);
    await expect(page).toHaveURL((url) => url.pathname === '/helper/job');
    await expect(page.getByRole('alert').filter({ hasText: WELCOME_TOAST })).toBeVisible();
    await expectSidebar(helperNav(page), ['Job', 'Calendar', 'Earnings', 'Settings']);
    await expect(page.getByRole('heading', { name: 'Job', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Account menu, Maria Lopez' })).toBeVisible();
    await expect(companyNav(page)).toHaveCount(0);
  });
});

// QA helper-130: a link followed while signed out (an e-mail, a bookmark) was lost at sign-in.
test('a job’s link opened signed out goes to the login page, and the sign-in opens that job', async ({
  page,
}) => {
  await page.goto('/company/job/edit/14?from=mail#notes');
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await submitLogin(page, OWNER);
  await expect(page.getByRole('heading', { name: 'Edit job', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'First name' })).not.toHaveValue('');
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/company/job/edit/14' &&
      url.search === '?from=mail' &&
      url.hash === '#notes',
  );
});

test('the sign-up chooser offers a moving company and a helper, each with Continue', async ({
  page,
}) => {
  await page.goto('/sign-up');
  await expect(page.getByRole('heading', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByText('Welcome! Please choose your option')).toBeVisible();
  const continues = page.getByRole('link', { name: /^Continue/ });
  await expect(continues).toHaveCount(2);
  await expect(
    page.getByRole('link', { name: 'Continue: Join as a moving company' }),
  ).toHaveAttribute('href', '/sign-up/company');
  await expect(page.getByRole('link', { name: 'Continue: Become a helper' })).toHaveAttribute(
    'href',
    '/sign-up/helper',
  );
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('a login tried offline says so, and the same click logs in once the connection is back', async ({
  page,
  context,
}) => {
  await openLogin(page);
  // The page has started the app and fetched the toaster, as a few idle seconds on /login do;
  // the login's own code (its calls) is fetched only by the first submit.
  await page.waitForFunction(
    () =>
      performance.getEntriesByName('app:services-ready').length > 0 &&
      performance.getEntriesByType('resource').some((r) => /\/toaster[^/]*\.js$/.test(r.name)),
  );
  await context.setOffline(true);
  await submitLogin(page, OWNER);
  await expect(
    page.getByText('You could not be logged in: check your connection and try again.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // Chromium remembers the failed download: the login asks for its code again (QA 2026-12-05:
  // it did nothing at all until a reload).
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/activity');
  await expect(page.getByText(WELCOME_TOAST)).toBeVisible();
});
