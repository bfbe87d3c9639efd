import {
  AUSTIN,
  branchId,
  createOrder,
  expectLive,
  expectSameDocument,
  freeStartFor,
  HELPER_NAME,
  hubPush,
  invitableEmployeeId,
  inviteByApi,
  later,
  liveRegion,
  markDocument,
  openEditForm,
  recordHub,
  dateFact,
  saveWindow,
  sessionUser,
  timeFact,
  userChannel,
  type Api,
  type CreatedOrder,
  LIVE,
} from './real-mode/two-sides';
import { expect, test, waitForRealtimeChannels, ownerAndMaria, openPage } from './support';

/*
 * A moved job (not in the spec) in mock mode, two tabs of one context (two-sides-mock.spec.ts
 * says why): the owner edits the times of a job Maria accepted; her open Order details show
 * the new times and the ones she agreed to, live, and her screen reader hears the new times;
 * the owner's save says she is told. A move that would put her on two jobs at once is refused
 * on the form, and nothing moves.
 */

const HOUR = 3_600_000;

/** An Austin job of `hours` hours from `start` with Maria on its crew (invited, accepted). */
async function herJob(owner: Api, maria: Api, start: Date, name: string): Promise<CreatedOrder> {
  const austin = await branchId(owner, AUSTIN);
  const order = await createOrder(owner, austin, {
    firstName: 'Milo',
    lastName: name,
    helpersNeeded: 1,
    start,
  });
  const employee = await invitableEmployeeId(owner, order.id, HELPER_NAME);
  const [invitation] = await inviteByApi(owner, order.id, [employee]);
  await maria.call('POST', `/helper/company-invitations/${invitation}/accept`);
  return order;
}

test('a job the owner moves reaches the helper’s open Order details live, with the times she agreed to; a move onto her other job is refused', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { owner, mariaTab, maria } = await ownerAndMaria(page, context);
  const mariaUser = await sessionUser(mariaTab);

  // Her day: this job from 9:00 (4 hours; 15:00 UTC), another from 14:00 (5 hours later).
  const start = await freeStartFor(maria);
  const order = await herJob(owner, maria, start, 'Moved');
  const other = await herJob(owner, maria, new Date(start.getTime() + 5 * HOUR), 'Later');
  const invitation = (
    await maria.call<{ data: Array<{ id: number; order: { id: number } }> }>(
      'GET',
      '/helper/company-invitations?bucket=accepted&per_page=100',
    )
  ).data.find((job) => job.order.id === order.id)!;

  // Maria has the job's Order details open.
  await openPage(mariaTab, `/helper/job/company/details/${invitation.id}`);
  await expect(mariaTab.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible();
  const agreed = (await timeFact(mariaTab).textContent())!;
  const date = (await dateFact(mariaTab).textContent())!;
  await expect(mariaTab.getByText(/^Moved from/)).toHaveCount(0);

  // Onto her other job: refused on the form, what was typed kept, nothing moved.
  const { form, field, window } = await openEditForm(page, order);
  await saveWindow(form, field, later(window, 4)!);
  await expect(
    form.getByText(`${HELPER_NAME} is already on order #${other.number} at that time.`),
  ).toBeVisible();
  await expect(field).toHaveValue(later(window, 4)!.replace(/^(..)(..)(..)(..)$/, '$1:$2 - $3:$4'));
  await expect(page).toHaveURL((url) => url.pathname === `/company/job/edit/${order.id}`);
  await expect(timeFact(mariaTab)).toHaveText(agreed);

  // An hour later, up to her other job's start: saved, and she sees it live.
  await waitForRealtimeChannels(mariaTab);
  await recordHub(mariaTab);
  await markDocument(mariaTab);
  // Before the save, Edit job says she is told; the save says she was (QA-221 L3).
  await field.click();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(later(window, 1)!);
  await expect(
    form.getByText(
      '1 person on the crew accepted the old times: they will be told of the new ones and asked to confirm again.',
    ),
  ).toBeVisible();
  await saveWindow(form, field, later(window, 1)!);
  await expect(
    page.getByRole('alert').filter({
      hasText: `Job #${order.number} saved. 1 person on the crew is told of the new times.`,
    }),
  ).toBeVisible();
  await expectLive(
    hubPush(mariaTab, userChannel(mariaUser.id), 'order-invitation-changed', {
      id: invitation.id,
      status: 'accepted',
    }),
    async () => {
      await expect(mariaTab.getByText(`Moved from ${date} · ${agreed}`)).toBeVisible(LIVE);
      await expect(timeFact(mariaTab)).not.toHaveText(agreed, LIVE);
    },
  );
  // Her screen reader hears the move with the new times, not the old ones it last said.
  const now = (await timeFact(mariaTab).locator(':scope > span').first().textContent())!;
  await expect(liveRegion(mariaTab)).toHaveText(
    `Job moved. ${AUSTIN} · order #${order.number} · ${date} · ${now}`,
    LIVE,
  );
  await expectSameDocument(mariaTab);
});
