import { expect, type Page } from '@playwright/test';
import {
  acceptedJobAt,
  branchId,
  createOrder,
  freeStartFor,
  type Offer,
  openApplicationsPage,
  allPushed,
  apiSignIn,
  AUSTIN,
  branchChannel,
  COMPANY,
  crewPage,
  expectLive,
  expectSameDocument,
  GABRIELA,
  HELPER_NAME,
  MANAGER,
  helperCard,
  markDocument,
  oneSpotTwoInvited,
  openEditForm,
  payFact,
  removeFromCrewPage,
  socketPush,
  SocketWatch,
  switchBranch,
  test,
  userChannel,
  waitForChannel,
  LIVE,
} from './two-sides';

/*
 * Crews when the other side changes them, on the real-API build against the mock server (a
 * browser context each: the owner, owner@demo.test, and Maria Lopez, helper@demo.test, a
 * member of the owner's Austin branch), product changes of 2026-12-04:
 *  - a pay cut of a job she is on reaches her open Order details and Accepted list live, and
 *    asks her to confirm again (95b0a820);
 *  - a colleague taking the last spot of a job she is invited to takes her Accept away live,
 *    and the spot opening again brings it back (90d18443);
 *  - the company taking her off a job (its crew page: live, a toast and the Job page's notice;
 *    a job she took through an outsourcing offer, while no tab of hers was open: the Job page's
 *    notice when she comes back, QA-211 H1).
 * Her work settings reaching the company's screens: two-sides-live-work-settings.spec.ts.
 */

const INVITATION_CHANGED = 'order-invitation-changed';
const CREW_FULL = 'The crew of this order is full. You can accept once a spot opens.';
const HOUR = 3_600_000;
const PAY_CUT_ASK =
  'The company lowered the pay of this job: please confirm you will still be there.';

test.describe.configure({ timeout: 90_000 });

