import { test as base, type BrowserContext } from '@playwright/test';

/**
 * The browsers of the real-API journeys run on the journeys' one clock (the runner's `Date`,
 * moved by playwright.real.config.ts as the server's is: scripts/lib/shift-clock.mjs), so the
 * pages, the server and the journeys agree on "now" whenever the suite runs.
 */
export async function installJourneyClock(context: BrowserContext): Promise<void> {
  await context.clock.install({ time: Date.now() });
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
