import type { Page } from '@playwright/test';
import { expect, loginAs, openPage, OWNER, test } from './support';

/*
 * The demo answers every call in the browser: a laptop without Wi-Fi (the browser says it is
 * offline, the app served from this machine) still loads and saves. React Query waited for
 * the network before every read, so each page not seen yet stayed a skeleton, and the frame
 * said nothing could be loaded or saved.
 */

/** The owner on the Team page, whose Drivers list has not been read yet (its code is in). */
async function ownerOnTeam(page: Page) {
  await loginAs(page, OWNER);
  await openPage(page, '/company/team/employees');
  await expect(page.getByRole('article').first()).toBeVisible();
}

/** A save (a member's status switch, its label says the state) and a list not read yet. */
async function savesAndLoads(page: Page) {
  const first = page.getByRole('article').first();
  const status = first.getByRole('switch');
  const was = await status.isChecked();
  await first.locator('.team-card__status').click();
  await expect(page.getByRole('alert').filter({ hasText: / is now (in)?active$/ })).toBeVisible();
  await expect(status).toBeChecked({ checked: !was });
  await page
    .getByRole('navigation', { name: 'Team lists' })
    .getByRole('link', { name: /^Drivers/ })
    .click();
  await expect(page).toHaveURL('/company/team/drivers');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText(/not saved|did not answer|request failed/)).toHaveCount(0);
}

test('offline, the demo still loads a list it has not shown yet and saves, and says nothing of being offline', async ({
  page,
  context,
}) => {
  await ownerOnTeam(page);
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await savesAndLoads(page);
  await expect(page.getByText(/You are offline/)).toHaveCount(0);
  await context.setOffline(false);
});

test('after the browser stops the idle mock worker, this tab is still answered by the mock, offline too', async ({
  page,
  context,
}) => {
  // A browser stops an idle service worker (a background tab slows MSW's keep-alive) and
  // starts it again for the next request or message, with its script run afresh. MSW's
  // worker kept the tabs it mocks for in memory only, so every call of this tab then went to
  // the network: the static server's 404 (QA-218 H1), or nothing at all offline.
  await ownerOnTeam(page);
  const cdp = await context.newCDPSession(page);
  // Every state the worker went through (the page's next message may start it again at once).
  const states: string[] = [];
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) states.push(version.runningStatus);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => states).toContain('running');
  const before = states.length;
  await cdp.send('ServiceWorker.stopAllWorkers');
  await expect.poll(() => states.slice(before)).toContain('stopped');
  await context.setOffline(true);
  await savesAndLoads(page);
  await context.setOffline(false);
});
