import type { BrowserContext, Page } from '@playwright/test';
import {
  acceptOnDetails,
  branchChannel,
  branchId,
  createOrder,
  crewPage,
  expectLive,
  expectSameDocument,
  freeStartFor,
  HELPER_NAME,
  helperCard,
  invitableEmployeeId,
  inviteFromCrewPage,
  jobInvitationsBadge,
  markDocument,
  openCrewPageFromJobList,
  openInvitationDetails,
  openNewInvitations,
  hubPush,
  recordHub,
  userChannel,
  AUSTIN,
  cancelFromCrewPage,
  inviteByApi,
  sessionUser,
  LIVE,
  removeFromCrewPage,
} from './real-mode/two-sides';
import {
  expect,
  HELPER,
  openPage,
  OWNER,
  test,
  waitForRealtimeChannels,
  ownerAndMaria,
} from './support';

/*
 * The two sides meet live in mock mode (the default build: the backend is the in-browser
 * mock, an MSW worker). Two tabs of ONE browser context: the mock's tabs share their data
 * through IndexedDB and a BroadcastChannel (mocks/db/persistence.ts), and each tab's mock
 * pushes the changes it makes or receives from another tab to its own Pusher socket
 * (mocks/realtime/changes.ts). Two contexts would be two separate mock backends, so the
 * two sides could never meet.
 *
 * One context means one localStorage, where the app keeps its session (spec section 4): the
 * last tab to sign in would make the other tab's calls as that user. So the helper's tab is
 * a second person's tab (`/login?tab-session`, what the Demo panel's "Open a second
 * person's tab" opens), which keeps its session in its own sessionStorage.
 */

const EVENT = 'order-invitation-changed';
const PER_PAGE = 10;

/** The owner and Maria's tab, and an Austin job of one helper on a day she is free, to which
 * the owner has invited her (by the API, as the crew page does). */
async function mariaInvited(page: Page, context: BrowserContext, customer: string) {
  const { owner, mariaTab, maria } = await ownerAndMaria(page, context);
  const mariaUser = await sessionUser(mariaTab);
  expect(mariaUser.email).toBe(HELPER);
  const order = await createOrder(owner, await branchId(owner, AUSTIN), {
    firstName: 'Ivy',
    lastName: customer,
    helpersNeeded: 1,
    start: await freeStartFor(maria),
  });
  const employeeId = await invitableEmployeeId(owner, order.id, HELPER_NAME);
  const [invitationId] = await inviteByApi(owner, order.id, [employeeId]);
  return { owner, mariaTab, maria, mariaUser, order, invitationId };
}

test('an order invitation reaches the helper’s tab live, and her Accept reaches the owner’s crew page live', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // The owner's tab.
  // Maria's tab, in the same context (same mock data), with a session of its own.
  const { owner, mariaTab, maria } = await ownerAndMaria(page, context);
  // Each tab is still its own user.
  expect((await sessionUser(page)).email).toBe(OWNER);
  const mariaUser = await sessionUser(mariaTab);
  expect(mariaUser.email).toBe(HELPER);

  const austin = await branchId(owner, AUSTIN);
  const order = await createOrder(owner, austin, {
    firstName: 'Ivy',
    lastName: 'Twotabs',
    helpersNeeded: 1,
    start: await freeStartFor(maria),
    notes: 'Gate code 4411\nCall on arrival.',
  });
  await invitableEmployeeId(owner, order.id, HELPER_NAME);

  const { total } = await maria.call<{ total: number }>(
    'GET',
    '/helper/company-invitations?bucket=new&per_page=1',
  );
  expect(total, 'room on the first page of her New list').toBeLessThan(PER_PAGE);
  await openNewInvitations(mariaTab);
  await expect(helperCard(mariaTab, order.number)).toHaveCount(0);
  // Her Job entry counts the new job invitations waiting for her answer (QA helper-105, 4).
  if (total > 0) await expect(jobInvitationsBadge(mariaTab, total)).toBeVisible();

  await openCrewPageFromJobList(page, order);
  const crew = crewPage(page);
  await expect(crew.summary.getByText('Not formed', { exact: true })).toBeVisible();

  await waitForRealtimeChannels(mariaTab);
  await waitForRealtimeChannels(page);
  await recordHub(mariaTab);
  await recordHub(page);
  await markDocument(mariaTab);
  await markDocument(page);

  await inviteFromCrewPage(page, HELPER_NAME);
  await expectLive(
    hubPush(mariaTab, userChannel(mariaUser.id), EVENT, { order_id: order.id, status: 'pending' }),
    async () => {
      await expect(helperCard(mariaTab, order.number)).toBeVisible(LIVE);
      await expect(jobInvitationsBadge(mariaTab, total + 1)).toBeVisible(LIVE);
    },
  );
  await expect(crew.crewRow(HELPER_NAME).getByText('Pending', { exact: true })).toBeVisible();

  await openInvitationDetails(mariaTab, order.number);
  // Notes typed on two lines read on two lines (review 54; innerText keeps a shown break).
  const notes = mariaTab
    .locator('dt', { hasText: /^Notes$/ })
    .locator('xpath=following-sibling::dd[1]');
  expect(await notes.innerText()).toBe('Gate code 4411\nCall on arrival.');
  await acceptOnDetails(mariaTab, order.number);
  await expectLive(
    hubPush(page, branchChannel(austin), EVENT, { order_id: order.id, status: 'accepted' }),
    async () => {
      await expect(crew.crewRow(HELPER_NAME).getByText('Accepted', { exact: true })).toBeVisible(
        LIVE,
      );
      await expect(crew.summary.getByText('Formed', { exact: true })).toBeVisible(LIVE);
      await expect(crew.summary).toContainText('1 of 1 accepted', LIVE);
    },
  );

  await expectSameDocument(mariaTab);
  await expectSameDocument(page);
  // The owner's tab is still the owner's.
  expect((await sessionUser(page)).email).toBe(OWNER);
});

