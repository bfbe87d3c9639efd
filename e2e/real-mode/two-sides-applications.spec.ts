import { expect } from '@playwright/test';
import {
  acceptedJobAt,
  answerOnApplicationsPage,
  apiSignIn,
  applyOnDetails,
  HER_RATE,
  openApplicationsPage,
  openOfferDetails,
  branchChannel,
  expectLive,
  expectSameDocument,
  HELPER,
  HELPER_NAME,
  markDocument,
  offerForMaria,
  socketPush,
  test,
  type TwoSides,
  userChannel,
  waitForChannel,
  withdrawOfferOnFindAi,
  LIVE,
} from './two-sides';

/*
 * Outsourcing offer applications, both sides at once on the real-API build against the mock
 * server: the owner (owner@demo.test) puts a not formed Austin order out to the marketplace
 * and keeps its applications page open; Maria Lopez (helper@demo.test), whose serving areas
 * cover the Austin branch's, applies from the offer's Order details; the owner accepts or
 * rejects her application. Every hand-over must reach the other side live (LIVE) without a
 * reload: the server pushes `offer-application-changed` on the branch channel and
 * `outsource-offer-changed` on Maria's user channel, and the app refetches from them.
 *
 * playwright.real.config.ts starts the server with its simulated other side off, but the
 * journeys also pass with it on (MOCK_AUTO_ANSWER_MS=300: marketplace helpers apply to the new
 * offer too), so nothing here counts applications: Maria's is found by her name.
 */

const APPLIED = 'offer-application-changed';
const OFFER_CHANGED = 'outsource-offer-changed';

test.describe.configure({ timeout: 90_000 });

/**
 * The shared first half: the offer exists, the owner watches its applications, Maria opens
 * its details and applies; her application reaches the owner's page live.
 */
async function herApplicationReachesTheOwner(
  { owner, maria }: TwoSides,
  request: Parameters<typeof waitForChannel>[0],
  lastName: string,
  message: string,
) {
  const { austin, order, offer } = await offerForMaria({ owner, maria }, lastName);

  const owned = await openApplicationsPage(owner.page, offer.id, order.number);
  await expect(owned.herApplication).toHaveCount(0);
  const yours = await openOfferDetails(maria.page, offer.id, order.number);
  await expect(yours).toHaveCount(0);

  await waitForChannel(request, owner.socket, branchChannel(austin));
  await waitForChannel(request, maria.socket, userChannel(maria.user.userId));
  await markDocument(owner.page);
  await markDocument(maria.page);

  const since = owner.socket.mark;
  await applyOnDetails(maria.page, order.number, message);
  await expectLive(
    socketPush(owner.socket, since, branchChannel(austin), APPLIED, {
      offer_id: offer.id,
      status: 'pending',
    }),
    async () => {
      await expect(owned.herApplication).toBeVisible(LIVE);
      await expect(owned.herApplication).toContainText(message, LIVE);
      await expect(owned.herApplication).toContainText(`$${HER_RATE}/h`, LIVE);
      await expect(owned.herApplication.getByText('Pending', { exact: true })).toBeVisible(LIVE);
    },
  );
  // Her own page shows it pending, at her rate.
  await expect(yours.getByText('Pending', { exact: true })).toBeVisible();
  await expect(yours).toContainText(`$${HER_RATE}/h`);
  await expect(yours).toContainText(message);

  return { austin, order, offer, owned, yours };
}

