// Types for bench-ratios.mjs (plain JS so Node runs it without a build step).
export type RatioLine = {
  line: string;
  baseline: string;
  baselineMs: number | null;
  oursMs: number | null;
  ratio: number | null;
  budget: number | null;
  ok: boolean | null;
  baselineRuns: (number | null)[];
  oursRuns: (number | null)[];
};

export function median(values: readonly (number | null | undefined)[]): number | null;
export function ratio(ours: number | null, baseline: number | null): number | null;
export function ratioLine(input: {
  line: string;
  baseline: string;
  baselineRuns: (number | null)[];
  oursRuns: (number | null)[];
  budget?: number | null;
}): RatioLine;
export function overBudget(lines: readonly RatioLine[]): RatioLine[];
export function formatTable(lines: readonly RatioLine[]): string;