test('an invitation the owner cancels turns Withdrawn on the helper’s open Order details, live, and says so', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { mariaTab, mariaUser, order, invitationId } = await mariaInvited(
    page,
    context,
    'Calledoff',
  );

  // Maria has the invitation's Order details open, still answerable.
  await openNewInvitations(mariaTab);
  await openInvitationDetails(mariaTab, order.number);
  await expect(mariaTab.getByRole('button', { name: 'Accept' })).toBeVisible();
  // The owner has the order's crew page open, Maria pending on it.
  await page.goto(`/company/job/team-add/${order.id}`);
  const crew = crewPage(page);
  await expect(crew.crewRow(HELPER_NAME).getByText('Pending', { exact: true })).toBeVisible();

  await waitForRealtimeChannels(mariaTab);
  await waitForRealtimeChannels(page);
  await recordHub(mariaTab);
  await markDocument(mariaTab);

  await cancelFromCrewPage(page, HELPER_NAME);
  await expectLive(
    hubPush(mariaTab, userChannel(mariaUser.id), EVENT, { id: invitationId, status: 'cancelled' }),
    async () => {
      // Withdrawn, not "Cancelled": the order goes on (QA 56), and the page says so.
      await expect(mariaTab.getByText('Withdrawn', { exact: true })).toBeVisible(LIVE);
      await expect(
        mariaTab.getByRole('heading', { name: 'Your invitation was withdrawn' }),
      ).toBeVisible();
      await expect(mariaTab.getByRole('button', { name: 'Accept' })).toHaveCount(0, LIVE);
    },
  );
  await expectSameDocument(mariaTab);
});

test('the owner takes Maria off the crew: her open Job page shows it live, a warning toast and a notice (QA-211 H1)', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { mariaTab, maria, mariaUser, order, invitationId } = await mariaInvited(
    page,
    context,
    'Takenoff',
  );
  await maria.call('POST', `/helper/company-invitations/${invitationId}/accept`);

  // Maria on her Job page; the owner on the order's crew page, Maria on the crew.
  await openPage(mariaTab, '/helper/job');
  await expect(mariaTab.getByRole('heading', { name: 'Company invitations' })).toBeVisible();
  await page.goto(`/company/job/team-add/${order.id}`);
  const crew = crewPage(page);
  await expect(crew.crewRow(HELPER_NAME).getByText('Accepted', { exact: true })).toBeVisible();

  await waitForRealtimeChannels(mariaTab);
  await waitForRealtimeChannels(page);
  await recordHub(mariaTab);
  await markDocument(mariaTab);

  await removeFromCrewPage(page, HELPER_NAME, order.number);
  const notice = mariaTab
    .locator('.helper-job__invite-note')
    .filter({ hasText: `took you off order #${order.number} (` });
  await expectLive(
    hubPush(mariaTab, userChannel(mariaUser.id), EVENT, { id: invitationId, status: 'cancelled' }),
    async () => {
      // The dialog's "Maria is told": a warning toast, and the Job page's notice.
      await expect(
        mariaTab.getByRole('alert').filter({
          hasText: `Removed from the crew. Lone Star Movers Austin · order #${order.number} ·`,
        }),
      ).toBeVisible(LIVE);
      await expect(notice).toBeVisible(LIVE);
    },
  );
  await notice.getByRole('link', { name: 'Open order' }).click();
  await expect(mariaTab.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible();
  await expect(mariaTab.getByText(/took you off the crew of order/)).toBeVisible();
  // Seen: the Job page's notice has gone.
  await openPage(mariaTab, '/helper/job');
  await expect(mariaTab.getByRole('heading', { name: 'Company invitations' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await expectSameDocument(mariaTab);
});
