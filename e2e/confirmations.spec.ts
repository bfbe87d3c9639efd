import type { Page } from '@playwright/test';
import {
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
  pageApi,
  recordHub,
  type Api,
} from './real-mode/two-sides';
import {
  expect,
  HELPER,
  loginAs,
  NOW,
  OWNER,
  test,
  waitForRealtimeChannels,
  secondPersonTab,
} from './support';

/*
 * Confirmations (7/8) in mock mode, two tabs of one context (as two-sides-mock.spec.ts: the
 * helper's tab keeps its own session): Maria confirms one job and can't make another; the
 * owner's crew page shows Confirmed, then the spot open again, live. The jobs start 26-46 h
 * from now (made from the journeys' NOW through the API), so she is asked but not overdue.
 */

const EVENT = 'order-invitation-changed';
const HOUR = 3_600_000;

type Invitable = { employee_id: number; first_name: string; last_name: string; busy_with: unknown };

async function acceptedJobSoon(owner: Api, maria: Api, lastName: string, from: number) {
  const austin = await branchId(owner, AUSTIN);
  for (let hours = from; hours <= 46; hours += 2) {
    const order = await createOrder(owner, austin, {
      firstName: 'Cora',
      lastName,
      helpersNeeded: 1,
      start: new Date(NOW.getTime() + hours * HOUR),
    });
    const lists = await owner.call<{ branch_employees: Invitable[] }>(
      'GET',
      `/orders/${order.id}/invitable-employees`,
    );
    const her = lists.branch_employees.find(
      (e) => `${e.first_name} ${e.last_name}` === HELPER_NAME,
    );
    if (!her || her.busy_with !== null) continue;
    const [invitationId] = await inviteByApi(owner, order.id, [her.employee_id]);
    await maria.call('POST', `/helper/company-invitations/${invitationId}/accept`);
    return { austin, order, invitationId: invitationId! };
  }
  throw new Error(`${HELPER_NAME} is busy at every slot tried`);
}

async function openJob(page: Page, maria: Page, job: Awaited<ReturnType<typeof acceptedJobSoon>>) {
  await page.goto(`/company/job/team-edit/${job.order.id}`);
  const crew = crewPage(page);
  await expect(
    crew.crewRow(HELPER_NAME).getByText('Awaiting confirmation', { exact: true }),
  ).toBeVisible();
  await maria.goto(`/helper/job/company/details/${job.invitationId}`);
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
  await loginAs(page, OWNER);
  const maria = await secondPersonTab(context, HELPER);
  const owner = pageApi(page);
  const her = pageApi(maria);

  const first = await acceptedJobSoon(owner, her, 'Confirms', 26);
  let crew = await openJob(page, maria, first);
  await maria.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expectLive(
    hubPush(page, branchChannel(first.austin), EVENT, {
      order_id: first.order.id,
      status: 'accepted',
    }),
    () =>
      expect(crew.crewRow(HELPER_NAME).getByText('Confirmed', { exact: true })).toBeVisible({
        timeout: 2_000,
      }),
  );
  await expectSameDocument(page);

  const second = await acceptedJobSoon(owner, her, 'Cannot', 27);
  crew = await openJob(page, maria, second);
  await maria.getByRole('button', { name: "I can't make it" }).click();
  const dialog = maria.getByRole('dialog', {
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
      await expect(crew.crewRow(HELPER_NAME)).toHaveCount(0, { timeout: 2_000 });
      await expect(crew.summary).toContainText('0 of 1 accepted', { timeout: 2_000 });
    },
  );
  await expect(
    page.getByRole('region', { name: 'Best matches' }).getByText('1 open spot'),
  ).toBeVisible();
  await expectSameDocument(page);
  await expectSameDocument(maria);
});
