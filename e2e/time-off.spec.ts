import type { Page } from '@playwright/test';
import { zonedDate } from '../src/platform/format/zone';
import { shownDate } from './date-field';
import {
  addDayOffHere,
  AUSTIN as AUSTIN_BRANCH,
  branchId,
  clearTimeOff,
  deleteDayOffHere,
  createOrder,
  expectSameDocument,
  freeStartFor,
  HELPER_NAME,
  invitableEmployeeId,
  inviteByApi,
  markDocument,
  openMemberCard,
  pageApi,
  timeOffCard,
} from './real-mode/two-sides';
import {
  expect,
  HELPER,
  loginAs,
  NOW,
  OWNER,
  openPage,
  test,
  waitForRealtimeChannels,
  ownerAndMaria,
  secondPersonTab,
} from './support';

/*
 * Time off (7/8, beyond the spec), end to end in mock mode: Maria Lopez adds a day off on her
 * work settings; the owner's open Team list shows it on her card (pushed), and the owner sees
 * her as off that day on the crew page of an order of that day: in the invitable list ("Off that day") and in Best matches (among those who cannot
 * take the job, never proposed). Two tabs of one browser context share the in-browser mock;
 * Maria's is a second person's tab (`?tab-session`), as in two-sides-mock.spec.ts. The day
 * is the one of an existing upcoming order of the seed, found through the app's API.
 */

test.describe.configure({ timeout: 120_000 });

const AUSTIN = 'America/Chicago';
const DAY_MS = 86_400_000;

type Order = { id: number; number: number; start_at: string; status: number };
type Invitable = {
  first_name: string;
  last_name: string;
  is_available: boolean;
  time_off: unknown;
};

/** Maria adds one day off on her work settings, with a reason. */
async function addDayOff(maria: Page, day: string, reason: string): Promise<void> {
  await openPage(maria, '/helper/settings/work-settings');
  await addDayOffHere(maria, day, reason);
  const card = timeOffCard(maria);
  const entry = card.getByRole('list', { name: 'Your time off' }).getByRole('listitem').filter({
    hasText: reason,
  });
  await expect(entry).toContainText(shownDate(day));
  // The keyboard is on the first field, for the next entry: the Add button was disabled while
  // it saved, and the focus went to the page's top (QA 2026-12-04).
  await expect
    .poll(() => maria.evaluate(() => document.activeElement?.getAttribute('name')))
    .toBe('start_date');
}

/** An upcoming order of the Austin branch, two days out or more, that Maria is free for. */
async function orderMariaIsFreeFor(page: Page): Promise<Order> {
  const owner = pageApi(page);
  const branch = await branchId(owner, AUSTIN_BRANCH);
  const list = await owner.call<{ data: Order[] }>(
    'GET',
    `/company-branches/${branch}/orders?filter[status]=1,2&sort=start_at&per_page=50`,
  );
  for (const order of list.data) {
    if (Date.parse(order.start_at) < NOW.getTime() + 2 * DAY_MS) continue;
    const lists = await owner.call<{ branch_employees: Invitable[] }>(
      'GET',
      `/orders/${order.id}/invitable-employees`,
    );
    const maria = lists.branch_employees.find(
      (e) => `${e.first_name} ${e.last_name}` === HELPER_NAME,
    );
    if (maria?.is_available) return order;
  }
  throw new Error('no upcoming Austin order Maria is free for in the seed');
}

test('a helper adds a day off; the owner’s open Team list shows it live, and she is off that day in the invitable list and not proposed by Best matches', async ({
  page,
  context,
}) => {
  await loginAs(page, OWNER);
  const order = await orderMariaIsFreeFor(page);
  const day = zonedDate(order.start_at, AUSTIN);

  // Maria's tab; her seeded days off go, so the owner's Team list shows none for her.
  const maria = await secondPersonTab(context, HELPER);
  await clearTimeOff(pageApi(maria));

  // The owner's Team list, open on her card: no time off yet. (The API is asked before the
  // page moves: a page still loading has no mock to answer it yet.)
  const austin = await branchId(pageApi(page), AUSTIN_BRANCH);
  await openPage(page, '/company/team');
  const card = await openMemberCard(page, pageApi(page), austin, HELPER_NAME);
  await expect(card).not.toContainText('Time off');
  await waitForRealtimeChannels(page);
  await markDocument(page);

  // Maria adds a day off on her work settings: her card says so, live.
  await addDayOff(maria, day, 'Family visit');
  await expect(card).toContainText(`Time off ${shownDate(day)}`);
  await expect(card).not.toContainText('Family visit');
  await expectSameDocument(page);

  // The owner's crew page of that order: off in the invitable list, with the date.
  await openPage(page, `/company/job/team-add/${order.id}`);
  const picker = page.getByRole('region', { name: 'Invite people' });
  // This branch's list (a marketplace helper is listed once per branch she belongs to).
  const row = picker
    .getByRole('region', { name: 'This branch' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('checkbox', { name: `Select ${HELPER_NAME}` }) });
  await expect(row).toContainText(`Off that day (time off ${shownDate(day)})`);
  await expect(row).not.toContainText('Busy');

  // Best matches: among those who cannot take it, with the reason; never ranked.
  const matches = page.getByRole('region', { name: 'Best matches' });
  const ranked = matches.getByRole('list', { name: 'Ranked candidates' });
  const blocked = matches.getByRole('list', { name: 'Cannot take this job' });
  await expect(ranked.locator(':scope > li').first()).toBeVisible();
  const showAll = matches.getByRole('button', { name: /^Show all/ });
  for (const button of await showAll.all()) await button.click();
  await expect(blocked.getByRole('listitem', { name: HELPER_NAME, exact: true })).toContainText(
    `Off that day (time off ${shownDate(day)})`,
  );
  await expect(ranked.getByRole('listitem', { name: HELPER_NAME, exact: true })).toHaveCount(0);
});

