import { FormGroup, TextArea, type TextAreaProps } from '@blueprintjs/core';
import { useState } from 'react';
import { AppSelect } from '@/platform/ui/app-select';
import { LabelledSwitch } from '@/platform/widgets/labelled-switch';
import { OtpInput, type OtpInputProps } from '@/platform/widgets/otp-input';
import { useFieldAdapter, type BaseFieldProps, type InputFieldProps } from './fields';
import { MaskedInput } from './masked-input';
import { DEFAULT_MASK, refusedText } from './mask';
import { characterCount } from './validators';
import { formatWhole } from '@/platform/format';

/** The fields /login does not show (see fields.tsx): text area, select, switch, mask, code. */

type TextAreaFieldProps = BaseFieldProps &
  Omit<
    TextAreaProps,
    'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'intent' | 'id' | 'disabled'
  > & {
    /**
     * The field's maxLength: a live "1,008 / 1,000" under it, counted as the rule counts, so a
     * text over it says how much to cut (QA helper-195 L2: the spec's "The maximum length
     * allowed is 1000" alone did not). The text is never cut.
     */
    countUpTo?: number;
  };

export function TextAreaField({ countUpTo, ...props }: TextAreaFieldProps) {
  const { field, rest, group, control, intent, inputId } = useFieldAdapter<
    string,
    TextAreaFieldProps
  >(props);
  const count = characterCount(field.value ?? '');
  const countId = `${inputId}-count`;
  const counted = countUpTo !== undefined;
  const describedBy = [control['aria-describedby'], counted ? countId : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <FormGroup {...group}>
      <TextArea
        fill
        {...rest}
        {...control}
        aria-describedby={describedBy || undefined}
        value={field.value ?? ''}
        onChange={field.onChange}
        intent={intent}
      />
      {counted && (
        <div
          id={countId}
          className={`app-char-count${count > countUpTo ? ' app-char-count--over' : ''}`}
        >
          {formatWhole(count)} / {formatWhole(countUpTo)}
          <span className="app-visually-hidden"> characters</span>
        </div>
      )}
    </FormGroup>
  );
}

export type SelectFieldProps<T> = BaseFieldProps & {
  items: readonly T[];
  /** Property holding the value; 'id' by default (spec section 3). */
  valueField?: keyof T & string;
  /** Property holding the text; 'name' by default. */
  titleField?: keyof T & string;
  /** An empty first option, e.g. 'Select a branch'. */
  placeholder?: string;
  fill?: boolean;
  /** Focused when it appears (a form opened in place of the button that asked for it). */
  autoFocus?: boolean;
};

export function SelectField<T extends object>(props: SelectFieldProps<T>) {
  const { field, rest, group, control, invalid } = useFieldAdapter<unknown, SelectFieldProps<T>>(
    props,
  );
  const {
    items,
    valueField = 'id' as keyof T & string,
    titleField = 'name' as keyof T & string,
    placeholder,
    fill = true,
    autoFocus,
  } = rest;
  const valueOf = (item: T) => (item as Record<string, unknown>)[valueField];
  // <select> speaks strings; map back to the item's own value so numeric ids stay numbers.
  const toOriginal = (text: string) =>
    items.map(valueOf).find((v) => String(v) === text) ?? (text || undefined);
  return (
    <FormGroup {...group}>
      <AppSelect
        {...control}
        fill={fill}
        autoFocus={autoFocus}
        value={field.value === undefined || field.value === null ? '' : String(field.value)}
        onChange={(e) => field.onChange(toOriginal(e.currentTarget.value))}
        // HTMLSelect has no intent prop: forms.css gives it the danger ring.
        className={invalid ? 'app-select-invalid' : undefined}
      >
        {(placeholder !== undefined || field.value === undefined || field.value === null) && (
          <option value="">{placeholder ?? ''}</option>
        )}
        {items.map((item) => (
          <option key={String(valueOf(item))} value={String(valueOf(item))}>
            {String((item as Record<string, unknown>)[titleField] ?? '')}
          </option>
        ))}
      </AppSelect>
    </FormGroup>
  );
}

