import type { Locator, Page } from '@playwright/test';
import { ROUTES, type RouteName } from '../src/platform/routing/routes';
import { a11yFindings, expectAccessible, formatFindings, waitForSettled } from './a11y';
import {
  expect,
  HELPER,
  loginAs,
  openAccountMenu,
  openLogin,
  openPage,
  OWNER,
  test,
} from './support';

/**
 * Accessibility gate (issue 10/10): axe-core (WCAG 2.x A and AA) on every page of the route
 * table each role can reach, and on the dialogs, menus and drawers they open. A serious or
 * critical violation fails; every page is checked before the test fails, so one run lists
 * them all.
 */

type Area = 'public' | 'company' | 'helper';

/** The table's pages of an area: redirects and oauth-login (a bounce page) are left out. */
function pagesOf(area: Area, group: RegExp): { name: RouteName; path: string }[] {
  return (Object.keys(ROUTES) as RouteName[])
    .filter((name) => ROUTES[name].area === area && !('redirectTo' in ROUTES[name]))
    .filter((name) => name !== 'oauth-login' && group.test(name))
    .map((name) => ({ name, path: ROUTES[name].path }));
}

const patternOf = (path: string) => new RegExp(`^${path.replace(/:[A-Za-z]+/g, '\\d+')}$`);

/** In-app navigation, so the mock backend is not rebooted; then the page has settled. */
async function navigate(page: Page, path: string): Promise<void> {
  await openPage(page, path);
  await expect(page.locator('main, form, h1').first()).toBeVisible();
  await waitForSettled(page);
}

