import { test as base, type BrowserContext } from '@playwright/test';
import { CLOCK_OFFSET_ENV, shiftClock } from '../../scripts/lib/shift-clock.mjs';

/**
 * The browsers of the real-API journeys run on the journeys' one clock: their `Date` is moved
 * by the offset that moves the runner's and the server's (playwright.real.config.ts,
 * scripts/lib/shift-clock.mjs), so the pages, the server and the journeys agree on "now"
 * whenever the suite runs. Timers and `performance` are the browser's own.
 */
export async function installJourneyClock(context: BrowserContext): Promise<void> {
  await context.addInitScript(shiftClock, Number(process.env[CLOCK_OFFSET_ENV] ?? 0));
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
