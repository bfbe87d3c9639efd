import type { Locator, Page } from '@playwright/test';
import { addDays, nextWeekday, zonedDate, zonedInstant } from '../src/platform/format/zone';
import { AUSTIN as AUSTIN_BRANCH, branchId, createOrder, pageApi } from './real-mode/two-sides';
import { expect, loginAs, MANAGER, NOW, OWNER, test, secondPersonTab, openPage } from './support';

/**
 * The company's roster (7/8, beyond the spec). The seed makes Gabriela Reyes (a foreman on
 * every branch) and Rachel Baker favourites of Lone Star Movers and blocks Tremaine Young.
 * The demo helper Maria Lopez (helper and driver, Austin, Tuesdays 7:00-18:00) is on the
 * Austin team: a one-person job with a truck needs her as its driver, so once she is a
 * favourite she takes the driver's spot before better-rated drivers (crew-ranking.ts).
 */
test.describe.configure({ timeout: 120_000 });

const AUSTIN = 'America/Chicago';

/** A 9:00-13:00 one-person job on a Tuesday six weeks ahead, on Austin's clocks. */
async function createTuesdayJob(page: Page) {
  const day = nextWeekday(addDays(zonedDate(NOW.getTime(), AUSTIN), 42), 2);
  const owner = pageApi(page);
  return createOrder(owner, await branchId(owner, AUSTIN_BRANCH), {
    firstName: 'Rosa',
    lastName: 'Roster',
    helpersNeeded: 1,
    start: zonedInstant(day, '09:00', AUSTIN),
  });
}

const ranked = (page: Page) =>
  page
    .getByRole('region', { name: 'Best matches' })
    .getByRole('list', { name: 'Ranked candidates' })
    .locator(':scope > li');

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/** The invitable people of the crew page (both groups), by their checkbox. */
const invitable = (page: Page, name: string): Locator =>
  page.getByRole('checkbox', { name: `Select ${name}` });