/** Her Company invitations: Accepted list in a tab of its own (soonest first), loaded. */
async function openAcceptedTab(page: Page) {
  await page.goto('/helper/job/company/accepted');
  const list = page.getByRole('region', { name: 'Company invitations: Accepted' });
  await expect(list.getByRole('link', { name: /^Order #\d+,/ }).first()).toBeVisible();
}

test('a pay cut reaches her open Order details and Accepted list live, asks her to confirm again, and her Confirm clears it', async ({
  request,
  owner,
  maria,
}) => {
  // Her accepted job starting in 26 to 46 hours (asked to confirm from 48 h before), which
  // she has confirmed already: nothing asked of her.
  // Made through the API, its times have seconds, which the Edit form shows to the minute:
  // saving the price alone must not move it too, or the ask would be a move's (QA 2026-12-04).
  const job = await acceptedJobAt(owner.user.api, maria.user.api, 'Repriced', {
    hours: [26, 28, 30, 32, 34, 36, 38, 40, 42, 44, 46],
    now: Math.ceil(Date.now() / HOUR) * HOUR + 27_000,
  });
  const { number } = job.order;
  await maria.user.api.call('POST', `/helper/jobs/${job.order.id}/confirm`);

  // Her Order details, and her Accepted list in a second tab.
  await maria.page.goto(`/helper/job/company/details/${job.invitationId}`);
  await expect(maria.page.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  const pay = payFact(maria.page);
  await expect(pay).toHaveText(/^\$40\.00\/h · about \$[\d,]+\.\d\d$/);
  await expect(maria.page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(maria.page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  const listPage = await maria.context.newPage();
  const listSocket = new SocketWatch(listPage);
  await openAcceptedTab(listPage);
  const card = helperCard(listPage, number);
  await expect(card).toBeVisible();
  await expect(card.getByText('Pay changed', { exact: true })).toHaveCount(0);
  const channel = userChannel(maria.user.userId);
  await waitForChannel(request, maria.socket, channel);
  await waitForChannel(request, listSocket, channel);
  await markDocument(maria.page);
  await markDocument(listPage);

  // The owner lowers the job's hourly price from $40.00 to $30.00: the form says, before the
  // save, that the crew is asked to confirm again.
  const { form } = await openEditForm(owner.page, job.order);
  const price = form.getByRole('textbox', { name: 'Hourly price' });
  await expect(price).toHaveValue('40.00');
  const notice = form.getByText(/on the crew is paid \$40\.00\/h now/);
  await expect(notice).toHaveCount(0);
  await price.fill('30');
  await expect(notice).toHaveText(
    '1 person on the crew is paid $40.00/h now: the new price shows on their job at once, and they are asked to confirm again.',
  );
  const since = { details: maria.socket.mark, list: listSocket.mark };
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    owner.page.getByRole('alert').filter({ hasText: `Job #${number} saved` }),
  ).toBeVisible();

  // Both her tabs show it without a reload: the new pay, what she agreed to, the ask.
  const pushed = (socket: SocketWatch, mark: number) =>
    socketPush(socket, mark, channel, INVITATION_CHANGED, { id: job.invitationId });
  await expectLive(
    allPushed(pushed(maria.socket, since.details), pushed(listSocket, since.list)),
    async () => {
      await expect(pay).toHaveText(/^\$30\.00\/h/, LIVE);
      await expect(pay).toContainText('Changed from $40.00/h', LIVE);
      await expect(maria.page.getByText(PAY_CUT_ASK, { exact: true })).toBeVisible(LIVE);
      await expect(maria.page.getByRole('button', { name: 'Confirm', exact: true })).toBeVisible(
        LIVE,
      );
      await expect(card.getByText('Pay changed', { exact: true })).toBeVisible(LIVE);
      await expect(
        listPage.getByRole('link', {
          name: `Order #${number}, Lone Star Movers, pay changed by the company`,
        }),
      ).toBeVisible(LIVE);
    },
  );
  await expect(maria.page.getByText('Confirmed', { exact: true })).toHaveCount(0);

  // She confirms at the new pay: the note goes, on her other tab too.
  const confirmedSince = listSocket.mark;
  await maria.page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(
    maria.page.getByRole('alert').filter({ hasText: `You confirmed order #${number}.` }),
  ).toBeVisible();
  await expect(pay).toHaveText(/^\$30\.00\/h · about \$[\d,]+\.\d\d$/);
  await expect(maria.page.getByText(PAY_CUT_ASK)).toHaveCount(0);
  await expect(maria.page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expectLive(pushed(listSocket, confirmedSince), () =>
    expect(card.getByText('Pay changed', { exact: true })).toHaveCount(0, LIVE),
  );
  await expect(card).toBeVisible();
  await expectSameDocument(maria.page);
  await expectSameDocument(listPage);

  const held = await maria.user.api.call<{ hourly_rate: number; repriced_from: number | null }>(
    'GET',
    `/helper/company-invitations/${job.invitationId}`,
  );
  expect(held).toMatchObject({ hourly_rate: 3000, repriced_from: null });
});

test('her open Order details lose Accept live when a colleague fills the only spot, and get it back when the company frees it', async ({
  request,
  owner,
  maria,
}) => {
  const { austin, order, hers, mates } = await oneSpotTwoInvited(
    owner.user.api,
    maria.user.api,
    GABRIELA.name,
    'OneSpot',
  );
  const gabriela = await apiSignIn(request, GABRIELA.email);

  // The owner has the crew page open: both invited, pending.
  await owner.page.goto(`/company/job/team-add/${order.id}`);
  const crew = crewPage(owner.page);
  for (const name of [HELPER_NAME, GABRIELA.name])
    await expect(crew.crewRow(name).getByText('Pending', { exact: true })).toBeVisible();
  await waitForChannel(request, owner.socket, branchChannel(austin));

  // Maria has the invitation's Order details open: Accept and Reject.
  await maria.page.goto(`/helper/job/company/details/${hers}`);
  await expect(maria.page.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible();
  const accept = maria.page.getByRole('button', { name: 'Accept', exact: true });
  const reject = maria.page.getByRole('button', { name: 'Reject', exact: true });
  await expect(accept).toBeVisible();
  await expect(reject).toBeVisible();
  await expect(maria.page.getByText(CREW_FULL)).toHaveCount(0);
  const channel = userChannel(maria.user.userId);
  await waitForChannel(request, maria.socket, channel);
  await markDocument(maria.page);

  // Gabriela accepts on her side: the only spot is taken.
  let since = maria.socket.mark;
  await gabriela.api.call('POST', `/helper/company-invitations/${mates}/accept`);
  await expectLive(
    socketPush(maria.socket, since, channel, INVITATION_CHANGED, { id: hers }),
    async () => {
      await expect(maria.page.getByText(CREW_FULL, { exact: true })).toBeVisible(LIVE);
      await expect(accept).toHaveCount(0, LIVE);
    },
  );
  await expect(reject).toBeVisible();

  // The owner takes Gabriela off the crew from the crew page: the spot is open again.
  await expect(crew.crewRow(GABRIELA.name).getByText('Accepted', { exact: true })).toBeVisible(
    LIVE,
  );
  since = maria.socket.mark;
  await removeFromCrewPage(owner.page, GABRIELA.name, order.number);
  await expectLive(
    socketPush(maria.socket, since, channel, INVITATION_CHANGED, { id: hers }),
    async () => {
      await expect(accept).toBeVisible(LIVE);
      await expect(maria.page.getByText(CREW_FULL)).toHaveCount(0, LIVE);
    },
  );
  await expectSameDocument(maria.page);

  // And that Accept takes the spot.
  await accept.click();
  await expect(
    maria.page.getByRole('alert').filter({ hasText: `You accepted order #${order.number}.` }),
  ).toBeVisible();
  const taken = await maria.user.api.call<{ status: string }>(
    'GET',
    `/helper/company-invitations/${hers}`,
  );
  expect(taken).toMatchObject({ status: 'accepted' });
});

test('the owner takes her off the crew: her open Job page shows a warning toast and a notice, live (QA-211 H1)', async ({
  request,
  owner,
  maria,
}) => {
  // Her accepted job more than 48 h away (not one she is asked to confirm).
  const job = await acceptedJobAt(owner.user.api, maria.user.api, 'Takenoff', {
    hours: [60, 62, 64, 66, 68, 70, 72, 74, 76, 78],
  });
  const { number } = job.order;
  await maria.page.goto('/helper/job');
  await expect(maria.page.getByRole('heading', { name: 'Company invitations' })).toBeVisible();
  await owner.page.goto(`/company/job/team-add/${job.order.id}`);
  await expect(
    crewPage(owner.page).crewRow(HELPER_NAME).getByText('Accepted', { exact: true }),
  ).toBeVisible();
  const channel = userChannel(maria.user.userId);
  await waitForChannel(request, maria.socket, channel);
  await markDocument(maria.page);

  const since = maria.socket.mark;
  await removeFromCrewPage(owner.page, HELPER_NAME, number);
  const notice = maria.page
    .locator('.helper-job__invite-note')
    .filter({ hasText: `${COMPANY} Austin took you off order #${number} (` });
  await expectLive(
    socketPush(maria.socket, since, channel, INVITATION_CHANGED, { id: job.invitationId }),
    async () => {
      await expect(
        maria.page.getByRole('alert').filter({
          hasText: `Removed from the crew. ${COMPANY} Austin · order #${number} ·`,
        }),
      ).toBeVisible(LIVE);
      await expect(notice).toBeVisible(LIVE);
    },
  );
  await expectSameDocument(maria.page);
});

test.describe(() => {
  // She is free now and at work nowhere else (journeys before may have left her at work).
  test.use({ resetServerFirst: true });

  // Reseeded too: no job the company ended for her before (earlier journeys) is on her Job page.
  test('the owner takes her off a job she got through an outsourcing offer while no tab of hers is open, the offer staying open: her Job page says so when she comes back, until she opens it', async ({
    owner,
    maria,
  }) => {
    // An Austin order of two places offered to the marketplace for both: her application
    // accepted, one place is left and the offer stays open.
    const austin = await branchId(owner.user.api, AUSTIN);
    const order = await createOrder(owner.user.api, austin, {
      firstName: 'Nora',
      lastName: 'Offtaken',
      helpersNeeded: 2,
      start: await freeStartFor(maria.user.api),
    });
    const { number } = order;
    const offer = await owner.user.api.call<Offer>(
      'POST',
      `/company-branches/${austin}/outsource-offers`,
      { order_id: order.id, helpers_needed: 2, hourly_rate: 4000, notes: null },
    );
    const applied = await maria.user.api.call<{ my_application: { id: number } }>(
      'POST',
      `/helper/outsource-offers/${offer.id}/apply`,
      { message: null, proposed_hourly_rate: null },
    );
    await owner.user.api.call(
      'POST',
      `/company-outsource/offer-application/${applied.my_application.id}/accept`,
    );

    // No tab of hers is open while the owner takes her off from the offer's applications page.
    await maria.page.goto('about:blank');
    const { herApplication } = await openApplicationsPage(owner.page, offer.id, number);
    await herApplication
      .getByRole('button', { name: `Cancel the application of ${HELPER_NAME}` })
      .click();
    const dialog = owner.page.getByRole('dialog', { name: 'Cancel application' });
    await dialog.getByRole('button', { name: 'Cancel application' }).click();
    await expect(
      owner.page.getByRole('alert').filter({ hasText: `Application of ${HELPER_NAME} cancelled` }),
    ).toBeVisible();
    const held = await owner.user.api.call<Offer>('GET', `/company-outsource/offers/${offer.id}`);
    expect(held.status).toBe('open');

    // She comes back: her Job page says it, and its Open order is her offer's Order details.
    await maria.page.goto('/helper/job');
    const notice = maria.page
      .locator('.helper-job__invite-note')
      .filter({ hasText: `${COMPANY} Austin took you off order #${number} (` });
    await expect(notice).toBeVisible();
    await expect(maria.page.getByRole('alert')).toHaveCount(0);
    await notice.getByRole('link', { name: 'Open order' }).click();
    await expect(maria.page).toHaveURL(
      (url) => url.pathname === `/helper/job/outsource/details/${offer.id}`,
    );
    await expect(maria.page.getByRole('heading', { name: `Order #${number}` })).toBeVisible();

    // Seen: loaded again, her Cancelled lists read again, the Job page no longer says it.
    const lists = ['company-invitations', 'outsource-offers'].map((list) =>
      maria.page.waitForResponse(
        (r) => r.url().includes(`/api/helper/${list}?bucket=cancelled`) && r.ok(),
      ),
    );
    await maria.page.goto('/helper/job');
    await expect(maria.page.getByRole('heading', { name: 'Company invitations' })).toBeVisible();
    await Promise.all(lists);
    await expect(notice).toHaveCount(0);
  });

  test('the company completes the job she is at work on: her open screens and its crew page and board stop saying she is at work, live', async ({
    request,
    owner,
    maria,
  }) => {
    // Her Austin job starting now (the job form takes a start up to a minute past), and she
    // started work on it: completing it is allowed once it has started.
    const { austin, order, invitationId } = await acceptedJobAt(
      owner.user.api,
      maria.user.api,
      'AtWork',
      { hours: [0] },
    );
    await maria.user.api.call('POST', `/helper/jobs/${order.id}/clock-in`);

    // The owner: the job's crew page, and the branch's board of today in a second tab.
    await owner.page.goto('/company/activity');
    await switchBranch(owner.page, AUSTIN);
    await owner.page.goto(`/company/job/team-edit/${order.id}`);
    const row = crewPage(owner.page).crewRow(HELPER_NAME);
    await expect(row.getByText(/^Working since /)).toBeVisible();
    const board = await owner.context.newPage();
    const boardSocket = new SocketWatch(board);
    await board.goto('/company/dispatch');
    const chip = board
      .getByRole('list', { name: `Crew of #${order.number}` })
      .getByRole('listitem')
      .filter({ hasText: HELPER_NAME });
    await expect(chip).toHaveText(`${HELPER_NAME} · at work`);

    // Maria: the job's Order details, and her Job page (its Today) in a second tab.
    await maria.page.goto(`/helper/job/company/details/${invitationId}`);
    const day = maria.page.getByRole('region', { name: 'On the day' });
    await expect(
      day.getByText(new RegExp(`^Working since .+\\. ${COMPANY} sees it`)),
    ).toBeVisible();
    await expect(day.getByRole('button', { name: 'Finish work' })).toBeVisible();
    const today = await maria.context.newPage();
    const todaySocket = new SocketWatch(today);
    await today.goto('/helper/job');
    const todayJob = today
      .getByRole('region', { name: 'Today' })
      .getByRole('region', { name: `Order #${order.number} · ${COMPANY}` });
    await expect(todayJob.getByText(/^Working since /)).toBeVisible();
    const branch = branchChannel(austin);
    const hers = userChannel(maria.user.userId);
    await waitForChannel(request, owner.socket, branch);
    await waitForChannel(request, boardSocket, branch);
    await waitForChannel(request, maria.socket, hers);
    await waitForChannel(request, todaySocket, hers);
    for (const page of [owner.page, board, maria.page, today]) await markDocument(page);

    // Her manager completes the job from her own device while Maria is still at work.
    const manager = await apiSignIn(request, MANAGER);
    const since = [owner.socket, boardSocket, maria.socket, todaySocket].map((s) => s.mark);
    await manager.api.call('POST', `/orders/${order.id}/complete`, { worked_hours: 4 });
    const orderPushed = (socket: SocketWatch, mark: number) =>
      socketPush(socket, mark, branch, 'order-changed', { id: order.id });
    const herPush = (socket: SocketWatch, mark: number) =>
      socketPush(socket, mark, hers, INVITATION_CHANGED, { order_id: order.id });
    await expectLive(
      allPushed(
        orderPushed(owner.socket, since[0]!),
        orderPushed(boardSocket, since[1]!),
        herPush(maria.socket, since[2]!),
        herPush(todaySocket, since[3]!),
      ),
      async () => {
        // Her times only: not "… sees it on the crew page", which is said while she is at work.
        await expect(day.getByText(/^Started work at [^.]+\.$/)).toBeVisible(LIVE);
        await expect(day.getByRole('button', { name: 'Finish work' })).toHaveCount(0, LIVE);
        await expect(maria.page.getByText('Completed', { exact: true })).toBeVisible(LIVE);
        await expect(today.getByRole('region', { name: 'Today' })).toHaveCount(0, LIVE);
        await expect(row.getByText(/^Started work at [^.]+$/)).toBeVisible(LIVE);
        await expect(row.getByText(/^Working since /)).toHaveCount(0, LIVE);
        await expect(chip).toHaveText(HELPER_NAME, LIVE);
      },
    );
    for (const page of [owner.page, board, maria.page, today]) await expectSameDocument(page);

    // Her Accepted list keeps the job, no longer "At work" (in-app, from the Job page).
    await today.getByRole('link', { name: 'Accepted company invitations' }).click();
    const card = today.getByRole('link', { name: new RegExp(`^Order #${order.number}, `) });
    await expect(card).toBeVisible();
    await expect(card).not.toHaveAccessibleName(/at work/);
    await expect(helperCard(today, order.number).getByText('At work')).toHaveCount(0);
  });
});
