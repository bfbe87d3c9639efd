import { Button, mergeRefs } from '@blueprintjs/core';
import { useRef, useState } from 'react';
import { Form } from 'react-final-form';
import type { Employee } from '@/platform/api/generated/model';
import {
  parseDollars,
  DOLLAR_AFFIX,
  notDoneMessage,
  PER_HOUR_AFFIX,
  submitErrorsFor,
  TextField,
  ValidatingForm,
} from '@/platform/forms';
import {
  centsToUnits,
  formatHourlyRate,
  formatPersonRate,
  fullName,
  RATE_LABEL,
  unitsToCents,
} from '@/platform/format';
import { AppButton, focusIsLost, GuardedPopover, toast } from '@/platform/ui';
import { useQuickEditMember } from '../api/use-member-actions';
import { memberRules } from '../model/member-rules';

function PriceForm({ member, onDone }: { member: Employee; onDone: () => void }) {
  const update = useQuickEditMember();
  const onSubmit = async ({ price }: { price: string }) => {
    try {
      const { data } = await update.mutateAsync({
        id: member.id,
        data: { price: unitsToCents(parseDollars(price)) },
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
      // None set (a helper who joined before setting her rate): an empty field, not 0.00.
      initialValues={{ price: member.price > 0 ? centsToUnits(member.price).toFixed(2) : '' }}
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

/**
 * A marketplace helper's rate on her card: her own, what she asks, as Find helpers and the crew
 * picker say it ("Asks $32.50/h"), not a price the branch sets (QA-215: the card's $32.00
 * beside her $32.50). She changes it in her helper profile, so it is text, not a button.
 */
export function HelperOwnRate({ member }: { member: Employee }) {
  return (
    <span title="Her own rate: she changes it in her helper profile">
      {member.price > 0 && `${RATE_LABEL.asks} `}
      {formatPersonRate(member.price)}
    </span>
  );
}

/**
 * The hourly price on a card; a click opens a small form that saves a new one at once. Once
 * it has closed (Escape, Cancel, Save price) the price button gets the focus back if it was
 * lost or is still in the form, about to go (QA helper-121 M1: it was on the page's body). Blueprint's own return
 * goes to what had the focus as the popover opened, which is the form's field (its autoFocus
 * runs first), gone by then. The form is the popover's content whether open or not (the
 * popover mounts it only while shown, so each opening starts afresh): content taken away at
 * the close unmounted the popover at once, with no closing transition and no `afterClosed`.
 */
export function MemberPrice({ member }: { member: Employee }) {
  const [open, setOpen] = useState(false);
  const price = formatPersonRate(member.price);
  const button = useRef<HTMLButtonElement | null>(null);
  const popover = useRef<HTMLDivElement | null>(null);
  return (
    <GuardedPopover
      isOpen={open}
      onInteraction={setOpen}
      popoverRef={popover}
      afterClosed={() => {
        // The form leaves the page just after this; what it holds is lost as well.
        if (focusIsLost() || popover.current?.contains(document.activeElement))
          button.current?.focus();
      }}
      placement="bottom-start"
      content={
        // A dialog, as the button says (Blueprint's default said a menu, QA helper-121).
        <div role="dialog" aria-label={`Change the hourly price of ${fullName(member)}`}>
          <PriceForm member={member} onDone={() => setOpen(false)} />
        </div>
      }
      renderTarget={({ isOpen, ref, ...targetProps }) => (
        <Button
          {...targetProps}
          ref={mergeRefs(ref, button)}
          active={isOpen}
          variant="minimal"
          size="small"
          className={['team-card__price', targetProps.className].filter(Boolean).join(' ')}
          text={price}
          endIcon="edit"
          aria-label={`${price}, change the hourly price of ${fullName(member)}`}
          aria-expanded={isOpen}
          aria-haspopup="dialog"
        />
      )}
    />
  );
}
