import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiFailure } from '@/platform/testing/api-errors.test-helpers';
import { UiProviders } from '@/platform/ui';
import { RatingForm } from './rating-form-view';

/*
 * The one rating form (Rate the company, Rate Maria Lopez): what each caller gives it, and what
 * it does alike for both.
 */

function renderRatingForm(props: { send?: () => Promise<unknown>; onCancel?: () => void } = {}) {
  const send = vi.fn(props.send ?? (async () => undefined));
  render(
    <RatingForm
      aria-label="Rate Maria Lopez"
      block="crew-rating"
      starsLabel="How did Maria Lopez work on this job?"
      commentPlaceholder="Care with the load, punctuality, teamwork…"
      commentHelp="Their reviews show your name, the order and your comment."
      onCancel={props.onCancel}
      send={send}
    />,
    { wrapper: UiProviders },
  );
  const form = screen.getByRole('form', { name: 'Rate Maria Lopez' });
  const comment = within(form).getByRole('textbox', { name: /Comment/ });
  return { send, form, comment, user: userEvent.setup() };
}

describe('RatingForm', () => {
  it('sends the stars and the trimmed comment', async () => {
    const { send, form, comment, user } = renderRatingForm();
    expect(
      within(form).getByRole('radiogroup', { name: /How did Maria Lopez work/ }),
    ).toBeVisible();
    expect(comment).toHaveAttribute('placeholder', 'Care with the load, punctuality, teamwork…');
    expect(comment).toHaveAccessibleDescription(/Their reviews show your name/);
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.type(comment, '  Careful with the piano. ');
    await user.click(within(form).getByRole('button', { name: 'Send rating' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({ rating: 4, text: 'Careful with the piano.' }),
    );
  });

  it('counts the comment as the rule does: "1,008 / 1,000", marked once over', async () => {
    const { form, comment, user } = renderRatingForm();
    const count = within(form).getByText('0 / 1,000');
    expect(count).not.toHaveClass('app-char-count--over');
    await user.click(comment);
    await user.paste(`${'a'.repeat(1006)}🚚🚚`);
    expect(within(form).getByText('1,008 / 1,000')).toHaveClass('app-char-count--over');
    expect(comment).toHaveAccessibleDescription(/1,008 \/ 1,000 characters/);
  });

  it("puts a 422's message on its field and keeps what was typed", async () => {
    const { send, form, comment, user } = renderRatingForm({
      send: async () => {
        throw apiFailure(422, 'The given data was invalid.', {
          text: ['The comment may not contain links.'],
        });
      },
    });
    await user.click(within(form).getByRole('radio', { name: '2 stars' }));
    await user.type(comment, 'See example.com');
    await user.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await within(form).findByText('The comment may not contain links.')).toBeVisible();
    expect(comment).toHaveAccessibleDescription(/The comment may not contain links\./);
    expect(comment).toHaveValue('See example.com');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('shows Cancel only when the caller can close it, and Cancel closes it', async () => {
    const onCancel = vi.fn();
    const { form, user } = renderRatingForm({ onCancel });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('has no Cancel when the caller gives none (Rate the company)', () => {
    const { form } = renderRatingForm();
    expect(within(form).queryByRole('button', { name: 'Cancel' })).toBeNull();
  });
});
