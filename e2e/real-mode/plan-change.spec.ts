import { expect } from '@playwright/test';
import { AUSTIN, branchChannel, branchId, LIVE, test, waitForChannel } from './two-sides';

/*
 * Two people of one company, over real HTTP (QA 56: no journey proved it end to end): the
 * owner changes the plan on her Subscription page and the manager's open Subscription page
 * shows the new plan live (`subscription-changed` on the branch's channel), no reload. A
 * browser context each, the real-API build against the mock server.
 */

type Plan = { id: number; code: string };

test.describe.configure({ timeout: 90_000 });

test('the owner’s plan change reaches the manager’s open Subscription page live', async ({
  owner,
  manager,
  request,
}) => {
  const plans = await owner.user.api.call<Plan[]>('GET', '/subscription/plans');
  const planId = (code: string) => plans.find((p) => p.code === code)!.id;
  // The company is back on Pro after it, whatever happens (the other journeys count on it).
  try {
    const austin = await branchId(manager.user.api, AUSTIN);
    await manager.page.goto('/company/settings/subscription');
    const heading = (name: string) =>
      manager.page.getByRole('heading', { name, level: 2, exact: true });
    await expect(heading('Pro')).toBeVisible();
    await waitForChannel(request, manager.socket, branchChannel(austin));

    await owner.page.goto('/company/settings/subscription');
    await owner.page.getByRole('button', { name: 'Upgrade to Business' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Change plan' });
    await dialog.getByRole('button', { name: 'Upgrade to Business' }).click();
    await expect(
      owner.page.getByRole('alert').filter({ hasText: 'You are now on the Business plan' }),
    ).toBeVisible();

    // Live on the manager's page: the plan she reads is the new one.
    await expect(heading('Business')).toBeVisible(LIVE);
    await expect(heading('Pro')).toHaveCount(0);
  } finally {
    await owner.user.api.call('POST', '/subscription', { plan_id: planId('company_pro') });
  }
});
