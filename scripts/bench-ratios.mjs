// Pure helpers of the bench's ratio lines (bench/measurements/ratios.mjs): medians, ratios to
// a baseline measured in the same run, budgets and the printed table. No timing in here, so
// scripts/bench-ratios.test.ts can check it in `npm run test:unit`.

/** Median of the numbers given (null and undefined skipped), rounded to 1 ms; null if none. */
export function median(values) {
  const sorted = values
    .filter((v) => typeof v === 'number' && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return Math.round(sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
}

/** ours / baseline to two decimals; null when either is missing or the baseline is not > 0. */
export function ratio(ours, baseline) {
  if (typeof ours !== 'number' || typeof baseline !== 'number' || !(baseline > 0)) return null;
  return Math.round((ours / baseline) * 100) / 100;
}

/**
 * The ratio of each round (ours / baseline of the same round, two decimals), when both sides
 * were measured in the same rounds (the bench interleaves them: baselineRuns[i] and
 * oursRuns[i] were taken one after the other); rounds missing a side are left out. Empty
 * when the two lists are not of one length (not measured round by round).
 */
export function roundRatios(baselineRuns, oursRuns) {
  if (baselineRuns.length !== oursRuns.length) return [];
  return oursRuns.map((ours, i) => ratio(ours, baselineRuns[i])).filter((r) => r !== null);
}

/**
 * One line of the table: the medians of both sides, their ratio and whether it is within
 * `budget` (a ratio; none: ok is null, the line is reported only). A line whose ratio cannot
 * be computed (a side never measured) is over budget when it has one: a budget must not pass
 * on a missing figure. Beside them, the spread of the rounds' own ratios (`rounds`: lowest
 * and highest) and how many rounds were within the budget (`roundsOk`): these machines move
 * from run to run, and a verdict that half the rounds contradict is the machine's, not ours.
 */
export function ratioLine({ line, baseline, baselineRuns, oursRuns, budget = null }) {
  const baselineMs = median(baselineRuns);
  const oursMs = median(oursRuns);
  const r = ratio(oursMs, baselineMs);
  const ok = budget === null ? null : r !== null && r <= budget;
  const perRound = roundRatios(baselineRuns, oursRuns);
  const rounds = perRound.length
    ? { min: Math.min(...perRound), max: Math.max(...perRound), count: perRound.length }
    : null;
  const roundsOk =
    budget === null || rounds === null ? null : perRound.filter((x) => x <= budget).length;
  return {
    line,
    baseline,
    baselineMs,
    oursMs,
    ratio: r,
    budget,
    ok,
    rounds,
    roundsOk,
    baselineRuns,
    oursRuns,
  };
}

/** The lines over their budget. */
export const overBudget = (lines) => lines.filter((l) => l.ok === false);

const cell = (value, suffix = '') =>
  value === null || value === undefined ? '-' : `${value}${suffix}`;

/**
 * The printed table: line, baseline (ms), ours (ms), ratio, the rounds' ratios (lowest to
 * highest), budget, rounds within it, ok?.
 */
export function formatTable(lines) {
  const head = [
    'line',
    'baseline (ms)',
    'ours (ms)',
    'ratio',
    'rounds',
    'budget',
    'in budget',
    'ok?',
  ];
  const rows = lines.map((l) => [
    l.line,
    `${l.baseline} ${cell(l.baselineMs)}`,
    cell(l.oursMs),
    cell(l.ratio, 'x'),
    l.rounds ? `${l.rounds.min}-${l.rounds.max}x` : '-',
    l.budget === null ? '-' : `<= ${l.budget}x`,
    l.roundsOk === null ? '-' : `${l.roundsOk}/${l.rounds.count}`,
    l.ok === null ? '-' : l.ok ? 'ok' : 'OVER',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const format = (r) =>
    r.map((c, i) => (i === 0 || i === 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [format(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(format)].join(
    '\n',
  );
}
