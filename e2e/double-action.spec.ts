import type { Locator, Page } from '@playwright/test';
import { expect, HELPER, loginAs, OWNER, test, openPage } from './support';

/*
 * Nothing happens twice (2/8): a double click on a destructive confirm, or on Accept, sends
 * one request, shows no error toast, and the dialog closes once it worked. The requests are
 * counted as they leave the page (the mock's service worker answers them after that).
 */

// The second click must land while the first request is on its way, as over a network: the
// demo's latency (journeys run without it, e2e/support.ts).
test.use({ mockLatencyMs: 150 });

/** Counts the page's requests of one method whose path matches. */
function countRequests(page: Page, method: string, path: RegExp): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && path.test(new URL(request.url()).pathname)) count += 1;
  });
  return () => count;
}

const dangerToasts = (page: Page) => page.locator('.bp6-toast.bp6-intent-danger');
const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** Two clicks as fast as a mouse sends them: the second lands before React re-renders. */
async function doubleClick(button: Locator): Promise<void> {
  await button.dblclick();
}

test('a double click on Delete order deletes it once, with no error toast', async ({ page }) => {
  await loginAs(page, OWNER);
  await openPage(page, '/company/job/not-formed');
  const deletes = countRequests(page, 'DELETE', /^\/api\/orders\/\d+$/);
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').textContent())!.trim();
  const number = /^#(\d+)/.exec(title)![1];
  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete order' });
  await doubleClick(dialog.getByRole('button', { name: 'Delete order' }));

  await expect(toast(page, `Order #${number} deleted`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  expect(deletes()).toBe(1);
  await expect(dangerToasts(page)).toHaveCount(0);
});

test('a double click on Remove member removes them once, with no error toast', async ({ page }) => {
  await loginAs(page, OWNER);
  await openPage(page, '/company/team/employees');
  const deletes = countRequests(page, 'DELETE', /^\/api\/employees\/\d+$/);
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const name = (await card.getByRole('heading').first().textContent())!.trim();
  await card.getByRole('button', { name: 'Remove' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove member' });
  await expect(dialog).toContainText(name);
  await doubleClick(dialog.getByRole('button', { name: 'Remove member' }));

  await expect(toast(page, `${name} was removed from the team`)).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(deletes()).toBe(1);
  await expect(dangerToasts(page)).toHaveCount(0);
});

test('a double click on Delete branch deletes it once, and the first branch becomes active at once', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  await openPage(page, '/company/branch');
  const branches = page.getByRole('list', { name: 'Branches' });
  // Make the last branch active, then delete it.
  const last = branches.getByRole('button').last();
  const doomed = 'Lone Star Movers Houston';
  await expect(last).toContainText(doomed);
  await last.click();
  await expect(page.getByRole('heading', { name: doomed })).toBeVisible();
  const deletes = countRequests(page, 'DELETE', /^\/api\/company-branches\/\d+$/);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete branch' });
  await doubleClick(dialog.getByRole('button', { name: 'Delete branch' }));

  await expect(toast(page, `Branch ${doomed} deleted`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The active branch follows at once: the first, in the header and the list (spec 4).
  await expect(
    page.getByRole('button', { name: 'Account menu, Lone Star Movers Austin' }),
  ).toBeVisible();
  await expect(branches.getByRole('button', { name: new RegExp(doomed) })).toHaveCount(0);
  await expect(
    branches.getByRole('button', { name: /Lone Star Movers Austin.*active branch/ }),
  ).toHaveAttribute('aria-current', 'true');
  // Job shows the new active branch's jobs, not "Branch not found."
  await page.goto('/company/job/not-formed');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Branch not found.')).toHaveCount(0);
  expect(deletes()).toBe(1);
  await expect(dangerToasts(page)).toHaveCount(0);
});

test('a double click on Accept answers the invitation once, with no error toast', async ({
  page,
}) => {
  await loginAs(page, HELPER);
  await page.getByRole('link', { name: 'New company invitations' }).click();
  const first = page.getByRole('link', { name: /^Order #\d+,/ }).first();
  const number = /#(\d+)/.exec((await first.getAttribute('aria-label')) ?? '')![1]!;
  await first.click();
  await expect(page.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  const accepts = countRequests(page, 'POST', /\/accept$/);
  await doubleClick(page.getByRole('button', { name: 'Accept' }));

  await expect(toast(page, `You accepted order #${number}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  expect(accepts()).toBe(1);
  await expect(dangerToasts(page)).toHaveCount(0);
});
