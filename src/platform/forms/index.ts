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
  centsPrecision,
  dollarAmount,
  hourlyRateRule,
  HOURLY_RATE_DOLLARS,
  CENTS_PRECISION_MESSAGE,
  composeValidators,
  type Validator,
} from './validators';
export {
  MASKS,
  DEFAULT_MASK,
  applyMask,
  fillMask,
  unmask,
  isMaskComplete,
  caretAfterMask,
} from './mask';
export { MaskedInput, type MaskedInputProps } from './masked-input';
export {
  TextField,
  PasswordField,
  TextAreaField,
  SelectField,
  SwitchField,
  MaskedField,
  OtpField,
  toSubmitErrors,
  visibleError,
  type SelectFieldProps,
  type SwitchFieldProps,
  type MaskedFieldProps,
  type OtpFieldProps,
} from './fields';
export { DateField, type DateFieldProps } from './date-field';
export {
  MultiSelectField,
  selectionSummary,
  type MultiSelectFieldProps,
} from './multi-select-field';
export { AutocompleteField, type AutocompleteFieldProps } from './autocomplete-field';
export { ValidatingForm, FormSubmitError, PhoneField } from './form-parts';
export { useFormDraft, DraftNotice, type FormDraft } from './use-form-draft';
