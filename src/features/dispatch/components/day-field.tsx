import { InputGroup } from '@blueprintjs/core';
import { isRealDay } from '@/platform/format';
import { useState } from 'react';

/**
 * "Go to day": the board goes to a day once the field holds a whole one. What is typed stays
 * in the field meanwhile (it showed the board's day again after each keystroke, which sent
 * the cursor back to the month), and the field follows the board's day when it moves.
 */
export function DayField({ day, onDay }: { day: string; onDay: (day: string) => void }) {
  const [typed, setTyped] = useState({ day, value: day });
  const value = typed.day === day ? typed.value : day;
  return (
    <InputGroup
      type="date"
      aria-label="Go to day"
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setTyped({ day, value: next });
        if (isRealDay(next) && next !== day) onDay(next);
      }}
    />
  );
}
