import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { Form } from 'react-final-form';
import type { Employee } from '@/platform/api/generated/model';
import {
  DOLLAR_AFFIX,
  notDoneMessage,
  PER_HOUR_AFFIX,
  submitErrorsFor,
  TextField,
  ValidatingForm,
} from '@/platform/forms';
import { centsToUnits, formatHourlyRate, fullName, unitsToCents } from '@/platform/format';
import { AppButton, GuardedPopover, toast } from '@/platform/ui';
import { useQuickEditMember } from '../api/use-member-actions';
import { memberRules } from '../model/member-rules';

function PriceForm({ member, onDone }: { member: Employee; onDone: () => void }) {
  const update = useQuickEditMember();
  const onSubmit = async ({ price }: { price: string }) => {
    try {
      const { data } = await update.mutateAsync({
        id: member.id,
        data: { price: unitsToCents(Number(price)) },
      });
      toast.success(`${fullName(data)} now costs ${formatHourlyRate(data.price)}`);
      onDone();
      return undefined;
    } catch (error) {
      return submitErrorsFor(error, ['price'], notDoneMessage('the price'), ['the price', 'saved']);
    }
  };
  return (
    <Form<{ price: string }>
      subscription={{ submitting: true }}
      onSubmit={onSubmit}
      initialValues={{ price: centsToUnits(member.price).toFixed(2) }}
      render={({ handleSubmit, submitting }) => (
        <ValidatingForm
          className="team-price-form"
          aria-label={`Hourly price of ${fullName(member)}`}
          handleSubmit={handleSubmit}
        >
          <TextField
            name="price"
            label="Hourly price"
            inputMode="decimal"
            autoFocus
            leftElement={DOLLAR_AFFIX}
            rightElement={PER_HOUR_AFFIX}
            validate={memberRules.price}
          />
          <div className="team-price-form__actions">
            <AppButton size="small" text="Cancel" disabled={submitting} onClick={onDone} />
            <AppButton
              size="small"
              type="submit"
              intent="primary"
              text="Save price"
              loading={submitting}
            />
          </div>
        </ValidatingForm>
      )}
    />
  );
}

/** The hourly price on a card; a click opens a small form that saves a new one at once. */
export function MemberPrice({ member }: { member: Employee }) {
  const [open, setOpen] = useState(false);
  const price = formatHourlyRate(member.price);
  return (
    <GuardedPopover
      isOpen={open}
      onInteraction={setOpen}
      placement="bottom-start"
      content={open ? <PriceForm member={member} onDone={() => setOpen(false)} /> : undefined}
      renderTarget={({ isOpen, ref, ...targetProps }) => (
        <Button
          {...targetProps}
          ref={ref}
          active={isOpen}
          variant="minimal"
          size="small"
          className={['team-card__price', targetProps.className].filter(Boolean).join(' ')}
          text={price}
          endIcon="edit"
          aria-label={`${price}, change the hourly price of ${fullName(member)}`}
          aria-expanded={isOpen}
        />
      )}
    />
  );
}