test('an application reaches the company live, and its Accept reaches the helper’s open Order details live', async ({
  request,
  owner,
  maria,
}) => {
  const message = 'I have a dolly and 5 years of moves in Austin.';
  const { offer, order, owned, yours } = await herApplicationReachesTheOwner(
    { owner, maria },
    request,
    'Applied',
    message,
  );

  const since = maria.socket.mark;
  await answerOnApplicationsPage(owner.page, owned.herApplication, 'accept', order.number);
  await expectLive(
    socketPush(maria.socket, since, userChannel(maria.user.userId), OFFER_CHANGED, {
      id: offer.id,
    }),
    async () => {
      await expect(yours.getByText('Accepted', { exact: true })).toBeVisible(LIVE);
      await expect(yours).toContainText('You are on the crew of this order.', LIVE);
    },
  );
  await expect(yours.getByText('Pending', { exact: true })).toHaveCount(0);
  await expect(maria.page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
  await expect(owned.herApplication.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(
    owned.herApplication.getByRole('button', { name: `Accept ${HELPER_NAME}` }),
  ).toHaveCount(0);

  await expectSameDocument(owner.page);
  await expectSameDocument(maria.page);

  // What she sees is what the server holds.
  const helper = await apiSignIn(request, HELPER);
  const mine = await helper.api.call<{ bucket: string; my_application: { status: string } }>(
    'GET',
    `/helper/outsource-offers/${offer.id}`,
  );
  expect(mine).toMatchObject({ bucket: 'accepted', my_application: { status: 'accepted' } });
});

test('an application the company rejects turns Rejected on the helper’s open Order details, live', async ({
  request,
  owner,
  maria,
}) => {
  const message = 'Free all day, can bring straps.';
  const { offer, order, owned, yours } = await herApplicationReachesTheOwner(
    { owner, maria },
    request,
    'Turned',
    message,
  );

  const since = maria.socket.mark;
  await answerOnApplicationsPage(owner.page, owned.herApplication, 'reject', order.number);
  await expectLive(
    socketPush(maria.socket, since, userChannel(maria.user.userId), OFFER_CHANGED, {
      id: offer.id,
    }),
    async () => {
      await expect(yours.getByText('Rejected', { exact: true })).toBeVisible(LIVE);
      await expect(yours).toContainText('The company turned down your application.', LIVE);
    },
  );
  await expect(yours.getByText('Pending', { exact: true })).toHaveCount(0);
  await expect(maria.page.getByRole('button', { name: 'Withdraw application' })).toHaveCount(0);
  await expect(owned.herApplication.getByText('Rejected', { exact: true })).toBeVisible();
  await expect(
    owned.herApplication.getByRole('button', { name: `Reject ${HELPER_NAME}` }),
  ).toHaveCount(0);

  await expectSameDocument(owner.page);
  await expectSameDocument(maria.page);

  const helper = await apiSignIn(request, HELPER);
  const mine = await helper.api.call<{ bucket: string; my_application: { status: string } }>(
    'GET',
    `/helper/outsource-offers/${offer.id}`,
  );
  expect(mine).toMatchObject({ bucket: 'waiting', my_application: { status: 'rejected' } });
});

test('an offer the company withdraws turns Withdrawn on the helper’s open Order details, live, with nothing left to answer', async ({
  request,
  owner,
  maria,
}) => {
  const { austin, order, offer } = await offerForMaria({ owner, maria }, 'Withdrawn');
  // The owner on Find AI, its open offers beside the form; Maria on the offer's details.
  await owner.page.goto('/company/outsourcing');
  const withdraw = owner.page.getByRole('button', {
    name: `Withdraw the offer for order #${order.number}`,
  });
  await expect(withdraw).toBeVisible();
  await openOfferDetails(maria.page, offer.id, order.number);
  await waitForChannel(request, owner.socket, branchChannel(austin));
  await waitForChannel(request, maria.socket, userChannel(maria.user.userId));
  await markDocument(owner.page);
  await markDocument(maria.page);

  const since = maria.socket.mark;
  await withdrawOfferOnFindAi(owner.page, order.number);
  await expectLive(
    socketPush(maria.socket, since, userChannel(maria.user.userId), OFFER_CHANGED, {
      id: offer.id,
    }),
    async () => {
      await expect(maria.page.getByText('The company withdrew this offer.')).toBeVisible(LIVE);
      await expect(maria.page.getByText('Withdrawn', { exact: true })).toBeVisible();
      for (const name of ['Accept', 'Apply', 'Reject'])
        await expect(maria.page.getByRole('button', { name, exact: true })).toHaveCount(0, LIVE);
    },
  );
  await expectSameDocument(owner.page);
  await expectSameDocument(maria.page);

  // What she sees is what the server holds: readable, cancelled (it was a 403 before).
  const helper = await apiSignIn(request, HELPER);
  const mine = await helper.api.call<{ status: string }>(
    'GET',
    `/helper/outsource-offers/${offer.id}`,
  );
  expect(mine).toMatchObject({ status: 'cancelled' });
});

test('an application reaches the owner’s open Not formed list: the offered order’s card counts it, live', async ({
  request,
  owner,
  maria,
}) => {
  const { austin, order, offer } = await offerForMaria({ owner, maria }, 'Counted');

  // The owner's job list: the offered order's card links to its applications, not to a
  // second offer (QA 58 L7).
  await owner.page.goto('/company/job/not-formed');
  const card = owner.page.getByRole('article', { name: new RegExp(`^#${order.number}\\b`) });
  const applications = card.getByRole('link', { name: /^Marketplace applications \(\d+\)$/ });
  await expect(applications).toBeVisible();
  await expect(applications).toHaveAttribute(
    'href',
    `/company/outsourcing/offer-applications/${offer.id}`,
  );
  await expect(card.getByRole('link', { name: 'Offer to the marketplace' })).toHaveCount(0);
  const count = async () =>
    Number(/\((\d+)\)$/.exec((await applications.textContent()) ?? '')?.[1] ?? NaN);
  const before = await count();

  await openOfferDetails(maria.page, offer.id, order.number);
  await waitForChannel(request, owner.socket, branchChannel(austin));
  await markDocument(owner.page);

  const since = owner.socket.mark;
  await applyOnDetails(maria.page, order.number, 'Near Austin all week.');
  await expectLive(
    socketPush(owner.socket, since, branchChannel(austin), APPLIED, {
      offer_id: offer.id,
      status: 'pending',
    }),
    async () => {
      await expect.poll(count, LIVE).toBeGreaterThan(before);
    },
  );
  await expectSameDocument(owner.page);
});

test('an application from a helper on another job at its time reaches the company live marked busy, with no Accept; her details said so first', async ({
  request,
  owner,
  maria,
}) => {
  const { austin, order, offer, start } = await offerForMaria({ owner, maria }, 'Clashing');
  // Another Austin job at the same time, on which she is booked (invited and accepted).
  const held = await acceptedJobAt(owner.user.api, maria.user.api, 'Holding', {
    hours: [0],
    now: start.getTime(),
  });

  const owned = await openApplicationsPage(owner.page, offer.id, order.number);
  await expect(owned.herApplication).toHaveCount(0);
  // Her details say she is on that job then, and offer no Accept; Apply stays.
  await maria.page.goto(`/helper/job/outsource/details/${offer.id}`);
  await expect(maria.page.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible();
  await expect(maria.page.getByRole('note')).toContainText(
    `You are on order #${held.order.number} at that time`,
  );
  await expect(maria.page.getByRole('button', { name: 'Accept', exact: true })).toHaveCount(0);

  await waitForChannel(request, owner.socket, branchChannel(austin));
  await markDocument(owner.page);
  const since = owner.socket.mark;
  await applyOnDetails(maria.page, order.number, 'I can move the other job if you need me.');
  await expectLive(
    socketPush(owner.socket, since, branchChannel(austin), APPLIED, {
      offer_id: offer.id,
      status: 'pending',
    }),
    async () => {
      await expect(owned.herApplication).toBeVisible(LIVE);
      await expect(owned.herApplication).toContainText(`Busy on #${held.order.number}, `, LIVE);
    },
  );
  await expect(
    owned.herApplication.getByRole('button', { name: `Accept ${HELPER_NAME}` }),
  ).toHaveCount(0);
  await expect(
    owned.herApplication.getByRole('button', { name: `Reject ${HELPER_NAME}` }),
  ).toBeVisible();
  await expectSameDocument(owner.page);
});

test('an application the filled offer turned down comes back Pending with Accept, live on both sides, once the helper it filled with can’t make it (QA-164 M1)', async ({
  request,
  owner,
  maria,
}) => {
  const { austin, offer, order, owned, yours } = await herApplicationReachesTheOwner(
    { owner, maria },
    request,
    'Reopened',
    'Free all day.',
  );

  // James Carter (an Austin marketplace helper) takes the offer's one spot as posted: it
  // fills, and Maria's application is turned down.
  const james = await apiSignIn(request, 'james.carter@helpers.demo.test');
  await james.api.call('POST', `/helper/outsource-offers/${offer.id}/accept`);
  await expect(owned.herApplication.getByText('Rejected', { exact: true })).toBeVisible(LIVE);
  await expect(yours.getByText('Rejected', { exact: true })).toBeVisible(LIVE);

  // She can't make it: the offer opens again, and Maria's application with it.
  const since = owner.socket.mark;
  await james.api.call('POST', `/helper/jobs/${order.id}/cant-make-it`, {
    reason: 'Sick kid, truly sorry',
  });
  await expectLive(
    socketPush(owner.socket, since, branchChannel(austin), APPLIED, {
      offer_id: offer.id,
      status: 'pending',
    }),
    async () => {
      await expect(owned.herApplication.getByText('Pending', { exact: true })).toBeVisible(LIVE);
      await expect(
        owned.herApplication.getByRole('button', { name: `Accept ${HELPER_NAME}` }),
      ).toBeVisible(LIVE);
    },
  );
  await expect(yours.getByText('Pending', { exact: true })).toBeVisible(LIVE);
  await expect(maria.page.getByRole('button', { name: 'Withdraw application' })).toBeVisible();

  // The dispatcher takes her.
  await answerOnApplicationsPage(owner.page, owned.herApplication, 'accept', order.number);
  await expect(yours.getByText('Accepted', { exact: true })).toBeVisible(LIVE);
  await expectSameDocument(owner.page);
  await expectSameDocument(maria.page);
});
