import type { Locator, Page } from '@playwright/test';
import {
  dismissToast,
  expect,
  HELPER,
  openLogin,
  OWNER,
  PASSWORD,
  test,
  waitForSessionSaved,
  WELCOME_TOAST,
} from './support';

/**
 * Keyboard only (issue 10/10): these journeys never click; they press Tab, Enter, Space,
 * arrows and type, as someone without a mouse does.
 */

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** Presses Tab (Shift+Tab backwards) until `target` has the focus; fails if it never does. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  expect(await isFocused(target), `Tab reaches ${target}`).toBe(true);
}

async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** Logs in with the keyboard: Tab into the fields, type, Enter submits. */
async function keyboardLogin(page: Page, email: string) {
  await openLogin(page);
  await typeInto(page, page.getByLabel('Email'), email);
  await typeInto(page, page.getByLabel('Password', { exact: true }), PASSWORD);
  await page.keyboard.press('Enter');
  const landing = email === HELPER ? '/helper/job' : '/company/activity';
  await expect(page).toHaveURL((url) => url.pathname === landing);
  await waitForSessionSaved(page);
}

test('log in with the keyboard alone', async ({ page }) => {
  await keyboardLogin(page, OWNER);
  await expect(page.getByRole('alert').filter({ hasText: WELCOME_TOAST })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Company' })).toBeVisible();
});

test('the header search from the keyboard: Tab passes it, the arrows reach a result, Enter opens it', async ({
  page,
}) => {
  await keyboardLogin(page, OWNER);
  const box = page.getByRole('searchbox', { name: 'Search orders and employees' });
  const results = page.getByRole('region', { name: 'Search results' });
  await tabTo(page, box);
  await expect(results.getByRole('region', { name: 'Orders' })).toBeVisible();
  // Tab goes past the tags and out of the search; no result is a Tab stop, and it closes.
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  await expect(results).toHaveCount(0);
  expect(await isFocused(box)).toBe(false);
  // Back to the box, down to the first order, Enter opens it.
  await tabTo(page, box, { back: true });
  const first = results.getByRole('region', { name: 'Orders' }).getByRole('link').first();
  await expect(first).toBeVisible();
  const target = (await first.getAttribute('href'))!;
  expect(target).toMatch(/^\/company\/job\/edit\/\d+$/);
  await page.keyboard.press('ArrowDown');
  expect(await isFocused(first)).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === target);
  await expect(page.getByRole('heading', { name: 'Edit job', level: 1 })).toBeVisible();
});

