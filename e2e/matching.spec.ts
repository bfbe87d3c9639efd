import type { Locator, Page } from '@playwright/test';
import { addDays, zonedDate, zonedInstant } from '../src/platform/format/zone';
import { expect, loginAs, OWNER, test, waitForRealtimeChannels } from './support';

const AUSTIN = 'America/Chicago';

/**
 * Crew matching (beyond the spec): "Best matches" on the crew page ranks who to invite for an
 * order. The seed's showcase (mocks/db/seed/matching.ts) gives the Austin branch known
 * candidates for a Tuesday-morning job: an available driver (Darnell Brooks), a foreman, a
 * helper, a better-on-paper driver busy every Tuesday morning (Brandon Hayes), a driver who
 * never works Tuesdays (Owen Price), a helper free Tuesday afternoons only (Keisha Moore),
 * and a top-rated Dallas driver outside the Austin area (Victor Chen). The browser runs in
 * Berlin (the suite's zone), seven hours from the branch: the ranking reads the job on
 * Austin's clocks (4/8).
 */
test.describe.configure({ timeout: 120_000 });

async function createTuesdayOrder(page: Page): Promise<{ id: number; number: number }> {
  const address = { street: '1100 Congress Ave', unit: null, city: 'Austin', state: 'TX' };
  const body = {
    help_type: 3,
    customer: {
      first_name: 'Tess',
      last_name: 'Matcher',
      primary_phone: '5125550142',
      secondary_phone: null,
      email: null,
    },
    pick_up_addresses: [{ ...address, zip: '78701' }],
    destination_addresses: [{ ...address, street: '500 E 7th St', zip: '78702' }],
    helpers_needed: 3,
    trucks_needed: 1,
    hourly_rate: 4000,
    notes: null,
  };
  // On Austin's clocks: the first Tuesday after Austin's today, 9:00-13:00.
  let day = addDays(zonedDate(Date.now(), AUSTIN), 1);
  while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 2) day = addDays(day, 1);
  const times = {
    start_at: zonedInstant(day, '09:00', AUSTIN).toISOString(),
    end_at: zonedInstant(day, '13:00', AUSTIN).toISOString(),
  };
  const created = await page.evaluate(
    async (fields) => {
      const payload = fields;
      const branchId = localStorage.getItem('activeBranchId');
      const response = await fetch(`/api/company-branches/${branchId}/orders`, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('token')}`,
        },
        body: JSON.stringify(payload),
      });
      const json = (await response.json()) as { data: { id: number; number: number } };
      return response.ok ? { id: json.data.id, number: json.data.number } : null;
    },
    { ...body, ...times },
  );
  expect(created, 'the order was created').not.toBeNull();
  return created!;
}

async function setAutoAnswerDelay(page: Page, ms: number): Promise<void> {
  await page.evaluate((delay) => {
    const mock = (window as unknown as { __moversMock?: { setAutoAnswerDelay(ms: number): void } })
      .__moversMock;
    if (!mock) throw new Error('the mock backend has no handle on this page');
    mock.setAutoAnswerDelay(delay);
  }, ms);
}

const rowNames = (list: Locator) =>
  list
    .locator(':scope > li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''));

test('Best matches rank an Austin Tuesday-morning job: a driver first, the busy and the unavailable last with reasons; Invite the best 3 fills the crew', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  const order = await createTuesdayOrder(page);
  await page.goto(`/company/job/team-add/${order.id}`);

  const matches = page.getByRole('region', { name: 'Best matches' });
  const ranked = matches.getByRole('list', { name: 'Ranked candidates' });
  const blocked = matches.getByRole('list', { name: 'Cannot take this job' });
  await expect(ranked.locator(':scope > li').first()).toBeVisible();
  await expect(matches).toContainText('3 open spots; still needed: 1 driver and a foreman.');

  // A driver first, taking the truck's spot.
  const first = ranked.locator(':scope > li').first();
  await expect(first).toContainText('Drives the truck the order needs');
  await expect(first).toContainText(/Driver/);

  // Who cannot do it is shown last, with the reason.
  const row = (list: Locator, name: string) => list.getByRole('listitem', { name, exact: true });
  await matches
    .getByRole('button', { name: /^Show all/ })
    .last()
    .click();
  await expect(row(blocked, 'Brandon Hayes')).toContainText(
    /Busy with order #\d+ \(7:00 am - 2:00 pm\)/,
  );
  await expect(row(blocked, 'Owen Price')).toContainText('Unavailable on Tuesdays');
  await expect(row(blocked, 'Keisha Moore')).toContainText(
    'Available Tuesdays 1:00 pm - 7:00 pm only',
  );
  await expect(row(blocked, 'Victor Chen')).toContainText(
    'Outside serving area (Travis County, TX)',
  );
  await expect(row(ranked, 'Darnell Brooks')).toContainText('Available Tuesdays 7:00 am - 7:00 pm');

  // Nobody busy that morning is ranked among those who can.
  const rankedNames = await rowNames(ranked);
  expect(rankedNames).not.toContain('Brandon Hayes');
  const busyRanked = await ranked
    .locator(':scope > li')
    .filter({ hasText: /^.*Busy with/ })
    .count();
  expect(busyRanked).toBe(0);

  // Invite the best 3 (confirmed): three invitations, then the mock's answers fill the crew.
  await waitForRealtimeChannels(page);
  await setAutoAnswerDelay(page, 500);
  const best = rankedNames.slice(0, 3);
  await matches.getByRole('button', { name: 'Invite the best 3' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite the best 3' });
  for (const name of best) await expect(dialog).toContainText(name);
  await dialog.getByRole('button', { name: 'Send invitations' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invitations sent to 3 people' }),
  ).toBeVisible();

  const crew = page.getByRole('region', { name: 'Current crew' });

  // As answers arrive the list updates; a decline reopens a spot and the next best is invited.
  const summary = page.getByRole('region', { name: 'Order' });
  for (let round = 0; round < 4; round++) {
    await expect(crew.getByText('Pending', { exact: true })).toHaveCount(0, { timeout: 20_000 });
    const accepted = await crew.getByText('Accepted', { exact: true }).count();
    if (accepted === 3) break;
    const label = `Invite the best ${3 - accepted}`;
    await matches.getByRole('button', { name: label, exact: true }).click();
    const again = page.getByRole('dialog', { name: label });
    await again.getByRole('button', { name: 'Send invitations' }).click();
    await expect(again).toBeHidden();
  }
  await expect(crew.getByText('Accepted', { exact: true })).toHaveCount(3);
  await expect(summary).toContainText('3 of 3 accepted');
  await expect(matches).toContainText('Every spot has an invitation.');
  await expect(matches.getByRole('button', { name: 'Invite the best' })).toBeDisabled();
});
