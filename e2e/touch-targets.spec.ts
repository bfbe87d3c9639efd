import type { Locator, Page } from '@playwright/test';
import { expect, HELPER, loginAs, openPage, OWNER, test } from './support';

/**
 * QA 134 (findings 3 and 4): on a touch phone what people type is 16 px (iPhone Safari zooms
 * the page into a focused field under 16 px) and a job's actions and the header's controls are
 * taps of 44 px; a desktop without touch keeps Blueprint's 14 px fields and 30 px buttons.
 * The company's job cards' actions (Edit, Crew, Cancel order, …) and the phone menu's entries
 * too (QA 134's follow-up, session 95: they stayed 30 px), and its Close (QA 245 L2).
 */

/** The font size of every visible field of the page a person types into or picks from. */
async function fieldFontSizes(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const sizes: Record<string, string> = {};
    const fields = document.querySelectorAll<
      HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
    >('input:not([type=checkbox]):not([type=radio]):not([type=hidden]), select, textarea');
    fields.forEach((field, i) => {
      if (field.getClientRects().length === 0) return;
      const name =
        field.getAttribute('aria-label') ??
        field.labels?.[0]?.textContent?.trim() ??
        field.getAttribute('placeholder') ??
        `field ${i}`;
      sizes[name] = getComputedStyle(field).fontSize;
    });
    return sizes;
  });
}

async function height(control: Locator): Promise<number> {
  const box = await control.boundingBox();
  expect(box).not.toBeNull();
  return box!.height;
}

/** A new invitation's Order details: its Accept / Decline row, the header's Back. */
async function openNewInvitation(page: Page): Promise<void> {
  await openPage(page, '/helper/job/company/new');
  const card = page.getByRole('link', { name: /^Order #\d+,/ }).first();
  await card.click();
  await expect(page).toHaveURL((url) =>
    /^\/helper\/job\/company\/details\/\d+$/.test(url.pathname),
  );
  await expect(page.getByRole('button', { name: 'Accept' })).toBeVisible();
}

/** Settings: Personal info's fields, then Work settings' (the serving areas' search too). */
async function settingsFieldSizes(page: Page): Promise<Record<string, string>> {
  await openPage(page, '/helper/settings/personal-info');
  await expect(page.getByRole('textbox', { name: /First name/ })).toBeVisible();
  const personal = await fieldFontSizes(page);
  await openPage(page, '/helper/settings/work-settings');
  await expect(page.getByRole('textbox', { name: /Hourly rate/ })).toBeVisible();
  await expect(page.getByRole('combobox').first()).toBeVisible();
  return { ...personal, ...(await fieldFontSizes(page)) };
}

test.describe('on a touch phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('fields are 16 px; a job’s actions and the header’s controls are taps of 44 px', async ({
    page,
  }) => {
    await loginAs(page, HELPER);
    await openNewInvitation(page);
    const actions = page.getByRole('button', { name: /^(Accept|Reject|Decline)$/ });
    expect(await actions.count()).toBeGreaterThan(0);
    for (const action of await actions.all())
      expect(await height(action)).toBeGreaterThanOrEqual(44);
    const header = page.getByRole('banner');
    for (const control of [
      header.getByRole('button', { name: 'Open menu' }),
      header.getByRole('button', { name: 'Back' }),
      header.getByRole('button', { name: /^Search/ }),
    ]) {
      const box = (await control.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
    // The page still fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);

    const sizes = await settingsFieldSizes(page);
    expect(Object.keys(sizes).length).toBeGreaterThan(5);
    for (const [name, size] of Object.entries(sizes)) expect(size, name).toBe('16px');
  });
});

/** The actions of the first job card on a company's job list (the formed jobs'). */
async function jobCardActions(page: Page): Promise<Locator> {
  await openPage(page, '/company/job/formed');
  const actions = page.getByRole('article').first().locator('.job-card__actions .bp6-button');
  await expect(actions.first()).toBeVisible();
  expect(await actions.count()).toBeGreaterThan(2);
  return actions;
}

