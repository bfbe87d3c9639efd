import type { Locator, Page } from '@playwright/test';
import { nextWeekday, zonedDate, zonedInstant } from '../src/platform/format/zone';
import {
  AUSTIN,
  branchId,
  createOrder,
  freeStartFor,
  HELPER_NAME,
  helperCard,
  invitableEmployeeId,
  inviteByApi,
  openInvitationDetails,
  openNewInvitations,
} from './real-mode/two-sides';
import { expect, NOW, ownerAndMaria, test, openPage } from './support';

/*
 * Time zones (4/8). The suite's browser runs in Europe/Berlin (playwright.config.ts), seven
 * hours ahead of the Austin branch (America/Chicago). A job booked at 8:30 am in Austin must
 * read 8:30 am everywhere, with its zone named (CST or CDT, by the date), and crew matching
 * must read it as the Monday morning it is, not as Berlin's afternoon.
 */

const AUSTIN_ZONE = 'America/Chicago';
const WINDOW = /8:30 am - 12:30 pm C[SD]T/;

/** The first Monday on Austin's calendar on or after the instant. */
function mondayFrom(instant: Date): string {
  return nextWeekday(zonedDate(instant, AUSTIN_ZONE), 1);
}

/** 'YYYY-MM-DD' -> 'MM/DD/YYYY', as the app shows dates. */
const shown = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

const row = (list: Locator, name: string) => list.getByRole('listitem', { name, exact: true });

async function openBestMatches(page: Page, orderId: number) {
  await openPage(page, `/company/job/team-add/${orderId}`);
  const matches = page.getByRole('region', { name: 'Best matches' });
  const ranked = matches.getByRole('list', { name: 'Ranked candidates' });
  await expect(ranked.locator(':scope > li').first()).toBeVisible();
  await matches
    .getByRole('button', { name: /^Show all/ })
    .last()
    .click();
  return { ranked, blocked: matches.getByRole('list', { name: 'Cannot take this job' }) };
}

test('an 8:30 am Austin job reads 8:30 am in a Berlin browser: job list, calendar, edit form, crew matching and the helper’s invitation', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  // The browser is where the suite says (a check that cannot pass by accident in Austin).
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'Europe/Berlin',
  );
  const { owner, mariaTab, maria } = await ownerAndMaria(page, context);

  // A Monday in Austin when Maria is free, 8:30 am to 12:30 pm on Austin's clocks.
  const day = mondayFrom(await freeStartFor(maria, NOW.getTime()));
  const austin = await branchId(owner, AUSTIN);
  const order = await createOrder(owner, austin, {
    firstName: 'Zoe',
    lastName: 'Zoned',
    helpersNeeded: 2,
    start: zonedInstant(day, '08:30', AUSTIN_ZONE),
  });

  // The job list (Not formed: the newest first).
  await openPage(page, '/company/job/not-formed');
  const card = page.getByRole('article', { name: order.title });
  await expect(card).toContainText(shown(day));
  await expect(card).toContainText(WINDOW);

  // The calendar's day view of that Austin day, the job at 8:30.
  await openPage(page, `/company/calendar?view=day&date=${day}`);
  await expect(page.getByText(WINDOW).first()).toBeVisible();

  // The edit form reads the window back on Austin's clocks.
  await openPage(page, `/company/job/edit/${order.id}`);
  const form = page.getByRole('form', { name: 'Job' });
  await expect(form.getByRole('textbox', { name: 'Time window' })).toHaveValue('08:30 - 12:30');
  await expect(form.getByRole('textbox', { name: 'Moving date' })).toHaveValue(shown(day));

  // Crew matching: a Monday morning. Who works Mondays from 7 am can take it (Owen Price
  // never works Tuesdays, but does Mondays); nobody is turned away for working "only" then.
  const { ranked, blocked } = await openBestMatches(page, order.id);
  await expect(row(ranked, 'Owen Price')).toContainText('Available Mondays 7:00 am - 6:00 pm');
  await expect(row(ranked, 'Marcus Bell')).toContainText('Available Mondays 7:00 am - 6:00 pm');
  await expect(blocked.getByText(/Available Mondays .* only/)).toHaveCount(0);

  // The helper's side: her invitation card and its details, on Austin's clocks too.
  const employee = await invitableEmployeeId(owner, order.id, HELPER_NAME);
  await inviteByApi(owner, order.id, [employee]);
  await openNewInvitations(mariaTab);
  await expect(helperCard(mariaTab, order.number)).toContainText(WINDOW);
  await openInvitationDetails(mariaTab, order.number);
  await expect(mariaTab.getByText(WINDOW).first()).toBeVisible();
});
