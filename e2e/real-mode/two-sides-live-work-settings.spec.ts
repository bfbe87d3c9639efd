import { expect } from '@playwright/test';
import {
  AUSTIN,
  austinOrderOnHerFreeDay,
  branchChannel,
  branchId,
  expectLive,
  expectSameDocument,
  HELPER_NAME,
  markDocument,
  socketPush,
  switchBranch,
  test,
  waitForChannel,
  LIVE,
} from './two-sides';

/*
 * A helper's work settings reach the company's open screens live, on the real-API build
 * against the mock server (a browser context each: the owner, owner@demo.test, and Maria
 * Lopez, helper@demo.test, a member of the owner's Austin branch): her saves push
 * `employee-changed` to each branch she is a member of (009c6dbb, the mock's half; QA
 * 2026-12-04: matching kept her old Thursdays). Where the company sees them: her hourly rate
 * in Team's Find helpers, her weekly availability in the crew page's Best matches (her member
 * card and the crew picker say the same 'Asks' figure, QA-215; crew rows what the job pays).
 * Each journey puts her settings back.
 */

const EMPLOYEE_CHANGED = 'employee-changed';

test.describe.configure({ timeout: 90_000 });

test('her new hourly rate, saved in her work settings, reaches the company’s open Find helpers live', async ({
  request,
  owner,
  maria,
}) => {
  const { hourly_rate: was } = await maria.user.api.call<{ hourly_rate: number }>(
    'GET',
    '/helper-profile/get-hourly-rate',
  );
  const rate = { cents: was === 3625 ? 3750 : 3625 };
  // Her own rate, named apart from what a job pays her (the crew rows' 'Job pays').
  const shown = (cents: number) => `Asks $${(cents / 100).toFixed(2)}/h`;
  const austin = await branchId(owner.user.api, AUSTIN);

  try {
    // The owner's Team page of Austin, Find helpers open on her: a member, at her rate.
    await switchBranch(owner.page, AUSTIN);
    await owner.page
      .getByRole('navigation', { name: 'Company' })
      .getByRole('link', { name: 'Team' })
      .click();
    await owner.page.getByRole('button', { name: 'Find helpers' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Find helpers' });
    await dialog.getByRole('searchbox', { name: 'Search helpers' }).fill(HELPER_NAME);
    const row = dialog
      .getByRole('list', { name: 'Helpers found' })
      .getByRole('listitem')
      .filter({ hasText: HELPER_NAME });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Already a member')).toBeVisible();
    await expect(row.getByText(shown(was), { exact: true })).toBeVisible();
    await waitForChannel(request, owner.socket, branchChannel(austin));
    await markDocument(owner.page);

    // Maria saves a new hourly rate in her work settings.
    await maria.page.goto('/helper/settings/work-settings');
    const rateForm = maria.page.getByRole('form', { name: 'Hourly rate' });
    const field = rateForm.getByRole('textbox', { name: /Hourly rate/ });
    await expect(field).toHaveValue((was / 100).toFixed(2));
    await field.fill((rate.cents / 100).toFixed(2));
    const since = owner.socket.mark;
    await rateForm.getByRole('button', { name: 'Save hourly rate' }).click();
    await expect(
      maria.page.getByRole('alert').filter({ hasText: 'Hourly rate saved' }),
    ).toBeVisible();

    await expectLive(
      socketPush(owner.socket, since, branchChannel(austin), EMPLOYEE_CHANGED, {
        branch_id: austin,
      }),
      async () => {
        await expect(row.getByText(shown(rate.cents), { exact: true })).toBeVisible(LIVE);
        await expect(row.getByText(shown(was), { exact: true })).toHaveCount(0, LIVE);
      },
    );
    await expect(dialog).toBeVisible();
    await expectSameDocument(owner.page);
  } finally {
    await maria.user.api.call('PUT', '/helper-profile/hourly-rate', { hourly_rate: was });
  }
});

type Availability = { day: number; from: string; to: string };

test('her new hours on the job’s weekday, saved in her work settings, reach the company’s open Best matches live', async ({
  request,
  owner,
  maria,
}) => {
  const week = await maria.user.api.call<Availability[]>(
    'GET',
    '/helper-profile/get-availabilities',
  );
  // A job on a day she is free, 4 hours from 10:00 or 9:00 in Austin (freeStartFor: 15:00 UTC).
  const { order, day } = await austinOrderOnHerFreeDay(owner.user.api, maria.user.api, {
    firstName: 'Hugo',
    lastName: 'Matching',
  });
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const dayName = new Date(`${day}T12:00:00Z`).toLocaleDateString('en-US', {
    weekday: 'long',
    timeZone: 'UTC',
  });
  // That weekday from 8:00 to 18:00 (set through the API, before anyone looks).
  await maria.user.api.call('PUT', '/helper-profile/availabilities', {
    availabilities: [
      ...week.filter((a) => a.day !== weekday),
      { day: weekday, from: '08:00', to: '18:00' },
    ],
  });

  try {
    // The owner's crew page of the order: Best matches finds her available that day.
    await owner.page.goto(`/company/job/team-add/${order.id}`);
    const matches = owner.page.getByRole('region', { name: 'Best matches' });
    const her = matches.getByRole('listitem', { name: HELPER_NAME, exact: true });
    // Everyone, both lists (each shows 6 before its Show all): she is in one, then the other.
    await expect(matches.getByRole('list', { name: 'Ranked candidates' })).toBeVisible();
    const showAll = matches.getByRole('button', { name: /^Show all \d+$/ });
    while ((await showAll.count()) > 0) await showAll.first().click();
    await expect(
      her.getByText(`Available ${dayName}s 8:00 am - 6:00 pm`, { exact: true }),
    ).toBeVisible();
    const austin = await branchId(owner.user.api, AUSTIN);
    await waitForChannel(request, owner.socket, branchChannel(austin));
    await markDocument(owner.page);

    // Maria keeps only that day's afternoon and evening, in her work settings.
    await maria.page.goto('/helper/settings/work-settings');
    const form = maria.page.getByRole('form', { name: 'Weekly availability' });
    const field = form.getByRole('textbox', { name: dayName });
    await expect(field).toHaveValue('08:00 - 18:00');
    await field.fill('');
    await field.pressSequentially('15002000');
    await expect(field).toHaveValue('15:00 - 20:00');
    const since = owner.socket.mark;
    await form.getByRole('button', { name: 'Save availability' }).click();
    await expect(
      maria.page.getByRole('alert').filter({ hasText: 'Availability saved' }),
    ).toBeVisible();

    // The owner's matching says she cannot take the job, without a reload.
    await expectLive(
      socketPush(owner.socket, since, branchChannel(austin), EMPLOYEE_CHANGED, {
        branch_id: austin,
      }),
      () =>
        expect(
          // A reason that keeps her off the job, as a reader hears it (QA helper-121 M4).
          her.getByText(`Blocks this job: Available ${dayName}s 3:00 pm - 8:00 pm only`, {
            exact: true,
          }),
        ).toBeVisible(LIVE),
    );
    await expect(
      matches.getByRole('list', { name: 'Cannot take this job' }).getByRole('listitem', {
        name: HELPER_NAME,
        exact: true,
      }),
    ).toBeVisible();
    await expectSameDocument(owner.page);
  } finally {
    await maria.user.api.call('PUT', '/helper-profile/availabilities', { availabilities: week });
  }
});
