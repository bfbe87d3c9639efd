import type { Locator, Page } from '@playwright/test';
import { chooseDate } from './date-field';
import { jobForm } from './job-form';
import { timeOffCard } from './real-mode/two-sides';
import { expect, HELPER, loginAs, NOW, openPage, OWNER, test } from './support';

/*
 * The pointer on a form's submit button (QA-246 M1, M2; ValidatingForm's `followClicks`).
 * M1: a bad value typed in the last field, then a press on the top half of the button: the press
 * takes the focus from the field, whose error shows and moves the button down ~19 px, so the
 * release landed above it and no click came (nothing checked, focus left on the button).
 * M2: a double click on the button of a form with fields to mend: the first click takes the
 * focus to the first of them and scrolls to it, and the second landed on whatever was then
 * under the pointer (the Time window, a radio, or the page's body).
 * A counted text over its limit (QA-211: Time off's Reason, 240 of 200, then "Add time off")
 * was the first case found; its error then took the count's line so that nothing moved.
 */

/** A press and a release of the mouse 4 px under the button's top edge, where a hand lands. */
async function pressTopHalf(page: Page, button: Locator) {
  await button.scrollIntoViewIfNeeded();
  const box = (await button.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + 4);
  await page.mouse.down();
  await page.mouse.up();
}

test('Add member: a bad price, then the top half of "Add member": the click checks the whole form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, OWNER);
  await openPage(page, '/company/team/create');
  const form = page.getByRole('form', { name: 'Member' });
  await form.getByLabel('First name').fill('Rosa');
  await form.getByLabel('Last name').fill('Diaz');
  await form.getByLabel('Email').fill('rosa.diaz@example.com');
  await form.getByLabel('Phone').pressSequentially('5125550199');
  const price = form.getByLabel('Hourly price');
  await price.fill('abc');
  await expect(price).toBeFocused();

  await pressTopHalf(page, form.getByRole('button', { name: 'Add member' }));
  // The submit said every error, not only the price's, and took the keyboard to the first.
  await expect(form.getByText('Value must be numeric')).toBeVisible();
  const positions = form.getByRole('button', { name: /^Positions/ });
  await expect(positions).toHaveAttribute('aria-invalid', 'true');
  await expect(positions).toBeFocused();
  await expect(price).toHaveValue('abc');
  await expect(page).toHaveURL('/company/team/create');
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`Time off's Reason over its limit, then the top half of "Add time off": refused, the Reason focused (${viewport.width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await loginAs(page, HELPER);
    await openPage(page, '/helper/settings/work-settings');
    const form = timeOffCard(page).getByRole('form', { name: 'Add time off' });
    // A first day, so the Reason is the only thing to mend: ten days after the journeys' now.
    const day = new Date(NOW.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    await chooseDate(page, form.getByRole('textbox', { name: 'First day off' }), day);
    const reason = form.getByRole('textbox', { name: /^Reason/ });
    await reason.fill('x'.repeat(240));
    await expect(form.getByText('240 / 200')).toBeVisible();
    await expect(reason).toBeFocused();

    await pressTopHalf(page, form.getByRole('button', { name: 'Add time off' }));
    await expect(form.getByText('The maximum length allowed is 200')).toBeVisible();
    // The click was the submit: refused, and the keyboard is taken to the Reason to mend.
    await expect(reason).toBeFocused();
    await expect(reason).toHaveValue('x'.repeat(240));
    await expect(page.getByRole('alert').filter({ hasText: 'Time off added' })).toHaveCount(0);
  });
}

test('Add new job: "$40" in Hourly price, then the top half of "Create job": the click checks the whole form', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await loginAs(page, OWNER);
  await openPage(page, '/company/job/create');
  const f = jobForm(page);
  await f.lastName.fill('Adams');
  await f.hourlyPrice.fill('$40');
  await expect(f.hourlyPrice).toBeFocused();

  await pressTopHalf(page, f.submit);
  await expect(f.form.getByText('Enter the amount without the $ sign')).toBeVisible();
  await expect(f.firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(f.firstName).toBeFocused();
  await expect(f.hourlyPrice).toHaveValue('$40');
  await expect(page).toHaveURL('/company/job/create');
});

for (const height of [650, 800, 1080]) {
  test(`Add new job, only the last name: a double click on "Create job" leaves the focus on First name, nothing else pressed (1280 x ${height})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height });
    await loginAs(page, OWNER);
    await openPage(page, '/company/job/create');
    const f = jobForm(page);
    await f.lastName.fill('Adams');
    const radios = f.form.getByRole('radio');
    const checked = async () =>
      radios.evaluateAll((all) => all.map((radio) => (radio as HTMLInputElement).checked));
    const before = await checked();

    await f.submit.dblclick();
    await expect(f.firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(f.firstName).toBeFocused();
    expect(await checked()).toEqual(before);
  });
}
