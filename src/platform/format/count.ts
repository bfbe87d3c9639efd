/** countOf(1, 'truck') -> '1 truck', countOf(2, 'truck') -> '2 trucks'. */
export function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
