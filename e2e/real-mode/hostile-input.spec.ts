import type { Browser, Page } from '@playwright/test';
import { expect, installJourneyClock, test } from './clock';
import {
  apiSignIn,
  AUSTIN,
  branchId,
  freeStartFor,
  HELPER,
  OWNER,
  resetServer,
  signIn,
} from './two-sides';
import { austinOrderBody } from '../../scripts/lib/order-body.mjs';

/*
 * Hostile input (2/8), on the real-API build against the mock server: script and HTML
 * payloads and a 1,800-character word are stored through the API in the free-text fields a
 * company and a helper write (customer names, street and city, notes, an offer's notes, an
 * application's message, a member's names), then every screen that shows them is opened as
 * the owner and as the helper, at 1280 and 390 px. On each: the text is there (as text), no
 * dialog or page error fired, no element of the payloads exists, nothing ran, and the page is
 * no wider than the viewport.
 */

test.describe.configure({ timeout: 180_000 });

/** Each payload, if it were ever parsed as HTML, would set window.__hostile or add [data-hostile]. */
const IMG = '<img src=x onerror=window.__hostile=1 data-hostile>';
const SCRIPT = '<script data-hostile>window.__hostile=1</script>';
const BOLD = '<b data-hostile>bold</b>';
/** One word with no break opportunity: it must wrap, not widen the page. */
const WORD = `Longword${'w'.repeat(1800)}`;
/** What shows that the stored text was rendered (its start, never split by the wrap). */
const WORD_START = /Longwordwwwwwww/;

type Stored = { orderId: number; orderNumber: number; offerId: number; memberName: string };

async function storeHostileData(request: Parameters<typeof apiSignIn>[0]): Promise<Stored> {
  const owner = await apiSignIn(request, OWNER);
  const helper = await apiSignIn(request, HELPER);
  const branch = await branchId(owner.api, AUSTIN);
  const start = await freeStartFor(helper.api);
  const address = { unit: SCRIPT.slice(0, 60), state: 'TX' };
  const order = await owner.api.call<{ id: number; number: number }>(
    'POST',
    `/company-branches/${branch}/orders`,
    {
      ...austinOrderBody({
        firstName: IMG,
        lastName: `${BOLD}${'L'.repeat(30)}`,
        start,
        notes: `${SCRIPT} ${IMG} ${WORD}`,
      }),
      // A 120-character city, a street with a payload.
      pick_up_addresses: [
        { ...address, street: `1100 ${IMG}`, city: `Austin${'c'.repeat(114)}`, zip: '78701' },
      ],
      destination_addresses: [
        { ...address, street: `500 ${SCRIPT}`, city: 'Austin', zip: '78702' },
      ],
    },
  );
  const offer = await owner.api.call<{ id: number }>(
    'POST',
    `/company-branches/${branch}/outsource-offers`,
    { order_id: order.id, helpers_needed: 2, hourly_rate: 4200, notes: `${BOLD} ${WORD}` },
  );
  await helper.api.call('POST', `/helper/outsource-offers/${offer.id}/apply`, {
    message: `${IMG} ${WORD.slice(0, 900)}`,
    proposed_hourly_rate: 4500,
  });
  const first = `M${'m'.repeat(59)}`;
  await owner.api.call('POST', '/employees', {
    branch_id: branch,
    first_name: first,
    last_name: IMG,
    email: 'hostile.member@example.com',
    phone: '5125550177',
    positions: [3],
    price: 3000,
  });
  // A branch named and placed with payloads (Dallas: the journeys sign in on Austin).
  const dallas = await branchId(owner.api, 'Lone Star Movers Dallas');
  await owner.api.call('POST', `/company-branches/${dallas}`, {
    name: `${IMG}${'D'.repeat(60)}`,
    address: `${SCRIPT} ${'a'.repeat(150)}`,
    city: `Dallas${'d'.repeat(100)}`,
  });
  return { orderId: order.id, orderNumber: order.number, offerId: offer.id, memberName: first };
}

/** Opens a screen and checks it: its text is shown, nothing ran, nothing spills. */
async function checkScreen(page: Page, path: string, shows: RegExp | string): Promise<void> {
  await page.goto(path);
  await expect(page.getByText(shows).first(), `${path} shows the stored text`).toBeVisible();
  const state = await page.evaluate(() => ({
    injected: document.querySelectorAll('[data-hostile]').length,
    ran: (window as { __hostile?: unknown }).__hostile ?? null,
    width: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(state.injected, `${path}: elements of the payloads`).toBe(0);
  expect(state.ran, `${path}: a payload ran`).toBeNull();
  expect(state.width, `${path}: the page is wider than the viewport`).toBeLessThanOrEqual(
    state.viewport,
  );
}

async function openAs(browser: Browser, email: string, width: number) {
  const context = await browser.newContext({
    viewport: { width, height: width > 600 ? 800 : 844 },
  });
  await installJourneyClock(context);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await signIn(page, email);
  return { context, page, problems };
}

let stored: Stored;

test.beforeAll(async ({ request }) => {
  await resetServer(request);
  stored = await storeHostileData(request);
});

// Later journeys of this run start from the seed, not from these payloads.
test.afterAll(async ({ request }) => resetServer(request));

for (const width of [1280, 390]) {
  test(`the owner's screens show hostile text as text, within ${width} px`, async ({ browser }) => {
    const { context, page, problems } = await openAs(browser, OWNER, width);
    const { orderId, offerId, memberName } = stored;
    await checkScreen(page, '/company/job/not-formed', '<img src=x onerror=window.__hostile=1');
    await checkScreen(page, `/company/job/edit/${orderId}`, 'Edit job');
    await expect(page.getByLabel(/^Notes/)).toHaveValue(new RegExp(WORD_START.source));
    await checkScreen(page, `/company/job/team-add/${orderId}`, /<b data-hostile>bold<\/b>L+/);
    await checkScreen(page, '/company/outsourcing', WORD_START);
    await checkScreen(page, `/company/outsourcing/offer-applications/${offerId}`, WORD_START);
    await checkScreen(page, '/company/team/employees', memberName);
    await checkScreen(
      page,
      '/company/branch',
      /<img src=x onerror=window.__hostile=1 data-hostile>D+/,
    );
    await checkScreen(page, '/company/activity', /order #\d+/);
    expect(problems).toEqual([]);
    await context.close();
  });

  test(`the helper's screens show hostile text as text, within ${width} px`, async ({
    browser,
  }) => {
    const { context, page, problems } = await openAs(browser, HELPER, width);
    const { offerId } = stored;
    await checkScreen(page, '/helper/job/outsource/new', /<img src=x onerror|Austincccc/);
    await checkScreen(page, `/helper/job/outsource/details/${offerId}`, WORD_START);
    await checkScreen(page, '/helper/calendar', 'Task calendar');
    expect(problems).toEqual([]);
    await context.close();
  });
}

test('the API kept the payloads as written (the screens above rendered them, not dropped them)', async ({
  request,
}) => {
  const owner = await apiSignIn(request, OWNER);
  const order = await owner.api.call<{ customer: { first_name: string }; notes: string }>(
    'GET',
    `/orders/${stored.orderId}`,
  );
  expect(order.customer.first_name).toBe(IMG);
  expect(order.notes).toContain(WORD);
});
