import { expect } from '@playwright/test';
import {
  acceptOnDetails,
  apiSignIn,
  AUSTIN,
  branchChannel,
  branchId,
  cancelFromCrewPage,
  createOrder,
  crewPage,
  expectLive,
  expectSameDocument,
  freeStartFor,
  HELPER,
  HELPER_NAME,
  helperCard,
  invitableEmployeeId,
  inviteByApi,
  inviteFromCrewPage,
  markDocument,
  openCrewPageFromJobList,
  openInvitationDetails,
  openNewInvitations,
  removeFromCrewPage,
  socketPush,
  test,
  type TwoSides,
  userChannel,
  waitForChannel,
  LIVE,
} from './two-sides';

/*
 * The two sides of the marketplace at once, on the real-API build against the mock server:
 * a company owner (owner@demo.test) and a helper (helper@demo.test, Maria Lopez, a member of
 * the owner's Austin branch), each in a browser context of their own. Every hand-over must
 * reach the other side live (LIVE) without a reload: the mock server pushes change events
 * to the helper's user channel and the branch's channel, and the app refetches from them.
 * Nothing polls while the socket is up, so a poll cannot meet the live wait (LIVE).
 *
 * The server's simulated other side is off here (no MOCK_AUTO_ANSWER_MS), and the demo
 * accounts never answer by themselves; still, the journeys assert on their own order's
 * number, never on a list's counts (they only check first that Maria's New list has room
 * on its first page for the new order, which sorts last).
 */

const EVENT = 'order-invitation-changed';
/** Maria's New list shows 10 a page, soonest first: the journeys' orders come last. */
const PER_PAGE = 10;

// Two full sign-ins (two contexts) before each journey: about 20 s on an idle machine.
test.describe.configure({ timeout: 90_000 });

/** A not formed order in Austin, for one helper, at a time Maria is free. */
async function orderForMaria({ owner, maria }: TwoSides, lastName: string) {
  const austin = await branchId(owner.user.api, AUSTIN);
  const order = await createOrder(owner.user.api, austin, {
    firstName: 'Ivy',
    lastName,
    helpersNeeded: 1,
    start: await freeStartFor(maria.user.api),
  });
  const employeeId = await invitableEmployeeId(owner.user.api, order.id, HELPER_NAME);
  return { austin, order, employeeId };
}

