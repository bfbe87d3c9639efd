import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';

/*
 * The browser's Back closes the topmost overlay (a dialog, the mobile menu, a popover) rather
 * than leaving the page under it, as a phone's back gesture does in its own apps (QA 133 #2).
 * An open overlay has a history entry of its own: the same address, with a mark in its state
 * (`appOverlay`: this page load's id and the overlay's depth). Back lands on the entry below
 * and closes what is above it; an overlay closed by its own buttons takes its entry away
 * (history.go), so the page is where it was. A move to another address while an overlay is
 * open (a link in a dialog, a menu entry, a dialog's submit) takes the overlay's entry rather
 * than one more, so Back from there comes to the page, not to its overlay's empty entry.
 * Kept in step as a whole, a microtask after React's changes: the effects of StrictMode's
 * second mount, or one dialog closing as another opens, cost no history entry.
 */

const MARK = 'appOverlay';
const LOAD = Math.random().toString(36).slice(2);

type Overlay = { close: () => void; hold: () => boolean; closing: boolean };

/** The open overlays, first opened first. */
const open: Overlay[] = [];
/** A go() of ours is on its way; pushes asked for meanwhile wait for it to land. */
let traversing = false;
const waiting: Array<() => void> = [];
let scheduled = false;
let ownPush = false;
let installed = false;

/** How many overlay entries are above the page's own, on the current entry. */
function depth(): number {
  const state: unknown = window.history.state;
  const mark = state && typeof state === 'object' ? (state as Record<string, unknown>)[MARK] : '';
  if (typeof mark !== 'string') return 0;
  const [load, n] = mark.split(':');
  return load === LOAD ? Number(n) || 0 : 0;
}

function markedState(n: number): Record<string, unknown> {
  const state: unknown = window.history.state;
  const base = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  return { ...base, [MARK]: `${LOAD}:${n}` };
}

function sync() {
  scheduled = false;
  if (traversing) return; // again once it lands
  const have = depth();
  const want = open.filter((o) => !o.closing).length;
  if (have < want) {
    ownPush = true;
    try {
      for (let n = have + 1; n <= want; n += 1)
        window.history.pushState(markedState(n), '', window.location.href);
    } finally {
      ownPush = false;
    }
  } else if (have > want) {
    traversing = true;
    window.history.go(want - have);
  }
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  queueMicrotask(sync);
}

function onPopState() {
  if (traversing) {
    traversing = false;
    for (const push of waiting.splice(0)) push();
    schedule();
    return;
  }
  // The user's Back (or Forward): what is above the entry it landed on closes, topmost first,
  // down to one that holds (it has typing to ask about): it and those under it stay, and
  // their entries are put back.
  const have = depth();
  const shown = open.filter((o) => !o.closing);
  for (const overlay of shown.slice(have).reverse()) {
    if (overlay.hold()) {
      schedule();
      return;
    }
    overlay.closing = true;
    overlay.close();
  }
}

function install() {
  if (installed) return;
  installed = true;
  window.addEventListener('popstate', onPopState);
  const push = window.history.pushState;
  window.history.pushState = function (this: History, ...args: Parameters<History['pushState']>) {
    if (ownPush) return push.apply(this, args);
    if (traversing) {
      waiting.push(() => window.history.pushState(...args));
      return;
    }
    // A move while an overlay's entry is on top takes that entry.
    if (open.length > 0 && depth() > 0) return window.history.replaceState(...args);
    return push.apply(this, args);
  };
  // A replace asked while an overlay's entry is being taken away is the page's: made on the
  // overlay's entry, the go() landing below it undid it (QA-171 #1: the phone menu's branch
  // switch took Edit member to the new branch's team, and its closing took it back).
  const replace = window.history.replaceState;
  window.history.replaceState = function (
    this: History,
    ...args: Parameters<History['replaceState']>
  ) {
    if (traversing) {
      waiting.push(() => window.history.replaceState(...args));
      return;
    }
    return replace.apply(this, args);
  };
}

/**
 * While `isOpen`, the overlay has a history entry that Back takes away, calling `close` (unless
 * `hold` says it stays: its entry is put back, back-asks-first.tsx); it
 * also closes when the address (path or query) changes under it: a dialog never stays over a
 * list that changed page, nor the menu over the next page.
 */
export function useBackCloses(
  isOpen: boolean,
  close: () => void,
  /** Asked first on Back: true keeps the overlay open (it asks about its typing itself). */
  hold: () => boolean = () => false,
) {
  const latest = useRef(close);
  const latestHold = useRef(hold);
  useEffect(() => {
    latest.current = close;
    latestHold.current = hold;
  });
  useEffect(() => {
    if (!isOpen) return;
    install();
    const overlay: Overlay = {
      close: () => latest.current(),
      hold: () => latestHold.current(),
      closing: false,
    };
    open.push(overlay);
    schedule();
    return () => {
      open.splice(open.indexOf(overlay), 1);
      schedule();
    };
  }, [isOpen]);
  const [path] = useLocation();
  const search = useSearch();
  const here = `${path}?${search}`;
  const openedAt = useRef<string | null>(null);
  useEffect(() => {
    if (!isOpen) {
      openedAt.current = null;
    } else if (openedAt.current === null) {
      openedAt.current = here;
    } else if (openedAt.current !== here) {
      openedAt.current = here;
      latest.current();
    }
  }, [isOpen, here]);
}
