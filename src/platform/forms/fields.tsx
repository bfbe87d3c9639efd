import {
  Button,
  FormGroup,
  HTMLSelect,
  type FormGroupProps,
  InputGroup,
  TextArea,
  type InputGroupProps,
  type Intent,
  type TextAreaProps,
} from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useField, type FieldMetaState, type UseFieldConfig } from 'react-final-form';
import { LabelledSwitch } from '@/platform/widgets/labelled-switch';
import { OtpInput, type OtpInputProps } from '@/platform/widgets/otp-input';
import { MaskedInput } from './masked-input';
import { DEFAULT_MASK } from './mask';
import { firstMessage } from './submit-errors';
import type { Validator } from './validators';
import './forms.css';

/**
 * react-final-form adapters over Blueprint inputs. Each renders one FormGroup with its
 * label and at most one error (spec section 5), tinted danger when that error shows.
 */

/**
 * The one message to show: a server (submit) error until the user edits the field again,
 * else a validation error once the field was left or a submit was attempted.
 */
export function visibleError(m: FieldMetaState<unknown>): string | undefined {
  const submitError = firstMessage(m.submitError);
  if (submitError && !m.dirtySinceLastSubmit) return submitError;
  const error = firstMessage(m.error);
  return error && (m.touched || m.submitFailed) ? error : undefined;
}

export type BaseFieldProps = {
  name: string;
  label?: ReactNode;
  /** Shown under the input while there is no error. */
  helperText?: ReactNode;
  validate?: Validator<never> | Validator;
  /** Marks the label as required; validation is still the `validate` prop's job. */
  labelInfo?: ReactNode;
  className?: string;
  disabled?: boolean;
  id?: string;
};

/**
 * final-form's default parse turns a cleared input's '' into undefined, which takes the key
 * out of the values: a form typed as strings then met `undefined` when it was saved (a job
 * whose notes were cleared could not be saved). Fields keep what was typed; empty is ''.
 */
const keepAsTyped = <T,>(value: T): T => value;

function useFieldId(id: string | undefined, name: string) {
  const auto = useId();
  return id ?? `field-${name.replace(/[^\w-]/g, '-')}-${auto.replace(/:/g, '')}`;
}

/**
 * The part every adapter shares: binds the field, picks its one visible error and derives
 * the FormGroup props (label, danger intent, message) plus the props every control takes
 * (id, name, focus/blur, disabled, aria wiring to the message). `rest` is what the caller
 * passed beyond BaseFieldProps, for the adapter to hand on to its control.
 */
export function useFieldAdapter<V, P extends BaseFieldProps>(
  props: P,
  config?: Pick<UseFieldConfig, 'type'>,
) {
  const { name, label, helperText, validate, labelInfo, className, disabled, id, ...rest } = props;
  const inputId = useFieldId(id, name);
  const { input: field, meta } = useField<V>(name, {
    ...config,
    parse: keepAsTyped,
    validate: validate as Validator,
  });
  const error = visibleError(meta);
  const invalid = Boolean(error);
  const intent: Intent = invalid ? 'danger' : 'none';
  const helpId = `${inputId}-help`;
  const message = error ?? helperText;
  const describedBy = message ? helpId : undefined;
  const group: FormGroupProps = {
    className,
    label,
    labelFor: inputId,
    labelInfo,
    disabled,
    intent,
    helperText: message ? <span id={helpId}>{message}</span> : undefined,
  };
  const control = {
    id: inputId,
    name: field.name,
    onBlur: field.onBlur,
    onFocus: field.onFocus,
    disabled,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  return { field, rest, group, control, intent, invalid, inputId, describedBy };
}

type InputFieldProps = BaseFieldProps &
  Omit<
    InputGroupProps,
    'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'intent' | 'id' | 'disabled'
  >;

export function TextField(props: InputFieldProps) {
  const { field, rest, group, control, intent } = useFieldAdapter<string, InputFieldProps>(props);
  return (
    <FormGroup {...group}>
      <InputGroup
        {...rest}
        {...control}
        value={field.value ?? ''}
        onChange={field.onChange}
        intent={intent}
      />
    </FormGroup>
  );
}

/**
 * The "$" before an hourly rate's field and the "/h" after it (InputGroup's `leftElement` and
 * `rightElement`). Made once: Blueprint's InputGroup measures its side elements again (a
 * forced layout, then a second render) whenever their identity changes, which a new element
 * in every render of the field made happen on each keystroke.
 */
export const DOLLAR_AFFIX = <span className="app-affix">$</span>;
export const PER_HOUR_AFFIX = <span className="app-affix">/h</span>;

export function PasswordField(props: Omit<InputFieldProps, 'type' | 'rightElement'>) {
  const [visible, setVisible] = useState(false);
  // The same element while nothing it shows changes (see DOLLAR_AFFIX).
  const toggle = useMemo(
    () => (
      <Button
        variant="minimal"
        icon={visible ? <EyeOffIcon /> : <EyeOpenIcon />}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        disabled={props.disabled}
        onClick={() => setVisible((v) => !v)}
      />
    ),
    [visible, props.disabled],
  );
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      rightElement={toggle}
    />
  );
}

type TextAreaFieldProps = BaseFieldProps &
  Omit<
    TextAreaProps,
    'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'intent' | 'id' | 'disabled'
  >;

export function TextAreaField(props: TextAreaFieldProps) {
  const { field, rest, group, control, intent } = useFieldAdapter<string, TextAreaFieldProps>(
    props,
  );
  return (
    <FormGroup {...group}>
      <TextArea
        fill
        {...rest}
        {...control}
        value={field.value ?? ''}
        onChange={field.onChange}
        intent={intent}
      />
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
      <HTMLSelect
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
      </HTMLSelect>
    </FormGroup>
  );
}

export type SwitchFieldProps = BaseFieldProps & { onLabel?: string; offLabel?: string };

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
      />
    </FormGroup>
  );
}

export type MaskedFieldProps = InputFieldProps & {
  /** PHONE by default; see MASKS. */
  mask?: string;
  /** Store the slot characters ('5551234567') instead of the masked text. */
  emitRaw?: boolean;
};

export function MaskedField(props: MaskedFieldProps) {
  const { field, rest, group, control, intent } = useFieldAdapter<string, MaskedFieldProps>(props);
  const { mask = DEFAULT_MASK, emitRaw, ...input } = rest;
  return (
    <FormGroup {...group}>
      <MaskedInput
        {...input}
        {...control}
        mask={mask}
        emitRaw={emitRaw}
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
            // Only a blur that leaves the whole group counts, not moving between boxes.
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) field.onBlur();
          }}
          invalid={invalid}
          disabled={props.disabled}
        />
      </div>
    </FormGroup>
  );
}
