import type { Page, Request } from '@playwright/test';
import { dismissToast, expect, loginAs, NOW, OWNER, test, openPage } from './support';

/**
 * Task calendar (issue 7/10) as a dispatcher uses it: a job added from a day of the month
 * appears on that day, and moving between months asks the API for each month's range.
 */

const pad = (n: number) => String(n).padStart(2, '0');
const isoDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** A weekday about three weeks ahead of the journeys' NOW (June 25, 2031). */
function futureWeekday(): Date {
  const day = new Date(NOW);
  day.setHours(0, 0, 0, 0);
  day.setDate(day.getDate() + 21);
  while (day.getDay() === 0 || day.getDay() === 6) day.setDate(day.getDate() + 1);
  return day;
}

/** The calendar's range requests from here on, as the page sends them. */
function recordRangeRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (/\/company-branches\/\d+\/orders\/calendar$/.test(url.pathname)) urls.push(url);
  });
  return urls;
}

/** `text` as a regular expression matching it literally. */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a job added on a day of the month shows on that day, with its customer and time window', async ({
  page,
}) => {
  const day = futureWeekday();
  const customer = `Calendar${Date.now() % 100000}`;
  await loginAs(page, OWNER);
  const opened = `/company/calendar?view=month&date=${isoDay(day)}`;
  await openPage(page, opened);
  await expect(page.getByRole('status').filter({ hasText: /jobs? in view/ })).toBeVisible();

  // The month grid starts on the Sunday of the week of the 1st: the day's cell is that far in.
  // The events layer covers the day cells (a user's click goes through it to the day): click
  // the cell's empty bottom strip by position; a weekday whose strip holds an event or a
  // "+N more" (the seed's dates move with today's) gives way to the next one that month.
  const firstOfMonth = new Date(day.getFullYear(), day.getMonth(), 1);
  const gridStart = new Date(firstOfMonth);
  gridStart.setDate(1 - firstOfMonth.getDay());
  let point: { x: number; y: number } | null = null;
  let index = 0;
  for (; day.getMonth() === firstOfMonth.getMonth(); day.setDate(day.getDate() + 1)) {
    if (day.getDay() === 0 || day.getDay() === 6) continue;
    index = Math.round((day.getTime() - gridStart.getTime()) / 86_400_000);
    // A week low in the grid can be below the window (a 6-week month, or the 4th week at
    // 800 px): brought into view first, or its strip is off-screen and nothing is under it.
    const dayCell = page.locator('.rbc-month-view .rbc-day-bg').nth(index);
    await dayCell.scrollIntoViewIfNeeded();
    const cell = await dayCell.boundingBox();
    const at = { x: cell!.x + cell!.width / 2, y: cell!.y + cell!.height - 6 };
    const free = await page.evaluate(({ x, y }) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && !hit.closest('.rbc-event, .rbc-show-more, a, button');
    }, at);
    if (free) {
      point = at;
      break;
    }
  }
  expect(point, 'a weekday with room in its cell').not.toBeNull();
  await page.mouse.click(point!.x, point!.y);

  await expect(page).toHaveURL(`/company/calendar/create?date=${isoDay(day)}`);
  await expect(page.getByRole('heading', { name: 'Add new job' })).toBeVisible();
  const mm = pad(day.getMonth() + 1);
  const dd = pad(day.getDate());
  await expect(page.getByRole('textbox', { name: 'Moving date' })).toHaveValue(
    `${mm}/${dd}/${day.getFullYear()}`,
  );

  await page.getByLabel('First name').fill(customer);
  await page.getByLabel('Last name').fill('Rivera');
  await page.getByLabel('Phone', { exact: true }).pressSequentially('5125550147');
  await page.getByLabel('Time window').pressSequentially('09001230');
  const pickUp = page.getByRole('region', { name: /pick-up/i }).first();
  const destination = page.getByRole('region', { name: /destination/i }).first();
  for (const [section, street, zip] of [
    [pickUp, '2400 E Cesar Chavez St', '78702'],
    [destination, '1100 Congress Ave', '78701'],
  ] as const) {
    await section.getByLabel('Street address').fill(street);
    await section.getByLabel('City').fill('Austin');
    await section.getByLabel('ZIP').fill(zip);
  }
  await page.getByLabel('Helpers needed').fill('3');
  await page.getByLabel('Trucks needed').fill('1');
  await page.getByLabel('Hourly price').fill('45');
  await page.getByRole('button', { name: 'Create job' }).click();

  // Back on the calendar as it was left (as the back arrow returns), on the job's month; the
  // address names its branch too (QA 136 L4).
  await expect(page).toHaveURL(new RegExp(`${escape(opened)}&branch=\\d+$`));
  await dismissToast(page, 'created');
  const event = page.locator('.rbc-event', { hasText: `${customer} Rivera` });
  await expect(event).toBeVisible();
  await expect(event).toContainText('9:00 am - 12:30 pm');
  // On its day: the event sits in the week row of the day's cell.
  const week = Math.floor(index / 7);
  await expect(
    page
      .locator('.rbc-month-view .rbc-month-row')
      .nth(week)
      .locator('.rbc-event', {
        hasText: `${customer} Rivera`,
      }),
  ).toBeVisible();

  // The day view of that date lists it in the time grid too.
  await page.goto(`/company/calendar?view=day&date=${isoDay(day)}`);
  await expect(page.locator('.rbc-time-view .rbc-event', { hasText: customer })).toBeVisible();
});

