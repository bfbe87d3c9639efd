import {
  Button,
  FormGroup,
  HTMLSelect,
  InputGroup,
  TextArea,
  type InputGroupProps,
  type Intent,
  type TextAreaProps,
} from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { setIn } from 'final-form';
import { useId, useState, type ReactNode } from 'react';
import { useField, type FieldMetaState } from 'react-final-form';
import { DateInput, type DateInputProps } from '@/platform/widgets/date-input';
import { LabelledSwitch } from '@/platform/widgets/labelled-switch';
import { OtpInput, type OtpInputProps } from '@/platform/widgets/otp-input';
import { MaskedInput } from './masked-input';
import { DEFAULT_MASK } from './mask';
import type { Validator } from './validators';
import './forms.css';

/**
 * react-final-form adapters over Blueprint inputs. Each renders one FormGroup with its
 * label and at most one error (spec section 5), tinted danger when that error shows.
 */

function firstMessage(error: unknown): string | undefined {
  if (error === undefined || error === null || error === false || error === '') return undefined;
  if (Array.isArray(error)) return firstMessage(error[0]);
  return typeof error === 'string' ? error : undefined;
}

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

type BaseFieldProps = {
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

type ShellProps = BaseFieldProps & {
  inputId: string;
  error: string | undefined;
  children: (a11y: {
    intent: Intent;
    describedBy: string | undefined;
    invalid: boolean;
  }) => ReactNode;
};

function FieldShell({
  inputId,
  label,
  labelInfo,
  helperText,
  error,
  className,
  disabled,
  children,
}: ShellProps) {
  const helpId = `${inputId}-help`;
  const message = error ?? helperText;
  const intent: Intent = error ? 'danger' : 'none';
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={inputId}
      labelInfo={labelInfo}
      disabled={disabled}
      intent={intent}
      helperText={message ? <span id={helpId}>{message}</span> : undefined}
    >
      {children({ intent, describedBy: message ? helpId : undefined, invalid: Boolean(error) })}
    </FormGroup>
  );
}

function useFieldId(id: string | undefined, name: string) {
  const auto = useId();
  return id ?? `field-${name.replace(/[^\w-]/g, '-')}-${auto.replace(/:/g, '')}`;
}

type InputFieldProps = BaseFieldProps &
  Omit<
    InputGroupProps,
    'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'intent' | 'id' | 'disabled'
  >;

