import { expect } from '@playwright/test';
import { openAndFillJobForm, TYPED } from '../job-form';
import { test } from './two-sides';

/*
 * The browser goes offline in the middle of work (QA 57 H1, M2), on the real-API build: the
 * page says so at once, a save fails at once with the spec's no-response toast and says the
 * job was not saved (it was paused, spinning, then went through once back online, the user
 * long gone), everything typed stays, and back online the same form saves.
 */

test('offline, Add new job says so, fails at once and keeps what was typed; back online it saves', async ({
  owner,
}) => {
  const { page, context } = owner;
  const { f } = await openAndFillJobForm(page);
  await context.setOffline(true);
  const offline = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(offline).toHaveText(
    'You are offline: nothing can be loaded or saved until the connection is back. What you type stays here.',
  );

  await f.submit.click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'An unexpected error occurred:' }),
  ).toBeVisible();
  await expect(f.form.getByRole('alert')).toHaveText(
    'You are offline: the job was not saved. Everything you entered is still here; try again once you are back online.',
  );
  await expect(f.submit).toBeEnabled();
  await expect(f.firstName).toHaveValue(TYPED.firstName);
  await expect(f.notes).toHaveValue(TYPED.notes);

  await context.setOffline(false);
  await expect(offline).toHaveCount(0);
  await f.submit.click();
  await expect(page.getByRole('alert').filter({ hasText: /^Job #\d+ created$/ })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/company/job/not-formed');
});
