import { useRef, type ClipboardEvent, type FocusEvent, type KeyboardEvent } from 'react';
import './widgets.css';

export const OTP_LENGTH = 6;

export type OtpInputProps = {
  value: string | undefined | null;
  /** Receives the joined characters, e.g. '123456'. */
  onChange: (value: string) => void;
  length?: number;
  /** Digits only (default); false also allows letters. */
  numeric?: boolean;
  /** Names the group, e.g. 'Verification code'. */
  label?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  id?: string;
  onBlur?: (e: FocusEvent<HTMLDivElement>) => void;
  onFocus?: (e: FocusEvent<HTMLDivElement>) => void;
};

/** One box per character: auto-advance, backspace goes back, paste fills every box. */
export function OtpInput({
  value,
  onChange,
  length = OTP_LENGTH,
  numeric = true,
  label = 'One-time code',
  invalid = false,
  disabled = false,
  autoFocus = false,
  id,
  onBlur,
  onFocus,
}: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const allowed = numeric ? /\d/ : /[a-z0-9]/i;
  const clean = (text: string) => [...text].filter((c) => allowed.test(c)).join('');
  // The value is kept compact (no holes), so box i holds value[i].
  const chars = clean(value ?? '').slice(0, length);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const writeAt = (index: number, text: string) => {
    const at = Math.min(index, chars.length);
    const next = (chars.slice(0, at) + text + chars.slice(at + text.length)).slice(0, length);
    onChange(next);
    focusBox(at + text.length);
  };

  const handleInput = (index: number, typed: string) => {
    // Typing into a filled box yields old + new (or new + old): keep the new character.
    // Longer input (autofill of the whole code) is written across the boxes.
    const old = chars[index] ?? '';
    const text = clean(
      old && typed.length === 2 ? (typed[0] === old ? typed[1] : typed[0]) : typed,
    );
    if (text) writeAt(index, text);
  };

  const handleKeyDown = (index: number, e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Backspace') {
      e.preventDefault();
      if (chars[index]) {
        onChange(chars.slice(0, index) + chars.slice(index + 1));
        focusBox(index);
      } else if (index > 0) {
        onChange(chars.slice(0, index - 1) + chars.slice(index));
        focusBox(index - 1);
      }
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focusBox(index - 1);
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      focusBox(index + 1);
    }
  };

  const handlePaste = (e: ClipboardEvent<HTMLInputElement>) => {
    e.preventDefault();
    const text = clean(e.clipboardData.getData('text')).slice(0, length);
    if (!text) return;
    onChange(text);
    focusBox(text.length);
  };

  return (
    <div
      role="group"
      aria-label={label}
      id={id}
      className={`app-otp${invalid ? ' app-otp-invalid' : ''}`}
      onBlur={onBlur}
      onFocus={onFocus}
    >
      {Array.from({ length }, (_, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          className={`bp6-input app-otp-box${invalid ? ' bp6-intent-danger' : ''}`}
          aria-label={`Character ${i + 1} of ${length}`}
          aria-invalid={invalid || undefined}
          inputMode={numeric ? 'numeric' : 'text'}
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          value={chars[i] ?? ''}
          disabled={disabled}
          autoFocus={autoFocus && i === 0}
          onChange={(e) => handleInput(i, e.target.value)}
          onKeyDown={(e) => handleKeyDown(i, e)}
          onPaste={handlePaste}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}
