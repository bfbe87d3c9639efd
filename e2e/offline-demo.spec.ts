import { expect, loginAs, openPage, OWNER, test } from './support';

/*
 * The demo answers every call in the browser: a laptop without Wi-Fi (the browser says it is
 * offline, the app served from this machine) still loads and saves. React Query waited for
 * the network before every read, so each page not seen yet stayed a skeleton, and the frame
 * said nothing could be loaded or saved.
 */
test('offline, the demo still loads a list it has not shown yet and saves, and says nothing of being offline', async ({
  page,
  context,
}) => {
  await loginAs(page, OWNER);
  // The Team page's code is in; its Drivers list has not been read yet.
  await openPage(page, '/company/team/employees');
  await expect(page.getByRole('article').first()).toBeVisible();
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await page
    .getByRole('navigation', { name: 'Team lists' })
    .getByRole('link', { name: /^Drivers/ })
    .click();
  await expect(page).toHaveURL('/company/team/drivers');
  const first = page.getByRole('article').first();
  await expect(first).toBeVisible();
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
  // A save goes through too: a member's status switch (its label says the state).
  const status = first.getByRole('switch');
  const was = await status.isChecked();
  await first.locator('.team-card__status').click();
  await expect(page.getByRole('alert').filter({ hasText: / is now (in)?active$/ })).toBeVisible();
  await expect(status).toBeChecked({ checked: !was });
  await expect(page.getByText(/not saved|did not answer/)).toHaveCount(0);
  await context.setOffline(false);
});
