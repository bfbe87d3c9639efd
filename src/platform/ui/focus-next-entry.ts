import { watchForLostFocus } from './use-focus-when-shown';

/** A list whose entries leave it with the control that took them out (Delete, Remove, Unblock). */
export interface EntryFocusRule {
  /** An entry of the list (a selector the control's entry matches, and its siblings). */
  entry: string;
  /** The control of an entry that takes the focus: the one used, in the entry next to it. */
  control: string;
  /** Where the focus goes when no entry is left: the list's heading, its empty state. */
  fallback: () => HTMLElement | null | undefined;
}

/**
 * Focuses an element that may not take the focus by itself (a heading: it gets tabIndex -1, as
 * a dialog that takes the focus does), so a screen reader reads it and Tab goes on from it.
 */
export function focusElement(element: HTMLElement) {
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.tabIndex = -1;
  element.focus();
}

/**
 * Where the keyboard goes once an entry has left its list with the control that had the focus:
 * the same control of the next entry, else of the previous one, else the rule's fallback (QA
 * helper-116: the focus fell to the page's body, or to the page's title far above). Call it as
 * the action starts, while the entry is still listed (its neighbours are taken then); it
 * returns the move, which focuses the nearest neighbour still on the page, and says false when
 * there is nowhere yet (a fallback still to be shown). `watchNextEntryFocus` runs it once the
 * focus is lost; a dialog's `whenOpenerGone` takes it as it is.
 */
export function nextEntryFocus(
  used: Element | null | undefined,
  rule: EntryFocusRule,
): () => boolean {
  const entry = used?.closest(rule.entry);
  const siblings = entry?.parentElement
    ? [...entry.parentElement.children].filter((e) => e.matches(rule.entry))
    : [];
  const at = entry ? siblings.indexOf(entry) : -1;
  // Nearest first: the entries after it, then those before it, going up.
  const neighbours = at < 0 ? [] : [...siblings.slice(at + 1), ...siblings.slice(0, at).reverse()];
  return () => {
    const control = neighbours
      .filter((e) => e.isConnected && e !== entry)
      .map((e) => e.querySelector<HTMLElement>(rule.control))
      .find((c) => c !== null && !c.hasAttribute('disabled'));
    const target = control ?? rule.fallback();
    if (!target) return false;
    focusElement(target);
    return true;
  };
}

/**
 * `nextEntryFocus` for an action without a dialog (the entry's own button: Remove from
 * favourites, Unblock): taken as it starts; the returned function, called once it has
 * succeeded, watches for the focus to be lost as the entry goes and moves it.
 */
export function watchNextEntryFocus(used: HTMLElement, rule: EntryFocusRule): () => void {
  const move = nextEntryFocus(used, rule);
  return () => watchForLostFocus(move, { from: used });
}
