import { screen, within } from '@testing-library/react';
import { DateField } from './date-field';
import { useForm, useFormState } from 'react-final-form';
import { vi } from 'vitest';
import { DOLLAR_AFFIX, PasswordField, PER_HOUR_AFFIX, TextField } from './fields';
import { MaskedField, OtpField, SelectField, SwitchField, TextAreaField } from './more-fields';
import { groupOf, renderForm } from './fields.test-helpers';
import { MASKS } from './mask';
import { composeValidators, email, maxLength, required } from './validators';
import { dayOfMonth } from '@/platform/testing/day-cell.test-helpers';

describe('TextField', () => {
  it('shows no error until the field is left, then exactly one, tinted danger', async () => {
    const { user } = renderForm(
      <TextField
        name="email"
        label="Email"
        validate={composeValidators(required, email, maxLength(5))}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.click(input);
    await user.type(input, 'nope');
    expect(screen.queryByText('Value is not a valid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(input).toHaveAccessibleDescription('Value is not a valid email address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(groupOf(input)).toHaveClass('bp6-intent-danger');
    expect(input.closest('.bp6-input-group')).toHaveClass('bp6-intent-danger');
    // Now both email and maxLength(5) fail: still only the first message shows.
    await user.type(input, 'nope-too-long');
    expect(within(groupOf(input) as HTMLElement).getAllByText(/Value|maximum/)).toHaveLength(1);
  });

  it('drops leading and trailing spaces when the field is left; a password keeps them', async () => {
    const { user, onSubmit } = renderForm(
      <>
        <TextField name="first_name" label="First name" />
        <PasswordField name="password" label="Password" />
      </>,
    );
    const name = screen.getByRole('textbox', { name: 'First name' });
    await user.type(name, '  Mariah ');
    expect(name).toHaveValue('  Mariah ');
    await user.tab();
    expect(name).toHaveValue('Mariah');
    await user.type(screen.getByLabelText('Password'), ' pass word ');
    await user.tab();
    expect(screen.getByLabelText('Password')).toHaveValue(' pass word ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ first_name: 'Mariah', password: ' pass word ' });
  });

  it('shows helper text while valid and validates everything on submit', async () => {
    const { user, onSubmit } = renderForm(
      <>
        <TextField
          name="email"
          label="Email"
          helperText="We never share it"
          validate={composeValidators(required, email)}
        />
        <PasswordField name="password" label="Password" validate={required} />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'We never share it',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Value is required',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Value is required');
    expect(screen.queryByText('We never share it')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith(
      { email: 'maria@example.com', password: 'secret' },
      expect.anything(),
      expect.anything(),
    );
  });
});

describe('PasswordField', () => {
  it('hides the password until the eye toggle shows it', async () => {
    const { user } = renderForm(<PasswordField name="password" label="Password" />);
    const input = screen.getByLabelText('Password');
    await user.type(input, 'hunter2');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('hunter2');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('TextAreaField', () => {
  it('edits a multi-line value', async () => {
    const { user, onSubmit } = renderForm(<TextAreaField name="notes" label="Notes" />);
    await user.type(screen.getByRole('textbox', { name: 'Notes' }), 'Piano{Enter}3rd floor');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ notes: 'Piano\n3rd floor' });
  });
});

describe('SelectField', () => {
  it('uses id and name by default and keeps numeric ids numbers', async () => {
    const branches = [
      { id: 1, name: 'Austin' },
      { id: 2, name: 'Dallas' },
    ];
    const { user, onSubmit } = renderForm(
      <SelectField
        name="branch_id"
        label="Branch"
        items={branches}
        placeholder="Select a branch"
        validate={required}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Branch' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a branch', 'Austin', 'Dallas']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(select).toHaveAccessibleDescription('Value is required');
    await user.selectOptions(select, 'Dallas');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ branch_id: 2 });
  });

  it('takes other value and title fields', async () => {
    const areas = [{ code: 'tx-travis', name_with_state_initials: 'Travis County, TX' }];
    const { user, onSubmit } = renderForm(
      <SelectField
        name="area"
        label="Area"
        items={areas}
        valueField="code"
        titleField="name_with_state_initials"
      />,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'Travis County, TX');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ area: 'tx-travis' });
  });
});

describe('SwitchField', () => {
  it("toggles between 'Inactive' and 'Active' and submits a boolean", async () => {
    const { user, onSubmit } = renderForm(<SwitchField name="is_active" label="Status" />, {
      initialValues: { is_active: false },
    });
    await user.click(screen.getByRole('switch', { name: /Inactive/ }));
    expect(screen.getByRole('switch', { name: /Active/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ is_active: true });
  });
});

describe('MaskedField', () => {
  it('formats a phone as typed with the default mask', async () => {
    const { user, onSubmit } = renderForm(<MaskedField name="phone" label="Phone" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(input, '5551234567');
    expect(input).toHaveValue('+1(555)-123-4567');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ phone: '+1(555)-123-4567' });
  });

  it('can store the raw characters and other masks', async () => {
    const { user, onSubmit } = renderForm(
      <MaskedField name="ssn" label="SSN" mask={MASKS.SSN} emitRaw />,
    );
    const input = screen.getByRole('textbox', { name: 'SSN' });
    await user.type(input, '123456789');
    expect(input).toHaveValue('123-45-6789');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ ssn: '123456789' });
  });

  it('deletes the digit before a literal on backspace, keeping the caret there', async () => {
    const { user } = renderForm(<MaskedField name="phone" label="Phone" />);
    const input = screen.getByRole('textbox', { name: 'Phone' }) as HTMLInputElement;
    await user.type(input, '5551');
    expect(input).toHaveValue('+1(555)-1');
    await user.keyboard('{Backspace}{Backspace}');
    expect(input).toHaveValue('+1(55');
    // Typing in the middle keeps the caret after the typed digit.
    input.setSelectionRange(4, 4);
    await user.keyboard('9');
    expect(input).toHaveValue('+1(595');
    expect(input.selectionStart).toBe(5);
  });
});

/** Sets the form's values from outside the field, as a draft's Restore or a reset does. */
function ResetButton() {
  const form = useForm();
  return (
    <button type="button" onClick={() => form.reset()}>
      Reset
    </button>
  );
}

describe('MaskedField: what the mask leaves out (QA helper-84, helper-85)', () => {
  it('says which letters it left out, the words typed together, until a change it takes', async () => {
    const { user } = renderForm(
      <MaskedField name="monday" label="Monday" mask={MASKS.TIME} placeholder="Day off" />,
    );
    const input = screen.getByRole('textbox', { name: 'Monday' });
    await user.type(input, 'nine to five');
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Digits only: “nine to five” was left out.',
    );
    expect(input).toHaveAccessibleDescription('Digits only: “nine to five” was left out.');
    await user.type(input, '9');
    expect(input).toHaveValue('9');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a pasted ZIP keeps its digits and names the rest; a literal or a space is no news', async () => {
    const { user } = renderForm(<MaskedField name="zip" label="ZIP" mask="#####" emitRaw />);
    const input = screen.getByRole('textbox', { name: 'ZIP' });
    await user.click(input);
    await user.paste('TX 78701');
    expect(input).toHaveValue('78701');
    expect(screen.getByRole('status')).toHaveTextContent('Digits only: “TX” was left out.');
    await user.clear(input);
    const phone = renderForm(<MaskedField name="phone" label="Phone" />);
    await phone.user.type(screen.getByRole('textbox', { name: 'Phone' }), '(555) 123-4567');
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveValue('+1(555)-123-4567');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a paste over a selection: the whole paste is what it names (review 88)', async () => {
    const { user } = renderForm(<MaskedField name="monday" label="Monday" mask={MASKS.TIME} />, {
      initialValues: { monday: '08:00 - 17:00' },
    });
    const input = screen.getByRole('textbox', { name: 'Monday' }) as HTMLInputElement;
    await user.click(input);
    input.setSelectionRange(0, input.value.length);
    await user.paste('nine to five');
    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Digits only: “nine to five” was left out.',
    );
  });

  it('a value set from outside (a reset, a draft restored) ends the notice (review 88)', async () => {
    const { user } = renderForm(
      <>
        <MaskedField name="zip" label="ZIP" mask="#####" emitRaw />
        <ResetButton />
      </>,
      { initialValues: { zip: '78701' } },
    );
    const input = screen.getByRole('textbox', { name: 'ZIP' });
    await user.clear(input);
    await user.type(input, 'abc');
    expect(screen.getByRole('status')).toHaveTextContent('“abc”');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('78701');
    expect(screen.queryByRole('status')).toBeNull();
    // And what is typed next starts a new run.
    await user.type(input, 'x');
    expect(screen.getByRole('status')).toHaveTextContent('Digits only: “x” was left out.');
  });

  it('an error says more: it shows instead', async () => {
    const { user } = renderForm(
      <MaskedField name="zip" label="ZIP" mask="#####" emitRaw validate={required} />,
    );
    const input = screen.getByRole('textbox', { name: 'ZIP' });
    await user.type(input, 'abc');
    await user.tab();
    expect(input).toHaveAccessibleDescription('Value is required');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

describe('DateField', () => {
  beforeAll(async () => {
    await import('@/platform/widgets/date-calendar');
  });

  it('submits the chosen day as YYYY-MM-DD and shows it month/day/year', async () => {
    const { user, onSubmit } = renderForm(<DateField name="date" label="Date" minDate={null} />, {
      initialValues: { date: '2030-05-10' },
    });
    const input = screen.getByRole('textbox', { name: 'Date' });
    expect(input).toHaveValue('05/10/2030');
    await user.click(input);
    await user.click(await screen.findByRole('gridcell', { name: dayOfMonth(21) }));
    expect(input).toHaveValue('05/21/2030');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ date: '2030-05-21' });
  });

  it('shows the required error on submit', async () => {
    const { user } = renderForm(<DateField name="date" label="Date" validate={required} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Date' })).toHaveAccessibleDescription(
      'Value is required',
    );
  });
});

describe('OtpField', () => {
  it('collects the code from its boxes', async () => {
    const { user, onSubmit } = renderForm(
      <OtpField name="code" label="Verification code" validate={required} />,
    );
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Character 1 of 6' }));
    await user.keyboard('482913');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ code: '482913' });
  });

  it('left empty, says nothing yet; a submit says it is required (QA 205 L9)', async () => {
    const { user, onSubmit } = renderForm(
      <OtpField name="code" label="Verification code" validate={required} />,
    );
    await user.click(screen.getByRole('textbox', { name: 'Character 1 of 6' }));
    await user.click(document.body);
    expect(screen.queryByText('Value is required')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Value is required')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe("a field's side elements", () => {
  /** Counts reads of the width of Blueprint's side-element wrappers (InputGroup measures them). */
  function countSideMeasures() {
    const descriptor =
      Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth') ??
      Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
    let reads = 0;
    const spy = vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      if (this.matches('.bp6-input-action, .bp6-input-left-container')) reads++;
      return descriptor.get!.call(this) as number;
    });
    return { reads: () => reads, restore: () => spy.mockRestore() };
  }

  /** Fields whose parent renders again on every value, as the offer form's does. */
  function EveryValueRerenders() {
    useFormState({ subscription: { values: true } });
    return (
      <>
        <TextField
          name="rate"
          label="Hourly price"
          leftElement={DOLLAR_AFFIX}
          rightElement={PER_HOUR_AFFIX}
        />
        <PasswordField name="password" label="Password" />
        <DateField name="day" label="Day" minDate={null} />
      </>
    );
  }

  it('are measured once, not again on every keystroke (an hourly rate, a password, a date)', async () => {
    const measures = countSideMeasures();
    try {
      const { user } = renderForm(<EveryValueRerenders />);
      const mounted = measures.reads();
      expect(mounted).toBeGreaterThan(0);
      await user.type(screen.getByRole('textbox', { name: 'Hourly price' }), '45.50');
      await user.type(screen.getByLabelText('Password'), 'secret');
      expect(measures.reads()).toBe(mounted);
      expect(screen.getByText('/h')).toHaveClass('app-affix');
      // What the toggle shows changes: it is measured again then, as it should be.
      await user.click(screen.getByRole('button', { name: 'Show password' }));
      expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
      expect(measures.reads()).toBeGreaterThan(mounted);
    } finally {
      measures.restore();
    }
  });
});
