import { expect } from '@playwright/test';
import {
  AUSTIN,
  branchChannel,
  branchId,
  expectSameDocument,
  LIVE,
  markDocument,
  switchBranch,
  test,
  waitForChannel,
} from './two-sides';

/*
 * Two people of one company (real-API build against the mock server, a browser context
 * each): the manager works in the Dallas branch while the owner deletes it. The manager's app
 * hears it on the branch's channel (`branch-changed`, contract/README.md), leaves Dallas for
 * the first branch and says so once, without a reload and without "Branch not found." pages
 * or toasts (QA 55 H3: every page failed until a reload).
 */

const DALLAS = 'Lone Star Movers Dallas';

// A branch can be deleted once per db: the server is reseeded first.
test.use({ resetServerFirst: true });
test.describe.configure({ timeout: 90_000 });

test('the branch a manager works in, deleted by the owner, is left live for the first branch, with one notice', async ({
  owner,
  manager,
  request,
}) => {
  const page = manager.page;
  await switchBranch(page, DALLAS);
  const dallas = await branchId(manager.user.api, DALLAS);
  await page
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'Job' })
    .click();
  await expect(page.getByRole('article').first()).toBeVisible();
  await waitForChannel(request, manager.socket, branchChannel(dallas));
  await markDocument(page);

  await owner.user.api.call('DELETE', `/company-branches/${dallas}`);

  await expect(
    page.getByRole('button', { name: new RegExp(`^Account menu.*${AUSTIN}`) }),
  ).toBeVisible(LIVE);
  const notice = page
    .getByRole('alert')
    .filter({ hasText: `${DALLAS} is no longer one of your branches. You are now on ${AUSTIN}.` });
  await expect(notice).toBeVisible();
  // The job list is Austin's, and nothing says "Branch not found." (page or toast).
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByText('Branch not found.')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expectSameDocument(page);
});
