export {
  messages,
  isEmpty,
  required,
  numeric,
  maxLength,
  minLength,
  minValue,
  maxValue,
  sameAs,
  dollarAmount,
  parseDollars,
  withoutGroups,
  THOUSANDS_MESSAGE,
  hourlyRateRule,
  HOURLY_RATE_DOLLARS,
  helperRateRule,
  HELPER_RATE_DOLLARS,
  phoneRule,
  emailRule,
  CENTS_PRECISION_MESSAGE,
  WHOLE_NUMBER_MESSAGE,
  wholeNumber,
  multipleOf,
  composeValidators,
  characterCount,
  type Validator,
} from './validators';
export { MASKS, applyMask, unmask } from './mask';
export { TextField, PasswordField, visibleError, DOLLAR_AFFIX, PER_HOUR_AFFIX } from './fields';
export { TextAreaField, SelectField, SwitchField, MaskedField, OtpField } from './more-fields';
export {
  toSubmitErrors,
  submitErrorsFor,
  failureMessage,
  notDoneMessage,
  shownPlanRefusalErrors,
  unansweredMessage,
  type FieldOf,
} from './submit-errors';
export { DateField } from './date-field';
export { StarRatingField } from './star-rating-field';
export {
  RATING_COMMENT_MAX,
  ratingValidators,
  toRatingPayload,
  type RatingFormValues,
  type RatingPayload,
} from './rating-form';
export { RatingForm } from './rating-form-view';
export { RatedElsewhereNote, ratedElsewhereNote, useRatedElsewhere } from './rated-elsewhere';
export { MultiSelectField } from './multi-select-field';
export { AutocompleteField } from './autocomplete-field';
export { FormSubmitError, PhoneField } from './form-parts';
export { ValidatingForm } from './validating-form';
export { useFormDraft } from './use-form-draft';
export { DraftNotice } from './draft-notice';
export { DraftFormButtons } from './draft-form-buttons';
export { loadDraft, moveDraft } from './drafts';
export { TypedInGone } from './typed-in-gone';
export { threeWayMerge, deepEqual, fieldNames, type ThreeWayMerge } from './three-way-merge';
export {
  useServerCopy,
  ServerChangesNotice,
  STOPPED_FOR_SERVER_CHANGES,
  type ServerCopy,
} from './use-server-copy';
