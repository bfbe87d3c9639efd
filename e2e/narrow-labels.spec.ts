import type { Locator, Page } from '@playwright/test';
import { dismissToast, expect, HELPER, loginAs, NOW, openPage, OWNER, test } from './support';

/**
 * At 390 px a month cell or a week column is ~50 px wide: every job read "#10…" and could not
 * be told apart, the helper's time off read "Time …", and her header search cut a job's time
 * ("12:00 pm - 5:00 …"). Each now shows whole: checked by geometry (a cut text is wider than
 * its box).
 */

const pad = (n: number) => String(n).padStart(2, '0');
const today = `${NOW.getFullYear()}-${pad(NOW.getMonth() + 1)}-${pad(NOW.getDate())}`;

type Shown = { text: string; cut: boolean; width: number };

/** What each element shows, and whether it (or the text it holds) is wider than its box. */
function shown(locator: Locator): Promise<Shown[]> {
  return locator.evaluateAll((elements) =>
    elements.map((el) => {
      const label = el.querySelector<HTMLElement>('.app-calendar-event__label');
      const visible = label && label.getBoundingClientRect().width > 0 ? label : null;
      const content = el.querySelector<HTMLElement>('.rbc-event-content') ?? (el as HTMLElement);
      const wider = (e: HTMLElement) => e.scrollWidth > e.clientWidth + 1;
      return {
        text: (visible ?? content).textContent?.trim() ?? '',
        cut: wider(content) || (visible !== null && wider(visible)),
        width: el.getBoundingClientRect().width,
      };
    }),
  );
}

async function showCalendar(page: Page, path: string, view: 'month' | 'week') {
  await openPage(page, `${path}?view=${view}&date=${today}`);
  await expect(page.getByRole('status').filter({ hasText: /jobs? in view/ })).toBeVisible();
}

const JOB_EVENT = '.rbc-event:not(.app-calendar-event--summary):not(.app-calendar-event--time-off)';
const jobs = (page: Page) => page.locator(`.app-calendar ${JOB_EVENT}`);

test('@mobile the company month and week show each job by its number, whole and distinct', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  for (const view of ['month', 'week'] as const) {
    await showCalendar(page, '/company/calendar', view);
    // The view's own grid (openPage switches in the same document: the month's status and
    // events were still on screen when the week was asked for, and one run measured them
    // mid-switch, 2026-11-30), then its jobs.
    const grid = page.locator(
      `.app-calendar--${view} .rbc-${view === 'month' ? 'month' : 'time'}-view`,
    );
    await expect(grid.locator('.rbc-event').first()).toBeVisible();
    const events = await shown(grid.locator(JOB_EVENT));
    expect(events.length, view).toBeGreaterThan(1);
    for (const event of events) {
      expect(event.text, view).toMatch(/^#\d+$/);
      expect(event.cut, `${view}: ${event.text}`).toBe(false);
    }
    expect(new Set(events.map((e) => e.text)).size, view).toBe(events.length);
  }
  // The week's day names are whole too ("30 Mor" before): its columns keep a readable width
  // and the grid scrolls sideways.
  const headers = await page
    .locator('.app-calendar--week .rbc-time-header .rbc-header')
    .evaluateAll((elements) =>
      elements.map((e) => ({ text: e.textContent, cut: e.scrollWidth > e.clientWidth + 1 })),
    );
  expect(headers).toHaveLength(7);
  expect(headers.filter((h) => h.cut)).toEqual([]);
  // Scrolled sideways, the hours stay in view at the grid's left edge and the day names move
  // with the days (the whole grid scrolled before, hours and all).
  const grid = page.locator('.app-calendar--week .rbc-time-content');
  await grid.evaluate((e) => e.scrollTo({ left: 250 }));
  const gutter = page.locator('.app-calendar--week .rbc-time-content > .rbc-time-gutter');
  await expect
    .poll(() =>
      page.evaluate(() => {
        const view = document.querySelector('.app-calendar--week .rbc-time-view')!;
        const content = view.querySelector('.rbc-time-content')!;
        const hours = content.querySelector('.rbc-time-gutter')!;
        return {
          scrolled: content.scrollLeft > 0,
          headerFollows: view.querySelector('.rbc-time-header')!.scrollLeft === content.scrollLeft,
          hoursAtLeft:
            Math.abs(hours.getBoundingClientRect().left - view.getBoundingClientRect().left) <= 2,
        };
      }),
    )
    .toEqual({ scrolled: true, headerFollows: true, hoursAtLeft: true });
  await expect(gutter.getByText('9 am', { exact: true })).toBeInViewport();
});

