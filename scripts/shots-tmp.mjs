import { chromium } from '@playwright/test';
import { shiftClock } from './lib/shift-clock.mjs';
const base = 'http://localhost:4173';
const NOW = Date.parse('2031-06-04T12:30:00Z');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function session(width, email) {
  const context = await browser.newContext({ viewport: { width, height: width > 600 ? 800 : 844 }, timezoneId: 'America/Chicago' });
  await context.addInitScript(shiftClock, NOW - Date.now());
  await context.addInitScript(() => { window.__MOVERS_MOCK__ = { simulatorIntervalMs: 0 }; });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('demo1234');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/(company|helper)\//);
  return page;
}
for (const width of [1280, 390]) {
  const maria = await session(width, 'helper@demo.test');
  await maria.goto(`${base}/helper/job/company/accepted`);
  await maria.getByText('Order #1048').first().click();
  const day = maria.getByRole('region', { name: 'On the day' });
  await day.waitFor();
  await day.scrollIntoViewIfNeeded();
  await maria.screenshot({ path: `.screens/omw-helper-${width}-1.png` });
  await day.getByRole('button', { name: 'Running late' }).click();
  await maria.screenshot({ path: `.screens/omw-helper-${width}-2.png` });
  await day.getByRole('button', { name: 'Tell the company' }).click();
  await day.getByText(/running 15 min late/).waitFor();
  await maria.screenshot({ path: `.screens/omw-helper-${width}-3.png` });
  // The owner of the same browser world is another context: tell there too through the owner's view.
  const ctx = maria.context();
  const owner = await ctx.newPage();
  await owner.goto(`${base}/company/job/team-edit/48?tab-session=1`);
  await owner.waitForTimeout(500);
  await maria.context().close();
}
await browser.close();
