import { FORM_ERROR } from 'final-form';
import { screen, within } from '@testing-library/react';
import { ApiError } from '@/platform/api/api-error';
import { apiFailure } from '@/platform/testing/api-errors.test-helpers';
import { DateField } from './date-field';
import { PasswordField, TextField } from './fields';
import { MaskedField, OtpField, SelectField, SwitchField, TextAreaField } from './more-fields';
import {
  failureMessage,
  submitErrorsFor,
  toSubmitErrors,
  unansweredMessage,
} from './submit-errors';
import { groupOf, renderForm, type SubmitMock } from './fields.test-helpers';
import { required } from './validators';

describe('every adapter (the shared field hook)', () => {
  beforeAll(async () => {
    await import('@/platform/widgets/date-calendar');
  });

  it('shows exactly one required error per field on submit, tinted danger and described', async () => {
    const { user, onSubmit } = renderForm(
      <>
        <TextField name="text" label="Text" validate={required} />
        <PasswordField name="password" label="Password" validate={required} />
        <TextAreaField name="notes" label="Notes" validate={required} />
        <SelectField
          name="branch"
          label="Branch"
          items={[{ id: 1, name: 'Austin' }]}
          validate={required}
        />
        <SwitchField name="agree" label="Agree" validate={required} />
        <MaskedField name="phone" label="Phone" validate={required} />
        <DateField name="date" label="Date" validate={required} />
        <OtpField name="code" label="Code" validate={required} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const controls: HTMLElement[] = [
      screen.getByRole('textbox', { name: 'Text' }),
      screen.getByLabelText('Password'),
      screen.getByRole('textbox', { name: 'Notes' }),
      screen.getByRole('combobox', { name: 'Branch' }),
      screen.getByRole('switch'),
      screen.getByRole('textbox', { name: 'Phone' }),
      screen.getByRole('textbox', { name: 'Date' }),
    ];
    for (const control of controls) {
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription('Value is required');
      expect(groupOf(control)).toHaveClass('bp6-intent-danger');
      expect(
        within(groupOf(control) as HTMLElement).getAllByText('Value is required'),
      ).toHaveLength(1);
    }
    expect(
      screen.getByRole('combobox', { name: 'Branch' }).closest('.bp6-html-select'),
    ).toHaveClass('app-select-invalid');
    const otp = screen.getByRole('group', { name: 'Code' });
    expect(otp.parentElement).toHaveAccessibleDescription('Value is required');
    expect(groupOf(otp)).toHaveClass('bp6-intent-danger');
    expect(within(otp).getByRole('textbox', { name: 'Character 1 of 6' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('leaving a date input without choosing does not count as visited (the popup takes focus)', async () => {
    const { user } = renderForm(
      <>
        <DateField name="date" label="Date" validate={required} />
        <TextField name="text" label="Text" validate={required} />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Text' }));
    await user.click(screen.getByRole('textbox', { name: 'Date' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Date' })).not.toHaveAttribute('aria-invalid');
    // The text field, left by the click, does show its error.
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('a call that got no answer (QA 57)', () => {
  const noAnswer = (unanswered: 'offline' | 'lost') =>
    new ApiError(
      undefined,
      { data: null, success: false, message: 'An unexpected error occurred:', errors: {} },
      { unanswered },
    );

  it('offline, was not done; otherwise, may have been done; any other failure, nothing to say', () => {
    expect(unansweredMessage(noAnswer('offline'), 'the job')).toBe(
      'You are offline: the job was not saved. Everything you entered is still here; try again once you are back online.',
    );
    expect(unansweredMessage(noAnswer('lost'), 'the branch')).toBe(
      'The server did not answer: the branch may have been saved. Everything you entered is still here; check before you try again.',
    );
    expect(
      unansweredMessage(
        new ApiError(500, { data: null, success: false, message: 'Server Error', errors: {} }),
        'the job',
      ),
    ).toBeUndefined();
    expect(unansweredMessage(new Error('network'), 'the job')).toBeUndefined();
  });

  it("a server failure (5xx) says what was not done, not the server's bare words (QA 58 L4)", () => {
    const fallback =
      'The company was not renamed. Everything you entered is still here; try again.';
    expect(submitErrorsFor(apiFailure(500, 'Server Error'), ['name'], fallback)).toEqual({
      [FORM_ERROR]: fallback,
    });
    expect(failureMessage(apiFailure(503, 'Service Unavailable'), fallback)).toBe(fallback);
    // A refusal says why, in the server's words; a failure without words gets the fallback.
    expect(
      submitErrorsFor(apiFailure(409, 'The order changed meanwhile.'), ['name'], fallback),
    ).toEqual({ [FORM_ERROR]: 'The order changed meanwhile.' });
    expect(failureMessage(apiFailure(403, ''), fallback)).toBe(fallback);
    // Not the server's answer (a fault of the page's code): no text for a user.
    expect(failureMessage(new Error('Canvas 2D context is not available'), fallback)).toBe(
      fallback,
    );
  });

  it('told to wait (429): not done, and when to try again, from its Retry-After (QA 57b L2)', () => {
    const tooMany = (retryAfter?: number) =>
      new ApiError(
        429,
        { data: null, success: false, message: 'Too Many Attempts.', errors: {} },
        { retryAfter },
      );
    expect(unansweredMessage(tooMany(30), 'the job')).toBe(
      'Too many attempts: the job was not saved. Everything you entered is still here; try again in 30 seconds.',
    );
    expect(unansweredMessage(tooMany(1), 'the job')).toMatch(/try again in a second\.$/);
    expect(unansweredMessage(tooMany(600), 'the job')).toMatch(/try again in 10 minutes\.$/);
    expect(unansweredMessage(tooMany(), 'your application', 'sent')).toBe(
      'Too many attempts: your application was not sent. Everything you entered is still here; try again in a little while.',
    );
  });

  it("a dialog's form says so above itself, in place of the no-response toast's words", () => {
    expect(submitErrorsFor(noAnswer('lost'), ['reason'], 'Not sent.')).toEqual({
      [FORM_ERROR]:
        'The server did not answer: it may have been sent. Everything you entered is still here; check before you try again.',
    });
    // Naming what may have happened (review 57: "it may have been sent" for a cancellation).
    expect(
      submitErrorsFor(noAnswer('lost'), ['reason'], 'Not sent.', ['the order', 'cancelled']),
    ).toEqual({
      [FORM_ERROR]:
        'The server did not answer: the order may have been cancelled. Everything you entered is still here; check before you try again.',
    });
    expect(
      submitErrorsFor(noAnswer('offline'), ['reason'], 'Not sent.', ['the order', 'cancelled']),
    ).toEqual({
      [FORM_ERROR]:
        'You are offline: the order was not cancelled. Everything you entered is still here; try again once you are back online.',
    });
  });
});

describe('toSubmitErrors', () => {
  const envelope = {
    data: null,
    success: false as const,
    message: 'The given data was invalid.',
    errors: {
      email: ['The email has already been taken.', 'Second message is not shown'],
      'addresses.0.city': ['The city is required.'],
    },
  };

  it('maps field errors to the first message per field, nesting dotted keys', () => {
    expect(toSubmitErrors(new ApiError(422, envelope))).toEqual({
      email: 'The email has already been taken.',
      addresses: [{ city: 'The city is required.' }],
    });
    expect(toSubmitErrors({ fieldErrors: { name: ['Too short'] } })).toEqual({ name: 'Too short' });
    expect(toSubmitErrors({ response: { data: envelope } })).toMatchObject({
      email: 'The email has already been taken.',
    });
  });

  it('returns undefined when there is nothing to put on fields', () => {
    expect(toSubmitErrors(new ApiError(500, { ...envelope, errors: {} }))).toBeUndefined();
    expect(toSubmitErrors(new Error('network'))).toBeUndefined();
    expect(toSubmitErrors(undefined)).toBeUndefined();
  });

  it("puts a 422's messages on their fields and keeps what was typed", async () => {
    const onSubmit: SubmitMock = vi.fn(async () => toSubmitErrors(new ApiError(422, envelope)));
    const { user } = renderForm(
      <>
        <TextField name="email" label="Email" />
        <TextField name="name" label="Name" />
      </>,
      { onSubmit },
    );
    const emailInput = screen.getByRole('textbox', { name: 'Email' });
    await user.type(emailInput, 'maria@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The email has already been taken.')).toBeInTheDocument();
    expect(screen.queryByText('Second message is not shown')).not.toBeInTheDocument();
    expect(groupOf(emailInput)).toHaveClass('bp6-intent-danger');
    expect(emailInput).toHaveValue('maria@example.com');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Maria');
    // Editing the field clears the server's verdict on it.
    await user.type(emailInput, 'x');
    expect(screen.queryByText('The email has already been taken.')).not.toBeInTheDocument();
  });

  it('shows a server message carrying markup as text, never as HTML', async () => {
    const markup = '<img src="x" onerror="window.__pwned = 1">Taken<b>!</b>';
    const onSubmit: SubmitMock = vi.fn(async () =>
      toSubmitErrors(new ApiError(422, { ...envelope, errors: { email: [markup] } })),
    );
    const { user } = renderForm(<TextField name="email" label="Email" />, { onSubmit });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const message = await screen.findByText(markup);
    expect(message.querySelector('img, b')).toBeNull();
    expect(document.querySelector('img[onerror]')).toBeNull();
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