test('@mobile at 320 px a month job keeps its order number on one line', async ({ page }) => {
  // A day's column is ~40 px wide there: "#1006" broke into "#100" over "6" (QA helper-131). The
  // number is one word: cut with an ellipsis if it must be, never broken.
  await page.setViewportSize({ width: 320, height: 640 });
  await loginAs(page, OWNER);
  await showCalendar(page, '/company/calendar', 'month');
  const labels = page.locator(
    `.app-calendar--month .rbc-month-view ${JOB_EVENT} .app-calendar-event__label`,
  );
  await expect(labels.first()).toBeVisible();
  const lines = await labels.evaluateAll((elements) =>
    elements.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      // One box per line the text is laid out on.
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return { text: el.textContent, lines: tops.size };
    }),
  );
  expect(lines.length).toBeGreaterThan(1);
  for (const label of lines) {
    expect(label.text).toMatch(/^#\d+$/);
    expect(label.lines, label.text ?? '').toBe(1);
  }
});

test('the company week at 1280 px: jobs side by side too narrow for more show their number, whole', async ({
  page,
}) => {
  // Three jobs at once in a 140 px day read "#1…" each (QA 2026-12-04): a job's box of 80 px
  // or less shows its number alone, as on a phone; a wider one keeps its name and time.
  await loginAs(page, OWNER);
  await showCalendar(page, '/company/calendar', 'week');
  const grid = page.locator('.app-calendar--week .rbc-time-view');
  await expect(grid.locator('.rbc-event').first()).toBeVisible();
  const events = await shown(grid.locator(JOB_EVENT));
  const narrow = events.filter((e) => e.width <= 80);
  const wide = events.filter((e) => e.width > 80);
  // Today's jobs overlap in the seed, so the week has both kinds.
  expect(narrow.length).toBeGreaterThan(1);
  expect(wide.length).toBeGreaterThan(0);
  for (const event of narrow) {
    expect(event.text).toMatch(/^#\d+$/);
    expect(event.cut, event.text).toBe(false);
  }
  for (const event of wide) expect(event.text).toMatch(/^#\d+ \S/);
});

test('@mobile the helper month shows her jobs by number and her time off by name, and her search keeps a job’s time whole', async ({
  page,
}) => {
  await loginAs(page, HELPER);
  await showCalendar(page, '/helper/calendar', 'month');
  await expect(jobs(page).first()).toBeVisible();
  for (const event of await shown(jobs(page))) {
    expect(event.text).toMatch(/^#\d+$/);
    expect(event.cut, event.text).toBe(false);
  }
  const timeOff = page.locator('.app-calendar .rbc-event.app-calendar-event--time-off');
  await expect(timeOff.first()).toBeVisible();
  for (const bar of await shown(timeOff))
    expect(bar).toMatchObject({ text: 'Time off', cut: false });

  await page.getByRole('banner').getByRole('button', { name: 'Search your jobs' }).click();
  const results = page.getByRole('region', { name: 'Search results' });
  await expect(results.getByRole('link').first()).toBeVisible();
  const lines = await results.locator('.app-search__item-sub').evaluateAll((elements) =>
    elements.map((el) => ({
      text: el.textContent ?? '',
      cut: [el, ...el.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth + 1),
    })),
  );
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line.text).toMatch(/\d{2}\/\d{2}\/\d{4}, \d{1,2}:\d{2} [ap]m - \d{1,2}:\d{2} [ap]m/);
    expect(line.cut, line.text).toBe(false);
  }
});

test('@mobile a long name stays inside the phone drawer, and a long search inside its panel', async ({
  page,
}) => {
  // Names of 60 and 50 letters without a break are allowed; they ran past the drawer's
  // 300 px onto the page, and a search of 100 letters past its panel (QA 2026-12-04).
  await loginAs(page, HELPER);
  await openPage(page, '/helper/settings/personal-info');
  await page.getByRole('textbox', { name: 'First name' }).fill(`Maximiliana${'a'.repeat(49)}`);
  await page.getByRole('textbox', { name: 'Last name' }).fill(`Wolfeschlegel${'n'.repeat(37)}`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await dismissToast(page, 'Personal info saved');

  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const name = page.getByText(/^Maximiliana/);
  await expect(name).toBeVisible();
  const spill = await name.evaluate((el) => {
    const drawer = el.closest('.bp6-drawer')!.getBoundingClientRect();
    const box = el.getBoundingClientRect();
    return { past: Math.round(box.right - drawer.right), wider: el.scrollWidth - el.clientWidth };
  });
  expect(spill.past, 'px past the drawer').toBeLessThanOrEqual(0);
  expect(spill.wider).toBe(0);
  await page.keyboard.press('Escape');
  await expect(name).toBeHidden();

  await page.getByRole('banner').getByRole('button', { name: 'Search your jobs' }).click();
  await page.getByRole('searchbox', { name: 'Search your jobs' }).fill('x'.repeat(100));
  const note = page.getByText(/^None of your jobs matches/);
  await expect(note).toBeVisible();
  const width = await note.evaluate((el) => ({
    right: Math.round(el.getBoundingClientRect().right),
    viewport: window.innerWidth,
    wider: el.scrollWidth - el.clientWidth,
  }));
  expect(width.right).toBeLessThanOrEqual(width.viewport);
  expect(width.wider).toBe(0);
});
