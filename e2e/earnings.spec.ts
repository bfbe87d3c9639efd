import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, HELPER, helperNav, loginAs, test } from './support';

type Order = {
  id: number;
  number: number;
  start_at: string;
  end_at: string;
  completed_at: string | null;
};
type Item = {
  order: Order;
  hourly_rate: number;
  my_application?: { status: string; proposed_hourly_rate: number | null } | null;
  recorded_pay: { worked_hours: number; pay: number } | null;
};

/**
 * Her jobs of a bucket as the mock answers them, read in the page with her own token (the same
 * calls the Earnings page makes, every page of both accepted lists), so the expectation
 * follows the seed (which moves with today's date) instead of fixed numbers.
 */
async function bucket(
  page: Page,
  name: 'new' | 'accepted',
): Promise<{ invitations: Item[]; offers: Item[] }> {
  return page.evaluate(async (name) => {
    const token = localStorage.getItem('token');
    const every = async (path: string) => {
      const items: unknown[] = [];
      for (let page = 1, last = 1; page <= last; page += 1) {
        const response = await fetch(`/api${path}?bucket=${name}&per_page=100&page=${page}`, {
          headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
        });
        const body = (await response.json()) as { data: { data: unknown[]; last_page: number } };
        items.push(...body.data.data);
        last = body.data.last_page;
      }
      return items as Item[];
    };
    return {
      invitations: await every('/helper/company-invitations'),
      offers: await every('/helper/outsource-offers'),
    };
  }, name);
}

/**
 * One job per order (an offer she took is also an invitation; the offer counts): what the
 * company recorded for her, else window x rate (the offer's rate: her accepted proposal).
 */
function completedJobs({ invitations, offers }: { invitations: Item[]; offers: Item[] }) {
  const byOrder = new Map<number, { item: Item; rate: number }>();
  for (const i of invitations) byOrder.set(i.order.id, { item: i, rate: i.hourly_rate });
  for (const o of offers) {
    const proposed =
      o.my_application?.status === 'accepted' ? o.my_application.proposed_hourly_rate : null;
    byOrder.set(o.order.id, { item: o, rate: proposed ?? o.hourly_rate });
  }
  return [...byOrder.values()]
    .filter((j) => j.item.order.completed_at !== null)
    .map(({ item, rate }) => ({
      number: item.order.number,
      pay: item.recorded_pay?.pay ?? payOf(item.order, rate),
      source: item.recorded_pay ? 'recorded by company' : 'window x rate',
    }));
}

const payOf = (order: Order, rate: number) =>
  Math.round(((Date.parse(order.end_at) - Date.parse(order.start_at)) * rate) / 3_600_000);

const usd = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

test('the helper sees her earnings, downloads them as CSV, and a new invitation says what it pays', async ({
  page,
}) => {
  await loginAs(page, HELPER);
  const completed = completedJobs(await bucket(page, 'accepted'));
  expect(completed.length).toBeGreaterThan(0);
  const earned = completed.reduce((sum, j) => sum + j.pay, 0);

  await helperNav(page).getByRole('link', { name: 'Earnings' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/helper/earnings');
  const total = page.getByRole('region', { name: 'Earned' });
  await expect(total).toContainText(usd(earned));
  await expect(total).toContainText(`${completed.length} job${completed.length === 1 ? '' : 's'}`);
  // The weekly bars add up to the same total.
  const weekly = page.getByRole('table', { name: 'By week' }).locator('.earn-chart__amount');
  const weeks = (await weekly.allTextContents()).map((t) =>
    Math.round(Number(t.replace(/[$,]/g, '')) * 100),
  );
  expect(weeks.reduce((a, b) => a + b, 0)).toBe(earned);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('earnings.csv');
  const csv = await readFile(await download.path(), 'utf8');
  const lines = csv.split('\r\n');
  expect(lines[0]).toBe('Date,Company,Branch,Order,Time,Hours,Rate (USD/h),Pay (USD),Source');
  expect(lines.at(-1)).toBe('');
  const rows = lines.slice(1, -1);
  const byNumber = new Map(completed.map((j) => [j.number, j]));
  expect(rows).toHaveLength(completed.length);
  for (const row of rows) {
    const job = byNumber.get(Number(/,#(\d+),/.exec(row)?.[1]));
    expect(job, row).toBeDefined();
    expect(row.endsWith(`,${(job!.pay / 100).toFixed(2)},${job!.source}`), row).toBe(true);
  }
  // The table says the same of its first row (newest first).
  const firstRow = page.getByRole('table', { name: 'Completed jobs' }).getByRole('row').nth(1);
  const newest = byNumber.get(
    Number(/#(\d+)/.exec((await firstRow.getByRole('link').textContent()) ?? '')?.[1]),
  )!;
  await expect(firstRow.locator('.earn-table__pay')).toHaveText(
    `${usd(newest.pay)}${newest.source === 'window x rate' ? 'estimated' : 'recorded'}`,
  );

  // The list's first card (soonest first, as the call answers) says what its window pays.
  const [first] = (await bucket(page, 'new')).invitations;
  await helperNav(page).getByRole('link', { name: 'Job' }).click();
  await page.getByRole('link', { name: 'New company invitations' }).click();
  // The card's link is its "Order #…" title, stretched over the card (job-card.tsx).
  const link = page.getByRole('link', { name: /^Order #\d+,/ }).first();
  await expect(link).toHaveAccessibleName(new RegExp(`^Order #${first!.order.number},`));
  const card = page.locator('.hj-card').filter({ has: link }).first();
  await expect(card).toContainText(
    `${usd(first!.hourly_rate)}/h · about ${usd(payOf(first!.order, first!.hourly_rate))}`,
  );
});
