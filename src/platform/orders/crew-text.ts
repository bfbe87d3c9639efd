import { countOf } from '@/platform/format';

/**
 * How much of an order's crew is there: '2 of 4 helpers', '1 of 1 helper' (the noun agrees
 * with the number needed). One text for the company's job cards, a helper's Order details,
 * her calendar's job dialog and the calendar files.
 */
export function crewProgress(crew: number, needed: number): string {
  return `${crew} of ${countOf(needed, 'helper')}`;
}
