import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useField, useForm, useFormState } from 'react-final-form';
import { US_STATE_ITEMS } from '@/platform/format';
import { MaskedField, SelectField, TextField } from '@/platform/forms';
import {
  LIST_ERROR_KEY,
  ORDER_LIMITS,
  emptyAddress,
  type AddressListName,
  type AddressValues,
} from './order-form-values';
import { rules } from './order-validators';

const TITLES: Record<AddressListName, { one: string; many: string }> = {
  pick_up_addresses: { one: 'Pick-up address', many: 'Pick-up addresses' },
  destination_addresses: { one: 'Destination address', many: 'Destination addresses' },
};

/** A server message about the whole list (e.g. none given), until the form is edited. */
function ListError({ name }: { name: AddressListName }) {
  const { submitErrors, dirtySinceLastSubmit } = useFormState({
    subscription: { submitErrors: true, dirtySinceLastSubmit: true },
  });
  const message = (submitErrors as Record<string, unknown> | undefined)?.[LIST_ERROR_KEY[name]];
  if (typeof message !== 'string' || dirtySinceLastSubmit) return null;
  return (
    <p className="order-form__error" role="alert">
      {message}
    </p>
  );
}

/**
 * One or more addresses (contract: at most 5 per list). Rows are added and removed by
 * rewriting the list value, so what is typed in the other rows stays.
 */
export function AddressList({
  name,
  defaultState,
  note,
}: {
  name: AddressListName;
  /** The state new rows start with (the branch's). */
  defaultState: string;
  /** What is said under a row (an address outside the branch's serving area). */
  note?: (index: number) => ReactNode;
}) {
  const form = useForm();
  const { input } = useField<AddressValues[]>(name, { subscription: { value: true } });
  const rows = Array.isArray(input.value) && input.value.length ? input.value : [];
  const title = TITLES[name];
  const full = rows.length >= ORDER_LIMITS.maxAddresses;
  const rowTitle = (i: number) => (rows.length > 1 ? `${title.one} ${i + 1}` : title.one);

  const add = () => form.change(name, [...rows, emptyAddress(defaultState)]);
  const remove = (index: number) =>
    form.change(
      name,
      rows.filter((_, i) => i !== index),
    );

  return (
    <section className="order-form__addresses" aria-label={title.many}>
      <h3 className="order-form__subtitle">{title.many}</h3>
      <ListError name={name} />
      {rows.map((_, i) => (
        <fieldset key={i} className="order-form__address">
          {/* One row needs no visible legend under the list's heading; it still names the group. */}
          <legend
            className={
              rows.length > 1 ? 'order-form__legend' : 'order-form__legend app-visually-hidden'
            }
          >
            {rowTitle(i)}
            {rows.length > 1 && (
              <Button
                variant="minimal"
                intent="danger"
                size="small"
                text="Remove"
                aria-label={`Remove ${rowTitle(i).toLowerCase()}`}
                onClick={() => remove(i)}
              />
            )}
          </legend>
          <div className="order-form__grid order-form__grid--address">
            <TextField
              className="order-form__span-3"
              name={`${name}[${i}].street`}
              label="Street address"
              autoComplete="off"
              validate={rules.street}
            />
            <TextField
              name={`${name}[${i}].unit`}
              label="Unit"
              labelInfo="(optional)"
              placeholder="Apt, suite or floor"
              validate={rules.unit}
            />
            <TextField
              className="order-form__span-2"
              name={`${name}[${i}].city`}
              label="City"
              autoComplete="off"
              validate={rules.city}
            />
            <SelectField
              name={`${name}[${i}].state`}
              label="State"
              items={US_STATE_ITEMS}
              placeholder="Choose"
              validate={rules.state}
            />
            <MaskedField
              name={`${name}[${i}].zip`}
              label="ZIP"
              mask="#####"
              emitRaw
              inputMode="numeric"
              validate={rules.zip}
            />
          </div>
          {/* A live region, there before it speaks: the note comes as the address is typed. */}
          {note && <div role="status">{note(i)}</div>}
        </fieldset>
      ))}
      <Button
        variant="outlined"
        icon="add"
        text={`Add ${title.one.toLowerCase()}`}
        disabled={full}
        onClick={add}
      />
      {full && (
        <span className="app-muted order-form__hint">
          Up to {ORDER_LIMITS.maxAddresses} addresses.
        </span>
      )}
    </section>
  );
}
