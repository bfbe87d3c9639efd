import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect, HELPER, loginAs, openPage, test } from './support';

/**
 * QA 134 (finding 5): a two-finger pinch on the serving-area map's preview (before the map is
 * used) zoomed the whole page (visualViewport.scale 1 -> 5), as the preview only handed over
 * to the interactive map on a tap, Ctrl/⌘ + wheel or a zoom button. The page no longer zooms
 * under a pinch on the preview (touch-action: pan-x pan-y), the two fingers start the map,
 * and one finger still scrolls the page.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

type Point = { x: number; y: number };

/** Two fingers put down around `at` and spread apart (as Chromium's touch screen has them). */
async function pinchOut(cdp: CDPSession, at: Point): Promise<void> {
  const fingers = (spread: number) => [
    { x: at.x - 15 - spread, y: at.y - 10 - spread, id: 1 },
    { x: at.x + 15 + spread, y: at.y + 10 + spread, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(0) });
  for (let step = 1; step <= 10; step++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: fingers(step * 8),
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** One finger put down at `at` and moved up by `by` px. */
async function swipeUp(cdp: CDPSession, at: Point, by: number): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [at] });
  for (let step = 1; step <= 10; step++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: at.x, y: at.y - (by * step) / 10 }],
    });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Two frames: what the gesture did to the page has been drawn. */
const afterFrames = (page: Page) =>
  page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );

async function previewCentre(page: Page, preview: Locator): Promise<Point> {
  await preview.scrollIntoViewIfNeeded();
  await afterFrames(page);
  const box = (await preview.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('a pinch on the map’s preview starts the map and does not zoom the page; one finger scrolls', async ({
  page,
}) => {
  await loginAs(page, HELPER);
  await openPage(page, '/helper/settings/work-settings');
  // The preview is the map's region until the interactive map takes its place.
  const map = page.getByRole('region', { name: 'Serving areas map' });
  const preview = page.locator('.map-preview');
  await expect(preview.locator('svg path').first()).toBeVisible();
  const cdp = await page.context().newCDPSession(page);

  // One finger on the preview scrolls the page, and toggles nothing.
  const areas = page.locator('.bp6-tag-input .bp6-tag');
  const picked = await areas.count();
  const top = await page.evaluate(() => window.scrollY);
  await swipeUp(cdp, await previewCentre(page, preview), 200);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(top + 50);
  expect(await areas.count()).toBe(picked);

  await pinchOut(cdp, await previewCentre(page, preview));
  await afterFrames(page);
  expect(await page.evaluate(() => window.visualViewport!.scale)).toBe(1);
  await expect(map.locator('canvas.maplibregl-canvas')).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => window.visualViewport!.scale)).toBe(1);
  expect(await areas.count()).toBe(picked);
});
