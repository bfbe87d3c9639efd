import type { Page } from '@playwright/test';
import { pageApi } from './real-mode/two-sides';
import {
  expect,
  loginAs,
  MANAGER,
  openPage,
  OWNER,
  secondPersonTab,
  test,
  waitForRealtimeChannels,
} from './support';

/*
 * Two people of one company edit the same job at once (QA H1), in mock mode: the owner's tab
 * and a second person's tab (`/login?tab-session`) signed in as the manager, in ONE browser
 * context so both tabs share the mock's data (see two-sides-mock.spec.ts). The second save
 * must keep what the first changed in fields the second person did not touch.
 */

const JOB_ID = 16;
const JOB = 'Job #1016';

async function openEdit(tab: Page) {
  await openPage(tab, `/company/job/edit/${JOB_ID}`);
  await expect(tab.getByRole('form', { name: 'Job' })).toBeVisible();
}

const field = (tab: Page, name: string | RegExp) => tab.getByRole('textbox', { name });

async function save(tab: Page) {
  await tab.getByRole('button', { name: 'Save changes' }).click();
  await expect(tab.getByRole('alert').filter({ hasText: `${JOB} saved` })).toBeVisible();
}

test('the manager’s save after the owner’s keeps the owner’s price and notes', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, OWNER);
  const manager = await secondPersonTab(context, MANAGER);
  await waitForRealtimeChannels(page);
  await waitForRealtimeChannels(manager);
  await openEdit(page);
  await openEdit(manager);
  const before = await pageApi(page).call<{ hourly_rate: number }>('GET', `/orders/${JOB_ID}`);
  expect(before.hourly_rate).not.toBe(5500);

  // The owner changes the price and the notes, and saves.
  await field(page, 'Hourly price').fill('55');
  await field(page, /^Notes/).fill('Piano on the 2nd floor, owner');
  await save(page);

  // The manager, whose form was open all along, changes only the first name, and saves.
  await field(manager, 'First name').fill('Marta');
  await save(manager);

  const after = await pageApi(page).call<{
    hourly_rate: number;
    notes: string | null;
    customer: { first_name: string };
  }>('GET', `/orders/${JOB_ID}`);
  expect(after).toMatchObject({
    hourly_rate: 5500,
    notes: 'Piano on the 2nd floor, owner',
    customer: { first_name: 'Marta' },
  });
});

test('a field both changed: the manager is told above Save, and her value is the one saved', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  await loginAs(page, OWNER);
  const manager = await secondPersonTab(context, MANAGER);
  await waitForRealtimeChannels(manager);
  await openEdit(page);
  await openEdit(manager);

  // The live region is there before it speaks, a box of its own (`display: contents` is not
  // announced by some screen readers), out of the form's flow while empty.
  const region = manager.locator('.server-changes');
  await expect(region).toHaveCSS('display', 'block');
  await expect(region).toHaveCSS('position', 'absolute');

  await field(manager, 'Hourly price').fill('60');
  await field(page, 'Hourly price').fill('55');
  await field(page, /^Notes/).fill('Piano on the 2nd floor, owner');
  await save(page);

  // The owner's save reaches her open form live: the clash is named above Save.
  const notice = manager.getByRole('status').filter({ hasText: 'Someone else changed this job' });
  await expect(notice).toHaveText(
    "Someone else changed this job while you were editing it: Hourly price. Saving keeps your values for these.Updated with someone else's changes: Notes.",
  );
  await expect(field(manager, /^Notes/)).toHaveValue('Piano on the 2nd floor, owner');
  await expect(field(manager, 'Hourly price')).toHaveValue('60');
  await expect(region).toHaveCSS('position', 'static');
  for (const width of [1280, 390]) {
    await manager.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await manager.getByRole('button', { name: 'Save changes' }).scrollIntoViewIfNeeded();
    await manager.screenshot({ path: testInfo.outputPath(`conflict-notice-${width}.png`) });
  }

  await save(manager);
  const after = await pageApi(page).call<{ hourly_rate: number; notes: string | null }>(
    'GET',
    `/orders/${JOB_ID}`,
  );
  expect(after).toMatchObject({ hourly_rate: 6000, notes: 'Piano on the 2nd floor, owner' });
});
