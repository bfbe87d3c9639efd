import type { Page } from '@playwright/test';
import {
  acceptedJobAt,
  AUSTIN,
  branchChannel,
  branchId,
  createOrder,
  crewPage,
  expectLive,
  expectSameDocument,
  HELPER_NAME,
  hubPush,
  inviteByApi,
  markDocument,
  recordHub,
  type Api,
  LIVE,
} from './real-mode/two-sides';
import { expect, NOW, test, waitForRealtimeChannels, ownerAndMaria, openPage } from './support';

/*
 * Confirmations (7/8) in mock mode, two tabs of one context (as two-sides-mock.spec.ts: the
 * helper's tab keeps its own session): Maria confirms one job and can't make another; the
 * owner's crew page shows Confirmed, then the spot open again, live. The jobs start 26-46 h
 * from now (made from the journeys' NOW through the API), so she is asked but not overdue.
 */

const EVENT = 'order-invitation-changed';

/**
 * Her accepted Austin job from `from` hours on (every 2 h up to 46), made through the API:
 * accepted a day further off and brought forward, so she is asked to confirm it (her Accept
 * within 48 h would be her confirmation: acceptedJobAt's `askedAfter`).
 */
const acceptedJobSoon = (owner: Api, maria: Api, lastName: string, from: number) =>
  acceptedJobAt(owner, maria, lastName, {
    hours: Array.from({ length: Math.floor((46 - from) / 2) + 1 }, (_, k) => from + 2 * k),
    now: NOW.getTime(),
    askedAfter: true,
  });

async function openJob(page: Page, maria: Page, job: Awaited<ReturnType<typeof acceptedJobSoon>>) {
  await openPage(page, `/company/job/team-edit/${job.order.id}`);
  const crew = crewPage(page);
  await expect(
    crew.crewRow(HELPER_NAME).getByText('Awaiting confirmation', { exact: true }),
  ).toBeVisible();
  await openPage(maria, `/helper/job/company/details/${job.invitationId}`);
  await expect(maria.getByRole('heading', { name: `Order #${job.order.number}` })).toBeVisible();
  await waitForRealtimeChannels(maria);
  await waitForRealtimeChannels(page);
  await recordHub(page);
  await markDocument(page);
  await markDocument(maria);
  return crew;
}

test("Maria confirms one job and can't make another: the owner's crew page follows live", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { owner, mariaTab, maria: her } = await ownerAndMaria(page, context);

  const first = await acceptedJobSoon(owner, her, 'Confirms', 26);
  let crew = await openJob(page, mariaTab, first);
  await mariaTab.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expectLive(
    hubPush(page, branchChannel(first.austin), EVENT, {
      order_id: first.order.id,
      status: 'accepted',
    }),
    () =>
      expect(crew.crewRow(HELPER_NAME).getByText('Confirmed', { exact: true })).toBeVisible(LIVE),
  );
  await expectSameDocument(page);

  const second = await acceptedJobSoon(owner, her, 'Cannot', 27);
  crew = await openJob(page, mariaTab, second);
  await mariaTab.getByRole('button', { name: "I can't make it" }).click();
  const dialog = mariaTab.getByRole('dialog', {
    name: `Can't make it to order #${second.order.number}?`,
  });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('My car broke down.');
  await dialog.getByRole('button', { name: 'Tell the company' }).click();
  await expectLive(
    hubPush(page, branchChannel(second.austin), EVENT, {
      order_id: second.order.id,
      status: 'rejected',
    }),
    async () => {
      await expect(crew.crewRow(HELPER_NAME)).toHaveCount(0, LIVE);
      await expect(crew.summary).toContainText('0 of 1 accepted', LIVE);
    },
  );
  await expect(
    page.getByRole('region', { name: 'Best matches' }).getByText('1 open spot'),
  ).toBeVisible();
  // Her details keep what she said (review M4): she left, not "Rejected".
  await expect(mariaTab.getByText('You left this job')).toBeVisible();
  await expect(mariaTab.getByText('“My car broke down.”')).toBeVisible();
  await expectSameDocument(page);
  await expectSameDocument(mariaTab);
});

test("Maria accepts a job starting within 48 h: that is her confirmation, and the owner's open crew page shows her Confirmed, live (QA-211 M4)", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const { owner, mariaTab } = await ownerAndMaria(page, context);
  // An Austin job 20-30 h from now at an hour she is free, her invitation not answered yet.
  const austin = await branchId(owner, AUSTIN);
  let job: { order: { id: number; number: number }; invitationId: number } | undefined;
  for (const hours of [20, 22, 24, 26, 28, 30]) {
    const order = await createOrder(owner, austin, {
      firstName: 'Cora',
      lastName: 'Accepts',
      helpersNeeded: 1,
      start: new Date(NOW.getTime() + hours * 3_600_000),
    });
    const lists = await owner.call<{
      branch_employees: Array<{
        employee_id: number;
        first_name: string;
        last_name: string;
        busy_with: unknown;
      }>;
    }>('GET', `/orders/${order.id}/invitable-employees`);
    const her = lists.branch_employees.find(
      (e) => `${e.first_name} ${e.last_name}` === HELPER_NAME,
    );
    if (!her || her.busy_with !== null) continue;
    const [invitationId] = await inviteByApi(owner, order.id, [her.employee_id]);
    job = { order, invitationId: invitationId! };
    break;
  }
  expect(job, `${HELPER_NAME} is free for a job 20-30 h from now`).toBeDefined();
  await openPage(page, `/company/job/team-edit/${job!.order.id}`);
  const crew = crewPage(page);
  await openPage(mariaTab, `/helper/job/company/details/${job!.invitationId}`);
  await expect(
    mariaTab.getByRole('heading', { name: `Order #${job!.order.number}` }),
  ).toBeVisible();
  await waitForRealtimeChannels(page);
  await recordHub(page);
  await markDocument(page);

  await mariaTab.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(
    mariaTab.getByRole('alert').filter({ hasText: `You accepted order #${job!.order.number}.` }),
  ).toBeVisible();
  const confirmation = mariaTab.getByRole('region', { name: 'Confirmation' });
  await expect(confirmation.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(mariaTab.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  await expect(mariaTab.getByText(/waiting for your confirmation/)).toHaveCount(0);
  await expectLive(
    hubPush(page, branchChannel(austin), EVENT, {
      order_id: job!.order.id,
      status: 'accepted',
    }),
    () =>
      expect(crew.crewRow(HELPER_NAME).getByText('Confirmed', { exact: true })).toBeVisible(LIVE),
  );
  await expectSameDocument(page);
});
