import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { TextField } from './fields';
import { FormSubmitError, PhoneField } from './form-parts';
import { ValidatingForm } from './validating-form';
import { phoneRule } from './validators';

type Values = { name?: string; phone?: string };

function renderForm(
  onSubmit: (values: Values) => Record<string, string> | undefined | Promise<unknown>,
) {
  render(
    <Form<Values>
      onSubmit={onSubmit}
      render={({ handleSubmit }) => (
        <ValidatingForm handleSubmit={handleSubmit} aria-label="Sample">
          <FormSubmitError />
          <TextField name="name" label="Name" />
          <PhoneField name="phone" label="Phone" validate={phoneRule()} />
          <button type="submit">Save</button>
        </ValidatingForm>
      )}
    />,
  );
  return userEvent.setup();
}

describe('form parts', () => {
  it('a phone field says what it wants, under its error too: the spec\'s generic min-length meets "10 digits" (QA 205 L5)', async () => {
    const user = renderForm(vi.fn());
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAccessibleDescription('10 digits, area code first');
    await user.type(phone, '5125550');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(
        'This field should be at least 10 characters long 10 digits, area code first',
      ),
    );
  });

  it('a submit stopped by validation takes the focus to the first invalid field', async () => {
    const onSubmit = vi.fn();
    const user = renderForm(onSubmit);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('checks every rule again as it is sent: a rule that reads the clock may answer otherwise by then (QA helper-115)', async () => {
    // A rule whose answer changes with time, not with the value: the day has turned since the
    // field was filled.
    let today = '2031-06-04';
    const notPast = (value: unknown) =>
      typeof value === 'string' && value < today
        ? 'The moving date cannot be in the past'
        : undefined;
    const onSubmit = vi.fn();
    render(
      <Form<{ date?: string }>
        onSubmit={onSubmit}
        render={({ handleSubmit }) => (
          <ValidatingForm handleSubmit={handleSubmit} aria-label="Sample">
            <TextField name="date" label="Date" validate={notPast} />
            <button type="submit">Save</button>
          </ValidatingForm>
        )}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Date'), '2031-06-04');
    expect(screen.queryByText('The moving date cannot be in the past')).toBeNull();
    today = '2031-06-05';
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The moving date cannot be in the past')).toBeVisible();
    expect(screen.getByLabelText('Date')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    // Sent again once it is right.
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2031-06-05');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('a save the server stops focuses its field in the render that shows the error (no timer)', async () => {
    let answer: (errors: Record<string, string>) => void = () => {};
    const user = renderForm(() => new Promise((resolve) => (answer = resolve)));
    await user.type(screen.getByLabelText('Phone'), '5125550147');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    // React's work (renders and effects) is flushed here, but no timer runs: the focus must not
    // wait for one, which a loaded machine may run before the errors are on screen.
    await act(async () => answer({ name: 'The name is taken.' }));
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('the phone shows the spec mask and is submitted as its 10 digits', async () => {
    const onSubmit = vi.fn();
    const user = renderForm(onSubmit);
    const phone = screen.getByLabelText('Phone');
    expect(phone).toHaveAttribute('placeholder', '+1(___)-___-____');
    await user.type(phone, '5125550147');
    expect(phone).toHaveValue('+1(512)-555-0147');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ phone: '5125550147' });
  });

  it("a save's general error shows until the form is edited again", async () => {
    const user = renderForm(() => ({ [FORM_ERROR]: 'The branch is closed.' }));
    await user.type(screen.getByLabelText('Phone'), '5125550147');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The branch is closed.');
    await user.type(screen.getByLabelText('Name'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