/** Paths of every link on the page (to find real ids for the pages with a parameter). */
async function linkedPaths(page: Page): Promise<string[]> {
  return page
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

/**
 * Visits each page of the group (static paths first; a page with an id uses the first link to
 * it seen on an earlier page) and checks it with axe, softly, so every page is reported. A
 * path that is not mounted redirects; the page it lands on is checked once. Returns the
 * pages checked.
 */
async function checkPages(page: Page, area: Area, group: RegExp): Promise<string[]> {
  const pages = pagesOf(area, group);
  const seenLinks = new Set<string>();
  const checked: string[] = [];
  const ordered = [
    ...pages.filter((p) => !p.path.includes(':')),
    ...pages.filter((p) => p.path.includes(':')),
  ];
  for (const { name, path: template } of ordered) {
    let path = template;
    if (template.includes(':')) {
      const re = patternOf(template);
      const found = [...seenLinks].find((p) => re.test(p));
      expect.soft(found, `a link to ${template} on the pages before it`).toBeDefined();
      if (!found) continue;
      path = found;
    }
    await test.step(`${name} ${path}`, async () => {
      await navigate(page, path);
      const landed = new URL(page.url()).pathname;
      for (const link of await linkedPaths(page)) seenLinks.add(link);
      if (checked.includes(landed)) return;
      checked.push(landed);
      const findings = await a11yFindings(page);
      expect.soft(findings, formatFindings(landed, findings)).toEqual([]);
    });
  }
  return checked;
}

/** Groups of pages, one test each (each logs in once and visits its pages in turn). */
const GROUPS: { title: string; area: Area; who?: string; group: RegExp; atLeast: number }[] = [
  { title: 'public pages', area: 'public', group: /./, atLeast: 1 },
  { title: 'company jobs (owner)', area: 'company', who: OWNER, group: /^company-job/, atLeast: 8 },
  {
    title: 'company team (owner)',
    area: 'company',
    who: OWNER,
    group: /^company-team/,
    atLeast: 3,
  },
  {
    title: 'company activity, calendar, branch, outsourcing, settings (owner)',
    area: 'company',
    who: OWNER,
    group: /^company-(?!job|team)/,
    atLeast: 6,
  },
  { title: 'helper jobs (helper)', area: 'helper', who: HELPER, group: /^helper-job/, atLeast: 10 },
  {
    title: 'helper calendar and settings (helper)',
    area: 'helper',
    who: HELPER,
    group: /^helper-(?!job)/,
    atLeast: 8,
  },
];

test.describe('every page passes axe (WCAG A/AA, no serious or critical violation)', () => {
  for (const { title, area, who, group, atLeast } of GROUPS) {
    test(title, async ({ page }) => {
      test.setTimeout(150_000);
      if (who) await loginAs(page, who);
      else await openLogin(page);
      const checked = await checkPages(page, area, group);
      expect(checked.length, `pages checked: ${checked.join(', ')}`).toBeGreaterThanOrEqual(
        atLeast,
      );
    });
  }
});

test("the calendar's month, agenda, week and day views pass axe", async ({ page }) => {
  // Four cold loads of the busiest page and four full axe scans: three took 25-31 s on a
  // 2-core machine under the suite's load, past the default 30 s (it passed only on its retry,
  // at 27.7 s, in a full run). The groups above have 150 s for the same reason.
  test.setTimeout(120_000);
  await loginAs(page, OWNER);
  for (const [view, ready] of [
    // The month is ours (month-view.tsx): checked with its events drawn, not only as the page
    // group above finds it.
    ['month', '.rbc-month-view .rbc-event'],
    ['agenda', '.rbc-agenda-view tbody tr'],
    ['week', '.rbc-time-view'],
    ['day', '.rbc-time-view'],
  ] as const) {
    await page.goto(`/company/calendar?view=${view}`);
    await expect(page.locator(ready).first()).toBeVisible();
    await waitForSettled(page);
    await expectAccessible(page, { label: `calendar, ${view} view` });
  }
});

/**
 * Checks an open overlay (dialog, menu, drawer) on its own, once it has finished opening. Only
 * the overlays must have settled: the page behind is not what is checked (the branch page's
 * map could still be loading there, seconds on a loaded machine).
 */
async function expectOverlayAccessible(page: Page, overlay: Locator, label: string) {
  await expect(overlay).toBeVisible();
  await waitForSettled(page, page.locator('.bp6-portal'));
  await expectAccessible(page, { include: '.bp6-portal', label });
}

test.describe('open dialogs and menus pass axe', () => {
  test('the account menu with the branch switcher', async ({ page }) => {
    await loginAs(page, OWNER);
    const menu = await openAccountMenu(page);
    await expect(menu.getByRole('menuitem', { name: /Dallas/ })).toBeVisible();
    await expectOverlayAccessible(page, menu, 'account menu (company)');
  });

  test("the helper's account menu", async ({ page }) => {
    await loginAs(page, HELPER);
    const menu = await openAccountMenu(page);
    await expectOverlayAccessible(page, menu, 'account menu (helper)');
  });

  test('the branch delete confirmation', async ({ page }) => {
    await loginAs(page, OWNER);
    // Not `navigate`: the dialog is checked, not the page, so its map is not waited for. Under
    // the full suite's load, login, the map and axe took 17 s of the 30 (a11y.spec's one
    // timeout in a full run).
    await openPage(page, '/company/branch');
    await page
      .getByRole('button', { name: /^Delete/ })
      .first()
      .click();
    await expectOverlayAccessible(page, page.getByRole('dialog'), 'delete branch dialog');
  });

  test("the helper's reject confirmation", async ({ page }) => {
    await loginAs(page, HELPER);
    await page.getByRole('link', { name: 'New company invitations' }).click();
    await page
      .getByRole('link', { name: /^Order #\d+,/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Reject' }).click();
    await expectOverlayAccessible(page, page.getByRole('dialog'), 'reject invitation dialog');
  });
});

test.describe('phone width (390 px)', () => {
  test('login, company and helper pages and the drawer @mobile', async ({ page }) => {
    test.setTimeout(120_000);
    await openLogin(page);
    await waitForSettled(page);
    await expectAccessible(page, { label: '/login @390' });

    await loginAs(page, OWNER);
    for (const path of ['/company/activity', '/company/job', '/company/job/create']) {
      await navigate(page, path);
      await expectAccessible(page, { label: `${path} @390` });
    }
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectOverlayAccessible(page, page.locator('.bp6-drawer'), 'company drawer @390');
  });

  test('helper pages and the drawer @mobile', async ({ page }) => {
    // Four axe runs, as many as its company sibling: 30 s was too short on a loaded 2-core box.
    test.setTimeout(120_000);
    await loginAs(page, HELPER);
    await waitForSettled(page);
    await expectAccessible(page, { label: '/helper/job @390' });
    await page.getByRole('link', { name: 'New company invitations' }).click();
    await waitForSettled(page);
    await expectAccessible(page, { label: '/helper/job/company/new @390' });
    await page
      .getByRole('link', { name: /^Order #\d+,/ })
      .first()
      .click();
    await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
    await waitForSettled(page);
    await expectAccessible(page, { label: 'order details @390' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectOverlayAccessible(page, page.locator('.bp6-drawer'), 'helper drawer @390');
  });
});

test('the checker reports a violation, and only inside the scope it is given', async ({ page }) => {
  await openLogin(page);
  await waitForSettled(page);
  await page.evaluate(() => {
    const outside = document.createElement('img');
    outside.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw='; // no alt: axe's image-alt (critical)
    document.body.append(outside);
    const dialog = document.createElement('div');
    dialog.className = 'a11y-probe';
    dialog.append(document.createElement('button')); // no name: button-name (critical)
    const renamed = document.createElement('button'); // label-content-name-mismatch (2.5.3)
    renamed.textContent = 'Invite to…';
    renamed.setAttribute('aria-label', 'Add Hector Allen to a job');
    dialog.append(renamed);
    document.body.append(dialog);
    const skipped = document.createElement('h4'); // after the page's h1: heading-order
    skipped.textContent = 'A heading two levels down';
    document.body.append(skipped);
  });
  const whole = await a11yFindings(page);
  expect(whole.map((f) => f.rule).sort()).toEqual([
    'button-name',
    'heading-order',
    'image-alt',
    'label-content-name-mismatch',
  ]);
  const scoped = await a11yFindings(page, { include: '.a11y-probe' });
  expect(scoped.map((f) => f.rule).sort()).toEqual(['button-name', 'label-content-name-mismatch']);
  const excluded = await a11yFindings(page, { exclude: ['.a11y-probe'] });
  expect(excluded.map((f) => f.rule).sort()).toEqual(['heading-order', 'image-alt']);
});

test('journeys run as a person who asked for less motion: a popover is in place as it shows', async ({
  page,
}) => {
  // playwright.config.ts says why (a click aimed at a dialog still scaling in lands beside).
  await openLogin(page);
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(
    true,
  );
  await page.getByRole('button', { name: 'Demo', exact: true }).click();
  const panel = page.getByRole('group', { name: 'Demo data' });
  await expect(panel).toBeVisible();
  const moving = await panel.evaluate(
    (el) => (el.closest('.bp6-popover') ?? el).getAnimations({ subtree: true }).length,
  );
  expect(moving).toBe(0);
});

test('asking the system for less motion stops the transitions, and only then', async ({ page }) => {
  await openLogin(page);
  const email = page.getByLabel('Email');
  const transition = () => email.evaluate((input) => getComputedStyle(input).transitionDuration);
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await transition()).toBe('0.1s');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await transition()).toBe('0s');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await transition()).toBe('0.1s');
});
