import {
  answerOnApplicationsPage,
  applyOnDetails,
  AUSTIN,
  branchChannel,
  branchId,
  createOrder,
  expectLive,
  expectSameDocument,
  freeStartFor,
  HER_RATE,
  hubPush,
  markDocument,
  openApplicationsPage,
  openOfferDetails,
  recordHub,
  sessionUser,
  userChannel,
  LIVE,
} from './real-mode/two-sides';
import { expect, HELPER, OWNER, test, waitForRealtimeChannels, ownerAndMaria } from './support';

/*
 * Outsourcing offer applications, both sides live in mock mode (the default build, the
 * backend an MSW worker): two tabs of ONE context, as in two-sides-mock.spec.ts. The owner
 * puts a not formed Austin order out to the marketplace and keeps its applications page open;
 * Maria, in a second person's tab (`/login?tab-session`), applies from its Order details with
 * a message and her own rate; the owner's page shows it live (LIVE); the owner accepts; her
 * open details show Accepted live (LIVE). Nothing counts applications (the mock's marketplace
 * helpers may apply too): hers is found by her name.
 */

test('an application reaches the owner’s tab live, and its Accept reaches the helper’s tab live', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { owner, mariaTab, maria } = await ownerAndMaria(page, context);
  const ownerUser = await sessionUser(page);
  const mariaUser = await sessionUser(mariaTab);
  expect(ownerUser.email).toBe(OWNER);
  expect(mariaUser.email).toBe(HELPER);

  const austin = await branchId(owner, AUSTIN);
  const order = await createOrder(owner, austin, {
    firstName: 'Nora',
    lastName: 'Twotabs',
    helpersNeeded: 1,
    start: await freeStartFor(maria),
  });
  const offer = await owner.call<{ id: number; status: string }>(
    'POST',
    `/company-branches/${austin}/outsource-offers`,
    { order_id: order.id, helpers_needed: 1, hourly_rate: 4000, notes: null },
  );
  expect(offer.status).toBe('open');

  const owned = await openApplicationsPage(page, offer.id, order.number);
  await expect(owned.herApplication).toHaveCount(0);
  const yours = await openOfferDetails(mariaTab, offer.id, order.number);
  await expect(yours).toHaveCount(0);

  await waitForRealtimeChannels(mariaTab);
  await waitForRealtimeChannels(page);
  await recordHub(mariaTab);
  await recordHub(page);
  await markDocument(mariaTab);
  await markDocument(page);

  // She applies: the owner's open applications page shows it, with her message and rate.
  const message = 'Two tabs, one demo: I can bring a dolly.';
  await applyOnDetails(mariaTab, order.number, message);
  await expectLive(
    hubPush(page, branchChannel(austin), 'offer-application-changed', {
      offer_id: offer.id,
      status: 'pending',
    }),
    async () => {
      await expect(owned.herApplication).toBeVisible(LIVE);
      await expect(owned.herApplication).toContainText(message, LIVE);
      await expect(owned.herApplication).toContainText(`$${HER_RATE}/h`, LIVE);
    },
  );

  // The owner accepts: her open Order details show it.
  await answerOnApplicationsPage(page, owned.herApplication, 'accept', order.number);
  await expectLive(
    hubPush(mariaTab, userChannel(mariaUser.id), 'outsource-offer-changed', { id: offer.id }),
    async () => {
      await expect(yours.getByText('Accepted', { exact: true })).toBeVisible(LIVE);
      await expect(yours).toContainText('You are on the crew of this order.', LIVE);
    },
  );
  await expect(mariaTab.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);

  await expectSameDocument(mariaTab);
  await expectSameDocument(page);
});
