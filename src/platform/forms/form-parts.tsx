import { Callout } from '@blueprintjs/core';
import type { FormEvent, FormHTMLAttributes, ReactNode } from 'react';
import { useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { MaskedField, type MaskedFieldProps } from './fields';
import { MASKS } from './mask';

/**
 * The `<form>` of a react-final-form form: submits, and when validation stops the submit,
 * takes the user to the first field that needs attention (long forms, small screens).
 */
export function ValidatingForm({
  handleSubmit,
  children,
  ...props
}: Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> & {
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => unknown;
  children: ReactNode;
}) {
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm();
  return (
    <form
      {...props}
      ref={ref}
      noValidate
      onSubmit={(event) => {
        void handleSubmit(event);
        if (form.getState().hasValidationErrors) {
          setTimeout(() =>
            ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
          );
        }
      }}
    >
      {children}
    </form>
  );
}

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

/** A US phone: the spec's +1(###)-###-#### mask, stored as its 10 digits. */
export function PhoneField(props: Omit<MaskedFieldProps, 'mask' | 'emitRaw'>) {
  return (
    <MaskedField
      inputMode="tel"
      placeholder="+1(___)-___-____"
      {...props}
      mask={MASKS.PHONE}
      emitRaw
    />
  );
}
