/**
 * A count and its noun, plural unless the count is 1: countOf(1, 'truck') -> '1 truck',
 * countOf(2, 'truck') -> '2 trucks', countOf(0, 'truck') -> '0 trucks'. A noun whose plural
 * is not the noun and 's' is given it: countOf(3, 'branch', 'branches') -> '3 branches',
 * countOf(1, 'more person', 'more people') -> '1 more person'.
 */
export function countOf(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}

/** A whole number with en-US grouping: 1008 -> '1,008' (as formatMoney groups dollars). */
export function formatWhole(n: number): string {
  const digits = String(Math.round(Math.abs(n))).replace(/\B(?=(\d{3})+$)/g, ',');
  return n < 0 && digits !== '0' ? `-${digits}` : digits;
}
