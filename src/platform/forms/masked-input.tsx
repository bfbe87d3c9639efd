import { InputGroup, type InputGroupProps } from '@blueprintjs/core';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import {
  DEFAULT_MASK,
  applyMask,
  caretAfterMask,
  completeShortTimes,
  fillMask,
  insertedText,
  isToken,
  refusedByMask,
  unmask,
} from './mask';

export type MaskedInputProps = Omit<InputGroupProps, 'value' | 'onChange' | 'type'> & {
  value: string | undefined | null;
  /** Receives the masked text ('+1(555)-123-4567'), or the slot characters when `emitRaw`. */
  onChange: (value: string) => void;
  mask?: string;
  /** Emit '5551234567' instead of '+1(555)-123-4567'. */
  emitRaw?: boolean;
  /**
   * Told what was typed or pasted that the mask cannot take (and so left out: `refusedByMask`),
   * a run of such changes together ('nine to five', spaces kept between), or '' once a
   * change leaves nothing out: the field says so.
   */
  onRefused?: (refused: string) => void;
};

/** A text input that formats with a mask as the user types and keeps the caret in place. */
export function MaskedInput({
  value,
  onChange,
  mask = DEFAULT_MASK,
  emitRaw = false,
  onRefused,
  inputRef,
  onKeyDown,
  onBlur,
  ...rest
}: MaskedInputProps) {
  const ref = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const refusedRun = useRef('');
  // The value this input last gave its form: any other that comes in was set from outside (a
  // reset, a draft restored), and what was left out before is no longer news.
  const lastSent = useRef(value ?? '');
  const tellRefused = (run: string) => {
    if (run === refusedRun.current) return;
    refusedRun.current = run;
    onRefused?.(run.trim());
  };
  const emit = (next: string) => {
    lastSent.current = next;
    onChange(next);
  };
  useEffect(() => {
    if ((value ?? '') === lastSent.current) return;
    lastSent.current = value ?? '';
    tellRefused('');
  });
  // A raw value is slot characters only: placed into the slots, never read as literals.
  const shown = emitRaw ? fillMask(value ?? '', mask) : applyMask(value ?? '', mask);

  // Restore the caret after React has written the reformatted value.
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && pendingCaret.current !== null && document.activeElement === el) {
      el.setSelectionRange(pendingCaret.current, pendingCaret.current);
    }
    pendingCaret.current = null;
  });

  const handleChange = (e: ChangeEvent<HTMLInputElement>) => {
    const typed = e.target.value;
    const caret = e.target.selectionStart ?? typed.length;
    // What this change put in before the caret (a key, a paste): a colon typed after a short
    // hour pads it ('8:' -> '08:'); a deletion never does.
    const added = typed.length - shown.length;
    const inserted = added > 0 ? typed.slice(Math.max(0, caret - added), caret) : '';
    const options = { padTime: inserted.includes(':') };
    // What the mask leaves out of this change (a paste or a key over a selection too), added
    // to a run of such changes ('nine to five' typed key by key, spaces kept between).
    const put = insertedText(shown, typed);
    const refused = refusedByMask(put, mask);
    const run = refused
      ? refusedRun.current + refused
      : refusedRun.current && put && !put.trim()
        ? refusedRun.current + put
        : '';
    tellRefused(run);
    // A separator typed at the end after a short first time: '80:0' + ' ' -> '08:00 - '.
    const closed =
      (inserted === ' ' || inserted === '-') && caret === typed.length
        ? completeShortTimes(shown, mask, 'first')
        : shown;
    const next = closed !== shown ? closed : applyMask(typed, mask, options);
    pendingCaret.current =
      closed !== shown ? closed.length : caretAfterMask(typed, caret, mask, options);
    emit(emitRaw ? unmask(next, mask) : next);
  };

  // Leaving it completes a short second time ('08:00 - 17' -> '08:00 - 17:00').
  const handleBlur = (e: FocusEvent<HTMLInputElement>) => {
    const completed = completeShortTimes(shown, mask, 'second');
    if (completed !== shown) emit(emitRaw ? unmask(completed, mask) : completed);
    onBlur?.(e);
  };

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const el = e.currentTarget;
    // Backspace right after a literal would only delete the literal (which the mask puts
    // straight back); step over literals so the slot character before them is deleted.
    if (e.key === 'Backspace' && el.selectionStart === el.selectionEnd && el.selectionStart) {
      let caret = el.selectionStart;
      while (caret > 0 && !isToken(mask[caret - 1])) caret--;
      if (caret > 0 && caret !== el.selectionStart) el.setSelectionRange(caret, caret);
    }
    onKeyDown?.(e);
  };

  return (
    <InputGroup
      {...rest}
      type="text"
      value={shown}
      onChange={handleChange}
      onKeyDown={handleKeyDown}
      onBlur={handleBlur}
      inputRef={(el: HTMLInputElement | null) => {
        ref.current = el;
        if (typeof inputRef === 'function') inputRef(el);
        else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = el;
      }}
    />
  );
}
