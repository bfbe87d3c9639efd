import { InputGroup } from '@blueprintjs/core';
import { isRealDay } from '@/platform/format';
import { useEffect, useRef, useState } from 'react';

/**
 * How long a day typed into the field stands before the board goes to it. Each segment typed
 * gives the field a whole date: 12/14/2026 typed over 12/05/2026 reads 01/05, 12/05, 12/01 on
 * the way, and the board fetched and laid out each (QA helper-98: Dec 1 first, the page busy
 * ~1.5 s).
 */
export const TYPING_PAUSE_MS = 600;

/**
 * "Go to day": the board goes to a day once the field holds a whole one. What is typed stays
 * in the field meanwhile (it showed the board's day again after each keystroke, which sent
 * the cursor back to the month), and the field follows the board's day when it moves.
 *
 * A day typed from the keyboard (a change made by a key pressed on the field: digits, the
 * arrows) is gone to once it has stood for TYPING_PAUSE_MS, or at once on Enter; a day picked
 * from the field's calendar (a click, or the picker's own keys, which the field does not
 * hear) is gone to at once. The browser gives both the same change event: the key pressed
 * just before is what tells them apart. Another way the board moves (Next, Today) drops a
 * typed day not yet gone to.
 */
export function DayField({ day, onDay }: { day: string; onDay: (day: string) => void }) {
  const [typed, setTyped] = useState({ day, value: day });
  const value = typed.day === day ? typed.value : day;
  const keyed = useRef(false);
  const pending = useRef<{ day: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  const drop = () => {
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = null;
  };
  const goNow = () => {
    const next = pending.current?.day;
    drop();
    if (next !== undefined) onDay(next);
  };
  // The board moved (to the typed day, or by Next, Today…): nothing typed is left to go to.
  useEffect(() => drop, [day]);
  return (
    <InputGroup
      type="date"
      aria-label="Go to day"
      value={value}
      onKeyDown={(event) => {
        if (event.key === 'Enter') return goNow();
        // The change a key makes comes in the key's own task (Chromium: keydown, input,
        // change, then the next task): a change after this task is not the key's.
        keyed.current = true;
        setTimeout(() => (keyed.current = false));
      }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setTyped({ day, value: next });
        drop();
        if (!isRealDay(next) || next === day) return;
        if (!keyed.current) return onDay(next);
        pending.current = { day: next, timer: setTimeout(goNow, TYPING_PAUSE_MS) };
      }}
    />
  );
}
