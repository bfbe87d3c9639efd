import {
  dismissToast,
  expect,
  HELPER,
  loginAs,
  openPage,
  OWNER,
  secondPersonTab,
  test,
} from './support';

/*
 * QA 57a M3: helpers read a company's name on every job of it, and nothing on the company side
 * showed or changed it. The owner renames it on Settings; the helper's open list follows live
 * (QA 58 M5: it kept the old name until she moved).
 */
test("the owner renames the company on Settings; the helper's open invitations follow live", async ({
  page,
  context,
}) => {
  await loginAs(page, OWNER);
  const helper = await secondPersonTab(context, HELPER);
  await helper.getByRole('link', { name: 'New company invitations' }).click();
  await expect(
    helper.getByRole('link', { name: /^Order #\d+, Lone Star Movers/ }).first(),
  ).toBeVisible();

  await page.bringToFront();
  await openPage(page, '/company/settings/subscription');
  const field = page.getByRole('textbox', { name: 'Company name' });
  await expect(field).toHaveValue('Lone Star Movers');
  const save = page.getByRole('button', { name: 'Save name' });
  await expect(save).toBeDisabled();
  await field.fill('Lone Star Moving Co');
  await save.click();
  await dismissToast(page, 'Company renamed to Lone Star Moving Co');
  await expect(save).toBeDisabled();

  // No reload, no navigation in her tab.
  await expect(
    helper.getByRole('link', { name: /^Order #\d+, Lone Star Moving Co/ }).first(),
  ).toBeVisible();
  await expect(helper.getByRole('link', { name: /^Order #\d+, Lone Star Movers/ })).toHaveCount(0);
});