export type SwitchFieldProps = BaseFieldProps & {
  onLabel?: string;
  offLabel?: string;
  /** False: the field's label alone names the switch (LabelledSwitch's `stateInName`). */
  stateInName?: boolean;
};

export function SwitchField(props: SwitchFieldProps) {
  const { field, rest, group, control } = useFieldAdapter<boolean, SwitchFieldProps>(props, {
    type: 'checkbox',
  });
  return (
    <FormGroup {...group}>
      <LabelledSwitch
        {...control}
        checked={Boolean(field.checked)}
        onChange={(checked) => field.onChange(checked)}
        onLabel={rest.onLabel}
        offLabel={rest.offLabel}
        stateInName={rest.stateInName}
      />
    </FormGroup>
  );
}

export type MaskedFieldProps = InputFieldProps & {
  /** PHONE by default; see MASKS. */
  mask?: string;
  /** Store the slot characters ('5551234567') instead of the masked text. */
  emitRaw?: boolean;
  /**
   * What the field wants, under the input always, after its error when it has one: a rule's
   * generic words ("at least 10 characters") then meet what to type (a phone's "10 digits,
   * area code first": QA 205 L5). Here, not in every field's adapter: /login has none.
   */
  wants?: string;
};

export function MaskedField({ wants, ...props }: MaskedFieldProps) {
  // What the last change typed that the mask left out, said under the field until the next
  // change (an error, which the adapter shows first, says more).
  const [refused, setRefused] = useState('');
  const { field, rest, group, control, intent, inputId } = useFieldAdapter<
    string,
    MaskedFieldProps
  >({
    ...props,
    helperText: refused ? (
      <span role="status">{refusedText(refused, props.mask)}</span>
    ) : (
      props.helperText
    ),
  });
  const { mask = DEFAULT_MASK, emitRaw, ...input } = rest;
  const hintId = `${inputId}-hint`;
  const describedBy = [control['aria-describedby'], wants && hintId].filter(Boolean).join(' ');
  const helperText = wants ? (
    <>
      {group.helperText}
      <span id={hintId} className="app-field-hint">
        {wants}
      </span>
    </>
  ) : (
    group.helperText
  );
  return (
    <FormGroup {...group} helperText={helperText}>
      <MaskedInput
        {...input}
        {...control}
        aria-describedby={describedBy || undefined}
        mask={mask}
        emitRaw={emitRaw}
        onRefused={setRefused}
        value={field.value}
        // An empty masked input means "no value", so `required` sees it as empty.
        onChange={(v) => field.onChange(v === '' ? undefined : v)}
        intent={intent}
      />
    </FormGroup>
  );
}

export type OtpFieldProps = BaseFieldProps &
  Pick<OtpInputProps, 'length' | 'numeric' | 'autoFocus'>;

export function OtpField(props: OtpFieldProps) {
  const { field, rest, group, inputId, invalid, describedBy } = useFieldAdapter<
    string,
    OtpFieldProps
  >(props);
  return (
    <FormGroup {...group}>
      {/* The boxes carry aria-invalid themselves; the message describes the whole group. */}
      <div aria-describedby={describedBy}>
        <OtpInput
          {...rest}
          id={inputId}
          label={typeof props.label === 'string' ? props.label : undefined}
          value={field.value}
          onChange={(v) => field.onChange(v === '' ? undefined : v)}
          onFocus={() => field.onFocus()}
          onBlur={(e) => {
            // Only a blur that leaves the whole group counts, not moving between boxes; and not
            // one with nothing typed: empty boxes left (the demo's Demo panel opened to read
            // the code) said "Value is required" before anything was typed (QA 205 L9). A
            // submit still says it.
            if (!e.currentTarget.contains(e.relatedTarget as Node | null) && field.value)
              field.onBlur();
          }}
          invalid={invalid}
          disabled={props.disabled}
        />
      </div>
    </FormGroup>
  );
}
