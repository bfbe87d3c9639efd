import type { Locator, Page } from '@playwright/test';
import { expect, HELPER, loginAs, NOW, openPage, OWNER, test } from './support';

/**
 * Forced colours (Windows High Contrast): the system paints boxes in its own colours and drops
 * box-shadows and background colours, which is how Blueprint draws fields, switches and radios,
 * and how the calendar told its statuses apart (QA helper-131: fields without edges, switches
 * invisible until focused, every job the same outlined box). Checked on the computed styles.
 */

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
});

type Edge = { width: number; style: string; colour: string };

/** The top edge of an element, or of its `::before`. */
function edgeOf(locator: Locator, pseudo?: '::before'): Promise<Edge> {
  return locator.evaluate((el, which) => {
    const style = getComputedStyle(el, which ?? null);
    return {
      width: parseFloat(style.borderTopWidth),
      style: style.borderTopStyle,
      colour: style.borderTopColor,
    };
  }, pseudo);
}

const drawn = (edge: Edge) => edge.width > 0 && edge.style !== 'none';

test('forced colours: text fields keep their edges, and radios and switches show their state', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  await openPage(page, '/company/job/create');
  for (const name of ['First name', 'Phone', 'Moving date', 'Time window']) {
    const edge = await edgeOf(page.getByLabel(name, { exact: true }));
    expect(drawn(edge), `${name}: ${JSON.stringify(edge)}`).toBe(true);
  }
  // The help type's radios: each has its ring; the chosen one is filled, the others not.
  const radios = page.getByRole('radiogroup', { name: 'Where is help needed?' });
  const indicator = (label: string) =>
    radios.locator('label', { hasText: label }).locator('.bp6-control-indicator');
  const chosen = indicator('Pick-up and destination');
  const other = indicator('Pick-up only');
  await expect(radios.getByRole('radio', { name: 'Pick-up and destination' })).toBeChecked();
  expect(drawn(await edgeOf(other))).toBe(true);
  const fill = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await fill(chosen)).not.toBe(await fill(other));

  // The nav's counts keep a ring round their number ("Activity 11", not a bare "11").
  const badge = page.locator('.app-badge').first();
  await expect(badge).toBeVisible();
  expect(await badge.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');

  // The switch: a track with an edge, its thumb drawn, at the start off and at the end on, in
  // another colour.
  await openPage(page, '/company/settings/notifications');
  const toggle = page.getByRole('switch', { name: 'Show notifications on this device' });
  await expect(toggle).not.toBeChecked();
  const track = page.locator('.bp6-switch', { has: toggle }).locator('.bp6-control-indicator');
  expect(drawn(await edgeOf(track))).toBe(true);
  const thumb = () =>
    track.evaluate((el) => {
      const style = getComputedStyle(el, '::before');
      return {
        left: style.left,
        fill: style.backgroundColor,
        track: getComputedStyle(el).backgroundColor,
      };
    });
  const off = await thumb();
  expect(off.fill).not.toBe(off.track);
  // Only the look of "on" is wanted here: the real switch asks the browser for permission.
  await toggle.evaluate((input: HTMLInputElement) => (input.checked = true));
  const on = await thumb();
  expect(on.left).not.toBe(off.left);
  expect(on.track).not.toBe(off.track);
  expect(on.fill).not.toBe(on.track);
});

const pad = (n: number) => String(n).padStart(2, '0');
const today = `${NOW.getFullYear()}-${pad(NOW.getMonth() + 1)}-${pad(NOW.getDate())}`;
const STATUSES = ['not-formed', 'pending', 'partial', 'formed', 'done'] as const;

/** Each status's job edges in a view: the distinct edges seen per status present. */
async function edgesByStatus(page: Page, jobs: string): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const status of STATUSES) {
    const edges = await page
      .locator(jobs.replace('$', `app-calendar-event--${status}`))
      .evaluateAll((els) =>
        els.map((el) => {
          const style = getComputedStyle(el);
          return `${style.borderTopWidth} ${style.borderTopStyle} ${style.borderTopColor}`;
        }),
      );
    if (edges.length) found[status] = [...new Set(edges)];
  }
  return found;
}

test("forced colours: the calendar's statuses are told apart by their edge, the legend's and the jobs' alike", async ({
  page,
}) => {
  await loginAs(page, OWNER);
  await openPage(page, `/company/calendar?view=month&date=${today}`);
  const legend = page.getByRole('list', { name: 'Legend' });
  await expect(legend.getByRole('listitem')).toHaveCount(STATUSES.length);
  const swatches: Record<string, string> = {};
  for (const status of STATUSES) {
    const edge = await edgeOf(legend.locator(`.app-calendar-event--${status}`));
    expect(drawn(edge), status).toBe(true);
    swatches[status] = `${edge.width}px ${edge.style} ${edge.colour}`;
  }
  // Five statuses, five different edges.
  expect(new Set(Object.values(swatches)).size).toBe(STATUSES.length);
  // Not only their colour: the system may give two of them the same one.
  const lines = Object.values(swatches).map((s) => s.split(' ').slice(0, 2).join(' '));
  expect(new Set(lines).size).toBe(STATUSES.length);

  for (const [view, jobs] of [
    ['month', '.rbc-month-view .rbc-event.$'],
    ['week', '.rbc-time-view .rbc-event.$'],
    ['day', '.rbc-time-view .rbc-event.$'],
    ['agenda', '.rbc-agenda-view tr.$ .app-agenda-table__open'],
  ] as const) {
    await openPage(page, `/company/calendar?view=${view}&date=${today}`);
    await expect(page.locator(`.app-calendar--${view} .app-calendar-event`).first()).toBeVisible();
    const seen = await edgesByStatus(page, `.app-calendar--${view} ${jobs}`);
    // The seed has jobs of several statuses in each view from today.
    expect(Object.keys(seen).length, view).toBeGreaterThan(1);
    for (const [status, edges] of Object.entries(seen))
      expect(edges, `${view}: ${status}`).toEqual([swatches[status]]);
  }
});

test("forced colours: the helper's earnings keep their pay bars", async ({ page }) => {
  await loginAs(page, HELPER);
  await openPage(page, '/helper/earnings');
  const bar = page.locator('.earn-chart__bar').first();
  await expect(bar).toBeVisible();
  expect(drawn(await edgeOf(bar))).toBe(true);
  const pay = await bar
    .locator('span')
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
  const canvas = await page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(pay).not.toBe(canvas);
  expect(pay).not.toBe('rgba(0, 0, 0, 0)');
});
