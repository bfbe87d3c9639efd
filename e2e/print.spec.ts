import type { Locator, Page } from '@playwright/test';
import { openAndFillJobForm } from './job-form';
import { expect, loginAs, openPage, OWNER, test } from './support';

/**
 * Printing (QA 136, print.css): a printout is the page's title, the active branch and the
 * content, not the frame (sidebar, header, toasts, action bars and buttons); the week's grid
 * prints whole, not its scroll box's window (a job at 8 pm was cut); statuses keep an edge
 * without background graphics; cards are not split across pages, and the week's grid prints
 * on one; avatars print as an outlined circle with the initials. Checked on the computed
 * styles under print media, at a desktop width (the sidebar is there) and at a Letter page's
 * width (816 px: what Chrome lays a printout out at, the phone layout).
 */

const LETTER = { width: 816, height: 1056 };

const style = (locator: Locator, property: string) =>
  locator.evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

/** The parts of an element that an ancestor's overflow clips away, in px (0: all of it shows). */
function clippedBy(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    let cut = 0;
    for (let up = el.parentElement; up; up = up.parentElement) {
      const s = getComputedStyle(up);
      if (s.overflowY === 'visible' && s.overflowX === 'visible') continue;
      const clip = up.getBoundingClientRect();
      cut = Math.max(cut, clip.top - box.top, box.bottom - clip.bottom);
    }
    return Math.max(0, cut);
  });
}

/** The print-only line under the title (its text is its ::before's). */
async function printedName(page: Page): Promise<string> {
  const line = page.locator('.app-print-name');
  await expect(line).toBeVisible();
  return line.evaluate((el) => getComputedStyle(el, '::before').content);
}

/** On the page, and not printed. */
async function notPrinted(locator: Locator): Promise<void> {
  await expect(locator).toBeAttached();
  await expect(locator).toBeHidden();
}

/** "07/15/2031" (the form's date) as the calendar's ?date=. */
const isoOf = (date: string) => {
  const [m, d, y] = date.split('/');
  return `${y}-${m}-${d}`;
};

async function createEveningJob(page: Page): Promise<{ number: string; date: string }> {
  const { f, date } = await openAndFillJobForm(page);
  await f.timeWindow.fill('20002330');
  await f.submit.click();
  const created = page.locator('.bp6-toast').filter({ hasText: /Job #\d+ created/ });
  await expect(created).toBeVisible();
  const number = /#(\d+)/.exec((await created.textContent()) ?? '')![1];
  return { number, date };
}

const all = { includeHidden: true };

test('a printed job list shows its title, branch and cards, not the sidebar, header, toasts or actions', async ({
  page,
}) => {
  // At a desktop width, where the sidebar and the header are on the page; the welcome toast
  // is up.
  await loginAs(page, OWNER);
  await openPage(page, '/company/job/formed');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  const toasts = page.locator('.bp6-toast-container');
  await expect(toasts).toBeAttached();
  expect(await style(toasts, 'display')).toBe('none');
  await notPrinted(page.getByRole('navigation', { name: 'Company', ...all }));
  await notPrinted(page.locator('.app-header'));
  await notPrinted(page.getByRole('link', { name: 'Add new job', ...all }));
  await notPrinted(page.getByRole('button', { name: 'Demo', ...all }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await printedName(page)).toBe('"Lone Star Movers Austin"');
  // A card is not split across pages; its actions do not print; its status tag has an edge,
  // in black, where the screen has only a tint.
  expect(await style(card, 'break-inside')).toBe('avoid');
  await notPrinted(card.getByRole('link', { name: 'Edit', exact: true, ...all }));
  const tag = card.locator('.bp6-tag').first();
  expect(await style(tag, 'border-top-style')).toBe('solid');
  expect(parseFloat(await style(tag, 'border-top-width'))).toBeGreaterThanOrEqual(1);
  expect(await style(tag, 'color')).toBe('rgb(0, 0, 0)');
  // The crew's avatars (the demo's pictures are coloured circles with initials) print as an
  // outlined circle with the initials, black on white, whether or not the background
  // graphics print.
  const crew = card.getByRole('list', { name: 'Crew' }).getByRole('listitem');
  expect(await crew.count()).toBeGreaterThan(0);
  for (const person of await crew.all()) {
    await expect(person.locator('img')).toBeHidden();
    const avatar = person.locator('span[aria-hidden]');
    await expect(avatar).toBeVisible();
    // Its initials, drawn from its attribute (no text of the page on the screen).
    expect(await avatar.evaluate((el) => getComputedStyle(el, '::before').content)).toMatch(
      /^"[A-Z]{1,2}"$/,
    );
    expect(await style(avatar, 'border-top-style')).toBe('solid');
    expect(await style(avatar, 'border-top-color')).toBe('rgb(0, 0, 0)');
    expect(await style(avatar, 'background-color')).toBe('rgb(255, 255, 255)');
    expect(await style(avatar, 'box-shadow')).toBe('none');
    expect(await style(avatar, 'color')).toBe('rgb(0, 0, 0)');
  }
});

test('a printed week shows a job at 8 pm in full, its status as an edge', async ({ page }) => {
  await loginAs(page, OWNER);
  const { number, date } = await createEveningJob(page);
  // At a Letter page's width (the phone layout): the grid is not cut at its scroll box.
  await page.setViewportSize(LETTER);
  await page.emulateMedia({ media: 'print' });
  await openPage(page, `/company/calendar?view=week&date=${isoOf(date)}`);
  const evening = page.locator('.rbc-time-view .rbc-event').filter({ hasText: `#${number}` });
  await expect(evening).toBeVisible();
  expect(await clippedBy(evening)).toBe(0);
  expect(await style(page.locator('.rbc-time-content'), 'overflow-y')).toBe('visible');
  // The grid (its day names and its 24 hours) prints on the first page, under the title, with
  // Chrome's default margins (0.4 in): over two pages the break cut an hour in two.
  const grid = page.locator('.rbc-time-view');
  expect(await style(grid, 'break-inside')).toBe('avoid');
  const bottom = await grid.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
  expect(bottom).toBeLessThanOrEqual(LETTER.height - 2 * 0.4 * 96);
  expect(await style(evening, 'border-top-style')).not.toBe('none');
  expect(parseFloat(await style(evening, 'border-top-width'))).toBeGreaterThanOrEqual(1);
  const legend = page.locator('.app-calendar-legend__swatch').first();
  expect(await style(legend, 'border-top-style')).not.toBe('none');
  await notPrinted(page.getByRole('button', { name: 'Open menu', ...all }));
  await notPrinted(page.getByRole('button', { name: 'Next', ...all }));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await printedName(page)).toBe('"Lone Star Movers Austin"');
});

test('a printed crew page has no action bar over its rows, and its ticked boxes print ticked', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  await openPage(page, '/company/job/formed');
  const editCrew = page.getByRole('link', { name: /^(Edit crew|Crew)$/ }).first();
  await editCrew.click();
  await page.emulateMedia({ media: 'print' });
  const row = page.locator('.crew-row').first();
  await expect(row).toBeVisible();
  // The bar sat at the page's foot (sticky) and printed over a person's row.
  await notPrinted(page.locator('.crew-actions'));
  expect(await style(row, 'break-inside')).toBe('avoid');
  // The kept people's ticks: the box's fill and tick are drawn without background graphics.
  const ticked = page.locator('.crew-row input:checked ~ .bp6-control-indicator').first();
  await expect(ticked).toBeVisible();
  expect(await style(ticked, 'print-color-adjust')).toBe('exact');
});
