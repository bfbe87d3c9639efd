import { Button, FormGroup } from '@blueprintjs/core';
import { useId, useRef, type ReactNode } from 'react';
import { useField } from 'react-final-form';
import { countOf } from '@/platform/format';
import { RATING_LENGTH, STAR_PATH } from '@/platform/ui/rating';
import { visibleError } from './fields';
import type { Validator } from './validators';

export type StarRatingFieldProps = {
  name: string;
  label: string;
  /** Beside the label, as on the other fields: '(optional)'. */
  labelInfo?: ReactNode;
  helperText?: string;
  validate?: Validator;
  /**
   * An optional rating: once a star is chosen, 'Clear rating' takes it back to none (a radio
   * group cannot be unchecked by itself).
   */
  clearable?: boolean;
  disabled?: boolean;
  size?: number;
};

const starLabel = (n: number) => countOf(n, 'star');

/**
 * A 1–5 star picker (7/8, the helper's rating of a company; a company's crew rating): one native radio per star, so
 * arrows, Tab and screen readers work as for any radio group ('3 stars'); the stars up to the
 * chosen one are filled. The value is the number chosen (undefined until one is).
 */
export function StarRatingField({
  name,
  label,
  labelInfo,
  helperText,
  validate,
  clearable,
  disabled,
  size = 28,
}: StarRatingFieldProps) {
  const group = useRef<HTMLDivElement>(null);
  const id = useId().replace(/:/g, '');
  const { input, meta } = useField<number | undefined>(name, { validate: validate as Validator });
  const error = visibleError(meta);
  const value = typeof input.value === 'number' ? input.value : 0;
  const helpId = `${id}-help`;
  const message = error ?? helperText;
  return (
    <FormGroup
      label={<span id={`${id}-label`}>{label}</span>}
      labelInfo={labelInfo}
      intent={error ? 'danger' : 'none'}
      disabled={disabled}
      helperText={message ? <span id={helpId}>{message}</span> : undefined}
    >
      <div ref={group} className="app-star-picker__row">
        <div
          role="radiogroup"
          aria-labelledby={`${id}-label`}
          aria-describedby={message ? helpId : undefined}
          className="app-star-picker"
        >
          {Array.from({ length: RATING_LENGTH }, (_, i) => {
            const n = i + 1;
            return (
              <label key={n} className="app-star-picker__star" title={starLabel(n)}>
                <input
                  type="radio"
                  name={`${name}-${id}`}
                  value={n}
                  checked={value === n}
                  disabled={disabled}
                  aria-label={starLabel(n)}
                  // On every radio, so a failed submit focuses the first (ValidatingForm).
                  aria-invalid={error ? true : undefined}
                  onChange={() => input.onChange(n)}
                  onFocus={input.onFocus}
                  onBlur={input.onBlur}
                />
                <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden>
                  <path d={STAR_PATH} fill={n <= value ? '#f5a623' : '#d3d8de'} />
                </svg>
              </label>
            );
          })}
        </div>
        {clearable && value > 0 && (
          <Button
            variant="minimal"
            size="small"
            text="Clear rating"
            disabled={disabled}
            className="app-star-picker__clear"
            onClick={() => {
              input.onChange(undefined);
              // The button goes with the rating: focus stays in the group, on its first star.
              group.current?.querySelector('input')?.focus();
            }}
          />
        )}
      </div>
    </FormGroup>
  );
}
