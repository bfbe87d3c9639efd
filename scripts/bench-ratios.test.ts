import { formatTable, median, overBudget, ratio, ratioLine, roundRatios } from './bench-ratios.mjs';

describe('bench ratio helpers', () => {
  it('median: odd and even counts, skips missing figures, null when none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(3); // (2 + 3) / 2 = 2.5, rounded
    expect(median([null, 10, undefined, 20, 30])).toBe(20);
    expect(median([null, undefined])).toBeNull();
    expect(median([])).toBeNull();
  });

  it('ratio: two decimals, null without both sides or with a zero baseline', () => {
    expect(ratio(150, 100)).toBe(1.5);
    expect(ratio(100, 300)).toBe(0.33);
    expect(ratio(null, 100)).toBeNull();
    expect(ratio(100, null)).toBeNull();
    expect(ratio(100, 0)).toBeNull();
  });

  it('ratioLine: medians, ratio and budget; a missing side is over a budget', () => {
    const line = ratioLine({
      line: '/login LCP',
      baseline: '(a)',
      baselineRuns: [100, 110, 90, 400, 100],
      oursRuns: [120, 130, 125, 500, 126],
      budget: 1.3,
    });
    expect(line).toMatchObject({ baselineMs: 100, oursMs: 126, ratio: 1.26, ok: true });
    // Round by round: 1.2, 1.18, 1.39, 1.25, 1.26; one of the five over 1.3.
    expect(line).toMatchObject({ rounds: { min: 1.18, max: 1.39, count: 5 }, roundsOk: 4 });
    expect(
      ratioLine({ line: 'x', baseline: '(a)', baselineRuns: [100], oursRuns: [131], budget: 1.3 })
        .ok,
    ).toBe(false);
    expect(
      ratioLine({ line: 'x', baseline: '(a)', baselineRuns: [100], oursRuns: [null], budget: 2 }),
    ).toMatchObject({ ratio: null, ok: false });
    expect(
      ratioLine({ line: 'x', baseline: '(a)', baselineRuns: [100], oursRuns: [300] }).ok,
    ).toBeNull();
  });

  it("roundRatios: each round's ours over its baseline; none unless measured round by round", () => {
    expect(roundRatios([100, 200, 50], [150, 200, 100])).toEqual([1.5, 1, 2]);
    // A round missing a side (or with a zero baseline) is left out.
    expect(roundRatios([100, null, 0, 100], [120, 130, 140, null])).toEqual([1.2]);
    expect(roundRatios([100, 100], [120])).toEqual([]);
    const unpaired = ratioLine({
      line: 'x',
      baseline: '(a)',
      baselineRuns: [100, 100],
      oursRuns: [120],
      budget: 2,
    });
    expect(unpaired).toMatchObject({ ratio: 1.2, ok: true, rounds: null, roundsOk: null });
  });

  it('a line whose median passes while most rounds do not says so', () => {
    // Medians 100 and 140 (1.4x, within 1.5x), but the rounds' own ratios are 2, 1.4, 1.75, 1.4
    // and 1.6: the machine moved between rounds, and two of five were within the budget.
    const line = ratioLine({
      line: 'mock /login',
      baseline: 'real',
      baselineRuns: [70, 100, 80, 100, 100],
      oursRuns: [140, 140, 140, 140, 160],
      budget: 1.5,
    });
    expect(line).toMatchObject({ ratio: 1.4, ok: true, rounds: { min: 1.4, max: 2 }, roundsOk: 2 });
    expect(formatTable([line]).split('\n')[2]).toMatch(/1\.4x\s+1\.4-2x\s+<= 1\.5x\s+2\/5\s+ok$/);
  });

  it('overBudget and formatTable: one row per line, OVER marked', () => {
    const lines = [
      ratioLine({ line: 'a', baseline: '(a)', baselineRuns: [100], oursRuns: [90], budget: 1 }),
      ratioLine({ line: 'b', baseline: '(b)', baselineRuns: [100], oursRuns: [200], budget: 1 }),
      ratioLine({ line: 'c', baseline: '(c)', baselineRuns: [100], oursRuns: [200] }),
    ];
    expect(overBudget(lines).map((l) => l.line)).toEqual(['b']);
    const table = formatTable(lines).split('\n');
    expect(table[0]).toMatch(
      /^line\s+baseline \(ms\)\s+ours \(ms\)\s+ratio\s+rounds\s+budget\s+in budget\s+ok\?$/,
    );
    expect(table).toHaveLength(5);
    expect(table[2]).toMatch(/^a\s+\(a\) 100\s+90\s+0\.9x\s+0\.9-0\.9x\s+<= 1x\s+1\/1\s+ok$/);
    expect(table[3]).toMatch(/2-2x\s+<= 1x\s+0\/1\s+OVER$/);
    expect(table[4]).toMatch(/2x\s+2-2x\s+-\s+-\s+-$/);
  });
});
