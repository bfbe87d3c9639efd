// Types for bench-ratios.mjs (plain JS so Node runs it without a build step).
export type RatioLine = {
  line: string;
  baseline: string;
  baselineMs: number | null;
  oursMs: number | null;
  ratio: number | null;
  budget: number | null;
  ok: boolean | null;
  /** The rounds' own ratios (ours / baseline of one round): lowest, highest, how many. */
  rounds: { min: number; max: number; count: number } | null;
  /** Rounds whose own ratio is within the budget (null without a budget or rounds). */
  roundsOk: number | null;
  baselineRuns: (number | null)[];
  oursRuns: (number | null)[];
};

export function median(values: readonly (number | null | undefined)[]): number | null;
export function ratio(ours: number | null, baseline: number | null): number | null;
export function roundRatios(
  baselineRuns: readonly (number | null)[],
  oursRuns: readonly (number | null)[],
): number[];
export function ratioLine(input: {
  line: string;
  baseline: string;
  baselineRuns: (number | null)[];
  oursRuns: (number | null)[];
  budget?: number | null;
}): RatioLine;
export function overBudget(lines: readonly RatioLine[]): RatioLine[];
export function formatTable(lines: readonly RatioLine[]): string;
