import { expect } from '@playwright/test';
import { openAndFillJobForm, TYPED } from '../job-form';
import {
  AUSTIN,
  type Api,
  branchChannel,
  branchId,
  createOrder,
  LIVE,
  switchBranch,
  test,
  userChannel,
  waitForChannel,
} from './two-sides';

/*
 * The owner takes the manager's access to the branch she is editing a job in (QA 137 H1), or
 * typing a new job for (QA-184 H3), over
 * real HTTP, a browser context each: the owner removes the manager's Dallas member card (the one
 * that gives her Manager access there). The manager's app
 * hears it on her own channel (`branch-changed` `revoked`, contract/README.md), leaves Dallas for
 * Austin and says so once, with no reload and no raw "This action is unauthorized.", and what she
 * had typed in the job is kept and offered back.
 */

const DALLAS = 'Lone Star Movers Dallas';

// The manager's access is changed: the server is reseeded first.
test.use({ resetServerFirst: true });
test.describe.configure({ timeout: 90_000 });

/**
 * The manager's member card in a branch, with Manager access (the seed's: what the owner can
 * switch off, or remove).
 */
async function managerCard(api: Api, branch: number): Promise<{ id: number }> {
  const members = await api.call<{ data: { id: number; is_manager: boolean }[] }>(
    'GET',
    `/company-branches/${branch}/employees?search=manager@demo.test&per_page=100`,
  );
  const member = members.data.find((m) => m.is_manager);
  expect(member, 'her member card with Manager access').toBeDefined();
  return member!;
}

test('the owner takes the manager’s branch while she edits a job in it: she is moved live, told once, her typing kept', async ({
  owner,
  manager,
  request,
}) => {
  const page = manager.page;
  const dallas = await branchId(owner.user.api, DALLAS);
  // Three days ahead, 10:00 in Texas: a plain daytime job whatever the hour of the run.
  const start = new Date(Date.now() + 3 * 86_400_000);
  start.setUTCHours(16, 0, 0, 0);
  const order = await createOrder(owner.user.api, dallas, {
    firstName: 'Access',
    lastName: 'Taken',
    helpersNeeded: 2,
    start,
  });
  const member = await managerCard(owner.user.api, dallas);

  await switchBranch(page, DALLAS);
  await page.goto(`/company/job/edit/${order.id}`);
  const notes = page.getByRole('textbox', { name: /^Notes/ });
  await notes.fill('Bring the piano dolly');
  // Both subscribed: a first subscription's catch-up (which reads the branch list again) would
  // otherwise move her without any push.
  await waitForChannel(request, manager.socket, branchChannel(dallas));
  await waitForChannel(request, manager.socket, userChannel(manager.user.userId));

  await owner.user.api.call('DELETE', `/employees/${member.id}`);

  await expect(
    page.getByRole('button', { name: new RegExp(`^Account menu.*${AUSTIN}`) }),
  ).toBeVisible(LIVE);
  await expect(
    page.getByRole('alert').filter({
      hasText: `${DALLAS} is no longer one of your branches. You are now on ${AUSTIN}.`,
    }),
  ).toBeVisible();
  await expect(page.getByText('Not yours to open')).toBeVisible();
  await expect(page.getByText('What you typed in this job is kept.')).toBeVisible();
  await expect(page.getByText('This action is unauthorized.')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(1);

  await page.getByRole('button', { name: 'Start a new job with it' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/job/create');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(notes).toHaveValue('Bring the piano dolly');
  // Her switcher no longer offers Dallas (Austin is the active one).
  await page.getByRole('button', { name: /^Account menu/ }).click();
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await expect(menu.getByRole('menuitem', { name: 'No branches to show' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: new RegExp(DALLAS) })).toHaveCount(0);
});

test('the owner takes the manager’s branch while she types a new job for it: Create job waits until she says where it goes', async ({
  owner,
  manager,
  request,
}) => {
  const page = manager.page;
  const dallas = await branchId(owner.user.api, DALLAS);
  const austin = await branchId(owner.user.api, AUSTIN);
  const member = await managerCard(owner.user.api, dallas);

  await switchBranch(page, DALLAS);
  const { f } = await openAndFillJobForm(page);
  await expect(page.getByText(`In ${DALLAS}`, { exact: true })).toBeVisible();
  await waitForChannel(request, manager.socket, branchChannel(dallas));
  await waitForChannel(request, manager.socket, userChannel(manager.user.userId));

  await owner.user.api.call('DELETE', `/employees/${member.id}`);

  const notice = page
    .getByRole('alert')
    .filter({ hasText: `${DALLAS} is no longer one of your branches` })
    .filter({ hasText: `Create job would now make it in ${AUSTIN}` });
  await expect(notice).toBeVisible(LIVE);
  // Create job makes nothing in Austin until she says so: the notice takes the focus.
  await f.submit.click();
  await expect(notice.locator('xpath=..')).toBeFocused();
  await expect(page).toHaveURL((url) => url.pathname === '/company/job/create');
  // Her typed job among a branch's not formed orders, the last updated first.
  const typedJobsIn = async (branch: number) => {
    const list = await owner.user.api.call<{ data: { customer_last_name: string }[] }>(
      'GET',
      `/company-branches/${branch}/orders?filter[status]=1&sort=-updated_at&per_page=100`,
    );
    return list.data.filter((o) => o.customer_last_name === TYPED.lastName).length;
  };
  expect(await typedJobsIn(austin)).toBe(0);

  await notice.getByRole('button', { name: `Make it in ${AUSTIN}` }).click();
  await expect(notice).toBeHidden();
  await expect(page.getByText(`In ${AUSTIN}`, { exact: true })).toBeVisible();
  await f.submit.click();
  await expect(page).toHaveURL((url) => url.pathname === '/company/job/not-formed');
  expect(await typedJobsIn(austin)).toBe(1);
  expect(await typedJobsIn(dallas)).toBe(0);
});
