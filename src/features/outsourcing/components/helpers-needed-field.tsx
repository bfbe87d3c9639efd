import { useField } from 'react-final-form';
import type { OrderCard } from '@/platform/api/generated/model';
import { TextField, type Validator } from '@/platform/forms';
import { helpersNeededHint } from '../model/offer-form';

/** Helpers needed, with what it may be for the chosen order said under it. */
export function HelpersNeededField({
  orders,
  validate,
}: {
  orders: readonly OrderCard[];
  validate: Validator;
}) {
  const { input } = useField('order_id', { subscription: { value: true } });
  return (
    <TextField
      name="helpers_needed"
      label="Helpers needed"
      inputMode="numeric"
      helperText={helpersNeededHint(orders, input.value)}
      validate={validate}
    />
  );
}
