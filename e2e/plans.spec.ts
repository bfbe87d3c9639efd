import { dismissToast, expect, loginAs, OWNER, openPage, test } from './support';

/**
 * Plan limits (contract/README.md, "Plan limits"): the change dialog says what Starter does
 * not cover, and once on Starter the API refuses a new member, which the plan notice above the
 * form says.
 */
test('down to Starter: warned of every limit, then a new member is refused with the reason', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  await openPage(page, '/company/settings/subscription');
  await page.getByRole('button', { name: 'Switch to Starter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change plan' });
  const warnings = dialog.getByRole('list', { name: 'What Starter does not cover' });
  await expect(warnings.getByRole('listitem')).toHaveText([
    'You have 3 branches; Starter allows 1.',
    'You have 47 team members; Starter allows 5.',
    // How many depends on the day the demo was seeded for.
    /^You have \d+ open outsourcing offers; Starter does not include outsourcing offers\.$/,
    'Starter does not include helper search.',
  ]);
  await expect(dialog).toContainText('Nothing is deleted: everything you have now is kept.');
  await dialog.getByRole('button', { name: 'Switch to Starter' }).click();
  await dismissToast(page, 'You are now on the Starter plan');

  await openPage(page, '/company/team/create?from=drivers');
  await page.getByLabel('First name').fill('Rosa');
  await page.getByLabel('Last name').fill('Diaz');
  await page.getByLabel('Email').fill('rosa.diaz@example.com');
  await page.getByLabel('Phone').pressSequentially('5125550199');
  await page.getByLabel('Hourly price').fill('25');
  await page.getByRole('button', { name: 'Add member' }).click();
  const form = page.getByRole('form', { name: 'Member' });
  // The plan notice above the form becomes the alert; the form does not repeat the server's
  // message (the toast says it, as for every failed call).
  await expect(form.getByRole('alert')).toHaveText(
    /^The member was not added\s*Your Starter plan allows 5 team members, and you have 47\. Change plan to add more\.$/,
  );
  await expect(form.getByRole('alert')).toBeFocused();
  await expect(
    form.getByText('Your Starter plan allows 5 team members. Change plan to add more.'),
  ).toHaveCount(0);
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Your Starter plan allows 5 team members. Change plan to add more.',
    }),
  ).toHaveCount(1);
  await expect(page).toHaveURL('/company/team/create?from=drivers');
});

test('the subscription page is one column: the company card lines up with the plan card (review L12)', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  await openPage(page, '/company/settings/subscription');
  // Browser notifications have their own page now (QA 57a L5); the company's card stays here.
  const company = await page.locator('section.sub-company').boundingBox();
  // The current plan's card (its heading is the plan's name; the plan grid below has its own).
  const plan = await page.locator('section.sub-current').boundingBox();
  expect(company && plan).toBeTruthy();
  expect(Math.round(company!.x)).toBe(Math.round(plan!.x));
  expect(Math.round(company!.width)).toBe(Math.round(plan!.width));
});
