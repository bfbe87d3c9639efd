import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Moves the focus to an element that a change is about to show (the line that replaces the
 * button just used, the button that comes back): `focusWhenShown(ref)` focuses it after the
 * first commit in which it is on screen. A timer guessed when that would be; on a loaded
 * machine it ran before the render, found nothing and the focus was lost.
 */
export function useFocusWhenShown() {
  const pending = useRef<RefObject<HTMLElement | null> | null>(null);
  const [, rerender] = useState(0);
  useEffect(() => {
    const element = pending.current?.current;
    if (!element) return;
    pending.current = null;
    element.focus();
  });
  return useCallback((target: RefObject<HTMLElement | null>) => {
    pending.current = target;
    rerender((count) => count + 1);
  }, []);
}

/**
 * Whether the keyboard's focus has been lost: on the page's body, on an element that has left
 * the page (what had it was removed), or on a control that has been disabled (Chromium drops
 * such a control's focus to the page's top; other browsers leave it on a control that does
 * nothing). Where a change then puts it back (a dialog's opener, a new page's title).
 */
export function focusIsLost(): boolean {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    !active.isConnected ||
    (active as HTMLButtonElement).disabled === true
  );
}

/** The page's title (desktop: in the page; phone: in the header), which takes the focus. */
export function focusPageTitle() {
  document.querySelector<HTMLElement>('h1.app-page-title')?.focus({ preventScroll: true });
}

/** How long a watch for lost focus lasts (watchForLostFocus). */
const FOCUS_WATCH_MS = 3000;

/**
 * Watches, for a few seconds, for the focus to be lost (what had it goes a moment later: an
 * old page whose new one is still loading, a button the answer it sent replaces, a dialog's
 * opener gone when it closes) and then calls `onLost`, which puts it somewhere sensible; an
 * `onLost` that returns false found nowhere yet (what takes the focus is still to be shown),
 * and the watch goes on. It stops once the person puts the focus (on another element than
 * `from`, by default the one that has it now) or the pointer somewhere: `from` getting it back
 * (a button that stopped loading) does not stop it. Returns the stop.
 */
export function watchForLostFocus(
  onLost: () => boolean | void,
  {
    ms = FOCUS_WATCH_MS,
    from = document.activeElement,
  }: { ms?: number; from?: Element | null } = {},
): () => void {
  const deadline = performance.now() + ms;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('focusin', moved, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  const moved = (event: FocusEvent) => {
    if (event.target !== from) stop();
  };
  const check = () => {
    if (focusIsLost() && onLost() !== false) stop();
    else if (performance.now() < deadline) frame = requestAnimationFrame(check);
    else stop();
  };
  document.addEventListener('focusin', moved, true);
  document.addEventListener('pointerdown', stop, true);
  check();
  return stop;
}

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
