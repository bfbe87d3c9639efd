import { InputGroup } from '@blueprintjs/core';
import dayjs from 'dayjs';
import { useState } from 'react';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A day the board can show: a real date ('2026-02-31' is not) of a year written in full.
 * While a person types a year into the date field, it reads 0002, 0020, 0202 on the way to
 * 2027: none of those is taken for a day (QA 2026-12-04: typing 01152027 went to 0007-12-04).
 */
export function isBoardDay(value: string): boolean {
  return DATE.test(value) && dayjs(value).format('YYYY-MM-DD') === value && value >= '1900';
}

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
        if (isBoardDay(next) && next !== day) onDay(next);
      }}
    />
  );
}
