import type { Page } from '@playwright/test';
import {
  accountButton,
  dismissToast,
  expect,
  loginAs,
  MANAGER,
  openAccountMenu,
  OWNER,
  secondPersonTab,
  test,
  openPage,
  callAsPage,
} from './support';

/**
 * Company team (issue 6/10) as a dispatcher uses it: a member added with a position is found
 * under that position's tab, and a marketplace helper found by search and invited shows under
 * Requested.
 */

const teamTab = (page: import('@playwright/test').Page, label: string) =>
  page.getByRole('navigation', { name: 'Team lists' }).getByRole('link', {
    name: new RegExp(`^${label}`),
  });

/** A tab's count, as its badge shows it ('Foreman 3' -> 3). */
async function countOf(page: import('@playwright/test').Page, label: string): Promise<number> {
  const tab = teamTab(page, label);
  await expect(tab).toHaveText(new RegExp(`^${label}\\d+$`));
  return Number((await tab.textContent())!.slice(label.length));
}

test('a member added as a foreman is listed under Foreman, not under Drivers', async ({ page }) => {
  const stamp = Date.now() % 100000;
  const first = `Quinn${stamp}`;
  const name = `${first} Okafor`;
  await loginAs(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'Team' })
    .click();
  await expect(page).toHaveURL('/company/team/employees');
  const foremen = await countOf(page, 'Foreman');
  const everyone = await countOf(page, 'All members');

  await page.getByRole('link', { name: 'Add member' }).click();
  await expect(page.getByRole('heading', { name: 'Add member' })).toBeVisible();
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill('Okafor');
  await page.getByLabel('Email').fill(`quinn.${stamp}@example.com`);
  await page.getByLabel('Phone').pressSequentially('5125550163');
  await expect(page.getByLabel('Phone')).toHaveValue('+1(512)-555-0163');
  await page.getByRole('button', { name: /^Positions/ }).click();
  await page
    .getByRole('listbox', { name: 'Positions' })
    .getByRole('option', { name: 'Foreman', exact: true })
    .click();
  await page.keyboard.press('Escape');
  // Straight on to the next field, typing as a person does: the list's closing (300 ms) must
  // not take the focus back to the Positions button halfway through.
  await page.getByLabel('Hourly price').click();
  await page.getByLabel('Hourly price').pressSequentially('38.50', { delay: 100 });
  await expect(page.getByLabel('Hourly price')).toBeFocused();
  await expect(page.getByRole('button', { name: /^Positions/ })).toHaveText('Foreman');
  await page.getByRole('button', { name: 'Add member' }).click();

  await expect(page).toHaveURL('/company/team/employees');
  await dismissToast(page, `${name} was added to the team`);
  await expect(teamTab(page, 'All members')).toHaveText(`All members${everyone + 1}`);
  await expect(teamTab(page, 'Foreman')).toHaveText(`Foreman${foremen + 1}`);

  await teamTab(page, 'Foreman').click();
  await expect(page).toHaveURL('/company/team/foreman');
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Foreman');
  await expect(card).toContainText('$38.50/h');
  await expect(card.getByRole('switch', { name: 'Active' })).toBeChecked();

  await teamTab(page, 'Drivers').click();
  await expect(page).toHaveURL('/company/team/drivers');
  await expect(page.getByText(/^Showing 1–/)).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
});