export function TextField({
  name,
  label,
  helperText,
  validate,
  labelInfo,
  className,
  disabled,
  id,
  ...input
}: InputFieldProps) {
  const inputId = useFieldId(id, name);
  const { input: field, meta } = useField<string>(name, { validate: validate as Validator });
  const error = visibleError(meta);
  return (
    <FieldShell {...{ name, label, helperText, labelInfo, className, disabled, inputId, error }}>
      {({ intent, describedBy, invalid }) => (
        <InputGroup
          {...input}
          id={inputId}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          onFocus={field.onFocus}
          intent={intent}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

export function PasswordField(props: Omit<InputFieldProps, 'type' | 'rightElement'>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      autoComplete="current-password"
      {...props}
      type={visible ? 'text' : 'password'}
      rightElement={
        <Button
          variant="minimal"
          icon={visible ? <EyeOffIcon /> : <EyeOpenIcon />}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}

type TextAreaFieldProps = BaseFieldProps &
  Omit<
    TextAreaProps,
    'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'intent' | 'id' | 'disabled'
  >;

export function TextAreaField({
  name,
  label,
  helperText,
  validate,
  labelInfo,
  className,
  disabled,
  id,
  ...area
}: TextAreaFieldProps) {
  const inputId = useFieldId(id, name);
  const { input: field, meta } = useField<string>(name, { validate: validate as Validator });
  const error = visibleError(meta);
  return (
    <FieldShell {...{ name, label, helperText, labelInfo, className, disabled, inputId, error }}>
      {({ intent, describedBy, invalid }) => (
        <TextArea
          fill
          {...area}
          id={inputId}
          name={field.name}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          onFocus={field.onFocus}
          intent={intent}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
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
};

export function SelectField<T extends object>({
  name,
  label,
  helperText,
  validate,
  labelInfo,
  className,
  disabled,
  id,
  items,
  valueField = 'id' as keyof T & string,
  titleField = 'name' as keyof T & string,
  placeholder,
  fill = true,
}: SelectFieldProps<T>) {
  const inputId = useFieldId(id, name);
  const { input: field, meta } = useField<unknown>(name, { validate: validate as Validator });
  const error = visibleError(meta);
  const valueOf = (item: T) => (item as Record<string, unknown>)[valueField];
  // <select> speaks strings; map back to the item's own value so numeric ids stay numbers.
  const toOriginal = (text: string) =>
    items.map(valueOf).find((v) => String(v) === text) ?? (text || undefined);
  return (
    <FieldShell {...{ name, label, helperText, labelInfo, className, disabled, inputId, error }}>
      {({ describedBy, invalid }) => (
        <HTMLSelect
          id={inputId}
          name={field.name}
          fill={fill}
          disabled={disabled}
          value={field.value === undefined || field.value === null ? '' : String(field.value)}
          onChange={(e) => field.onChange(toOriginal(e.currentTarget.value))}
          onBlur={field.onBlur}
          onFocus={field.onFocus}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
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
      )}
    </FieldShell>
  );
}

export type SwitchFieldProps = BaseFieldProps & { onLabel?: string; offLabel?: string };

export function SwitchField({
  name,
  label,
  helperText,
  validate,
  labelInfo,
  className,
  disabled,
  id,
  onLabel,
  offLabel,
}: SwitchFieldProps) {
  const inputId = useFieldId(id, name);
  const { input: field, meta } = useField<boolean>(name, {
    type: 'checkbox',
    validate: validate as Validator,
  });
  const error = visibleError(meta);
  return (
    <FieldShell {...{ name, label, helperText, labelInfo, className, disabled, inputId, error }}>
      {({ describedBy, invalid }) => (
        <LabelledSwitch
          id={inputId}
          name={field.name}
          checked={Boolean(field.checked)}
          onChange={(checked) => field.onChange(checked)}
          onBlur={field.onBlur}
          onFocus={field.onFocus}
          disabled={disabled}
          onLabel={onLabel}
          offLabel={offLabel}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

export type MaskedFieldProps = InputFieldProps & {
  /** PHONE by default; see MASKS. */
  mask?: string;
  /** Store the slot characters ('5551234567') instead of the masked text. */
  emitRaw?: boolean;
};

export function MaskedField({
  name,
  label,
  helperText,
  validate,
  labelInfo,
  className,
  disabled,
  id,
  mask = DEFAULT_MASK,
  emitRaw,
  ...input
}: MaskedFieldProps) {
  const inputId = useFieldId(id, name);
  const { input: field, meta } = useField<string>(name, { validate: validate as Validator });
  const error = visibleError(meta);
  return (
    <FieldShell {...{ name, label, helperText, labelInfo, className, disabled, inputId, error }}>
      {({ intent, describedBy, invalid }) => (
        <MaskedInput
          {...input}
          id={inputId}
          name={field.name}
          mask={mask}
          emitRaw={emitRaw}
          value={field.value}
          // An empty masked input means "no value", so `required` sees it as empty.
          onChange={(v) => field.onChange(v === '' ? undefined : v)}
          onBlur={field.onBlur}
          onFocus={field.onFocus}
          intent={intent}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

export type DateFieldProps = BaseFieldProps &
  Pick<DateInputProps, 'minDate' | 'maxDate' | 'placeholder' | 'fill'>;

export function DateField({
  name,
  label,
  helperText,
  validate,
  labelInfo,
  className,
  disabled,
  id,
  ...picker
}: DateFieldProps) {
  const inputId = useFieldId(id, name);
  const { input: field, meta } = useField<string>(name, { validate: validate as Validator });
  const error = visibleError(meta);
  return (
    <FieldShell {...{ name, label, helperText, labelInfo, className, disabled, inputId, error }}>
      {({ intent, describedBy, invalid }) => (
        <DateInput
          {...picker}
          id={inputId}
          name={field.name}
          value={field.value}
          onChange={(v) => {
            field.onChange(v);
            // Choosing closes the popup without a blur on the input: count it as visited.
            field.onBlur();
          }}
          onFocus={field.onFocus}
          intent={intent}
          disabled={disabled}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  );
}

export type OtpFieldProps = BaseFieldProps &
  Pick<OtpInputProps, 'length' | 'numeric' | 'autoFocus'>;

export function OtpField({
  name,
  label,
  helperText,
  validate,
  labelInfo,
  className,
  disabled,
  id,
  ...otp
}: OtpFieldProps) {
  const inputId = useFieldId(id, name);
  const { input: field, meta } = useField<string>(name, { validate: validate as Validator });
  const error = visibleError(meta);
  return (
    <FieldShell {...{ name, label, helperText, labelInfo, className, disabled, inputId, error }}>
      {({ describedBy, invalid }) => (
        <div aria-describedby={describedBy}>
          <OtpInput
            {...otp}
            id={inputId}
            label={typeof label === 'string' ? label : undefined}
            value={field.value}
            onChange={(v) => field.onChange(v === '' ? undefined : v)}
            onFocus={() => field.onFocus()}
            onBlur={(e) => {
              // Only a blur that leaves the whole group counts, not moving between boxes.
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) field.onBlur();
            }}
            invalid={invalid}
            disabled={disabled}
          />
        </div>
      )}
    </FieldShell>
  );
}

/** What an API error may carry: ApiError exposes `fieldErrors`; raw envelopes have `errors`. */
type FieldErrorSource =
  | { fieldErrors: Record<string, string[] | string> }
  | { envelope: { errors?: Record<string, string[] | string> | null } }
  | { errors?: Record<string, string[] | string> | null };

function fieldErrorsOf(error: unknown): Record<string, unknown> | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const e = error as Partial<Record<'fieldErrors' | 'errors' | 'envelope', unknown>>;
  const candidates = [
    e.fieldErrors,
    (e.envelope as { errors?: unknown } | undefined)?.errors,
    e.errors,
    // axios-style: the envelope is the response body.
    (e as { response?: { data?: { errors?: unknown } } }).response?.data?.errors,
  ];
  const found = candidates.find((c) => c && typeof c === 'object' && !Array.isArray(c));
  return found as Record<string, unknown> | undefined;
}

/**
 * Turns a failed call's field errors (e.g. a 422) into final-form submit errors, first
 * message per field, so `onSubmit` can `return toSubmitErrors(error)` and the messages appear
 * on their fields while everything typed stays. Dotted server keys ('addresses.0.city')
 * become nested paths. Returns undefined when there are no field errors.
 */
export function toSubmitErrors(
  error: FieldErrorSource | unknown,
): Record<string, unknown> | undefined {
  const fieldErrors = fieldErrorsOf(error);
  if (!fieldErrors) return undefined;
  let result: object = {};
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const message = firstMessage(messages);
    if (message) result = setIn(result, key, message);
  }
  return Object.keys(result).length ? (result as Record<string, unknown>) : undefined;
}
