import { expect } from '@playwright/test';
import { COMPANY, LIVE, test, userChannel, waitForChannel } from './two-sides';

/*
 * Two sides over real HTTP (QA 57a M3, QA 58 M5): the owner renames the company on Settings,
 * and Maria's open list of its invitations reads the new name live (`company-changed` on her
 * user channel), no reload. A browser context each, the real-API build against the mock server.
 */

test.describe.configure({ timeout: 90_000 });

const RENAMED = 'Lone Star Moving Co';

test("the owner's rename of the company reaches the helper's open invitations live", async ({
  owner,
  maria,
  request,
}) => {
  // Named as the other journeys expect it after, whatever happens.
  try {
    await maria.page.goto('/helper/job/company/new');
    const card = (company: string) =>
      maria.page.getByRole('link', { name: new RegExp(`^Order #\\d+, ${company}`) });
    await expect(card(COMPANY).first()).toBeVisible();
    await waitForChannel(request, maria.socket, userChannel(maria.user.userId));

    await owner.page.goto('/company/settings/subscription');
    const field = owner.page.getByRole('textbox', { name: 'Company name' });
    await expect(field).toHaveValue(COMPANY);
    await field.fill(RENAMED);
    await owner.page.getByRole('button', { name: 'Save name' }).click();
    await expect(
      owner.page.getByRole('alert').filter({ hasText: `Company renamed to ${RENAMED}` }),
    ).toBeVisible();

    // Live in her tab: the cards name the company by its new name.
    await expect(card(RENAMED).first()).toBeVisible(LIVE);
    await expect(card(COMPANY)).toHaveCount(0);
  } finally {
    await owner.user.api.call('PUT', '/company', { name: COMPANY });
  }
});
