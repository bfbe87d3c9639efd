import {
  switchBranch,
  herJobOnTheDay,
  branchChannel,
  expectLive,
  hubPush,
  recordHub,
  crewPage,
  expectSameDocument,
  HELPER_NAME,
  markDocument,
  LIVE,
} from './real-mode/two-sides';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, ownerAndMaria, test, waitForRealtimeChannels, openPage } from './support';

/*
 * On my way and the time clock (not in the spec) in mock mode, two tabs of one context
 * (two-sides-mock.spec.ts says why): on the day of her accepted job Maria tells the company
 * she is on her way, then that she runs late; or she starts work, then finishes it. The
 * owner's open crew page shows each, pushed and drawn live (LIVE).
 */

/**
 * The owner's crew page of a job of Maria's on the day (branch made active) and her Order
 * details in a second tab, with `button` offered there; both documents marked, the hub
 * recorded: what each journey below starts from.
 */
async function bothOnTheDay(
  page: Page,
  context: BrowserContext,
  button: string,
  onTheDay?: { leadHours?: number; underWay?: boolean },
) {
  test.setTimeout(90_000);
  const { owner, mariaTab, maria } = await ownerAndMaria(page, context);
  const now = await page.evaluate(() => Date.now());
  const job = await herJobOnTheDay(owner, maria, now, onTheDay);
  await switchBranch(page, job.branch.name);
  await openPage(page, `/company/job/team-edit/${job.order.id}`);
  const crew = crewPage(page);
  await expect(crew.crewRow(HELPER_NAME).getByText('Accepted', { exact: true })).toBeVisible();
  await openPage(mariaTab, job.detailsPath);
  const day = mariaTab.getByRole('region', { name: 'On the day' });
  await expect(day.getByRole('button', { name: button })).toBeVisible();
  await waitForRealtimeChannels(page);
  await recordHub(page);
  await markDocument(page);
  await markDocument(mariaTab);
  const pushed = () =>
    hubPush(page, branchChannel(job.branch.id), 'order-invitation-changed', {
      order_id: job.order.id,
      status: 'accepted',
    });
  return { mariaTab, crew, day, pushed };
}

test('on the day Maria says she runs late, then later: the owner’s open crew page follows live', async ({
  page,
  context,
}) => {
  const { mariaTab, crew, day, pushed } = await bothOnTheDay(page, context, 'Running late');

  await day.getByRole('button', { name: 'Running late' }).click();
  await day
    .getByRole('combobox', { name: /How (late will you be|long until you get there)\?/ })
    .selectOption('15 min');
  await day.getByRole('button', { name: 'Tell the company' }).click();
  await expect(
    mariaTab
      .getByRole('alert')
      .filter({ hasText: 'Lone Star Movers has been told you are running 15 min late.' }),
  ).toBeVisible();
  await expectLive(pushed(), () =>
    expect(crew.crewRow(HELPER_NAME).getByText(/^15 min late, expected .+ · told /)).toBeVisible(
      LIVE,
    ),
  );

  await recordHub(page); // from here on: the second push
  await day.getByRole('button', { name: 'Running late' }).click();
  await day
    .getByRole('combobox', { name: /How (late will you be|long until you get there)\?/ })
    .selectOption('45 min');
  await day.getByRole('button', { name: 'Tell the company' }).click();
  await expectLive(pushed(), () =>
    expect(crew.crewRow(HELPER_NAME).getByText(/^45 min late, expected .+ · told /)).toBeVisible(
      LIVE,
    ),
  );
  await expect(day.getByText(/: 45 min late, expected .+\.$/)).toBeVisible();
  await expectSameDocument(page);
  await expectSameDocument(mariaTab);
});

test('Maria starts work, then finishes it: the owner’s open crew page follows live', async ({
  page,
  context,
}) => {
  // One under way: Finish work is offered from the job's start (QA-211 M2).
  const { mariaTab, crew, day, pushed } = await bothOnTheDay(page, context, 'Start work', {
    underWay: true,
  });

  await day.getByRole('button', { name: 'Start work' }).click();
  await expect(
    day.getByText(/^Working since .+\. Lone Star Movers sees it on the crew page\.$/),
  ).toBeVisible();
  await expectLive(pushed(), () =>
    expect(crew.crewRow(HELPER_NAME).getByText(/^Working since /)).toBeVisible(LIVE),
  );

  await recordHub(page); // from here on: the second push
  await day.getByRole('button', { name: 'Finish work' }).click();
  await day.getByRole('button', { name: 'Yes, finish work now' }).click();
  await expect(day.getByText(/^Worked .+ \(\d+ (h|min)( \d+ min)?\)\.$/)).toBeVisible();
  await expectLive(pushed(), () =>
    expect(crew.crewRow(HELPER_NAME).getByText(/^Worked .+ \((\d+ h)? ?(\d+ min)?\)$/)).toBeVisible(
      LIVE,
    ),
  );
  await expectSameDocument(page);
  await expectSameDocument(mariaTab);
});

/**
 * A tap on `button`, then a second on the same spot as soon as its answer shows (`answered`,
 * looked for frame by frame): a double tap's second half, or an impatient thumb's.
 */
async function tapTwice(page: Page, button: Locator, answered: Locator) {
  const box = (await button.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.touchscreen.tap(x, y);
  await answered.waitFor();
  await page.touchscreen.tap(x, y);
  // What the tap opened would show in the frame after it.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
}

test('@mobile on a phone a second tap on Start work does not ask to finish; Back works under the toast (QA helper-134)', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const { owner, mariaTab, maria } = await ownerAndMaria(page, context);
  const now = await page.evaluate(() => Date.now());
  // One under way, which she may start and finish work on (Finish work waits for the start:
  // QA-211 M2). (On my way, whose place Running late takes, is the unit tests': on the
  // journeys' clock she is on a job under way, and busy for any other soon.)
  const job = await herJobOnTheDay(owner, maria, now, { underWay: true });
  await openPage(mariaTab, job.detailsPath);
  const day = mariaTab.getByRole('region', { name: 'On the day' });

  // Finish work takes Start work's place as the answer comes.
  await tapTwice(
    mariaTab,
    day.getByRole('button', { name: 'Start work' }),
    day.getByText(/^Working since /),
  );
  await expect(day.getByText(/^Finish work now\?/)).toHaveCount(0);
  await expect(day.getByRole('button', { name: 'Finish work' })).toBeVisible();

  // Its toast shows below the header: the Back arrow is free, and a tap on it goes back.
  const started = mariaTab.getByRole('alert').filter({ hasText: /^You started work at / });
  await expect(started).toBeVisible();
  const back = mariaTab.getByRole('banner').getByRole('button', { name: 'Back' });
  const backBox = (await back.boundingBox())!;
  expect(backBox.y + backBox.height).toBeLessThanOrEqual((await started.boundingBox())!.y);
  await back.tap();
  await expect(mariaTab).not.toHaveURL((url) => url.pathname === job.detailsPath);
});
