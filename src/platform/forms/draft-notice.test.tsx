import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { describe, expect, it, vi } from 'vitest';
import { DraftNotice } from './draft-notice';
import type { Draft } from './drafts';
import { SwitchField } from './more-fields';
import { TextField } from './fields';
import type { FormDraft } from './use-form-draft';
import { ValidatingForm } from './validating-form';

/*
 * "Unsaved changes kept": Restore and Discard go with the notice, and the keyboard goes on in
 * the form, not from the page's body (QA-246 M3: the next Tab started at "Skip to content").
 */

type Values = { first_name?: string; notes?: string; insured?: boolean; stars?: string };

const KEPT: Draft<Values> = {
  key: '1:job:create:3',
  userId: 1,
  form: 'job:create:3',
  path: '/company/job/create',
  values: { first_name: 'Drafty', notes: 'Piano', stars: '3' },
  savedAt: '2027-03-09T15:00:00Z',
  reason: 'left',
};

/** A form with a kept draft, as useFormDraft gives it (`clear` takes the notice away). */
function KeptForm({
  boxesOnly = false,
  photo = false,
  stars = false,
}: {
  boxesOnly?: boolean;
  photo?: boolean;
  stars?: boolean;
}) {
  const [draft, setDraft] = useState<Draft<Values> | null>(KEPT);
  const kept: FormDraft<Values> = {
    draft,
    clear: () => setDraft(null),
    keep: vi.fn(),
    discard: () => setDraft(null),
    guardSave: (_values, save) => save(() => Promise.resolve()),
  };
  return (
    <Form<Values>
      onSubmit={vi.fn()}
      subscription={{}}
      render={({ handleSubmit }) => (
        <ValidatingForm handleSubmit={handleSubmit} aria-label="Job">
          <DraftNotice kept={kept} what="this job" />
          {boxesOnly ? (
            <fieldset>
              {/* A picture's file input, hidden behind its button, as in the member form. */}
              <input type="file" hidden aria-label="Choose image" />
              <SwitchField name="insured" label="Insured" stateInName={false} />
            </fieldset>
          ) : (
            <>
              {/* The member form's picture button comes before its first field. */}
              {photo && <button type="button">Choose photo</button>}
              {/* A rating's stars come first in the rating form. */}
              {stars &&
                ['1', '2', '3'].map((value) => (
                  <Field
                    key={value}
                    name="stars"
                    type="radio"
                    value={value}
                    component="input"
                    aria-label={`${value} stars`}
                  />
                ))}
              <TextField name="first_name" label="First name" />
              <TextField name="notes" label="Notes" />
            </>
          )}
          <button type="submit">Save</button>
        </ValidatingForm>
      )}
    />
  );
}

describe('DraftNotice: where the focus goes as it goes', () => {
  it('Restore puts the kept values back and the focus on the form’s first field', async () => {
    const user = userEvent.setup();
    render(<KeptForm />);
    expect(screen.getByText('Unsaved changes kept')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.queryByText('Unsaved changes kept')).toBeNull();
    expect(screen.getByLabelText('First name')).toHaveValue('Drafty');
    expect(screen.getByLabelText('Notes')).toHaveValue('Piano');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it('Discard leaves the form as it was, the focus on its first field', async () => {
    const user = userEvent.setup();
    render(<KeptForm />);
    screen.getByRole('button', { name: 'Discard' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Unsaved changes kept')).toBeNull();
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it('a button before the first field (a picture’s Choose photo) does not take it (QA-251 L1)', async () => {
    const user = userEvent.setup();
    render(<KeptForm photo />);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
  });

  it('a group of radios first: the checked one takes it, as Tab would (QA-252 L1)', async () => {
    const user = userEvent.setup();
    render(<KeptForm stars />);
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    expect(screen.getByLabelText('3 stars')).toBeChecked();
    expect(document.activeElement).toBe(screen.getByLabelText('3 stars'));
  });

  it('a form of switches: its first control takes it, not their fieldset or a hidden file input', async () => {
    const user = userEvent.setup();
    render(<KeptForm boxesOnly />);
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(document.activeElement).toBe(screen.getByRole('switch', { name: 'Insured' }));
  });
});
