import { expect, loginAs, OWNER, openPage, test, companyNav } from './support';

/**
 * The job sheet (QA 136 M3): "Print job sheet" on a job's crew page opens its sheet and asks
 * the browser to print it; printed, the page is the sheet alone (no app chrome, no buttons),
 * every stop of the job on it.
 */
test('the owner prints a job sheet from the crew page: the sheet alone is printed', async ({
  page,
}) => {
  // window.print counted, not opened (a print dialog would wait for a person).
  await page.addInitScript(() => {
    const w = window as unknown as { prints: number };
    w.prints = 0;
    window.print = () => {
      w.prints += 1;
    };
  });
  await loginAs(page, OWNER);
  await openPage(page, '/company/job/formed');
  // A job with more than one pick-up: its card shows the first and "+N more".
  const card = page
    .locator('article.job-card')
    .filter({ has: page.locator('.job-card__more') })
    .filter({ has: page.getByRole('link', { name: /crew/i }) })
    .first();
  const number = (await card.getByRole('heading').first().textContent())!.match(/#(\d+)/)![1]!;
  await card.getByRole('link', { name: /crew/i }).click();
  await expect(page.getByRole('heading', { name: `Order #${number}` })).toBeVisible();
  await page.getByRole('link', { name: 'Print job sheet' }).click();

  const sheet = page.getByRole('article', { name: `Job sheet, order #${number}` });
  await expect(sheet).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints))
    .toBe(1);
  const stops = sheet.locator('.job-sheet__addresses li');
  expect(await stops.count()).toBeGreaterThan(2);
  await expect(sheet.getByText(/\+\d+ more/)).toHaveCount(0);
  const print = page.getByRole('button', { name: 'Print' });
  await expect(print).toBeVisible();
  await expect(companyNav(page)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  // Printed: the sheet and all on it; none of the app around it.
  await expect(sheet).toBeVisible();
  for (const part of [
    sheet.getByRole('heading', { name: `Order #${number}` }),
    sheet.getByRole('heading', { name: /^Crew: / }),
    sheet.getByRole('heading', { name: 'Notes' }),
    stops.last(),
  ]) {
    await expect(part).toBeVisible();
  }
  await expect(print).toBeHidden();
  await expect(companyNav(page)).toBeHidden();
  await expect(page.getByRole('banner')).toBeHidden();
  const box = await sheet.boundingBox();
  expect(box!.y).toBeLessThan(5);

  await page.emulateMedia({ media: 'screen' });
  await print.click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { prints: number }).prints))
    .toBe(2);
});
