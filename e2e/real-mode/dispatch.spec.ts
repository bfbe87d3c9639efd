import { expect } from '@playwright/test';
import { shownDate } from '../date-field';
import {
  acceptOnDetails,
  addDayOffHere,
  austinOrderOnHerFreeDay,
  branchChannel,
  expectLive,
  expectSameDocument,
  HELPER_NAME,
  invitableEmployeeId,
  inviteByApi,
  markDocument,
  openActivity,
  socketPush,
  test,
  waitForChannel,
  LIVE,
} from './two-sides';

/*
 * The dispatch board (6/8) with both sides at once, on the real-API build against the mock
 * server: the owner keeps the board of a day open; Maria Lopez accepts her invitation to a
 * job of that day from her Order details, then takes that day off in her work settings. Each
 * change reaches the owner's board live (LIVE) without a reload, by the branch channel's
 * pushes (`order-invitation-changed`, then `member-time-off-changed`): the gap closes, then
 * "Needs attention" says she has time off but is on the job, and the owner's Activity has a
 * row for it (`crew_time_off`) opening the job's crew page.
 */

test.describe.configure({ timeout: 90_000 });

test('the owner’s open board closes the gap when the helper accepts, and flags her day off, live', async ({
  request,
  owner,
  maria,
}) => {
  const { austin, order, day } = await austinOrderOnHerFreeDay(owner.user.api, maria.user.api, {
    firstName: 'Dora',
    lastName: 'Boardwell',
  });
  const employeeId = await invitableEmployeeId(owner.user.api, order.id, HELPER_NAME);
  const [invitationId] = await inviteByApi(owner.user.api, order.id, [employeeId]);

  await owner.page.goto(`/company/dispatch?date=${day}`);
  const crew = owner.page.getByRole('list', { name: `Crew of #${order.number}` });
  const flags = owner.page.getByRole('heading', { name: 'Needs attention' }).locator('..');
  await expect(crew.getByText(`${HELPER_NAME} (invited)`)).toBeVisible();
  // Her invitation holds the job's one spot until she answers.
  await expect(crew.getByText('Open spot')).toHaveCount(0);
  await expect(flags).toContainText(`#${order.number} needs 1 more person`);

  await maria.page.goto(`/helper/job/company/details/${invitationId}`);
  await expect(maria.page.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible();
  await waitForChannel(request, owner.socket, branchChannel(austin));
  await markDocument(owner.page);

  // She accepts: the job's crew is full on the owner's board, its flag gone.
  let since = owner.socket.mark;
  await acceptOnDetails(maria.page, order.number);
  await expectLive(
    socketPush(owner.socket, since, branchChannel(austin), 'order-invitation-changed', {
      order_id: order.id,
      status: 'accepted',
    }),
    async () => {
      await expect(crew.getByText(HELPER_NAME, { exact: true })).toBeVisible(LIVE);
      await expect(crew.getByText('Open spot')).toHaveCount(0, LIVE);
      await expect(
        owner.page
          .locator('li.dispatch-job')
          .filter({ has: crew })
          .getByText(/1 of 1 accepted/),
      ).toBeVisible(LIVE);
      // Its only flag gone (with it the whole list, when the day has no other).
      await expect(owner.page.getByText(`#${order.number} needs`)).toHaveCount(0, LIVE);
    },
  );
  await expect(owner.page.getByText(/has time off/)).toHaveCount(0);

  // She takes that day off (the job she accepted stays hers): the board flags it.
  await maria.page.goto('/helper/settings/work-settings');
  since = owner.socket.mark;
  await addDayOffHere(maria.page, day);
  await expectLive(
    socketPush(owner.socket, since, branchChannel(austin), 'member-time-off-changed', {
      branch_id: austin,
    }),
    () =>
      expect(flags).toContainText(`${HELPER_NAME} has time off but is on #${order.number}`, LIVE),
  );
  // The owner's Activity was told too (never her reason); the row opens the job's crew page.
  await openActivity(owner.page);
  const told = owner.page
    .getByRole('region', { name: 'Activity' })
    .getByRole('listitem')
    .filter({
      hasText: `${HELPER_NAME} has time off on ${shownDate(day)}, during order #${order.number}`,
    });
  await expect(told).toHaveCount(1);
  await expect(told.getByRole('link')).toHaveAttribute(
    'href',
    `/company/job/team-edit/${order.id}`,
  );
  // That crew page says the job is short by her and offers the way forward, as the board does
  // (QA-244 M1: it said "The crew is full", its invites off).
  await told.getByRole('link').click();
  await expect(
    owner.page
      .getByText(
        `${HELPER_NAME} has time off on ${shownDate(day)} but is still on the crew: the job is 1 person short.`,
      )
      .first(),
  ).toBeVisible();
  await expect(
    owner.page
      .getByRole('button', { name: `Invite someone else instead of ${HELPER_NAME}` })
      .first(),
  ).toBeEnabled();

  await expectSameDocument(owner.page);
});
