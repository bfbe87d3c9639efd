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
 * nothing; `disabledToo` false: not that). Where a change then puts it back (a dialog's opener, a
 * new page's title).
 */
export function focusIsLost(disabledToo = true): boolean {
  const active = document.activeElement;
  return (
    !active ||
    active === document.body ||
    !active.isConnected ||
    (disabledToo && (active as HTMLButtonElement).disabled === true)
  );
}

/** The page's title (desktop: in the page; phone: in the header), which takes the focus. */
export function focusPageTitle() {
  document.querySelector<HTMLElement>('h1.app-page-title')?.focus({ preventScroll: true });
}

/** How long a watch for lost focus lasts (watchForLostFocus). */
const FOCUS_WATCH_MS = 3000;
/**
 * And in frames at least, as many as those seconds have at 60 per second: on a machine too
 * busy to draw, what loses the focus (a dialog closing) comes late too, and the seconds alone
 * had gone by then (a loaded test run: the focus was left on the body, 2026-12-07).
 */
const FRAME_MS = 1000 / 60;
/**
 * How long the element the focus was given back to (a closed dialog's opener) is watched for
 * going, while the focus stays on it: the answer that removes it comes with a refetch, which a
 * busy machine slows well past the watch's seconds (confirmations' "needs a reason" left the
 * focus on the body again in a loaded full run, 2026-12-07: its test took 20 s).
 */
const GIVEN_BACK_WATCH_MS = 30_000;

/**
 * Watches, for a few seconds (and as many frames), for the focus to be lost (what had it goes
 * a moment later: an old page whose new one is still loading, a button the answer it sent
 * replaces, a dialog's opener gone when it closes) and then calls `onLost`, which puts it
 * somewhere sensible; an `onLost` that returns false found nowhere yet (what takes the focus
 * is still to be shown), and the watch goes on. It stops once the person puts the pointer
 * somewhere. The focus moved to another element than `from` (by default the one that has it
 * now) is watched only for going with its element: a closing dialog gives the focus back to
 * its opener, which the answer then removes (confirmations' "needs a reason" left it on the
 * body in full runs, 2026-12-07), and a field the person tabbed to is theirs even if it is
 * disabled a moment; the element the focus was first given back to is watched past the
 * seconds, while it keeps the focus (GIVEN_BACK_WATCH_MS). `from` getting it back (a button
 * that stopped loading) is as before. Returns the stop.
 */
export function watchForLostFocus(
  onLost: () => boolean | void,
  {
    ms = FOCUS_WATCH_MS,
    from = document.activeElement,
  }: { ms?: number; from?: Element | null } = {},
): () => void {
  const started = performance.now();
  const deadline = started + ms;
  const minFrames = Math.ceil(ms / FRAME_MS);
  let frames = 0;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('focusin', moved, true);
    document.removeEventListener('pointerdown', stop, true);
  };
  let movedOn = false;
  // The first element the focus moved to: the opener a closing dialog gave it back to.
  let givenBack: EventTarget | null = null;
  const moved = (event: FocusEvent) => {
    if (event.target === from) return;
    if (!movedOn) givenBack = event.target;
    movedOn = true;
  };
  const check = () => {
    if (focusIsLost(!movedOn) && onLost() !== false) return stop();
    const now = performance.now();
    const waiting =
      now < deadline ||
      ++frames < minFrames ||
      // Past its time, the element it was given back to is watched while it keeps the focus.
      (givenBack !== null &&
        document.activeElement === givenBack &&
        now < started + GIVEN_BACK_WATCH_MS);
    if (waiting) frame = requestAnimationFrame(check);
    else stop();
  };
  document.addEventListener('focusin', moved, true);
  document.addEventListener('pointerdown', stop, true);
  check();
  return stop;
}

/**
 * Once `state` changes (not on the first render): when the redraw took the element that had
 * the focus with it (an answer replaced its buttons, a push closed the job, a dialog went with
 * its section), `target` takes it, rather than the page's body. Kept to the state, not to a
 * time: a slow refetch, or a push, redraws the page whenever it comes, where a watch started
 * by the action has ended (confirmations' "needs a reason" found the focus on the body).
 * Children's effects run first: one that put the focus somewhere itself keeps it there.
 */
export function useFocusKeptThroughChange(
  target: RefObject<HTMLElement | null>,
  state: string,
): void {
  const last = useRef(state);
  useEffect(() => {
    if (last.current === state) return;
    last.current = state;
    if (focusIsLost()) target.current?.focus();
  }, [state, target]);
}
