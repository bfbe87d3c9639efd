import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useBackCloses } from './use-back-closes';

/*
 * The browser's Back on an overlay holding what the user typed (a reason, a comment, a price)
 * does not throw it away without a word (QA, fix-152): the overlay stays, its history entry is
 * put back, and it asks "Discard what you typed?" with Keep editing and Discard, as one place
 * for every dialog (Modal) and popover (GuardedPopover). An overlay nothing was typed in
 * closes on Back as before. Cancel and Escape stay the user's own word: they close.
 */

/** What a control holds, as a value the user changes. */
function valueOf(control: Element): string | null {
  if (control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)
    return control.value;
  if (!(control instanceof HTMLInputElement)) return null;
  if (control.type === 'checkbox' || control.type === 'radio') return String(control.checked);
  // A search box's text is a filter (Find helpers), not work to lose.
  const notWork = ['hidden', 'button', 'submit', 'reset', 'file', 'image', 'search'];
  if (notWork.includes(control.type) || control.getAttribute('role') === 'searchbox') return null;
  return control.value;
}

/**
 * While `isOpen`: whether the user has changed a control inside `area` (what it held as they
 * first went into it, focused, clicked or typed, against what it holds now). Values a form puts
 * in by itself (its start, a draft restored) are no change of the user's; a change typed back
 * to where it was is none either.
 */
function useChangedByUser(isOpen: boolean, area: () => Element | null | undefined) {
  const before = useRef(new Map<Element, string>());
  const latestArea = useRef(area);
  useLayoutEffect(() => {
    latestArea.current = area;
  });
  useEffect(() => {
    if (!isOpen) return;
    const seen = before.current;
    const note = (event: Event) => {
      const target = event.target;
      if (!(target instanceof Element) || seen.has(target)) return;
      if (!latestArea.current()?.contains(target)) return;
      const value = valueOf(target);
      if (value !== null) seen.set(target, value);
    };
    // Capture, so each is noted before the control takes the change.
    const events = ['focusin', 'pointerdown', 'keydown', 'beforeinput'] as const;
    for (const type of events) document.addEventListener(type, note, true);
    return () => {
      for (const type of events) document.removeEventListener(type, note, true);
      seen.clear();
    };
  }, [isOpen]);
  return () =>
    [...before.current].some(
      ([control, value]) => control.isConnected && valueOf(control) !== value,
    );
}

/**
 * `useBackCloses` for an overlay that may hold typing: Back on it, once something was typed,
 * keeps it open and returns the question to show inside it (null otherwise).
 */
export function useBackAsksFirst(
  isOpen: boolean,
  close: () => void,
  area: () => Element | null | undefined,
): ReactNode {
  const [asking, setAsking] = useState(false);
  const changed = useChangedByUser(isOpen, area);
  // Where the focus was as Back came: Keep editing puts it back there (a click took it).
  const editing = useRef<HTMLElement | null>(null);
  useBackCloses(isOpen, close, () => {
    if (!changed()) return false;
    const active = document.activeElement;
    editing.current = active instanceof HTMLElement && area()?.contains(active) ? active : null;
    setAsking(true);
    return true;
  });
  useEffect(() => {
    if (!isOpen) setAsking(false);
  }, [isOpen]);
  if (!asking) return null;
  return (
    <DiscardQuestion
      onKeep={() => {
        setAsking(false);
        if (editing.current?.isConnected) editing.current.focus();
      }}
      onDiscard={() => {
        setAsking(false);
        close();
      }}
    />
  );
}

export const DISCARD_QUESTION = 'Discard what you typed?';

function DiscardQuestion({ onKeep, onDiscard }: { onKeep: () => void; onDiscard: () => void }) {
  const keep = useRef<HTMLButtonElement>(null);
  // Read out as it comes (an alert); the focus stays where she was typing (Tab goes on to
  // Keep editing), and the question is scrolled into view in a long dialog.
  // (A block: Chromium's scrollIntoView returns a promise, which React took for a cleanup.)
  useLayoutEffect(() => {
    void keep.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <Callout intent="warning" role="alert" className="app-discard-question">
      <p>{DISCARD_QUESTION} Back would close this without it.</p>
      <div className="app-state-actions app-discard-question__actions">
        <Button ref={keep} intent="primary" text="Keep editing" onClick={onKeep} />
        <Button text="Discard" onClick={onDiscard} />
      </div>
    </Callout>
  );
}
