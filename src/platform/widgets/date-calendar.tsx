import { DatePicker } from '@blueprintjs/datetime';
import { enUS } from 'date-fns/locale';
import { dayName, parseApiDate, toApiDate } from '@/platform/format';
// The datetime styles ship with the calendar chunk only, not with every page that has a form.
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';

export type DateCalendarProps = {
  value: string | undefined | null;
  minDate?: Date;
  maxDate?: Date;
  onSelect: (value: string) => void;
};

// Blueprint's defaults span about 20 years back and 6 months ahead; orders can be booked
// further out than that.
const FAR_PAST = new Date(1900, 0, 1);
const FAR_FUTURE = new Date(new Date().getFullYear() + 10, 11, 31);

/**
 * A day's button shows its number and is named by its weekday and date, and "today" (QA
 * helper-121: a reader heard "6", with no weekday and no today).
 */
// react-day-picker's DayContentProps, in part (the package is Blueprint's own dependency).
type DayContentProps = { date: Date; activeModifiers: { today?: true } };

function DayContent({ date, activeModifiers }: DayContentProps) {
  return (
    <>
      <span aria-hidden>{date.getDate()}</span>
      <span className="app-visually-hidden">
        {dayName(date)}
        {activeModifiers.today ? ', today' : ''}
      </span>
    </>
  );
}

const DAY_PICKER_PROPS = { initialFocus: true, components: { DayContent } } as const;

/** The popup calendar of DateInput; loaded on demand (default export for React.lazy). */
export default function DateCalendar({ value, minDate, maxDate, onSelect }: DateCalendarProps) {
  const selected = parseApiDate(value) ?? null;
  // With nothing chosen, Blueprint opens on today's month, or, when today is before the first
  // day allowed (a time-off end after its start), midway to the last: open on the first.
  const initialMonth =
    selected ?? (minDate && minDate.getTime() > Date.now() ? minDate : undefined);
  return (
    <DatePicker
      // A Locale object, not a code: the code path does a runtime import() that bundlers miss.
      locale={enUS}
      value={selected}
      initialMonth={initialMonth}
      minDate={minDate ?? FAR_PAST}
      maxDate={maxDate ?? FAR_FUTURE}
      canClearSelection={false}
      highlightCurrentDay
      // The focus goes to the chosen day (else today, else the first day allowed) as the
      // calendar opens: it sat on the overlay's invisible focus trap, where the arrows and
      // Space scrolled the page, and today's day was 5 Tabs away (QA 2026-12-04, keyboard).
      dayPickerProps={DAY_PICKER_PROPS}
      onChange={(date, isUserChange) => {
        if (date && isUserChange) onSelect(toApiDate(date));
      }}
    />
  );
}
