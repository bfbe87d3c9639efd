import { useEffect, useState } from 'react';

/** How long something changed by the other side stays marked on an open screen. */
export const CHANGED_MARK_MS = 5000;

/** The mark's class (theme.css): a tint that fades as the moment passes. */
export const CHANGED_CLASS = 'app-changed';

/**
 * Whether `value` (what a part of the screen says) changed while the screen was open, for a
 * moment: "when the other side acts, the screen that shows it changes by itself, the item
 * marked as new for a moment" (design guide; QA-221 L3: a helper's open Order details took a
 * moved job's new times without a mark). Not on arrival: only a change after the first
 * render. A second change within the moment marks it afresh.
 */
export function useChangedMark(value: string): boolean {
  const [shown, setShown] = useState(value);
  const [changed, setChanged] = useState<string | null>(null);
  if (shown !== value) {
    // Adjusting state to the new value during render (React: storing what the last render had).
    setShown(value);
    setChanged(value);
  }
  useEffect(() => {
    if (changed === null) return;
    const timer = setTimeout(() => setChanged(null), CHANGED_MARK_MS);
    return () => clearTimeout(timer);
  }, [changed]);
  return changed !== null;
}