test('a favourite ranks first in matching and is invited with Invite favourites; a blocked helper leaves Find helpers and the invitable list', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  const order = await createTuesdayJob(page);

  // The Favourites tab: Gabriela is one; take her off so the journey's favourite is alone.
  await openPage(page, '/company/team/favourites');
  const favourites = page.getByRole('region', { name: 'Favourite helpers' });
  await expect(favourites.getByRole('article', { name: 'Gabriela Reyes' })).toBeVisible();
  await favourites.getByRole('button', { name: 'Remove from favourites, Gabriela Reyes' }).click();
  await expect(toast(page, 'Gabriela Reyes removed from favourites')).toBeVisible();
  await expect(favourites.getByRole('article', { name: 'Gabriela Reyes' })).toBeHidden();

  // Crew matching: Maria is ranked, not first; the owner stars her there.
  await openPage(page, `/company/job/team-add/${order.id}`);
  await expect(ranked(page).first()).toBeVisible();
  const showAll = page
    .getByRole('region', { name: 'Best matches' })
    .getByRole('button', { name: /^Show all/ })
    .first();
  if (await showAll.isVisible()) await showAll.click();
  const maria = ranked(page).filter({ has: page.getByText('Maria Lopez', { exact: true }) });
  await expect(maria).toHaveCount(1);
  await expect(ranked(page).first()).not.toHaveAttribute('aria-label', 'Maria Lopez');
  await expect(maria.getByRole('img', { name: 'Favourite' })).toHaveCount(0);
  await maria.getByRole('button', { name: 'Add to favourites, Maria Lopez' }).click();
  await expect(toast(page, 'Maria Lopez added to favourites')).toBeVisible();

  // Now first, with a star and the reason; Invite favourites invites her (one spot).
  const first = ranked(page).first();
  await expect(first).toHaveAttribute('aria-label', 'Maria Lopez');
  await expect(first.getByRole('img', { name: 'Favourite' })).toBeVisible();
  await expect(first).toContainText('One of your favourites');
  // Her rating there, which her Current crew row then shows too (helper-194).
  const rating = await first
    .getByRole('button', { name: /read Maria Lopez's reviews$/ })
    .getAttribute('aria-label');
  expect(rating).toMatch(/^\d\.\d \(\d+\): rated /);
  await expect(invitable(page, 'Gabriela Reyes').first()).toBeVisible();
  await page.getByRole('button', { name: 'Invite favourites (1)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite favourites' });
  await expect(dialog).toContainText('Maria Lopez');
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(toast(page, 'Invitation sent to Maria Lopez')).toBeVisible();
  const crew = page.getByRole('region', { name: 'Current crew' });
  await expect(crew).toContainText('Maria Lopez');
  // Her row shows her rating as the candidates' rows did, and it opens her reviews.
  const herRow = crew.getByRole('listitem').filter({ hasText: 'Maria Lopez' });
  await herRow.getByRole('button', { name: rating!, exact: true }).click();
  const reviews = page.getByRole('dialog', { name: 'Reviews of Maria Lopez' });
  await expect(reviews.getByRole('list', { name: 'Reviews' })).toBeVisible();
  await reviews.getByRole('button', { name: 'Done' }).click();
  await expect(reviews).toBeHidden();

  // Find helpers: the owner blocks Gabriela, confirmed; she leaves the results.
  await openPage(page, '/company/team/employees');
  await page.getByRole('button', { name: 'Find helpers' }).click();
  const search = page.getByRole('dialog', { name: 'Find helpers' });
  await search.getByRole('searchbox', { name: 'Search helpers' }).fill('Gabriela');
  // Once the results are the search typed (the marketplace's rows stay while it is on its
  // way, and a row that moves under a click loses it).
  await expect(search.getByText('Helpers matching “Gabriela”', { exact: false })).toBeVisible();
  const results = search.getByRole('list', { name: 'Helpers found' });
  await expect(results.getByText('Gabriela Reyes')).toBeVisible();
  await results.getByRole('button', { name: 'Block Gabriela Reyes' }).click();
  const confirm = page.getByRole('dialog', { name: 'Block helper' });
  await expect(confirm).toContainText('pending invitations from your company');
  await confirm.getByRole('button', { name: 'Block', exact: true }).click();
  await expect(toast(page, 'Gabriela Reyes was blocked')).toBeVisible();
  await expect(search.getByText('No helpers found')).toBeVisible();
  await search.getByRole('button', { name: 'Done' }).click();

  // Gone from the crew page's invitable lists and matching; listed on the Blocked tab.
  await openPage(page, `/company/job/team-add/${order.id}`);
  await expect(ranked(page).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'This branch' })).toBeVisible();
  await expect(invitable(page, 'Gabriela Reyes')).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Best matches' }).getByText('Gabriela Reyes'),
  ).toHaveCount(0);
  await openPage(page, '/company/team/blocked');
  await expect(
    page
      .getByRole('region', { name: 'Blocked helpers' })
      .getByRole('article', { name: 'Gabriela Reyes' }),
  ).toBeVisible();
});

test("a manager's Favourites tab follows the owner's roster live, in another person's tab", async ({
  page,
  context,
}) => {
  // The manager of the same company, in a second person's tab, on the Favourites tab.
  const manager = await secondPersonTab(context, MANAGER);
  await openPage(manager, '/company/team/favourites');
  const theirs = manager.getByRole('region', { name: 'Favourite helpers' });
  await expect(theirs.getByRole('article', { name: 'Gabriela Reyes' })).toBeVisible();

  // The owner takes Gabriela off the favourites in her own tab.
  await loginAs(page, OWNER);
  await openPage(page, '/company/team/favourites');
  const favourites = page.getByRole('region', { name: 'Favourite helpers' });
  await favourites.getByRole('button', { name: 'Remove from favourites, Gabriela Reyes' }).click();
  await expect(toast(page, 'Gabriela Reyes removed from favourites')).toBeVisible();

  // The manager's list follows without a reload (roster-changed on the branch channel).
  await expect(theirs.getByRole('article', { name: 'Gabriela Reyes' })).toBeHidden({
    timeout: 5_000,
  });
  await expect(theirs.getByRole('article', { name: 'Rachel Baker' })).toBeVisible();
});
