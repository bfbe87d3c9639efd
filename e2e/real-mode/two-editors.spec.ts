import { expect } from '@playwright/test';
import {
  AUSTIN,
  branchChannel,
  branchId,
  createOrder,
  LIVE,
  test,
  waitForChannel,
  type Side,
} from './two-sides';

/*
 * Two people of one company edit the same job at once (QA 55 H1), over real HTTP: the owner
 * and the manager, a browser context each, both on the job's Edit page. The owner's save
 * reaches the manager's open form live (`order-changed` on the branch's channel): a field
 * only the owner changed takes her value at once, a field both changed is named above Save
 * and keeps the manager's value, and the manager's Save keeps the owner's other changes.
 * (The mock build's two-tab version: e2e/two-editors-mock.spec.ts.)
 */

test.describe.configure({ timeout: 90_000 });

async function openEdit(side: Side, id: number) {
  await side.page.goto(`/company/job/edit/${id}`);
  await expect(side.page.getByRole('form', { name: 'Job' })).toBeVisible();
}

test('two editors of one job: the owner’s save reaches the manager’s open form live, and her save keeps the owner’s notes', async ({
  owner,
  manager,
  request,
}) => {
  const austin = await branchId(owner.user.api, AUSTIN);
  // Three days ahead, 10:00 in Austin: a plain daytime job whatever the hour of the run.
  const start = new Date(Date.now() + 3 * 86_400_000);
  start.setUTCHours(16, 0, 0, 0);
  const order = await createOrder(owner.user.api, austin, {
    firstName: 'Editors',
    lastName: 'Twice',
    helpersNeeded: 2,
    start,
  });
  await openEdit(owner, order.id);
  await openEdit(manager, order.id);
  await waitForChannel(request, manager.socket, branchChannel(austin));

  const field = (side: Side, name: string | RegExp) => side.page.getByRole('textbox', { name });
  await field(manager, 'Hourly price').fill('60');
  await field(owner, 'Hourly price').fill('55');
  await field(owner, /^Notes/).fill('Piano on the 2nd floor, owner');
  await owner.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    owner.page.getByRole('alert').filter({ hasText: `Job #${order.number} saved` }),
  ).toBeVisible();

  // Live in the manager's form: the notes come in, her price stays and is named.
  await expect(field(manager, /^Notes/)).toHaveValue('Piano on the 2nd floor, owner', LIVE);
  await expect(manager.page.getByRole('status').filter({ hasText: 'Someone else' })).toHaveText(
    "Someone else changed this job while you were editing it: Hourly price. Saving keeps your values for these.Updated with someone else's changes: Notes.",
  );
  await expect(field(manager, 'Hourly price')).toHaveValue('60');

  await manager.page.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    manager.page.getByRole('alert').filter({ hasText: `Job #${order.number} saved` }),
  ).toBeVisible();
  const saved = await owner.user.api.call<{ hourly_rate: number; notes: string | null }>(
    'GET',
    `/orders/${order.id}`,
  );
  expect(saved).toMatchObject({ hourly_rate: 6000, notes: 'Piano on the 2nd floor, owner' });
});
