export {
  messages,
  isEmpty,
  required,
  email,
  numeric,
  maxLength,
  minLength,
  minValue,
  maxValue,
  sameAs,
  requiredIf,
  composeValidators,
  type Validator,
} from './validators';
export { MASKS, DEFAULT_MASK, applyMask, unmask, isMaskComplete, caretAfterMask } from './mask';
export { MaskedInput, type MaskedInputProps } from './masked-input';
export {
  TextField,
  PasswordField,
  TextAreaField,
  SelectField,
  SwitchField,
  MaskedField,
  DateField,
  OtpField,
  toSubmitErrors,
  visibleError,
  type SelectFieldProps,
  type SwitchFieldProps,
  type MaskedFieldProps,
  type DateFieldProps,
  type OtpFieldProps,
} from './fields';
