import type { Locator } from '@playwright/test';
import { expect, HELPER, loginAs, openPage, test } from './support';

/**
 * The helper's desktop frame at 1280 px, by geometry: the Job item's two badges sit on the
 * briefcase's corners (they covered its upper half), and the Back arrow beside a page title
 * is level with the title's text (the title's bottom margin put it 8 px lower).
 */

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  expect(b, 'on screen').not.toBeNull();
  return b!;
}

test('the Job badges sit on the icon’s corners; Order details’ Back arrow is level with its title', async ({
  page,
}) => {
  await loginAs(page, HELPER);
  const job = page
    .getByRole('navigation', { name: 'Helper' })
    .getByRole('link', { name: /^Job\b/ });
  const icon = await box(job.locator('svg').first());
  const badges = job.locator('.app-badge');
  // The demo helper has both: invitations to answer (red) and jobs to confirm (amber).
  await expect(badges).toHaveCount(2);
  for (const badge of await badges.all()) {
    const b = await box(badge);
    const overlapX = Math.min(b.x + b.width, icon.x + icon.width) - Math.max(b.x, icon.x);
    const overlapY = Math.min(b.y + b.height, icon.y + icon.height) - Math.max(b.y, icon.y);
    const label = (await badge.getAttribute('aria-label')) ?? '';
    // A corner at most: no more than 5 px into the icon sideways, and clear of its middle.
    expect(overlapX, label).toBeLessThanOrEqual(5);
    expect(overlapY, label).toBeLessThanOrEqual(icon.height / 2);
    const middle = icon.x + icon.width / 2;
    expect(b.x > middle + 4 || b.x + b.width < middle - 4, label).toBe(true);
  }

  await openPage(page, '/helper/job/outsource/details/3');
  const title = page.getByRole('heading', { name: 'Order details', level: 1 });
  await expect(title).toBeVisible();
  const back = await box(page.getByRole('main').getByRole('button', { name: 'Back' }));
  const heading = await box(title);
  const centre = (b: { y: number; height: number }) => b.y + b.height / 2;
  expect(Math.abs(centre(back) - centre(heading))).toBeLessThanOrEqual(2);
});

test('a job card’s facts share the card’s width: “When” reads on one line, no column left empty', async ({
  page,
}) => {
  await loginAs(page, HELPER);
  await openPage(page, '/helper/job/company/accepted');
  const card = page.locator('.hj-card').first();
  const facts = card.locator('.hj-facts');
  await expect(facts.locator('dt')).toHaveText(['When', 'Where', 'Pay', 'Role']);
  // One line: the date and the time window are no taller than the "Role" value beside them
  // (at 180 px columns the time broke onto a second line, QA 2026-12-05).
  const when = await box(facts.locator('dd').first());
  const role = await box(facts.locator('dd').last());
  expect(when.height).toBeLessThanOrEqual(role.height + 1);
  // The last fact ends in the card's last quarter: no empty fifth column beside it.
  const grid = await box(facts);
  expect(role.x - grid.x).toBeGreaterThan(grid.width * 0.7);
});
