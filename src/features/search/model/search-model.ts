import { countOf } from '@/platform/format';

/** Spec section 2: the search input emits 1000 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 1000;
/** Spec section 9: the search dropdown is 455px wide. */
export const SEARCH_DROPDOWN_WIDTH = 455;

/** The company search's tags; each is the API's `type`. */
export type SearchTag = 'order' | 'employee';
export const SEARCH_TAGS: { tag: SearchTag; label: string }[] = [
  { tag: 'order', label: 'Orders' },
  { tag: 'employee', label: 'Employees' },
];

/** Spec section 2: selecting a tag filters; clicking the active tag clears it. */
export function toggleTag(current: SearchTag | null, clicked: SearchTag): SearchTag | null {
  return current === clicked ? null : clicked;
}

/** The contract's cap: a search answers at most 10 of each kind. */
export const SEARCH_RESULT_LIMIT = 10;

/**
 * One kind's results in words, when the list may be cut at the cap (QA helper-98: 10 of 37
 * "Smith" orders read as all of them). `total` is the answer's count of matches when it gives
 * one; without it a full list (10) is taken as cut. `said` is for the status ("37 orders (the
 * first 10 shown)", "the first 10 orders", else "3 orders"); `cut` the section's line, or null.
 */
export function kindCount(
  shown: number,
  total: number | undefined,
  noun: string,
  plural = `${noun}s`,
): { said: string; cut: string | null } {
  const count = (n: number) => countOf(n, noun, plural);
  const cut = total === undefined ? shown >= SEARCH_RESULT_LIMIT : total > shown;
  if (!cut) return { said: count(shown), cut: null };
  if (total === undefined)
    return { said: `the first ${count(shown)}`, cut: `Showing the first ${count(shown)}.` };
  return {
    said: `${count(total)} (the first ${shown} shown)`,
    cut: `Showing the first ${shown} of ${count(total)}.`,
  };
}
