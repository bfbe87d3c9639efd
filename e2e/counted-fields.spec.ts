import { chooseDate } from './date-field';
import { timeOffCard } from './real-mode/two-sides';
import { expect, HELPER, loginAs, NOW, openPage, test } from './support';

/*
 * A counted text (TextAreaField's countUpTo) typed over its limit, then the form's button
 * clicked at once: the blur shows the field's error, and it showed it on a line of its own under
 * the field, which moved the button down between the press and the release, so the click was
 * lost (QA-211: Time off's Reason, 240 of 200, then "Add time off"; the offer's Notes and
 * "Publish offer" alike). The error now takes the count's line: nothing below it moves, and the
 * one click submits, at a laptop's width and a phone's.
 */

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`a counted text over its limit, then one click on the form's button: the click counts (${viewport.width} px)`, async ({
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
    const add = form.getByRole('button', { name: 'Add time off' });
    await add.scrollIntoViewIfNeeded();
    const before = (await add.boundingBox())!;

    // One click where the button is: the press blurs the Reason, which shows its error.
    await page.mouse.click(before.x + before.width / 2, before.y + before.height / 2);
    await expect(form.getByText('The maximum length allowed is 200')).toBeVisible();
    expect(await add.boundingBox()).toEqual(before);
    // The click was the submit: refused, and the keyboard is taken to the Reason to mend.
    await expect(reason).toBeFocused();
    await expect(reason).toHaveValue('x'.repeat(240));
    await expect(page.getByRole('alert').filter({ hasText: 'Time off added' })).toHaveCount(0);
    // The error and the count share one line, the count to the right.
    const error = (await form.getByText('The maximum length allowed is 200').boundingBox())!;
    const count = (await form.getByText('240 / 200').boundingBox())!;
    expect(Math.abs(error.y - count.y)).toBeLessThan(4);
    expect(error.x + error.width).toBeLessThanOrEqual(count.x);
  });
}