test('a helper on a job takes that day off: the owner’s open board flags it live, and her can’t-make-it clears it', async ({
  page,
  context,
}) => {
  const { owner, mariaTab, maria } = await ownerAndMaria(page, context);
  // A job of the Austin branch on a day she is free, which she accepts (the API's calls, as
  // the crew page and her Jobs make them).
  const start = await freeStartFor(maria, NOW.getTime());
  const order = await createOrder(owner, await branchId(owner, AUSTIN_BRANCH), {
    firstName: 'Tia',
    lastName: 'Dayoff',
    helpersNeeded: 2,
    start,
  });
  const employeeId = await invitableEmployeeId(owner, order.id, HELPER_NAME);
  const [invitationId] = await inviteByApi(owner, order.id, [employeeId]);
  await maria.call('POST', `/helper/company-invitations/${invitationId}/accept`);
  const day = zonedDate(start, AUSTIN);

  // The owner's board of that day, and the job's crew page in a tab of its own: she is on
  // the job, nothing about time off.
  await openPage(page, `/company/dispatch?date=${day}`);
  const flags = page.getByRole('heading', { name: 'Needs attention' }).locator('..');
  await expect(flags).toContainText(`#${order.number} needs 1 more person`);
  await expect(page.getByRole('list', { name: `Crew of #${order.number}` })).toContainText(
    HELPER_NAME,
  );
  const row = page.locator('li.dispatch-person').filter({ hasText: HELPER_NAME });
  await expect(row).toContainText(`On #${order.number}`);
  await expect(flags).not.toContainText('has time off');
  const crewTab = await context.newPage();
  await crewTab.goto(`/company/job/team-edit/${order.id}`);
  const herRow = crewTab
    .getByRole('region', { name: 'Current crew' })
    .getByRole('listitem')
    .filter({ hasText: HELPER_NAME });
  await expect(herRow).toContainText('Accepted');
  await expect(herRow).not.toContainText('Time off');
  for (const tab of [page, crewTab]) {
    await waitForRealtimeChannels(tab);
    await markDocument(tab);
  }

  // Maria takes that day off (the job she accepted stays hers): the board flags it, and the
  // crew page shows it on her row and offers to replace her, live.
  await addDayOff(mariaTab, day, 'Moving my own flat');
  const flag = flags.getByRole('listitem').filter({
    hasText: `${HELPER_NAME} has time off but is on #${order.number}`,
  });
  await expect(flag).toBeVisible();
  // Its crew still to fill (1 of 2): Team add, as its job card's Build crew (QA-176 L2).
  await expect(flag.getByRole('link', { name: 'Open the crew' })).toHaveAttribute(
    'href',
    `/company/job/team-add/${order.id}`,
  );
  await expect(row).toContainText(`Time off ${shownDate(day)}`);
  await expect(herRow).toContainText(`Time off ${shownDate(day)}`);
  await expect(
    herRow.getByRole('button', { name: `Invite someone else instead of ${HELPER_NAME}` }),
  ).toBeVisible();
  await expect(crewTab.getByText('Moving my own flat')).toHaveCount(0);

  // Her time off names the job she is still on; she opens it and tells the company she
  // can't make it: she leaves the crew page, and the board's flag goes, live.
  const jobs = timeOffCard(mariaTab).getByRole('list', {
    name: `Your jobs during time off ${shownDate(day)}`,
  });
  await jobs.getByRole('link', { name: `Order #${order.number}` }).click();
  await expect(mariaTab).toHaveURL(new RegExp(`/helper/job/company/details/${invitationId}$`));
  await mariaTab.getByRole('button', { name: "I can't make it" }).click();
  const dialog = mariaTab.getByRole('dialog', { name: `Can't make it to order #${order.number}?` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('I have the day off.');
  await dialog.getByRole('button', { name: 'Tell the company' }).click();
  await expect(herRow).toHaveCount(0);
  await expect(flag).toHaveCount(0);
  await expect(flags).toContainText(`#${order.number} needs 2 more people`);
  await expect(row).not.toContainText(`On #${order.number}`);
  for (const tab of [page, crewTab]) await expectSameDocument(tab);

  // The owner's activity was told when she took the day off (never her reason); the row
  // opens the job's crew page.
  await openPage(page, '/company/activity');
  const told = page
    .getByRole('region', { name: 'Activity' })
    .getByRole('listitem')
    .filter({
      hasText: `${HELPER_NAME} has time off on ${shownDate(day)}, during order #${order.number}`,
    });
  await expect(told).toHaveCount(1);
  await expect(told).not.toContainText('Moving my own flat');
  await expect(told.getByRole('link')).toHaveAttribute(
    'href',
    `/company/job/team-edit/${order.id}`,
  );
});

test('her days off show in the week and day views of her calendar: a shaded column named in its header (QA 2026-12-04: drawn in the hidden all-day row)', async ({
  page,
}) => {
  await loginAs(page, HELPER);
  // The seed's range of several days (mocks/db/seed/time-off.ts).
  const entries = await pageApi(page).call<Array<{ start_date: string; end_date: string }>>(
    'GET',
    '/helper-profile/time-off',
  );
  const range = entries.find((entry) => entry.start_date !== entry.end_date);
  expect(range, 'the seed gives Maria a range of days off').toBeDefined();
  const { start_date: first, end_date: last } = range!;
  const days = Math.round((Date.parse(last) - Date.parse(first)) / DAY_MS) + 1;

  // Week: each day off is a shaded column, its header says "Time off"; the days around are not.
  await openPage(page, `/helper/calendar?view=week&date=${first}`);
  const calendar = page.locator('.app-calendar--week');
  const named = calendar.locator('.rbc-header').filter({ hasText: 'Time off' });
  const shaded = calendar.locator('.rbc-day-slot.app-calendar-day--off');
  // A range may run past the week's end: the week shows the days of it that it holds.
  const inWeek = Math.min(days, 7 - new Date(`${first}T12:00:00Z`).getUTCDay());
  await expect(named).toHaveCount(inWeek);
  await expect(shaded).toHaveCount(inWeek);
  for (const day of await shaded.all()) {
    const box = (await day.boundingBox())!;
    expect(box.height).toBeGreaterThan(100);
    expect(await day.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('gradient');
  }
  await expect(named.first().locator('.app-calendar-day-off')).toBeVisible();

  // Day: the first day off, named and shaded.
  await openPage(page, `/helper/calendar?view=day&date=${first}`);
  const day = page.locator('.app-calendar--day');
  await expect(day.locator('.rbc-header .app-calendar-day-off')).toBeVisible();
  await expect(day.locator('.rbc-day-slot.app-calendar-day--off')).toHaveCount(1);
});

test('a day off deleted in one of her tabs, then again in another still showing it: done, said as news, not as an error', async ({
  page,
  context,
}) => {
  await loginAs(page, HELPER);
  await clearTimeOff(pageApi(page));
  const day = zonedDate(new Date(NOW.getTime() + 10 * DAY_MS).toISOString(), AUSTIN);
  await addDayOff(page, day, 'Dentist');

  // Her second tab, on the same entry, its Delete asked.
  const other = await secondPersonTab(context, HELPER);
  await openPage(other, '/helper/settings/work-settings');
  const list = timeOffCard(other).getByRole('list', { name: 'Your time off' });
  await list.getByRole('button', { name: `Delete time off ${shownDate(day)}` }).click();
  const dialog = other.getByRole('dialog', { name: 'Delete time off' });
  await expect(dialog).toBeVisible();

  // The first tab deletes it.
  await deleteDayOffHere(page, day);
  await expect(page.getByRole('alert').filter({ hasText: 'Time off deleted' })).toBeVisible();

  // The second tab's Delete: what she wanted is true. An info toast, not the red 404.
  await dialog.getByRole('button', { name: 'Delete' }).click();
  const told = other
    .locator('.bp6-toast')
    .filter({ hasText: 'This time off was already removed.' });
  await expect(told).toBeVisible();
  await expect(told).toHaveClass(/bp6-intent-primary/);
  await expect(other.getByText('Time off not found.')).toHaveCount(0);
  await expect(dialog).toBeHidden();
  await expect(timeOffCard(other)).toContainText('No time off planned.');
});
