import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect } from './support';

/** WCAG 2.0/2.1 A and AA rules; a violation of serious or critical impact fails the check. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

export type A11yFinding = { rule: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe-core on the page (or only inside `scope`, e.g. an open dialog) and returns its
 * serious and critical WCAG A/AA violations, one entry per rule with the offending elements.
 */
export async function a11yFindings(
  page: Page,
  scope?: { include?: string; exclude?: string[] },
): Promise<A11yFinding[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  if (scope?.include) builder = builder.include(scope.include);
  for (const selector of scope?.exclude ?? []) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes.slice(0, 8).map((n) => `${n.target.join(' ')} — ${n.failureSummary}`),
    }));
}

export function formatFindings(where: string, findings: A11yFinding[]): string {
  return findings
    .map((f) => `${where}: [${f.impact}] ${f.rule} (${f.help})\n    ${f.targets.join('\n    ')}`)
    .join('\n');
}

/** Fails when the page (or the scope) has a serious or critical WCAG A/AA violation. */
export async function expectAccessible(
  page: Page,
  scope?: { include?: string; exclude?: string[]; label?: string },
): Promise<void> {
  const findings = await a11yFindings(page, scope);
  const where = scope?.label ?? new URL(page.url()).pathname;
  expect(findings, formatFindings(where, findings)).toEqual([]);
}

/**
 * Waits until a page has settled: no spinner or skeleton left, and no Blueprint overlay
 * still animating in, so axe sees the content a user sees (and the real contrast).
 */
export async function waitForSettled(page: Page, root?: Locator): Promise<void> {
  const scope = root ?? page.locator('body');
  await expect(scope.locator('.bp6-spinner, .bp6-skeleton, [aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}
