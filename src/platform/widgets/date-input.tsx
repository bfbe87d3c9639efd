import { Button, Classes, InputGroup, Spinner, type Intent } from '@blueprintjs/core';
import { CalendarIcon } from '@blueprintjs/icons';
import dayjs from 'dayjs';
import {
  lazy,
  Suspense,
  useId,
  useMemo,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { formatDate } from '@/platform/format';
import { GuardedPopover } from '@/platform/ui/guarded-popover';
import './widgets.css';

// The calendar (react-day-picker, date-fns, datetime CSS) is fetched the first time a date
// input is focused, hovered or opened, so forms without dates never pay for it.
const loadCalendar = () => import('./date-calendar');
const DateCalendar = lazy(loadCalendar);

export type DateInputProps = {
  /** 'YYYY-MM-DD' (the API format) or empty. */
  value: string | undefined | null;
  /** Receives 'YYYY-MM-DD'. */
  onChange: (value: string) => void;
  /** Earliest selectable day; today by default, `null` for no minimum. */
  minDate?: Date | string | null;
  maxDate?: Date | string;
  id?: string;
  name?: string;
  placeholder?: string;
  intent?: Intent;
  disabled?: boolean;
  fill?: boolean;
  /**
   * An optional date can be emptied again: Backspace or Delete in the field (the field takes no
   * typing otherwise), said in its description, and a "Clear date" button beside the
   * calendar's while a day is chosen, for the pointer (out of the Tab order, see below).
   */
  clearable?: boolean;
  /**
   * The field's label, added to its buttons' names ("Open calendar, First day off"): a form
   * with two dates had two "Open calendar" (QA helper-121 M6).
   */
  fieldLabel?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  onFocus?: (e: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (e: FocusEvent<HTMLInputElement>) => void;
};

/** `undefined` means today (spec section 5); `null` means no minimum. */
export function resolveMinDate(minDate: Date | string | null | undefined): Date | undefined {
  if (minDate === null) return undefined;
  return dayjs(minDate ?? undefined)
    .startOf('day')
    .toDate();
}

/**
 * Read-only date field: shows month/day/year, opens a calendar popup, closes on choosing.
 * Typing is not offered on purpose; the popup is the only way in, so the format cannot
 * be mistyped.
 */
export function DateInput({
  value,
  onChange,
  minDate,
  maxDate,
  id,
  name,
  // The field takes no typing: it says how a date gets in, not a format to type (QA 205 L2:
  // "mm/dd/yyyy" invited typing, which was thrown away).
  placeholder = 'Choose a date',
  intent,
  disabled = false,
  fill = false,
  clearable = false,
  fieldLabel,
  onFocus,
  onBlur,
  ...aria
}: DateInputProps) {
  const [open, setOpen] = useState(false);
  const ofField = (action: string) => (fieldLabel ? `${action}, ${fieldLabel}` : action);
  // The same element while `disabled` stays: Blueprint's InputGroup measures its side element
  // again (a forced layout and a second render) whenever that element is a new one.
  const calendarLabel = ofField('Open calendar');
  const calendarButton = useMemo(
    () => (
      <Button
        variant="minimal"
        icon={<CalendarIcon />}
        aria-label={calendarLabel}
        tabIndex={-1}
        disabled={disabled}
        onClick={() => setOpen(true)}
      />
    ),
    [disabled, calendarLabel],
  );
  const canClear = clearable && Boolean(value) && !disabled;
  const clearHintId = `${useId()}-clear-hint`;
  // Out of the Tab order, as the calendar's button: Tab after a chosen day went to it, and the
  // next field's first space pressed it (QA-211 L2: a time off of three days was saved as one,
  // without a word). The keyboard clears with Backspace or Delete in the field, as its
  // description says; a click gives the focus back to the field, as the button goes.
  const sideElement = canClear ? (
    <span className="app-date-input__buttons">
      <Button
        variant="minimal"
        icon="cross"
        aria-label={ofField('Clear date')}
        tabIndex={-1}
        onClick={(e) => {
          onChange('');
          e.currentTarget
            .closest('.app-date-input')
            ?.querySelector<HTMLElement>(`.${Classes.INPUT}`)
            ?.focus();
        }}
      />
      {calendarButton}
      <span id={clearHintId} className="app-visually-hidden">
        Backspace or Delete clears the date.
      </span>
    </span>
  ) : (
    calendarButton
  );
  const describedBy =
    [aria['aria-describedby'], canClear ? clearHintId : undefined].filter(Boolean).join(' ') ||
    undefined;
  const min = resolveMinDate(minDate);
  const max = maxDate ? dayjs(maxDate).endOf('day').toDate() : undefined;

  const openOnKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (canClear && (e.key === 'Backspace' || e.key === 'Delete')) {
      e.preventDefault();
      onChange('');
      return;
    }
    if (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
    }
  };

  return (
    // The popover gives the focus back to the field (or its calendar button) when it has
    // closed, unless the person has moved on to another field meanwhile.
    <GuardedPopover
      controls="input, button"
      isOpen={open && !disabled}
      onInteraction={(next) => setOpen(next)}
      placement="bottom-start"
      arrow={false}
      fill={fill}
      content={
        <div role="dialog" aria-label="Choose date">
          <Suspense fallback={<Spinner size={20} className="app-date-input-loading" />}>
            <DateCalendar
              value={value}
              minDate={min}
              maxDate={max}
              onSelect={(next) => {
                onChange(next);
                setOpen(false);
              }}
            />
          </Suspense>
        </div>
      }
      renderTarget={({
        isOpen: _isOpen,
        ref,
        className,
        'aria-expanded': _expanded,
        ...targetProps
      }) => (
        <InputGroup
          {...targetProps}
          {...aria}
          aria-describedby={describedBy}
          className={[className, 'app-date-input'].filter(Boolean).join(' ')}
          inputRef={ref}
          id={id}
          name={name}
          readOnly
          disabled={disabled}
          fill={fill}
          intent={intent}
          placeholder={placeholder}
          value={formatDate(value)}
          // No aria-expanded (the popover's target props carry one, taken out above): a
          // textbox does not allow it (axe, critical); the calendar takes focus when it opens.
          aria-haspopup="dialog"
          onKeyDown={openOnKey}
          onFocus={(e) => {
            void loadCalendar();
            onFocus?.(e);
          }}
          onMouseEnter={() => void loadCalendar()}
          onBlur={onBlur}
          rightElement={sideElement}
        />
      )}
    />
  );
}