test('an order invitation reaches the helper live, and her Accept reaches the crew page live', async ({
  request,
  owner,
  maria,
}) => {
  const { austin, order } = await orderForMaria({ owner, maria }, 'Handover');

  // Maria watches her new invitations; the new order will be the last of them (latest).
  const { total } = await maria.user.api.call<{ total: number }>(
    'GET',
    '/helper/company-invitations?bucket=new&per_page=1',
  );
  expect(total, 'room on the first page of her New list').toBeLessThan(PER_PAGE);
  await openNewInvitations(maria.page);
  await expect(helperCard(maria.page, order.number)).toHaveCount(0);

  // The owner opens the order's crew page from Job > Not formed.
  await openCrewPageFromJobList(owner.page, order);
  const crew = crewPage(owner.page);
  await expect(crew.summary.getByText('Not formed', { exact: true })).toBeVisible();
  await expect(crew.summary).toContainText('0 of 1 accepted');

  await waitForChannel(request, maria.socket, userChannel(maria.user.userId));
  await waitForChannel(request, owner.socket, branchChannel(austin));
  await markDocument(maria.page);
  await markDocument(owner.page);

  // The owner invites Maria: her open list shows the invitation.
  let since = maria.socket.mark;
  await inviteFromCrewPage(owner.page, HELPER_NAME);
  await expectLive(
    socketPush(maria.socket, since, userChannel(maria.user.userId), EVENT, {
      order_id: order.id,
      status: 'pending',
    }),
    () => expect(helperCard(maria.page, order.number)).toBeVisible(LIVE),
  );
  await expect(crew.crewRow(HELPER_NAME).getByText('Pending', { exact: true })).toBeVisible();

  // She opens it and accepts: the owner's crew page shows her Accepted, the order Formed.
  await openInvitationDetails(maria.page, order.number);
  since = owner.socket.mark;
  await acceptOnDetails(maria.page, order.number);
  await expectLive(
    socketPush(owner.socket, since, branchChannel(austin), EVENT, {
      order_id: order.id,
      status: 'accepted',
    }),
    async () => {
      await expect(crew.crewRow(HELPER_NAME).getByText('Accepted', { exact: true })).toBeVisible(
        LIVE,
      );
      await expect(crew.summary.getByText('Formed', { exact: true })).toBeVisible(LIVE);
      await expect(crew.summary).toContainText('1 of 1 accepted', LIVE);
    },
  );
  await expect(maria.page.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // Neither side reloaded.
  await expectSameDocument(maria.page);
  await expectSameDocument(owner.page);
});

test('an invitation the company cancels turns Withdrawn on the helper’s open Order details, live, and says so', async ({
  request,
  owner,
  maria,
}) => {
  const { austin, order, employeeId } = await orderForMaria({ owner, maria }, 'Withdrawn');
  const [invitationId] = await inviteByApi(owner.user.api, order.id, [employeeId]);

  // Maria has the invitation's Order details open, still answerable.
  await openNewInvitations(maria.page);
  await openInvitationDetails(maria.page, order.number);
  expect(new URL(maria.page.url()).pathname).toBe(`/helper/job/company/details/${invitationId}`);
  await expect(maria.page.getByText('New', { exact: true })).toBeVisible();
  await expect(maria.page.getByRole('button', { name: 'Accept' })).toBeVisible();

  // The owner has the order's crew page open, Maria pending on it.
  await owner.page.goto(`/company/job/team-add/${order.id}`);
  const crew = crewPage(owner.page);
  await expect(crew.crewRow(HELPER_NAME).getByText('Pending', { exact: true })).toBeVisible();

  await waitForChannel(request, maria.socket, userChannel(maria.user.userId));
  await waitForChannel(request, owner.socket, branchChannel(austin));
  await markDocument(maria.page);

  const since = maria.socket.mark;
  await cancelFromCrewPage(owner.page, HELPER_NAME);
  await expectLive(
    socketPush(maria.socket, since, userChannel(maria.user.userId), EVENT, {
      id: invitationId,
      status: 'cancelled',
    }),
    async () => {
      // Withdrawn, not "Cancelled": the order goes on (QA 56), and the page says so.
      await expect(maria.page.getByText('Withdrawn', { exact: true })).toBeVisible(LIVE);
      await expect(
        maria.page.getByRole('heading', { name: 'Your invitation was withdrawn' }),
      ).toBeVisible();
      await expect(maria.page.getByRole('button', { name: 'Accept' })).toHaveCount(0, LIVE);
    },
  );
  await expect(maria.page.getByRole('button', { name: 'Reject' })).toHaveCount(0);
  await expect(crew.crewRow(HELPER_NAME)).toHaveCount(0);
  await expectSameDocument(maria.page);

  // What she sees is what the server holds.
  const helper = await apiSignIn(request, HELPER);
  const invitation = await helper.api.call<{ status: string; bucket: string }>(
    'GET',
    `/helper/company-invitations/${invitationId}`,
  );
  expect(invitation).toMatchObject({ status: 'cancelled', bucket: 'cancelled' });
});

test('a helper the company takes off the crew after she accepted reads "Removed from the crew" on her open Order details, live', async ({
  request,
  owner,
  maria,
}) => {
  const { austin, order, employeeId } = await orderForMaria({ owner, maria }, 'Removed');
  const [invitationId] = await inviteByApi(owner.user.api, order.id, [employeeId]);
  await maria.user.api.call('POST', `/helper/company-invitations/${invitationId}/accept`);

  // Maria has her accepted job's Order details open; the owner, the order's crew page.
  await maria.page.goto(`/helper/job/company/details/${invitationId}`);
  await expect(maria.page.getByText('Accepted', { exact: true })).toBeVisible();
  await owner.page.goto(`/company/job/team-add/${order.id}`);
  const crew = crewPage(owner.page);
  await expect(crew.crewRow(HELPER_NAME).getByText('Accepted', { exact: true })).toBeVisible();

  await waitForChannel(request, maria.socket, userChannel(maria.user.userId));
  await waitForChannel(request, owner.socket, branchChannel(austin));
  await markDocument(maria.page);

  const since = maria.socket.mark;
  await removeFromCrewPage(owner.page, HELPER_NAME, order.number);
  await expectLive(
    socketPush(maria.socket, since, userChannel(maria.user.userId), EVENT, {
      id: invitationId,
      status: 'cancelled',
    }),
    async () => {
      // Not "withdrawn": she had accepted, and was taken off (QA helper-172).
      await expect(maria.page.getByRole('heading', { name: 'Removed from the crew' })).toBeVisible(
        LIVE,
      );
    },
  );
  await expect(maria.page.getByText(/took you off the crew of order/)).toBeVisible();
  await expect(maria.page.getByText('Your invitation was withdrawn')).toHaveCount(0);
  await expectSameDocument(maria.page);
});
