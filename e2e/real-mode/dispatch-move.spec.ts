import { expect } from '@playwright/test';
import { zonedDate, zonedParts, zoneNote } from '../../src/platform/format/zone';
import { shownDate } from '../date-field';
import {
  AUSTIN,
  branchId,
  COMPANY,
  createOrder,
  expectLive,
  expectSameDocument,
  freeStartFor,
  HELPER_NAME,
  invitableEmployeeId,
  inviteByApi,
  LIVE,
  markDocument,
  socketPush,
  test,
  userChannel,
  waitForChannel,
} from './two-sides';

/*
 * A move on the dispatch board (6/8) reaches the helper, on the real-API build against the
 * mock server: Maria Lopez has her invitation to one job of a day open on her Order details;
 * the owner, on that day's board, moves it to another job of the day from its "Move …" menu,
 * with the keyboard. The board invites her there, then cancels the old invitation naming the
 * new one (`moved_to_invitation_id`, contract/README.md "Moved invitations"). Her open page
 * shows it live over her user channel (`order-invitation-changed`), without a reload: Moved,
 * not Withdrawn, and where she went, with a link that opens the new invitation to answer.
 */

test.describe.configure({ timeout: 90_000 });

const EVENT = 'order-invitation-changed';
/** The Austin branch's clocks (the board's day, and the times her page shows). */
const AUSTIN_ZONE = 'America/Chicago';
const HOUR = 3_600_000;

test('an invitation moved on the dispatch board reads Moved on the helper’s open Order details, live, and links to the new one', async ({
  request,
  owner,
  maria,
}) => {
  // Two one-person jobs on a day she is free: 4 hours each (createOrder), 5 hours apart.
  const austin = await branchId(owner.user.api, AUSTIN);
  const start = await freeStartFor(maria.user.api);
  const later = new Date(start.getTime() + 5 * HOUR);
  const customer = { firstName: 'Mona', helpersNeeded: 1 };
  const from = await createOrder(owner.user.api, austin, {
    ...customer,
    lastName: 'Fromwell',
    start,
  });
  const to = await createOrder(owner.user.api, austin, {
    ...customer,
    lastName: 'Tolliver',
    start: later,
  });
  const day = zonedDate(start.toISOString(), AUSTIN_ZONE);
  expect(zonedDate(later.toISOString(), AUSTIN_ZONE), 'both jobs on one day of Austin').toBe(day);

  const employeeId = await invitableEmployeeId(owner.user.api, from.id, HELPER_NAME);
  const [invitationId] = await inviteByApi(owner.user.api, from.id, [employeeId]);
  // Her pending invitation to the first job leaves her free for the second.
  await invitableEmployeeId(owner.user.api, to.id, HELPER_NAME);

  // Maria has the invitation's Order details open, still answerable.
  await maria.page.goto(`/helper/job/company/details/${invitationId}`);
  await expect(maria.page.getByRole('heading', { name: `Order #${from.number}` })).toBeVisible();
  await expect(maria.page.getByText('New', { exact: true })).toBeVisible();
  await expect(maria.page.getByRole('button', { name: 'Accept' })).toBeVisible();

  // The owner has the day's board open: Maria invited to the first job, the second open.
  await owner.page.goto(`/company/dispatch?date=${day}`);
  const crewOf = (number: number) => owner.page.getByRole('list', { name: `Crew of #${number}` });
  await expect(crewOf(from.number).getByText(`${HELPER_NAME} (invited)`)).toBeVisible();
  await expect(crewOf(to.number).getByText('Open spot')).toHaveCount(1);

  const channel = userChannel(maria.user.userId);
  await waitForChannel(request, maria.socket, channel);
  await markDocument(maria.page);
  await markDocument(owner.page);

  // The owner moves it with the keyboard: the menu's button, Enter, the arrows to the job.
  const button = crewOf(from.number).getByRole('button', {
    name: `Move ${HELPER_NAME}'s invitation to another job`,
  });
  await button.focus();
  await owner.page.keyboard.press('Enter');
  const menu = owner.page.getByRole('menu', { name: `Move ${HELPER_NAME}'s invitation to` });
  const items = menu.getByRole('menuitem');
  // The first item takes the focus; the second job is the one named "#<number> Mona Tolliver".
  await expect(items.first()).toBeFocused();
  const names = await items.allTextContents();
  const target = names.findIndex((text) => text.startsWith(`#${to.number} Mona Tolliver`));
  expect(target, `#${to.number} among ${JSON.stringify(names)}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < target; i++) await owner.page.keyboard.press('ArrowDown');
  await expect(items.nth(target)).toBeFocused();

  const since = maria.socket.mark;
  await owner.page.keyboard.press('Enter');
  await expect(
    owner.page
      .getByRole('alert')
      .filter({ hasText: `${HELPER_NAME}'s invitation moved to #${to.number}` }),
  ).toBeVisible();

  // Her open page: Moved, where she went and when that job starts (Austin's clocks, the zone
  // named as the page names it to a viewer elsewhere), with a link to it; nothing to answer.
  const viewer = await maria.page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const note = zoneNote(later, AUSTIN_ZONE, viewer);
  const { hour, minute } = zonedParts(later, AUSTIN_ZONE);
  const clock = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
  const when = `${shownDate(day)} ${clock}${note ? ` ${note}` : ''}`;
  const seeIt = maria.page.getByRole('link', { name: `See order #${to.number}` });
  await expectLive(
    socketPush(maria.socket, since, channel, EVENT, { id: invitationId, status: 'cancelled' }),
    async () => {
      await expect(maria.page.getByText('Moved', { exact: true })).toBeVisible(LIVE);
      await expect(
        maria.page.getByRole('heading', { name: 'Your invitation was moved' }),
      ).toBeVisible(LIVE);
      await expect(
        maria.page.getByText(
          `${COMPANY} moved your invitation from order #${from.number} to order #${to.number}, on ${when}.`,
        ),
      ).toBeVisible(LIVE);
      await expect(seeIt).toBeVisible(LIVE);
      await expect(maria.page.getByRole('button', { name: 'Accept' })).toHaveCount(0, LIVE);
    },
  );
  await expect(maria.page.getByText('Withdrawn', { exact: true })).toHaveCount(0);
  await expectSameDocument(maria.page);

  // The board shows her invited to the second job, no longer to the first.
  await expect(crewOf(to.number).getByText(`${HELPER_NAME} (invited)`)).toBeVisible();
  await expect(crewOf(from.number).getByText(`${HELPER_NAME} (invited)`)).toHaveCount(0);
  await expectSameDocument(owner.page);

  // What she sees is what the server holds: the old invitation names the new one.
  const old = await maria.user.api.call<{
    status: string;
    moved_to: { id: number; order_number: number } | null;
  }>('GET', `/helper/company-invitations/${invitationId}`);
  expect(old).toMatchObject({ status: 'cancelled', moved_to: { order_number: to.number } });

  // The link opens the second job's Order details, hers to answer (in the app: no reload).
  await seeIt.click();
  await expect(maria.page).toHaveURL(
    (url) => url.pathname === `/helper/job/company/details/${old.moved_to!.id}`,
  );
  await expect(maria.page.getByRole('heading', { name: `Order #${to.number}` })).toBeVisible();
  await expect(maria.page.getByText('New', { exact: true })).toBeVisible();
  await expect(maria.page.getByRole('button', { name: 'Accept' })).toBeVisible();
  await expectSameDocument(maria.page);
});
