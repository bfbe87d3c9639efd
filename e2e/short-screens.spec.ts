import type { Page } from '@playwright/test';
import { expect, loginAs, openPage, OWNER, test } from './support';

/*
 * Small and short windows: 400% zoom of a 1280 px screen is a 320 px wide window, 256 px high
 * for a 1024 px high one; a phone turned sideways is 390 px high (WCAG 1.4.10 Reflow; QA
 * helper-131).
 */

/** Whether the page is wider than its window (it would pan sideways). */
const pansSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test.describe('@mobile 320 x 256 (400% zoom)', () => {
  test.use({ viewport: { width: 320, height: 256 } });

  test('the menu scrolls to its last entries, Logout included', async ({ page }) => {
    await loginAs(page, OWNER);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const logout = page.getByRole('menuitem', { name: 'Logout' });
    await expect(logout).toBeVisible();
    // The drawer is as high as the window; its list runs on below it.
    await logout.scrollIntoViewIfNeeded();
    await expect(logout).toBeInViewport({ ratio: 1 });
    await logout.click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the header scrolls away with the page, leaving the window to it', async ({ page }) => {
    await loginAs(page, OWNER);
    await openPage(page, '/company/job/not-formed');
    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Build crew' }).first()).toBeAttached();
    await page.mouse.wheel(0, 400);
    await expect(header).not.toBeInViewport();
  });
});

test.describe('@mobile 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('a crew page does not pan sideways: its reasons and states wrap in their tags', async ({
    page,
  }) => {
    await loginAs(page, OWNER);
    await openPage(page, '/company/job/not-formed');
    const crew = page.locator('a[href*="/company/job/team-add/"]');
    await expect(crew.first()).toBeAttached();
    const hrefs = await crew.evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    // The first jobs of the list, whose crews and Best matches carry the longest tags
    // ("Busy with order #1122 (7:00 am - 2:00 pm CST)").
    for (const href of [...new Set(hrefs)].slice(0, 3)) {
      await openPage(page, href);
      await expect(page.getByRole('heading', { name: 'Best matches' })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Reasons' }).first()).toBeVisible();
      expect([href, await pansSideways(page)]).toEqual([href, false]);
    }
  });
});
