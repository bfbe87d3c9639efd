import { expect } from '@playwright/test';
import {
  branchChannel,
  expectLive,
  expectSameDocument,
  HELPER_NAME,
  helperCard,
  markDocument,
  offerForMaria,
  openApplicationsPage,
  openMemberCard,
  openNewOffers,
  openOfferDetails,
  resetServer,
  socketPush,
  test,
  userChannel,
  waitForChannel,
  withdrawOfferOnFindAi,
  LIVE,
} from './two-sides';

/*
 * Outsourcing offers when the other side acts first, on the real-API build against the mock
 * server (a browser context each: the owner, owner@demo.test, and Maria Lopez,
 * helper@demo.test, whose serving areas cover the Austin branch's), QA 2026-12-04:
 *  - a block takes the company's open offer off her open Outsourcing list live, one she
 *    applied to and withdrew from too, and an unblock brings it back live (81580351);
 *  - a dialog over an answer the other side made impossible meanwhile says so and offers only
 *    OK: hers ('The company withdrew this offer.', her typing kept to read: QA helper-172 M3)
 *    and the company's (37323816).
 */

const OFFER_CHANGED = 'outsource-offer-changed';
const APPLICATION_CHANGED = 'offer-application-changed';
/** Cards on one page of her bucket lists (src/features/helper-jobs/model/buckets.ts). */
const PER_PAGE = 10;

test.describe.configure({ timeout: 90_000 });

type HelperOffer = {
  id: number;
  bucket: string;
  order: { start_at: string };
  my_application: { status: string } | null;
};
type Paged<T> = { data: T[]; total: number };

test('the helper’s open Apply dialog says so when the company withdraws the offer meanwhile, keeping what she typed', async ({
  request,
  owner,
  maria,
}) => {
  const { austin, order, offer } = await offerForMaria({ owner, maria }, 'Closing');
  await owner.page.goto('/company/outsourcing');
  await expect(
    owner.page.getByRole('button', { name: `Withdraw the offer for order #${order.number}` }),
  ).toBeVisible();

  // Maria opens the offer's Apply dialog and starts writing.
  await openOfferDetails(maria.page, offer.id, order.number);
  await maria.page.getByRole('button', { name: 'Apply', exact: true }).click();
  const dialog = maria.page.getByRole('dialog', { name: `Apply to order #${order.number}` });
  await dialog.getByLabel(/Message to the company/).fill('I can come early.');
  await waitForChannel(request, maria.socket, userChannel(maria.user.userId));
  await waitForChannel(request, owner.socket, branchChannel(austin));
  await markDocument(maria.page);

  // Meanwhile the owner withdraws the offer.
  const since = maria.socket.mark;
  await withdrawOfferOnFindAi(owner.page, order.number);
  await expectLive(
    socketPush(maria.socket, since, userChannel(maria.user.userId), OFFER_CHANGED, {
      id: offer.id,
    }),
    async () => {
      // The dialog stays (QA helper-172 M3): it says why, keeps her message to read, and
      // offers only OK.
      await expect(
        dialog.getByRole('alert').filter({ hasText: 'The company withdrew this offer.' }),
      ).toBeVisible(LIVE);
    },
  );
  await expect(dialog).toContainText('I can come early.');
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Send application' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(maria.page.getByText('The company withdrew this offer.')).toBeVisible();
  await expect(maria.page.getByRole('button', { name: 'Apply', exact: true })).toHaveCount(0);
  await expectSameDocument(maria.page);

  // Nothing was sent: the offer is withdrawn, with no application of hers.
  const mine = await maria.user.api.call<HelperOffer & { status: string }>(
    'GET',
    `/helper/outsource-offers/${offer.id}`,
  );
  expect(mine).toMatchObject({ status: 'cancelled', my_application: null });
});

