import {
  Classes,
  Button,
  FormGroup,
  type FormGroupProps,
  InputGroup,
  type InputGroupProps,
  type Intent,
} from '@blueprintjs/core';
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

/*
 * Blueprint's eye-open and eye-off icons at 16 px (@blueprintjs/icons 6, Apache-2.0: its
 * generated/16px/paths), drawn as its icon components draw them. The components carry the 20 px
 * paths too, and this field is on the login page (~0.6 KB gzip of its first load); importing
 * the path modules would share them with Blueprint's all-paths fallback chunk.
 */
// prettier-ignore
const EYE_OPEN = ["M8.002 7.003a1.003 1.003 0 0 0 0 2.005 1.003 1.003 0 0 0 0-2.005m7.988.972v-.07a.7.7 0 0 0-.17-.36c-.509-.673-1.118-1.264-1.737-1.806-1.328-1.173-2.846-2.155-4.523-2.546a6.7 6.7 0 0 0-2.925-.06c-.889.18-1.738.541-2.546.992C2.84 4.837 1.692 5.81.694 6.902c-.18.211-.36.411-.53.632a.74.74 0 0 0 0 .932c.51.672 1.119 1.264 1.738 1.805 1.328 1.173 2.846 2.156 4.523 2.547.968.23 1.947.24 2.925.04.889-.18 1.738-.542 2.546-.993 1.248-.712 2.397-1.684 3.395-2.777.18-.2.37-.411.54-.632.09-.1.149-.23.169-.36v-.1c0-.01-.01-.01-.01-.02m-7.988 3.038a3 3 0 0 1-2.995-3.008 3 3 0 0 1 2.995-3.008 3 3 0 0 1 2.996 3.008 3 3 0 0 1-2.996 3.008"];
// prettier-ignore
const EYE_OFF = ["M16 7.97V7.9a.67.67 0 0 0-.17-.36c-.49-.63-1.07-1.2-1.65-1.72l-3.16 2.26a2.98 2.98 0 0 1-2.98 2.9c-.31 0-.6-.06-.88-.15L5.09 12.3c.44.19.9.36 1.37.47.97.23 1.94.24 2.92.05.88-.17 1.74-.54 2.53-.98 1.25-.7 2.39-1.67 3.38-2.75.18-.2.37-.41.53-.62.09-.1.15-.22.17-.36v-.1c.01-.02.01-.03.01-.04m-.43-4.17c.25-.18.43-.46.43-.8 0-.55-.45-1-1-1-.22 0-.41.08-.57.2l-.01-.01-2.67 1.91c-.69-.38-1.41-.69-2.17-.87a6.8 6.8 0 0 0-2.91-.05c-.88.18-1.74.54-2.53.99-1.25.7-2.39 1.67-3.38 2.75-.18.2-.37.41-.53.62-.23.29-.23.63-.01.92.51.66 1.11 1.25 1.73 1.79.18.16.38.29.56.44l-2.09 1.5.01.01c-.25.18-.43.46-.43.8 0 .55.45 1 1 1 .22 0 .41-.08.57-.2l.01.01 14-10zm-10.41 5a3 3 0 0 1-.11-.8 2.99 2.99 0 0 1 2.99-2.98c.62 0 1.19.21 1.66.53z"];

function EyeIcon({ open }: { open: boolean }) {
  return (
    <span aria-hidden className={Classes.ICON}>
      <svg height={16} width={16} role="img" viewBox="0 0 16 16">
        {(open ? EYE_OPEN : EYE_OFF).map((d) => (
          <path key={d} d={d} fillRule="evenodd" />
        ))}
      </svg>
    </span>
  );
}

export function PasswordField(props: Omit<InputFieldProps, 'type' | 'rightElement'>) {
  const [visible, setVisible] = useState(false);
  // The same element while nothing it shows changes (see DOLLAR_AFFIX).
  const toggle = useMemo(
    () => (
      <Button
        variant="minimal"
        icon={<EyeIcon open={!visible} />}
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