test('moving between months asks for each month’s range, and opening an event opens the job', async ({
  page,
}) => {
  const requests = recordRangeRequests(page);
  await loginAs(page, OWNER);
  // The journeys' NOW is in June 2031 (support.ts), so the demo's jobs are in that month.
  await openPage(page, '/company/calendar?view=month&date=2031-06-15');
  await expect(page.getByText('June 2031')).toBeVisible();
  // June 2031 spans Sunday Jun 1 to Saturday Jul 5: one day more on each side.
  await expect
    .poll(() => requests.map((u) => u.searchParams.get('filter[date_from]')))
    .toContain('2031-05-31');
  expect(requests.at(-1)!.searchParams.get('filter[date_to]')).toBe('2031-07-06');
  expect(requests.at(-1)!.searchParams.get('page[size]')).toBe('100');

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByText('July 2031')).toBeVisible();
  await expect(page).toHaveURL(/\/company\/calendar\?view=month&date=2031-07-15&branch=\d+$/);
  // July 2031: Sunday Jun 29 to Saturday Aug 2.
  await expect
    .poll(() => requests.map((u) => u.searchParams.get('filter[date_from]')))
    .toContain('2031-06-28');
  expect(requests.at(-1)!.searchParams.get('filter[date_to]')).toBe('2031-08-03');

  await page.getByRole('button', { name: 'Previous', exact: true }).click();
  await expect(page.getByText('June 2031')).toBeVisible();
  const first = page.locator('.rbc-month-view .rbc-event').first();
  await expect(first).toBeVisible();
  await first.click();
  await expect(page).toHaveURL(/\/company\/job\/edit\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Edit job' })).toBeVisible();
});

test('the agenda writes its times as every page does: "… CDT", not lowercased by the library (QA helper-87)', async ({
  page,
}) => {
  await loginAs(page, OWNER);
  await openPage(page, '/company/calendar?view=agenda&date=2031-06-04');
  const time = page.locator('.rbc-agenda-time-cell').first();
  await expect(time).toBeVisible();
  // innerText is the text as drawn: react-big-calendar's stylesheet made it 'cdt'.
  expect(await time.evaluate((cell) => (cell as HTMLElement).innerText)).toMatch(
    /^\d{1,2}:\d{2} (am|pm) - \d{1,2}:\d{2} (am|pm) C[DS]T/,
  );
});