test('create an order with the keyboard alone', async ({ page }) => {
  test.setTimeout(90_000);
  await keyboardLogin(page, OWNER);
  await dismissToastByKeyboard(page);
  // The sidebar's Job entry, then the page's 'Add new job' link.
  const nav = page.getByRole('navigation', { name: 'Company' });
  await tabTo(page, nav.getByRole('link', { name: 'Job', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/company/job'));
  await tabTo(page, page.getByRole('link', { name: 'Add new job' }).first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/company/job/create');

  const form = page.locator('form');
  await typeInto(page, form.getByRole('textbox', { name: 'First name' }), 'Kay');
  await typeInto(page, form.getByRole('textbox', { name: 'Last name' }), 'Board');
  await typeInto(page, form.getByRole('textbox', { name: 'Phone', exact: true }), '5125550142');

  // The date field opens its calendar on Enter; arrows move the day, Enter picks it.
  const date = form.getByRole('textbox', { name: 'Moving date' });
  await tabTo(page, date);
  await page.keyboard.press('Enter');
  const popup = page.getByRole('dialog', { name: 'Choose date' });
  await expect(popup.getByRole('gridcell').first()).toBeVisible();
  await tabTo(page, popup.getByRole('button', { name: 'Go to next month' }));
  await page.keyboard.press('Enter');
  await tabTo(page, popup.getByRole('grid'));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(popup).toBeHidden();
  await expect(date).not.toHaveValue('');

  await typeInto(page, form.getByRole('textbox', { name: 'Time window' }), '08001200');
  const both = form.getByRole('radio', { name: 'Pick-up and destination' });
  // A radio group is one Tab stop (the checked radio); arrows change the choice.
  await tabTo(page, form.getByRole('radio', { checked: true }));
  for (let i = 0; i < 3 && !(await both.isChecked()); i += 1)
    await page.keyboard.press('ArrowDown');
  await expect(both).toBeChecked();
  for (const [region, street, zip] of [
    ['Pick-up addresses', '100 Congress Ave', '78701'],
    ['Destination addresses', '500 W 2nd St', '78701'],
  ] as const) {
    const r = form
      .getByRole('group', { name: region })
      .or(form.getByRole('region', { name: region }));
    await typeInto(page, r.getByRole('textbox', { name: 'Street address' }), street);
    await typeInto(page, r.getByRole('textbox', { name: 'City' }), 'Austin');
    await typeInto(page, r.getByRole('textbox', { name: 'ZIP' }), zip);
  }
  await typeInto(page, form.getByRole('textbox', { name: 'Helpers needed' }), '2');
  await typeInto(page, form.getByRole('textbox', { name: 'Trucks needed' }), '1');
  await typeInto(page, form.getByRole('textbox', { name: 'Hourly price' }), '40');
  await tabTo(page, form.getByRole('button', { name: 'Create job' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('alert').filter({ hasText: /Job #\d+ created/ })).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/company/job/not-formed');
});

/** Closes the welcome toast from the keyboard (its Close button), so it hides nothing. */
async function dismissToastByKeyboard(page: Page) {
  const toast = page.getByRole('alert').filter({ hasText: WELCOME_TOAST });
  await expect(toast).toBeVisible();
  // The toast's Close button sits in the toaster, beside the alert's text.
  await tabTo(page, page.getByRole('button', { name: 'Close' }), { back: true });
  await page.keyboard.press('Enter');
  await expect(toast).toHaveCount(0);
}

/** As the helper: Job's bucket 'New' -> the first invitation's details (keyboard only). */
async function openFirstInvitation(page: Page): Promise<string> {
  await keyboardLogin(page, HELPER);
  await dismissToast(page, WELCOME_TOAST).catch(() => undefined);
  await tabTo(page, page.getByRole('link', { name: 'New company invitations' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/helper/job/company/new');
  const card = page.getByRole('link', { name: /^Order #\d+,/ }).first();
  await tabTo(page, card);
  const number = /#(\d+)/.exec((await card.getAttribute('aria-label')) ?? '')![1]!;
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  return number;
}

test('accept an invitation with the keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  const number = await openFirstInvitation(page);
  await tabTo(page, page.getByRole('button', { name: 'Accept' }));
  // Chromium drops the focus of the button as it loads (disabled) to the page's body, for the
  // answer's round trip: noted whenever it is left there past the moment (QA 219 M2).
  await page.evaluate(() => {
    const w = window as unknown as { leftOnBody: string[] };
    w.leftOnBody = [];
    document.addEventListener('focusout', (event) => {
      const from = (event.target as HTMLElement).textContent ?? '';
      setTimeout(() => {
        if (document.activeElement === document.body) w.leftOnBody.push(from);
      });
    });
  });
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('alert').filter({ hasText: `You accepted order #${number}.` }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
  // The job's title has held it throughout, and has it now.
  await expect(page.getByRole('heading', { name: `Order #${number}` })).toBeFocused();
  expect(
    await page.evaluate(() => (window as unknown as { leftOnBody: string[] }).leftOnBody),
  ).toEqual([]);
});

test('a dialog keeps the focus inside; Escape closes it and the focus returns', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openFirstInvitation(page);
  const reject = page.getByRole('button', { name: 'Reject' });
  await tabTo(page, reject);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // The dialog takes the focus as it opens (its Cancel: modal.tsx), then Tab moves inside.
  const overlay = page.locator('.bp6-overlay-open').filter({ has: dialog }).last();
  await expect.poll(() => isFocused(overlay)).toBe(true);
  // Tab and Shift+Tab cycle through the dialog's controls, never leaving it.
  const seen = new Set<string>();
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press(i < 5 ? 'Tab' : 'Shift+Tab');
    expect(await isFocused(overlay), `focus inside the dialog after ${i + 1} presses`).toBe(true);
    seen.add(await page.evaluate(() => document.activeElement?.textContent ?? ''));
  }
  expect([...seen]).toEqual(expect.arrayContaining(['Cancel', 'Reject']));
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => isFocused(reject)).toBe(true);
});

test('a confirmation has the focus on its safe answer from its first frame; Tab goes round its buttons only (QA helper-116)', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await openFirstInvitation(page);
  await tabTo(page, page.getByRole('button', { name: 'Reject' }));
  // Where the focus is in the first frame that draws the dialog. Reduced motion or not, it
  // opens over Blueprint's 300 ms timer, and the focus moved to Cancel only at its end: a Tab
  // pressed before went past it.
  await page.evaluate(() => {
    const w = window as unknown as { firstFrame: Promise<string> };
    w.firstFrame = new Promise((resolve) => {
      const look = () => {
        if (!document.querySelector('[role="dialog"]')) return requestAnimationFrame(look);
        const active = document.activeElement as HTMLElement;
        const where = active.closest('[role="dialog"]') ? 'dialog' : 'page';
        resolve(`${where}: ${active.getAttribute('aria-label') ?? active.textContent}`);
      };
      requestAnimationFrame(look);
    });
  });
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => (window as unknown as { firstFrame: string }).firstFrame)).toBe(
    'dialog: Cancel',
  );
  // Round its buttons, with no stop on the whole-screen box around it (named by all its text).
  const stops: string[] = [];
  for (let i = 0; i < 4; i += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLElement;
        return active.getAttribute('aria-label') ?? active.textContent ?? '';
      }),
    );
  }
  expect(stops).toEqual(['Reject', 'Close', 'Cancel', 'Reject']);
});

test('the account menu with the keyboard alone: Enter opens it, the arrows move, Tab goes on, Logout is reached', async ({
  page,
}) => {
  await keyboardLogin(page, OWNER);
  const button = page.getByRole('button', { name: /^Account menu, / });
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await tabTo(page, button);
  await expect(menu).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  // A branch of the switcher's scrolling list shows its focus ring: drawn inside the item, as
  // the list's box clipped Blueprint's, drawn 2 px outside it (QA 219 M1).
  expect(
    await menu
      .getByRole('menuitem')
      .first()
      .evaluate((item) => {
        const style = getComputedStyle(item);
        return `${item.textContent?.slice(0, 23)}: ${style.outlineStyle} ${style.outlineOffset}`;
      }),
  ).toBe('Lone Star Movers Dallas: solid -2px');
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused();
  // Tab closes it and goes on from its button, into the page (not the page's body).
  await page.keyboard.press('Tab');
  await expect(menu).toHaveCount(0);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const after = await page.evaluate(() => {
    const active = document.activeElement;
    const button = document.querySelector('[aria-label^="Account menu, "]');
    return active && active !== document.body && button
      ? Boolean(button.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)
      : false;
  });
  expect(after, 'the focus is on what follows the menu button').toBe(true);
  // Back to it; End reaches Logout, and Enter logs out.
  await tabTo(page, button, { back: true });
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Logout' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});
