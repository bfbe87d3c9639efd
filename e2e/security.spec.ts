import type { Page } from '@playwright/test';
import { expect, HELPER, loginAs, OWNER, test } from './support';

/**
 * Issue 10/10, Security: the built app ships a hash-based Content-Security-Policy and
 * Referrer-Policy no-referrer (scripts/csp-plugin.mjs: meta tags in dist/index.html, headers
 * from `vite preview`), and nothing the app does in a journey trips the policy: the MSW
 * service worker, the map's blob worker, the lazily loaded calendar, the Pusher socket.
 */

/** Every CSP violation the page reports, across navigations. */
async function recordViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      void report(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  return violations;
}

test('the built app sends a hash-based CSP and Referrer-Policy no-referrer', async ({ page }) => {
  const response = await page.goto('/login');
  const headers = response!.headers();
  const metaCsp = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  const referrer = await page.locator('meta[name="referrer"]').getAttribute('content');
  expect(referrer).toBe('no-referrer');
  expect(headers['referrer-policy']).toBe('no-referrer');
  for (const policy of [metaCsp!, headers['content-security-policy']]) {
    const directives = new Map(
      policy.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    const scripts = directives.get('script-src')!;
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // Every inline script of the page carries a hash the policy lists (hash-based).
    const inline = await page.locator('script:not([src])').count();
    expect(scripts.filter((s) => s.startsWith("'sha256-")).length).toBeGreaterThanOrEqual(inline);
    expect(directives.get('worker-src')).toEqual(expect.arrayContaining(["'self'", 'blob:']));
    expect(directives.get('object-src')).toEqual(["'none'"]);
  }
  await expect(page.getByRole('heading', { name: 'Welcome back!' })).toBeVisible();
});

/** Brings in the interactive map (maplibre) with the zoom button of its preview. */
async function useMap(page: Page) {
  await page.getByRole('button', { name: 'Zoom in' }).first().click({ timeout: 20_000 });
  await expect(page.locator('canvas.maplibregl-canvas').first()).toBeVisible({ timeout: 20_000 });
}

test('no page of a company or helper journey trips the policy', async ({ page }) => {
  test.info().setTimeout(120_000);
  const violations = await recordViolations(page);

  await loginAs(page, OWNER);
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  await page.goto('/company/job');
  await expect(page.locator('.app-route-tabs [aria-current="page"]')).toBeVisible();
  await page.goto('/company/calendar?view=month');
  await expect(page.locator('.rbc-month-view')).toBeVisible({ timeout: 20_000 });
  await page.goto('/company/branch');
  // The map: its preview and the county data, then, once used, maplibre's module and its blob
  // worker.
  await useMap(page);
  await page.waitForLoadState('networkidle');
  await page.goto('/company/team');
  await expect(page.locator('.app-route-tabs [aria-current="page"]')).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await loginAs(page, HELPER);
  await page.goto('/helper/calendar');
  await expect(page.locator('.rbc-calendar')).toBeVisible({ timeout: 20_000 });
  await page.goto('/helper/settings/work-settings');
  await useMap(page);
  await page.waitForLoadState('networkidle');

  // The MSW worker really answered (a blocked worker would have left the pages empty).
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(violations).toEqual([]);
});
