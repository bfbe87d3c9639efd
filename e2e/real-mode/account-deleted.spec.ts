import { expect } from '@playwright/test';
import {
  AUSTIN,
  branchChannel,
  branchId,
  createOrder,
  crewPage,
  expectSameDocument,
  freeStartFor,
  HELPER_NAME,
  invitableEmployeeId,
  inviteByApi,
  LIVE,
  markDocument,
  resetServer,
  test,
  waitForChannel,
} from './two-sides';

/*
 * A helper deletes her account while the owner has her crew page open (QA 56 H1: she stayed
 * on the crew as "Accepted", the job counted full). Real-API build against the mock server,
 * a browser context each: the owner's page loses her and reopens the spot live, no reload.
 */

// Her account can go once per db: reseeded before, and after (the other journeys need her).
test.use({ resetServerFirst: true });
test.afterEach(async ({ request }) => resetServer(request));
test.describe.configure({ timeout: 90_000 });

test('a helper who deletes her account leaves the crew on the owner’s open crew page, live', async ({
  owner,
  maria,
  request,
}) => {
  const austin = await branchId(owner.user.api, AUSTIN);
  const order = await createOrder(owner.user.api, austin, {
    firstName: 'Ivy',
    lastName: 'Goneaway',
    helpersNeeded: 1,
    start: await freeStartFor(maria.user.api),
  });
  const employeeId = await invitableEmployeeId(owner.user.api, order.id, HELPER_NAME);
  const [invitationId] = await inviteByApi(owner.user.api, order.id, [employeeId]);
  await maria.user.api.call('POST', `/helper/company-invitations/${invitationId}/accept`);

  await owner.page.goto(`/company/job/team-edit/${order.id}`);
  const crew = crewPage(owner.page);
  await expect(crew.crewRow(HELPER_NAME).getByText('Accepted', { exact: true })).toBeVisible();
  await waitForChannel(request, owner.socket, branchChannel(austin));
  await markDocument(owner.page);

  // Maria deletes her account from her own Danger zone.
  await maria.page.goto('/helper/settings/danger-zone');
  await maria.page.getByRole('button', { name: 'Delete account' }).click();
  await maria.page
    .getByRole('dialog', { name: 'Delete account' })
    .getByRole('button', { name: 'Delete my account' })
    .click();
  await maria.page.waitForURL('**/login');

  // The owner's page follows: she is off the crew, the spot open again.
  await expect(crew.crewRow(HELPER_NAME)).toHaveCount(0, LIVE);
  await expect(crew.summary).toContainText('0 of 1 accepted');
  await expectSameDocument(owner.page);
});