test.describe('a company on a touch phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a job card’s actions and the menu’s entries and Close are taps of 44 px', async ({
    page,
  }) => {
    await loginAs(page, OWNER);
    const actions = await jobCardActions(page);
    for (const action of await actions.all())
      expect(await height(action), (await action.textContent()) ?? '').toBeGreaterThanOrEqual(44);

    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('.mobile-drawer-menu');
    const entries = menu.getByRole('menuitem');
    await expect(entries.first()).toBeVisible();
    expect(await entries.count()).toBeGreaterThan(4);
    for (const entry of await entries.all())
      expect(await height(entry), (await entry.textContent()) ?? '').toBeGreaterThanOrEqual(44);
    // Their text keeps its size.
    expect(await entries.first().evaluate((el) => getComputedStyle(el).fontSize)).toBe('14px');
    // Its Close (×) too, as a dialog's (QA 245 L2: 30 by 30 px).
    const close = page.locator('.bp6-drawer').getByRole('button', { name: 'Close' });
    const box = (await close.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  });

  // QA-225 L1: the dispatch board's and the crew page's buttons were 24 to 30 px, a dialog's ×
  // 30 by 30 (dispatch.css, crew.css, theme.css).
  test('the dispatch board’s and the crew page’s buttons, and a dialog’s ×, are taps of 44 px', async ({
    page,
  }) => {
    await loginAs(page, OWNER);
    const tall = async (buttons: Locator, least: number) => {
      expect(least).toBeGreaterThan(0);
      const shown = buttons.filter({ visible: true });
      expect(await shown.count()).toBeGreaterThanOrEqual(least);
      for (const button of await shown.all())
        expect(await height(button), (await button.textContent()) ?? '').toBeGreaterThanOrEqual(44);
    };
    const actions = await jobCardActions(page);
    await actions.filter({ hasText: 'Cancel order' }).click();
    const close = page.getByRole('dialog').getByRole('button', { name: 'Close' });
    const box = (await close.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
    await close.click();
    await expect(page.getByRole('dialog')).toBeHidden();
    // A job still short of people: its crew page ranks who could fill it.
    await openPage(page, '/company/job/not-formed');
    await page
      .getByRole('article')
      .first()
      .locator('.job-card__actions .bp6-button', { hasText: 'Crew' })
      .click();
    await expect(page.getByRole('heading', { name: 'Best matches' })).toBeVisible();
    await tall(page.locator('.crew-page .bp6-button'), 2);
    // The section's title stays on one line beside or above its buttons (QA-225 L2).
    expect(await height(page.getByRole('heading', { name: 'Best matches' }))).toBeLessThan(30);
    await openPage(page, '/company/dispatch');
    await expect(page.getByRole('group', { name: 'Day' })).toBeVisible();
    await tall(page.locator('.dispatch-page .bp6-button'), 3);
  });
});

test.describe('on a desktop without touch (1280)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: false, isMobile: false });

  test('fields keep 14 px and a job’s actions 30 px', async ({ page }) => {
    await loginAs(page, HELPER);
    await openNewInvitation(page);
    expect(await height(page.getByRole('button', { name: 'Accept' }))).toBe(30);
    const sizes = await settingsFieldSizes(page);
    expect(sizes).toMatchObject({ 'First name': '14px' });
    expect(Object.values(sizes).filter((size) => size === '16px')).toEqual([]);
  });

  test('a job card’s actions keep 30 px', async ({ page }) => {
    await loginAs(page, OWNER);
    const actions = await jobCardActions(page);
    for (const action of await actions.all()) expect(await height(action)).toBe(30);
  });
});

test.describe('text links on a touch phone (390x844)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  // QA helper-175 L3: "Register now" and a job card's "Order #…" were 16 px tall (theme.css).
  test('"Register now" and a job card’s "Order #…" are 24 px tall at least', async ({ page }) => {
    await page.goto('/login');
    expect(await height(page.getByRole('link', { name: 'Register now' }))).toBeGreaterThanOrEqual(
      24,
    );
    await loginAs(page, HELPER);
    await openPage(page, '/helper/job/outsource/new');
    const order = page.getByRole('link', { name: /^Order #\d+,/ }).first();
    await expect(order).toBeVisible();
    expect(await height(order)).toBeGreaterThanOrEqual(24);
  });
});
