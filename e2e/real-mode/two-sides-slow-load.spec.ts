import { expect, type Route } from '@playwright/test';
import { openPage } from '../support';
import {
  allPushed,
  AUSTIN,
  branchChannel,
  branchId,
  crewPage,
  createOrder,
  freeStartFor,
  HELPER_NAME,
  invitableEmployeeId,
  inviteByApi,
  LIVE,
  socketPush,
  test,
  userChannel,
  waitForChannel,
} from './two-sides';

/*
 * The other side's change while a page is still loading (QA helper-122, on a slow link): the
 * owner opens an order's crew page, and Maria accepts after the page has asked for its crew
 * but before that answer is in. The answer was read before her Accept; the push of it comes
 * while the page's first load is on its way. The page must end with her Accepted, without a
 * reload (it kept her Pending until one: TanStack joined the first load instead of reading
 * again, `src/platform/api/invalidate.ts`).
 */

test('a helper’s Accept pushed while the owner’s crew page is still loading reaches it', async ({
  request,
  owner,
  maria,
}) => {
  const austin = await branchId(owner.user.api, AUSTIN);
  const order = await createOrder(owner.user.api, austin, {
    firstName: 'Slow',
    lastName: 'Link',
    helpersNeeded: 2,
    start: await freeStartFor(maria.user.api),
  });
  const employee = await invitableEmployeeId(owner.user.api, order.id, HELPER_NAME);
  const [invitationId] = await inviteByApi(owner.user.api, order.id, [employee]);
  // The owner's socket listens to Austin before the page opens (a page already in the app).
  await waitForChannel(request, owner.socket, branchChannel(austin));

  // The crew's first read goes to the server at once, and its answer (her invitation still
  // pending) is held in the network until her Accept has been pushed to the owner.
  let asked!: () => void;
  const crewAsked = new Promise<void>((resolve) => (asked = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let firstRead = true;
  await owner.page.route(`**/api/orders/${order.id}/current-crew*`, async (route: Route) => {
    if (!firstRead) return route.continue();
    firstRead = false;
    const answer = await route.fetch();
    asked();
    await released;
    await route.fulfill({ response: answer });
  });

  await openPage(owner.page, `/company/job/team-edit/${order.id}`);
  await crewAsked;
  const since = owner.socket.mark;
  await maria.user.api.call('POST', `/helper/company-invitations/${invitationId}/accept`);
  // Every push of her Accept arrives while the answer is held (on a slow link, all of them
  // came within the first load's wait): her invitation's change, the order's, and the
  // owner's notification, each of which refreshes the crew page's queries.
  const pushed = allPushed(
    socketPush(owner.socket, since, branchChannel(austin), 'order-invitation-changed', {
      order_id: order.id,
    }),
    socketPush(owner.socket, since, branchChannel(austin), 'order-changed', { id: order.id }),
    socketPush(owner.socket, since, userChannel(owner.user.userId), 'notification-created', {}),
  );
  await expect.poll(() => pushed.arrived(), { message: pushed.what, ...LIVE }).toBe(true);
  release();

  // The held answer lands (Pending), then the page reads the crew again: Accepted.
  const { crewRow } = crewPage(owner.page);
  await expect(crewRow(HELPER_NAME).getByText('Accepted', { exact: true })).toBeVisible(LIVE);
  await expect(crewRow(HELPER_NAME).getByText('Pending', { exact: true })).toHaveCount(0);
});
