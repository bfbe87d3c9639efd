import { formatTable, median, overBudget, ratio, ratioLine } from './bench-ratios.mjs';

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

  it('overBudget and formatTable: one row per line, OVER marked', () => {
    const lines = [
      ratioLine({ line: 'a', baseline: '(a)', baselineRuns: [100], oursRuns: [90], budget: 1 }),
      ratioLine({ line: 'b', baseline: '(b)', baselineRuns: [100], oursRuns: [200], budget: 1 }),
      ratioLine({ line: 'c', baseline: '(c)', baselineRuns: [100], oursRuns: [200] }),
    ];
    expect(overBudget(lines).map((l) => l.line)).toEqual(['b']);
    const table = formatTable(lines).split('\n');
    expect(table[0]).toMatch(/^line\s+baseline \(ms\)\s+ours \(ms\)\s+ratio\s+budget\s+ok\?$/);
    expect(table).toHaveLength(5);
    expect(table[2]).toMatch(/^a\s+\(a\) 100\s+90\s+0\.9x\s+<= 1x\s+ok$/);
    expect(table[3]).toMatch(/OVER$/);
    expect(table[4]).toMatch(/2x\s+-\s+-$/);
  });
});