test('the owner’s open Reject dialog offers only OK once the helper withdrew her application meanwhile', async ({
  request,
  owner,
  maria,
}) => {
  const { austin, order, offer } = await offerForMaria({ owner, maria }, 'Withdrew');
  await maria.user.api.call('POST', `/helper/outsource-offers/${offer.id}/apply`, {
    message: 'Free that day.',
  });

  // The owner opens the Reject dialog of her pending application.
  const { herApplication } = await openApplicationsPage(owner.page, offer.id, order.number);
  await expect(herApplication.getByText('Pending', { exact: true })).toBeVisible();
  await herApplication.getByRole('button', { name: `Reject ${HELPER_NAME}` }).click();
  const dialog = owner.page.getByRole('dialog', { name: 'Reject application' });
  await expect(dialog.getByRole('button', { name: 'Reject application' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'OK' })).toHaveCount(0);
  await waitForChannel(request, owner.socket, branchChannel(austin));
  await markDocument(owner.page);

  // Meanwhile Maria withdraws it from her Order details.
  await maria.page.goto(`/helper/job/outsource/details/${offer.id}`);
  await maria.page.getByRole('button', { name: 'Withdraw application' }).click();
  const since = owner.socket.mark;
  await maria.page
    .getByRole('dialog', { name: 'Withdraw your application' })
    .getByRole('button', { name: 'Withdraw application' })
    .click();
  await expect(
    maria.page
      .getByRole('alert')
      .filter({ hasText: `You withdrew your application to order #${order.number}.` }),
  ).toBeVisible();

  // The owner's dialog no longer offers to reject it: only OK.
  await expectLive(
    socketPush(owner.socket, since, branchChannel(austin), APPLICATION_CHANGED, {
      offer_id: offer.id,
      status: 'withdrawn',
    }),
    async () => {
      await expect(dialog.getByRole('button', { name: 'Reject application' })).toHaveCount(0, LIVE);
      await expect(dialog.getByRole('button', { name: 'OK' })).toBeVisible(LIVE);
    },
  );
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(herApplication.getByText('Withdrawn', { exact: true })).toBeVisible();
  // No answer left on it (her rating stays a button: it opens her reviews).
  await expect(
    herApplication.getByRole('button', { name: /^(Accept|Reject|Cancel) / }),
  ).toHaveCount(0);
  await expect(herApplication.getByRole('button')).toHaveAccessibleName(/; read .+'s reviews$/);
  await expectSameDocument(owner.page);

  const mine = await maria.user.api.call<HelperOffer>(
    'GET',
    `/helper/outsource-offers/${offer.id}`,
  );
  expect(mine.my_application).toMatchObject({ status: 'withdrawn' });
});

test('a block takes an offer she withdrew from off her open New list live, and an unblock brings it back live', async ({
  request,
  owner,
  maria,
}) => {
  const { austin, offer, order, start } = await offerForMaria({ owner, maria }, 'Blocked');
  // She applied, then withdrew: the offer stays in her New list (she may apply again).
  const path = `/helper/outsource-offers/${offer.id}`;
  await maria.user.api.call('POST', `${path}/apply`, { message: 'Maybe.' });
  await maria.user.api.call('POST', `${path}/withdraw`, {});
  const herOffer = () => maria.user.api.call<HelperOffer>('GET', path);
  expect(await herOffer()).toMatchObject({
    bucket: 'new',
    my_application: { status: 'withdrawn' },
  });
  // Soonest first, 10 a page: it is on the first page.
  const listed = await maria.user.api.call<Paged<HelperOffer>>(
    'GET',
    '/helper/outsource-offers?bucket=new&per_page=100',
  );
  const sooner = listed.data.filter((o) => Date.parse(o.order.start_at) <= start.getTime());
  expect(sooner.length, 'her New list shows it on page 1').toBeLessThanOrEqual(PER_PAGE);

  // A block withdraws what is pending between them, with no undo: the world is reseeded after.
  try {
    await openNewOffers(maria.page);
    const card = helperCard(maria.page, order.number);
    await expect(card).toBeVisible();
    await waitForChannel(request, maria.socket, userChannel(maria.user.userId));
    await markDocument(maria.page);

    // The owner blocks her from her member card (Team, All members, Austin).
    await owner.page.goto('/company/team');
    const herCard = await openMemberCard(owner.page, owner.user.api, austin, HELPER_NAME);
    await herCard.getByRole('button', { name: `Block ${HELPER_NAME}` }).click();
    let since = maria.socket.mark;
    await owner.page
      .getByRole('dialog', { name: 'Block helper' })
      .getByRole('button', { name: 'Block', exact: true })
      .click();
    await expect(
      owner.page.getByRole('alert').filter({ hasText: `${HELPER_NAME} was blocked` }),
    ).toBeVisible();
    await expectLive(
      socketPush(maria.socket, since, userChannel(maria.user.userId), OFFER_CHANGED, {
        id: offer.id,
      }),
      () => expect(card).toHaveCount(0, LIVE),
    );
    expect((await herOffer()).bucket, 'the server no longer offers it to her').toBe('cancelled');

    // The owner unblocks her from the same card: the offer is back on her list.
    since = maria.socket.mark;
    await herCard.getByRole('button', { name: `Unblock ${HELPER_NAME}` }).click();
    await expect(
      owner.page.getByRole('alert').filter({ hasText: `${HELPER_NAME} was unblocked` }),
    ).toBeVisible();
    await expectLive(
      socketPush(maria.socket, since, userChannel(maria.user.userId), OFFER_CHANGED, {
        id: offer.id,
      }),
      () => expect(card).toBeVisible(LIVE),
    );
    await expectSameDocument(maria.page);
    expect(await herOffer()).toMatchObject({
      bucket: 'new',
      my_application: { status: 'withdrawn' },
    });
  } finally {
    await resetServer(request);
  }
});
