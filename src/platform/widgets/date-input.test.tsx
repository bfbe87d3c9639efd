import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { UiProviders } from '@/platform/ui';
import { afterTheClosingTransition } from '@/platform/ui/popover-focus-return.test-helpers';
import { DateInput, resolveMinDate } from './date-input';
import { dayOfMonth } from '@/platform/testing/day-cell.test-helpers';

function Harness({
  initial = '',
  minDate,
  spy,
}: {
  initial?: string;
  minDate?: Date | string | null;
  spy?: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <label>
      Moving date
      <DateInput
        value={value}
        minDate={minDate}
        onChange={(v) => {
          setValue(v);
          spy?.(v);
        }}
      />
    </label>
  );
}

/** An optional date, labelled by a label of its own (not around it and its buttons). */
function ClearableHarness() {
  const [value, setValue] = useState('2030-05-10');
  return (
    <>
      <label htmlFor="moving-date">Moving date</label>
      <DateInput
        id="moving-date"
        value={value}
        onChange={setValue}
        clearable
        fieldLabel="Moving date"
      />
    </>
  );
}

describe('DateInput', () => {
  // Warm the lazily loaded calendar chunk once so the first test does not race the import.
  beforeAll(async () => {
    await import('./date-calendar');
  });
  // "Today" is fixed before the tests' May 2030 (past days cannot be chosen): run in 2041,
  // the suite found May 2030 in the past (scripts/unit-at-times.sh). Only Date is faked.
  beforeEach(() => vi.useFakeTimers({ now: new Date('2029-03-01T12:00:00Z'), toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('is read-only and shows the value month/day/year', () => {
    render(<Harness initial="2030-05-10" />, { wrapper: UiProviders });
    const input = screen.getByRole('textbox', { name: 'Moving date' });
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveValue('05/10/2030');
  });

  it('empty, says to choose a date, not a format to type into a field that takes no typing (QA 205 L2)', () => {
    render(<Harness />, { wrapper: UiProviders });
    const input = screen.getByRole('textbox', { name: 'Moving date' });
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAttribute('placeholder', 'Choose a date');
  });

  it('opens a calendar, emits YYYY-MM-DD for the chosen day and closes', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness initial="2030-05-10" spy={spy} />, { wrapper: UiProviders });
    await user.click(screen.getByRole('textbox', { name: 'Moving date' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    await user.click(await within(dialog).findByRole('gridcell', { name: dayOfMonth(22) }));
    expect(spy).toHaveBeenCalledWith('2030-05-22');
    expect(screen.getByRole('textbox', { name: 'Moving date' })).toHaveValue('05/22/2030');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose date' })).not.toBeInTheDocument(),
    );
  });

  // Blueprint's popover gives the focus back to the field when its closing transition ends
  // (300 ms): a person who has moved on to the next field by then must keep it.
  describe('leaves the focus where the user put it after the calendar closes', () => {
    const renderWithNote = () => {
      render(
        <>
          <Harness initial="2030-05-10" />
          <label>
            Note <input name="note" />
          </label>
        </>,
        { wrapper: UiProviders },
      );
      return {
        user: userEvent.setup(),
        date: screen.getByRole('textbox', { name: 'Moving date' }),
        note: screen.getByRole('textbox', { name: 'Note' }),
      };
    };
    const afterTheCalendarHasClosed = () =>
      afterTheClosingTransition(
        () => screen.queryByRole('dialog', { name: 'Choose date' }) !== null,
      );

    it('a day chosen, then another field clicked and typed into', async () => {
      const { user, date, note } = renderWithNote();
      await user.click(date);
      const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
      await user.click(await within(dialog).findByRole('gridcell', { name: dayOfMonth(22) }));
      await user.click(note);
      await user.paste('call first');
      await afterTheCalendarHasClosed();
      expect(note).toHaveFocus();
      expect(note).toHaveValue('call first');
      expect(date).toHaveValue('05/22/2030');
    });

    it('closed by a click on another field', async () => {
      const { user, date, note } = renderWithNote();
      await user.click(date);
      await screen.findByRole('dialog', { name: 'Choose date' });
      await user.click(note);
      await afterTheCalendarHasClosed();
      expect(note).toHaveFocus();
    });

    // In Chromium the overlay still enforces the focus for a moment after the close began: a
    // frame after the click it pulls the focus into its closing popover (its start focus
    // trap), as done here by hand (happy-dom's timing never does it).
    it('closed by a click on another field, the closing popover pulling the focus back', async () => {
      const { user, date, note } = renderWithNote();
      await user.click(date);
      const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
      const trap = dialog
        .closest('.bp6-overlay')!
        .querySelector<HTMLElement>('.bp6-overlay-start-focus-trap')!;
      await user.click(note);
      trap.focus();
      await user.keyboard('call first');
      await afterTheCalendarHasClosed();
      expect(note).toHaveFocus();
      expect(note).toHaveValue('call first');
    });

    it('closed with Escape: the focus is back on the field', async () => {
      const { user, date } = renderWithNote();
      await user.click(date);
      const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
      await within(dialog).findByRole('gridcell', { name: dayOfMonth(22) });
      await user.keyboard('{Escape}');
      await afterTheCalendarHasClosed();
      expect(date).toHaveFocus();
    });
  });

  it('clearable: Tab goes on to the next field, not to "Clear date"; Backspace or Delete clears, as its description says (QA-211 L2)', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ClearableHarness />
        <label>
          Reason
          <input />
        </label>
      </>,
      { wrapper: UiProviders },
    );
    const input = screen.getByRole('textbox', { name: 'Moving date' });
    expect(input).toHaveAccessibleDescription('Backspace or Delete clears the date.');
    const clear = screen.getByRole('button', { name: 'Clear date, Moving date' });
    input.focus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveFocus();
    // The next field's text, typed at once, goes there and leaves the date alone.
    await user.keyboard(' Christmas');
    expect(input).toHaveValue('05/10/2030');
    expect(screen.getByRole('textbox', { name: 'Reason' })).toHaveValue(' Christmas');
    expect(clear).toBeInTheDocument();

    input.focus();
    await user.keyboard('{Delete}');
    expect(input).toHaveValue('');
    // Nothing to clear: no button, and nothing said about clearing.
    expect(screen.queryByRole('button', { name: /^Clear date/ })).toBeNull();
    expect(input).not.toHaveAccessibleDescription();
  });

  it('clearable: a click on "Clear date" empties it and gives the focus to the field', async () => {
    const user = userEvent.setup();
    render(<ClearableHarness />, { wrapper: UiProviders });
    const input = screen.getByRole('textbox', { name: 'Moving date' });
    await user.click(screen.getByRole('button', { name: 'Clear date, Moving date' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('opens from the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2030-05-10" />, { wrapper: UiProviders });
    screen.getByRole('textbox', { name: 'Moving date' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    // The focus is on the chosen day, where the arrows move it (QA 2026-12-04: it sat on
    // the overlay's invisible focus trap, and the arrows scrolled the page).
    await waitFor(() =>
      expect(within(dialog).getByRole('gridcell', { name: dayOfMonth(10) })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    expect(within(dialog).getByRole('gridcell', { name: dayOfMonth(17) })).toHaveFocus();
  });

  it('names each day by its weekday and date, and today as today (QA helper-121)', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2029-03-10" />, { wrapper: UiProviders });
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    const chosen = await within(dialog).findByRole('gridcell', { name: 'Saturday 03/10/2029' });
    // It shows the number alone.
    expect(chosen.querySelector('[aria-hidden]')).toHaveTextContent(/^10$/);
    // The test's today, Thursday March 1, 2029.
    expect(
      within(dialog).getByRole('gridcell', { name: 'Thursday 03/01/2029, today' }),
    ).toBeEnabled();
  });

  // May 2030 shows only Apr 28-30 and Jun 1 as outside days, so these day numbers are unique.
  it('does not allow days before the minimum date', async () => {
    const user = userEvent.setup();
    const spy = vi.fn();
    render(<Harness initial="2030-05-10" minDate="2030-05-08" spy={spy} />, {
      wrapper: UiProviders,
    });
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    const before = await within(dialog).findByRole('gridcell', { name: dayOfMonth(7) });
    expect(before).toBeDisabled();
    expect(within(dialog).getByRole('gridcell', { name: dayOfMonth(8) })).toBeEnabled();
  });

  // A time off's last day starts at its first (7/8): with nothing chosen yet, the calendar
  // opens on the first allowed day's month, not midway between it and the last one.
  it('opens on the minimum date’s month when that is after today', async () => {
    const user = userEvent.setup();
    render(<Harness minDate="2030-05-08" />, { wrapper: UiProviders });
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose date' });
    expect(await within(dialog).findByRole('gridcell', { name: dayOfMonth(7) })).toBeDisabled();
    expect(within(dialog).getByRole('gridcell', { name: dayOfMonth(8) })).toBeEnabled();
    expect(dialog).toHaveTextContent(/May/);
    expect(dialog).toHaveTextContent(/2030/);
  });

  it('defaults the minimum to the start of today; null removes it', () => {
    const today = new Date();
    const min = resolveMinDate(undefined)!;
    expect([min.getFullYear(), min.getMonth(), min.getDate(), min.getHours()]).toEqual([
      today.getFullYear(),
      today.getMonth(),
      today.getDate(),
      0,
    ]);
    expect(resolveMinDate(null)).toBeUndefined();
  });
});
