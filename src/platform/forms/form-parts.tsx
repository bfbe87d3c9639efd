import { Callout } from '@blueprintjs/core';
import { useFormState } from 'react-final-form';
import { MaskedField, type MaskedFieldProps } from './more-fields';
import { MASKS } from './mask';

/** A failed save's message that belongs to no field, until the form is edited again. */
export function FormSubmitError({ className }: { className?: string }) {
  const { submitError, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, dirtySinceLastSubmit: true },
  });
  if (typeof submitError !== 'string' || dirtySinceLastSubmit) return null;
  return (
    <Callout intent="danger" role="alert" className={className}>
      {submitError}
    </Callout>
  );
}

/** What a phone wants, under every phone field (its error is the spec's generic min-length). */
export const PHONE_HINT = '10 digits, area code first';

/** A US phone: the spec's +1(###)-###-#### mask, stored as its 10 digits. */
export function PhoneField(props: Omit<MaskedFieldProps, 'mask' | 'emitRaw'>) {
  return (
    <MaskedField
      inputMode="tel"
      wants={PHONE_HINT}
      placeholder="+1(___)-___-____"
      {...props}
      mask={MASKS.PHONE}
      emitRaw
    />
  );
}
