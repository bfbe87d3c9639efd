import { expect } from '@playwright/test';
import { zonedDate } from '../../src/platform/format/zone';
import { shownDate } from '../date-field';
import {
  addDayOffHere,
  AUSTIN,
  austinOrderOnHerFreeDay,
  branchChannel,
  branchId,
  clearTimeOff,
  deleteDayOffHere,
  freeStartFor,
  crewPage,
  expectLive,
  expectSameDocument,
  HELPER_NAME,
  markDocument,
  openMemberCard,
  socketPush,
  test,
  timeOffCard,
  waitForChannel,
  LIVE,
} from './two-sides';

/*
 * Time off (7/8), both sides at once on the real-API build against the mock server: the
 * owner keeps the crew page of an order open; Maria Lopez adds a day off on that order's
 * date from her work settings, then deletes it. Each change reaches the owner's invitable
 * list live (LIVE) without a reload: `member-time-off-changed` is pushed on the branch
 * channel (ids only, never her reason) and the crew page refetches its pickers. The same
 * push refreshes the owner's open Team list, whose card shows her time off under way or next.
 */

const EVENT = 'member-time-off-changed';

test.describe.configure({ timeout: 90_000 });

test("a helper's day off shows on the owner's open crew page live, and its removal too", async ({
  request,
  owner,
  maria,
}) => {
  const { austin, order, day } = await austinOrderOnHerFreeDay(owner.user.api, maria.user.api, {
    firstName: 'Tess',
    lastName: 'Dayoff',
  });

  await owner.page.goto(`/company/job/team-add/${order.id}`);
  const row = crewPage(owner.page)
    .picker.getByRole('region', { name: 'This branch' })
    .getByRole('listitem')
    .filter({ has: owner.page.getByRole('checkbox', { name: `Select ${HELPER_NAME}` }) });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Off that day');

  await maria.page.goto('/helper/settings/work-settings');
  await expect(timeOffCard(maria.page)).toBeVisible();
  await waitForChannel(request, owner.socket, branchChannel(austin));
  await markDocument(owner.page);
  await markDocument(maria.page);

  // She adds the day off (with a reason the company never sees).
  let since = owner.socket.mark;
  await addDayOffHere(maria.page, day, 'Family visit');
  await expectLive(
    socketPush(owner.socket, since, branchChannel(austin), EVENT, { branch_id: austin }),
    () => expect(row).toContainText(`Off that day (time off ${shownDate(day)})`, LIVE),
  );
  await expect(owner.page.getByText('Family visit')).toHaveCount(0);

  // She deletes it: the owner sees her free that day again.
  since = owner.socket.mark;
  await deleteDayOffHere(maria.page, day);
  await expectLive(
    socketPush(owner.socket, since, branchChannel(austin), EVENT, { branch_id: austin }),
    () => expect(row).not.toContainText('Off that day', LIVE),
  );

  await expectSameDocument(owner.page);
  await expectSameDocument(maria.page);
});

test("a helper's next time off shows on her card in the owner's open Team list live, and goes when she deletes it", async ({
  request,
  owner,
  maria,
}) => {
  // Her entries go first, so the day she adds is the one her card shows.
  await clearTimeOff(maria.user.api);
  const day = zonedDate((await freeStartFor(maria.user.api)).toISOString(), 'America/Chicago');
  const austin = await branchId(owner.user.api, AUSTIN);
  await owner.page.goto('/company/team');
  const herCard = await openMemberCard(owner.page, owner.user.api, austin, HELPER_NAME);
  await expect(herCard).not.toContainText('Time off');

  await maria.page.goto('/helper/settings/work-settings');
  await expect(timeOffCard(maria.page)).toBeVisible();
  await waitForChannel(request, owner.socket, branchChannel(austin));
  await markDocument(owner.page);

  let since = owner.socket.mark;
  await addDayOffHere(maria.page, day, 'Family visit');
  await expectLive(
    socketPush(owner.socket, since, branchChannel(austin), EVENT, { branch_id: austin }),
    () => expect(herCard).toContainText(`Time off ${shownDate(day)}`, LIVE),
  );
  await expect(herCard).not.toContainText('Family visit');

  since = owner.socket.mark;
  await deleteDayOffHere(maria.page, day);
  await expectLive(
    socketPush(owner.socket, since, branchChannel(austin), EVENT, { branch_id: austin }),
    () => expect(herCard).not.toContainText('Time off', LIVE),
  );
  await expectSameDocument(owner.page);
});
