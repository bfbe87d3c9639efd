import { expect, type Page } from '@playwright/test';
import {
  AUSTIN,
  branchChannel,
  branchId,
  createOrder,
  crewPage,
  dateFact,
  expectLive,
  expectSameDocument,
  freeStartFor,
  HELPER_NAME,
  invitableEmployeeId,
  inviteByApi,
  markDocument,
  openEditForm,
  socketPush,
  test,
  type TwoSides,
  waitForChannel,
  LIVE,
} from './two-sides';

/*
 * Edits one side makes reach the other side's open screens, on the real-API build against the
 * mock server (a browser context each: the owner, owner@demo.test, and Maria Lopez,
 * helper@demo.test, a member of the owner's Austin branch), QA 2026-12-04:
 *  - her own profile edits (name, phone) reach the company's open crew page live
 *    (`employee-changed` on the branch channel, which now refreshes crews: 009c6dbb);
 *  - a job the company changed while her Order details missed the change is not accepted on
 *    the old terms: Accept asks for the job again first (754175b7).
 */

const EMPLOYEE_CHANGED = 'employee-changed';
const INVITATION_CHANGED = 'order-invitation-changed';

test.describe.configure({ timeout: 90_000 });

/** A phone as the app shows it ('5125550188' -> '(512) 555-0188'). */
const shownPhone = (digits: string) =>
  `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;

/** A not formed Austin order for one helper, at a time Maria is free, her invitation pending. */
async function pendingInvitationForMaria({ owner, maria }: TwoSides, lastName: string) {
  const austin = await branchId(owner.user.api, AUSTIN);
  const order = await createOrder(owner.user.api, austin, {
    firstName: 'Lena',
    lastName,
    helpersNeeded: 1,
    start: await freeStartFor(maria.user.api),
  });
  const employeeId = await invitableEmployeeId(owner.user.api, order.id, HELPER_NAME);
  const [invitationId] = await inviteByApi(owner.user.api, order.id, [employeeId]);
  return { austin, order, invitationId: invitationId! };
}

type PersonalInfo = { first_name: string; last_name: string; phone: string | null };

test('her new name and phone, saved in her settings, reach the company’s open crew page live', async ({
  request,
  owner,
  maria,
}) => {
  const { austin, order } = await pendingInvitationForMaria({ owner, maria }, 'Renamed');
  const { personal_info: was } = await maria.user.api.call<{ personal_info: PersonalInfo }>(
    'GET',
    '/helper-profile',
  );
  expect(`${was.first_name} ${was.last_name}`).toBe(HELPER_NAME);
  const renamed = { first: 'Mariah', full: `Mariah ${was.last_name}`, phone: '5125550188' };
  expect(was.phone, 'her phone is another one').not.toBe(renamed.phone);

  try {
    // The owner has the order's crew page open: Maria on it, pending, with her phone.
    await owner.page.goto(`/company/job/team-add/${order.id}`);
    const crew = crewPage(owner.page);
    const row = crew.crewRow(HELPER_NAME);
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    if (was.phone) await expect(row).toContainText(shownPhone(was.phone));
    await waitForChannel(request, owner.socket, branchChannel(austin));
    await markDocument(owner.page);

    // Maria changes her first name and phone in Settings, Personal info.
    await maria.page.goto('/helper/settings/personal-info');
    const form = maria.page.getByRole('form', { name: 'Personal info' });
    await expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue(was.first_name);
    await form.getByRole('textbox', { name: 'First name' }).fill(renamed.first);
    await form.getByRole('textbox', { name: 'Phone' }).fill(renamed.phone);
    const since = owner.socket.mark;
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      maria.page.getByRole('alert').filter({ hasText: 'Personal info saved' }),
    ).toBeVisible();

    // The owner's open crew page shows her as she now is, without a reload.
    await expectLive(
      socketPush(owner.socket, since, branchChannel(austin), EMPLOYEE_CHANGED, {
        branch_id: austin,
      }),
      async () => {
        const now = crew.crewRow(renamed.full);
        await expect(now).toBeVisible(LIVE);
        await expect(now).toContainText(shownPhone(renamed.phone), LIVE);
        await expect(now.getByText('Pending', { exact: true })).toBeVisible();
      },
    );
    await expect(crew.crewRow(HELPER_NAME)).toHaveCount(0);
    await expectSameDocument(owner.page);
  } finally {
    // Her name and phone as they were (the other journeys know her as Maria Lopez).
    await maria.user.api.call('POST', '/helper-profile/personal-info', {
      first_name: was.first_name,
      last_name: was.last_name,
      phone: was.phone,
    });
  }
});

/**
 * Routes the page's Pusher socket(s) through the runner, which passes on Pusher's own frames
 * (connection, subscriptions) but drops every event of the app: the socket stays up (no
 * fallback poll), yet the page hears of no change. Returns the dropped events. Call it before
 * the page loads the app (a navigation opens a new socket).
 */
async function deafSocket(page: Page) {
  const dropped: Array<{ event: string; data: Record<string, unknown> }> = [];
  await page.routeWebSocket(
    (url) => url.port === '9000',
    (ws) => {
      const server = ws.connectToServer();
      server.onMessage((message) => {
        const frame = JSON.parse(String(message)) as { event: string; data?: unknown };
        if (frame.event.startsWith('pusher')) return ws.send(message);
        const data = typeof frame.data === 'string' ? JSON.parse(frame.data) : frame.data;
        dropped.push({ event: frame.event, data: data as Record<string, unknown> });
      });
    },
  );
  return dropped;
}

test('Accept on Order details that missed a pay cut accepts nothing: it shows the new pay and says the order changed', async ({
  owner,
  maria,
}) => {
  const { order, invitationId } = await pendingInvitationForMaria({ owner, maria }, 'Stale');

  // Her Order details, open over a socket that hears of no change; $40.00/h, New.
  const dropped = await deafSocket(maria.page);
  await maria.page.goto(`/helper/job/company/details/${invitationId}`);
  await expect(maria.page.getByRole('heading', { name: `Order #${order.number}` })).toBeVisible();
  const pay = maria.page.locator('dt:text-is("Pay") + dd');
  await expect(pay).toContainText('$40.00/h');
  await expect(maria.page.getByText('New', { exact: true })).toBeVisible();
  const date = await dateFact(maria.page).textContent();
  await markDocument(maria.page);

  // The owner cuts the pay to $25.00/h in the job's edit form.
  const { form } = await openEditForm(owner.page, order);
  const price = form.getByRole('textbox', { name: 'Hourly price' });
  await expect(price).toHaveValue('40.00');
  await price.fill('25');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(
    owner.page.getByRole('alert').filter({ hasText: `Job #${order.number} saved` }),
  ).toBeVisible();

  // Her page missed it: the change's event reached her socket and was dropped; it still reads
  // $40.00/h.
  await expect
    .poll(() => dropped.some((e) => e.event === INVITATION_CHANGED && e.data.id === invitationId), {
      message: `${INVITATION_CHANGED} of her invitation pushed (and dropped)`,
      ...LIVE,
    })
    .toBe(true);
  await expect(pay).toContainText('$40.00/h');

  // She accepts what she sees: nothing is accepted; the page shows the job as it now is.
  await maria.page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(
    maria.page.getByRole('alert').filter({
      hasText: `Order #${order.number} changed since you opened it (the pay: $40.00/h → $25.00/h). Check it, then accept.`,
    }),
  ).toBeVisible();
  await expect(pay).toContainText('$25.00/h');
  await expect(pay).not.toContainText('$40.00/h');
  await expect(dateFact(maria.page)).toHaveText(date!);
  await expect(maria.page.getByText('New', { exact: true })).toBeVisible();
  await expect(maria.page.getByText(`You accepted order #${order.number}.`)).toHaveCount(0);
  await expectSameDocument(maria.page);

  // The server holds her invitation pending: she did not accept.
  const held = await maria.user.api.call<{ status: string; bucket: string }>(
    'GET',
    `/helper/company-invitations/${invitationId}`,
  );
  expect(held).toMatchObject({ status: 'pending', bucket: 'new' });
  const now = await owner.user.api.call<{ crew_count: number; hourly_rate: number }>(
    'GET',
    `/orders/${order.id}`,
  );
  expect(now, 'the pay cut saved, nobody on the crew').toMatchObject({
    crew_count: 0,
    hourly_rate: 2500,
  });

  // A second look, then Accept: she takes it on the terms now shown.
  await maria.page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(
    maria.page.getByRole('alert').filter({ hasText: `You accepted order #${order.number}.` }),
  ).toBeVisible();
  const taken = await maria.user.api.call<{ status: string }>(
    'GET',
    `/helper/company-invitations/${invitationId}`,
  );
  expect(taken).toMatchObject({ status: 'accepted' });
});
