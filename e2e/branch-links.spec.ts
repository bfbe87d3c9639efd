import { addDays, nextWeekday, zonedDate, zonedInstant } from '../src/platform/format/zone';
import { branchId, createOrder, pageApi } from './real-mode/two-sides';
import {
  accountButton,
  expect,
  loginAs,
  MANAGER,
  NOW,
  OWNER,
  secondPersonTab,
  test,
} from './support';

/*
 * A dispatch day's or the calendar's address names its branch (QA 136 L4): a dispatcher sends
 * "/company/dispatch?date=…&branch=<Dallas>" to a colleague whose active branch is Austin,
 * and the colleague sees Dallas's day, Dallas made active once and said so.
 */
const AUSTIN = 'Lone Star Movers Austin';
const DALLAS = 'Lone Star Movers Dallas';
const ZONE = 'America/Chicago';
const day = () => nextWeekday(addDays(zonedDate(NOW.getTime(), ZONE), 43), 4);

test("a Dallas day's link opened while Austin is active shows Dallas's day and makes Dallas active", async ({
  page,
}) => {
  await loginAs(page, OWNER);
  await expect(accountButton(page, `Account menu, ${AUSTIN}`)).toBeVisible();
  const api = pageApi(page);
  const dallas = await branchId(api, DALLAS);
  const date = day();
  await createOrder(api, dallas, {
    firstName: 'Dana',
    lastName: 'Linkedday',
    helpersNeeded: 2,
    start: zonedInstant(date, '09:00', ZONE),
  });

  // The link as a colleague opens it: a new load of the page.
  await page.goto(`/company/dispatch?date=${date}&branch=${dallas}`);
  await expect(
    page.getByText(`This link is for ${DALLAS}: it is your active branch now.`),
  ).toBeVisible();
  await expect(accountButton(page, `Account menu, ${DALLAS}`)).toBeVisible();
  await expect(page.getByText(/Linkedday/).first()).toBeVisible();
  expect(new URL(page.url()).search).toBe(`?date=${date}&branch=${dallas}`);

  // The calendar's link to Austin's month: Austin is active again, the address kept.
  const austin = await branchId(api, AUSTIN);
  await page.goto(`/company/calendar?view=month&date=${date}&branch=${austin}`);
  await expect(
    page.getByText(`This link is for ${AUSTIN}: it is your active branch now.`),
  ).toBeVisible();
  await expect(accountButton(page, `Account menu, ${AUSTIN}`)).toBeVisible();
  await expect(page).toHaveURL(`/company/calendar?view=month&date=${date}&branch=${austin}`);
});

test('a job of a branch the manager does not manage, opened by its link: "Not yours to open", with a link to her own jobs (QA-184 L2)', async ({
  page,
  context,
}) => {
  await loginAs(page, OWNER);
  const owner = pageApi(page);
  const houston = await branchId(owner, 'Lone Star Movers Houston');
  const job = await createOrder(owner, houston, {
    firstName: 'Hana',
    lastName: 'Notyours',
    helpersNeeded: 1,
    start: zonedInstant(day(), '09:00', ZONE),
  });

  // The manager (Austin and Dallas, not Houston) follows the link: a fresh load.
  const manager = await secondPersonTab(context, MANAGER);
  await manager.goto(`/company/job/edit/${job.id}`);
  await expect(manager.getByRole('heading', { level: 1, name: 'Not yours to open' })).toBeVisible();
  await manager.getByRole('link', { name: 'Go to your jobs' }).click();
  await expect(manager).toHaveURL('/company/job/not-formed');
  await expect(manager.getByRole('heading', { level: 1, name: 'Not formed' })).toBeVisible();
});
