import { readFileSync } from 'node:fs';
import { launch, serve } from './lib.mjs';
import { signInWithBusyMonth } from './measurements/calendar.mjs';
import { analyse } from '/tmp/probe/analyse.mjs';
const server = await serve('dist', 4192);
const browser = await launch();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId: 'America/Chicago' });
  await context.addInitScript(() => { window.__MOVERS_MOCK__ = { latencyMs: 0, simulatorIntervalMs: 0 }; });
  const page = await context.newPage();
  const month = await signInWithBusyMonth(page, 4192, 1000);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`http://localhost:4192/company/calendar?view=month&date=${month}`);
  await page.locator('.rbc-month-view .rbc-event').first().waitFor({ timeout: 60000 });
  await page.waitForTimeout(1500);
  for (const [view, sel] of [['Agenda', '.rbc-agenda-view tbody tr'], ['Month', '.rbc-month-view .rbc-event']]) {
    const path = `/tmp/probe/cal-${view}.json`;
    await browser.startTracing(page, { path, categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler'] });
    const t0 = Date.now();
    await page.getByRole('button', { name: view, exact: true }).click();
    await page.locator(sel).first().waitFor({ timeout: 60000 });
    console.log(view, 'shown after', Date.now() - t0, 'ms');
    await page.waitForTimeout(2500);
    await browser.stopTracing();
    { const j = JSON.parse(readFileSync(path, 'utf8')); analyse(j.traceEvents ?? j, view); }
  }
} finally { await browser.close(); server.kill(); }
