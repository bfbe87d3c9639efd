import {
  Button,
  FormGroup,
  type FormGroupProps,
  InputGroup,
  type InputGroupProps,
  type Intent,
} from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useField, type FieldMetaState, type UseFieldConfig } from 'react-final-form';
import { firstMessage } from './submit-errors';
import type { Validator } from './validators';
import './forms.css';

/**
 * react-final-form adapters over Blueprint inputs. Each renders one FormGroup with its
 * label and at most one error (spec section 5), tinted danger when that error shows.
 * The text and password fields are here, with the adapter every field is built on; the
 * others are in more-fields.tsx, so the page every visit starts on (/login, in the first
 * load) does not carry a text area, a select, a switch, a mask and a code input it never
 * shows: a module goes to one chunk with every export any page uses.
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
  config?: Pick<UseFieldConfig, 'type' | 'format' | 'formatOnBlur'>,
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

export type InputFieldProps = BaseFieldProps &
  Omit<
    InputGroupProps,
    'name' | 'value' | 'onChange' | 'onBlur' | 'onFocus' | 'intent' | 'id' | 'disabled'
  >;

/** Leading and trailing spaces go when the field is left: what is saved is what it shows. */
const TRIM_ON_BLUR = {
  format: (value: unknown) => (typeof value === 'string' ? value.trim() : value),
  formatOnBlur: true,
};

/**
 * A text input. Its value is trimmed when the field is left (review 53 L10: a save sent and
 * showed elsewhere " Mariah " trimmed while the field kept the spaces); `keepSpaces` (a
 * password) keeps every character typed.
 */
export function TextField({
  keepSpaces = false,
  ...props
}: InputFieldProps & { keepSpaces?: boolean }) {
  const { field, rest, group, control, intent } = useFieldAdapter<string, InputFieldProps>(
    props,
    keepSpaces ? undefined : TRIM_ON_BLUR,
  );
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
      keepSpaces
      type={visible ? 'text' : 'password'}
      rightElement={toggle}
    />
  );
}
