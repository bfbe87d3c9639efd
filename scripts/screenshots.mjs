// Screenshots of the built app as a user sees it, at 1280px and 390px wide, into .screens/.
// Usage: npx vite preview --port 4173 & node scripts/screenshots.mjs [path|email:path ...]
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.env.BASE_URL ?? 'http://localhost:4173';
const targets = process.argv.slice(2);
const out = '.screens';
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--enable-unsafe-swiftshader',
  ],
});
for (const width of [1280, 390]) {
  for (const target of targets) {
    const [who, path] = target.includes(':') ? target.split(/:(.*)/s) : ['', target];
    const context = await browser.newContext({
      viewport: { width, height: width > 600 ? 800 : 844 },
      // The demo market is Texas: its jobs run 7:00-19:00 Central time.
      timezoneId: process.env.SCREENSHOT_TZ ?? 'America/Chicago',
    });
    const page = await context.newPage();
    if (who) {
      await page.goto(`${base}/login`);
      await page.getByLabel('Email').fill(who);
      await page.getByLabel('Password', { exact: true }).fill('demo1234');
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForURL(/\/(company|helper)\//);
    }
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    // Lazy pages and the first seed of the mock database: wait until nothing is loading.
    await page
      .waitForFunction(() => !document.querySelector('.bp6-skeleton, .app-boot'), null, {
        timeout: 15_000,
      })
      .catch(() => console.warn(`${path}: still loading after 15 s`));
    await page.waitForTimeout(600);
    const name = `${out}/${who.split('@')[0] || 'anon'}${path.replace(/[/?=&]/g, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: false });
    console.log(name);
    await context.close();
  }
}
await browser.close();
