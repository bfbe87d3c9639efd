import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect } from './support';

/** WCAG 2.0/2.1 A and AA rules; a violation of serious or critical impact fails the check. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);
/**
 * Rules held too, whatever their impact, besides the tags' own:
 * - label-content-name-mismatch (WCAG 2.5.3 Label in Name): a control's accessible name holds
 *   its visible text, so a voice-control user who says what they see ("click Invite to…")
 *   activates it (a review found an "Invite to…" button named "Invite Hector Allen to a job").
 *   axe 4.13 ships it as "experimental", which a run by tags leaves out; named here, it runs.
 *   axe accepts the text anywhere in the name; the app puts it first (name = text + context).
 * - heading-order, on a whole page only: headings that skip a level (a screen reader's outline
 *   of the page has holes: review 54 found cards' h3 under the page's h1). Not inside an
 *   overlay checked alone: Blueprint titles a menu's sections and a drawer with its own fixed
 *   levels (h6, h4), which are no part of the page's outline.
 */
const ALSO = ['label-content-name-mismatch', 'heading-order'];
const PAGE_ONLY = new Set(['heading-order']);

/**
 * axe-core itself, put in the page once per document and run there with `axe.run` (3/8).
 * @axe-core/playwright's `analyze()` injected the 560 KB script again on every call and
 * finished each run in a second, blank page: ~2 s a page against ~0.4 s this way. The app
 * has no iframes, so running in the top document alone misses nothing. Only violations are
 * collected (axe skips listing every passing node).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type A11yFinding = { rule: string; impact: string; help: string; targets: string[] };

/**
 * Runs axe-core on the page (or only inside `scope`, e.g. an open dialog) and returns its
 * serious and critical WCAG A/AA violations, one entry per rule with the offending elements.
 */
export async function a11yFindings(
  page: Page,
  scope?: { include?: string; exclude?: string[] },
): Promise<A11yFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: TAGS },
    rules: Object.fromEntries(
      ALSO.map((rule) => [rule, { enabled: !(scope?.include && PAGE_ONLY.has(rule)) }]),
    ),
    resultTypes: ['violations'],
  };
  const { violations } = await page.evaluate(
    ({ include, exclude, options }) => {
      const { axe } = window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<AxeResults> };
      };
      const context = {
        include: include ? [[include]] : [[':root']],
        exclude: exclude.map((selector) => [selector]),
      };
      return axe.run(context, options);
    },
    { include: scope?.include, exclude: scope?.exclude ?? [], options },
  );
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? '') || ALSO.includes(v.id))
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