test('a helper found by search and invited shows under Requested as pending', async ({ page }) => {
  await loginAs(page, OWNER);
  await openPage(page, '/company/team/requested');
  const requested = await countOf(page, 'Requested');

  await page.getByRole('button', { name: 'Find helpers' }).click();
  const dialog = page.getByRole('dialog', { name: 'Find helpers' });
  // Those who serve the branch's area first (QA: Austin's list opened on Houston's helpers).
  await expect(dialog.getByText(/^Marketplace helpers: your area first/)).toBeVisible();
  await expect(dialog.getByRole('listitem').first()).toContainText('Serves your area');
  // Someone the branch has not invited yet: the first result offering Invite.
  const inviteable = dialog.getByRole('button', { name: /^Invite / }).first();
  await expect(inviteable).toBeVisible();
  const helper = (await inviteable.getAttribute('aria-label'))!.replace(/^Invite /, '');
  const lastName = helper.split(' ').at(-1)!;

  await dialog.getByRole('searchbox', { name: 'Search helpers' }).fill(lastName);
  // The hint names the search once its results are shown (the marketplace's rows stay while
  // it is on its way; clicking Invite as they were replaced lost the click).
  await expect(dialog.getByText(`Helpers matching “${lastName}”`, { exact: false })).toBeVisible();
  const row = dialog.getByRole('listitem').filter({ hasText: helper });
  await row.getByRole('button', { name: `Invite ${helper}` }).click();
  await expect(row.getByText('Invitation pending')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await dismissToast(page, `Invitation sent to ${helper}`);

  await expect(teamTab(page, 'Requested')).toHaveText(`Requested${requested + 1}`);
  const newest = page.getByRole('list', { name: 'Invitations' }).getByRole('article').first();
  await expect(newest).toHaveAccessibleName(helper);
  await expect(newest).toContainText('Pending');
  await expect(newest.getByRole('button', { name: 'Cancel invitation' })).toBeVisible();
});

test('a sidebar link opens a page at its top; Back returns to the page where it was left (QA helper-133 #3)', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  const nav = page.getByRole('navigation', { name: 'Company' });
  const shown = page.getByText(/^Showing \d+(–\d+)? of \d+$/);
  // Both pages read once, so each is drawn at its full height at once when opened again.
  await nav.getByRole('link', { name: 'Job' }).click();
  await expect(shown).toBeVisible();
  await nav.getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL('/company/activity');
  await expect(shown).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(50);

  await nav.getByRole('link', { name: 'Job' }).click();
  await expect(page).toHaveURL(/\/company\/job\//);
  await expect(shown).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL('/company/activity');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
});

test('the owner takes a manager’s access to the branch away from the Managers panel (QA helper-137 M1)', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  await page
    .getByRole('navigation', { name: 'Company' })
    .getByRole('link', { name: 'Team' })
    .click();
  const panel = page.getByRole('region', { name: /^Managers/ });
  await expect(panel).toContainText('Marcus Reed');
  await expect(panel).toContainText('Manages Lone Star Movers Austin, Lone Star Movers Dallas');
  await panel.getByRole('button', { name: 'Remove access: Marcus Reed' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove manager access' });
  await expect(dialog).toContainText(
    'Remove Marcus Reed’s manager access to Lone Star Movers Austin?',
  );
  await dialog.getByRole('button', { name: 'Remove access' }).click();
  await dismissToast(page, 'Marcus Reed no longer manages Lone Star Movers Austin');
  await expect(dialog).toBeHidden();
  await expect(panel).toContainText('No manager is assigned to this branch.');
  await expect(panel).not.toContainText('Marcus Reed');
});

/** The owner on Edit member of Austin's first member, a new hourly price typed in. */
async function ownerTypingInFirstMember(page: import('@playwright/test').Page) {
  await loginAs(page, OWNER);
  await openPage(page, '/company/team/employees');
  const card = page.getByRole('list', { name: 'All members' }).getByRole('article').first();
  const name = (await card.getAttribute('aria-label'))!;
  await card.getByRole('link', { name: 'Edit' }).click();
  const price = page.getByRole('form', { name: 'Member' }).getByLabel('Hourly price');
  await price.fill('61.25');
  return { name, price };
}

test('Edit member gives way to a branch switched to from the avatar menu, and keeps the typing (QA-171 #1)', async ({
  page,
}) => {
  const { name, price } = await ownerTypingInFirstMember(page);

  const switchTo = async (branch: string) => {
    const menu = await openAccountMenu(page);
    await menu
      .getByRole('group', { name: 'Switch branch' })
      .getByRole('menuitem', { name: branch })
      .click();
    await expect(accountButton(page, `Account menu, ${branch}`)).toBeVisible();
  };
  await switchTo('Lone Star Movers Dallas');
  await expect(page).toHaveURL('/company/team/employees');
  await dismissToast(
    page,
    `Team member ${name} belongs to Lone Star Movers Austin: Edit member closed as you switched to Lone Star Movers Dallas. Anything you typed in it is kept for when you open it again.`,
  );
  await expect(page.getByRole('article', { name })).toHaveCount(0);

  await switchTo('Lone Star Movers Austin');
  await page.getByRole('article', { name }).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByText(/^You left this form before saving/)).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(price).toHaveValue('61.25');
});

test('@mobile Edit member gives way to a branch switched to from the menu, whose closing does not take it back (QA-171 #1)', async ({
  page,
}) => {
  const { name } = await ownerTypingInFirstMember(page);
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('group', { name: 'Switch branch' })
    .getByRole('menuitem', { name: /Lone Star Movers Dallas/ })
    .click();
  await dismissToast(
    page,
    `Team member ${name} belongs to Lone Star Movers Austin: Edit member closed`,
  );
  await expect(page).toHaveURL('/company/team/employees');
  await expect(page.getByRole('form', { name: 'Member' })).toHaveCount(0);
  await expect(page.getByText('it is your active branch now')).toHaveCount(0);
});

/** A call from the page's own session (the in-browser mock answers it): status and message. */
async function callAsPageMessage(page: Page, method: string, path: string, body?: unknown) {
  const { status, json } = await callAsPage<{ message: string }>(page, method, path, body);
  return { status, message: json.message };
}

test('a member given Manager access by the owner is the owner’s to re-address and remove: the manager sees the email fixed and no Remove, and the API refuses her (QA-191)', async ({
  page,
  context,
}) => {
  const stamp = Date.now() % 100000;
  const name = `Ava${stamp} Aaberg`;
  const email = `ava.${stamp}@example.com`;
  await loginAs(page, OWNER);
  await openPage(page, '/company/team/create');
  const form = page.getByRole('form', { name: 'Member' });
  await form.getByLabel('First name').fill(`Ava${stamp}`);
  await form.getByLabel('Last name').fill('Aaberg');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Phone').pressSequentially('5125550164');
  await form.getByRole('button', { name: /^Positions/ }).click();
  await page
    .getByRole('listbox', { name: 'Positions' })
    .getByRole('option', { name: 'Foreman', exact: true })
    .click();
  await page.keyboard.press('Escape');
  await form.getByLabel('Hourly price').fill('40');
  // The switch's label, as a user clicks it (its indicator covers the input).
  await form.getByText('No manager access').click();
  await expect(form.getByRole('switch', { name: /^Manager access/ })).toBeChecked();
  await form.getByRole('button', { name: 'Add member' }).click();
  await dismissToast(page, `${name} was added to the team`);

  // The branch's manager, in a tab of her own: Aaberg leads the first page by last name.
  const manager = await secondPersonTab(context, MANAGER);
  await openPage(manager, '/company/team/employees');
  const card = manager.getByRole('article', { name });
  await expect(card.getByText('Manager access')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Remove' })).toHaveCount(0);
  const id = Number(
    (await card.getByRole('link', { name: 'Edit' }).getAttribute('href'))!.match(/edit\/(\d+)/)![1],
  );

  await card.getByRole('link', { name: 'Edit' }).click();
  const edit = manager.getByRole('form', { name: 'Member' });
  await expect(edit.getByLabel('Email')).toBeDisabled();
  await expect(edit.getByLabel('Email')).toHaveValue(email);
  await expect(edit.getByLabel('Email')).toHaveAccessibleDescription(
    'Only the company owner can change the email of a member with manager access: it is their login.',
  );
  await expect(manager.getByRole('button', { name: 'Remove member' })).toHaveCount(0);
  await expect(
    manager.getByText('Only the company owner can remove a member with manager access.'),
  ).toBeVisible();

  // What the form does not offer, the API refuses (spec section 8: its message is toasted).
  const refused = { status: 403, message: 'This action is unauthorized.' };
  expect(await callAsPageMessage(manager, 'DELETE', `/employees/${id}`)).toEqual(refused);
  expect(
    await callAsPageMessage(manager, 'PUT', `/employees/${id}`, {
      first_name: `Ava${stamp}`,
      last_name: 'Aaberg',
      email: `taken.${stamp}@example.com`,
      phone: '5125550164',
      positions: [2],
      price: 4000,
    }),
  ).toEqual(refused);

  // The owner still may: Remove is on her card.
  await openPage(page, '/company/team/employees');
  await expect(
    page.getByRole('article', { name }).getByRole('button', { name: 'Remove' }),
  ).toBeVisible();
});
