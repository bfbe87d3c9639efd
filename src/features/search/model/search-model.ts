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
