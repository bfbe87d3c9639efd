import { test as base, type BrowserContext } from '@playwright/test';
import { CLOCK_OFFSET_ENV, shiftClock } from '../../scripts/lib/shift-clock.mjs';
import { BROWSER_CLOCK_AHEAD_MS } from '../browsers';

/**
 * The browsers of the real-API journeys run on the journeys' one clock: their `Date` is moved
 * by the offset that moves the runner's and the server's (playwright.real.config.ts,
 * scripts/lib/shift-clock.mjs), so the pages, the server and the journeys agree on "now"
 * whenever the suite runs (a browser's own clock ahead of the runner's taken into account:
 * e2e/browsers.ts). Timers and `performance` are the browser's own.
 */
export async function installJourneyClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    shiftClock,
    Number(process.env[CLOCK_OFFSET_ENV] ?? 0) - BROWSER_CLOCK_AHEAD_MS,
  );
}

/** Playwright's `test`, its context on the journeys' clock. */
export const test = base.extend<{ journeyClock: void }>({
  journeyClock: [
    async ({ context }, use) => {
      await installJourneyClock(context);
      await use();
    },
    { auto: true },
  ],
});
export { expect } from '@playwright/test';
