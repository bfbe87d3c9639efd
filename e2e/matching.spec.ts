import type { Locator, Page } from '@playwright/test';
import { addDays, nextWeekday, zonedDate, zonedInstant } from '../src/platform/format/zone';
import { AUSTIN as AUSTIN_BRANCH, branchId, createOrder, pageApi } from './real-mode/two-sides';
import {
  expect,
  HELPER,
  loginAs,
  OWNER,
  setAutoAnswerDelay,
  NOW,
  test,
  waitForRealtimeChannels,
} from './support';

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

/** A 9:00-13:00 job on the first Tuesday after Austin's today, on Austin's clocks. */
async function createTuesdayOrder(page: Page) {
  const day = nextWeekday(addDays(zonedDate(NOW.getTime(), AUSTIN), 1), 2);
  const owner = pageApi(page);
  return createOrder(owner, await branchId(owner, AUSTIN_BRANCH), {
    firstName: 'Tess',
    lastName: 'Matcher',
    helpersNeeded: 3,
    start: zonedInstant(day, '09:00', AUSTIN),
  });
}

/**
 * The demo helper (Maria Lopez) is a demo account: the mock never answers for her (a person
 * signs in as her). When the ranking invites her, she accepts here as she would from her Job
 * page, so the crew fills whoever the next best is (which depends on ids the seed hands out).
 */
async function demoHelperAccepts(page: Page, orderId: number) {
  const status = await page.evaluate(
    async ({ orderId, email, password }) => {
      const headers = { Accept: 'application/json', 'Content-Type': 'application/json' };
      const owner = `Bearer ${localStorage.getItem('token')}`;
      const crewResponse = await fetch(`/api/orders/${orderId}/current-crew`, {
        headers: { ...headers, Authorization: owner },
      });
      const crew = ((await crewResponse.json()) as { data: Array<Record<string, unknown>> }).data;
      const waiting = crew.find(
        (m) =>
          `${m.first_name} ${m.last_name}` === 'Maria Lopez' && m.invitation_status === 'pending',
      );
      if (!waiting) return 200;
      const login = await fetch('/api/auth/login', {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password }),
      });
      const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
      const accept = await fetch(
        `/api/helper/company-invitations/${waiting.invitation_id}/accept`,
        {
          method: 'POST',
          headers: { ...headers, Authorization: `Bearer ${token}` },
        },
      );
      return accept.status;
    },
    { orderId, email: HELPER, password: 'demo1234' },
  );
  expect(status, 'the demo helper accepts').toBeLessThan(300);
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
    /Busy with order #\d+ \(7:00 am - 2:00 pm C[SD]T\)/,
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
    await expect(async () => {
      await demoHelperAccepts(page, order.id);
      await expect(crew.getByText('Pending', { exact: true })).toHaveCount(0, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
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
  await expect(matches).toContainText('The crew is full.');
  await expect(matches.getByRole('button', { name: 'Invite the best' })).toBeDisabled();
});
