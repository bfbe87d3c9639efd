import { Form } from 'react-final-form';
import { AppButton } from '@/platform/ui/app-button';
import { FormSubmitError } from './form-parts';
import { TextAreaField } from './more-fields';
import {
  RATING_COMMENT_MAX,
  ratingValidators,
  toRatingPayload,
  type RatingFormValues,
  type RatingPayload,
} from './rating-form';
import { StarRatingField } from './star-rating-field';
import { submitErrorsFor } from './submit-errors';
import { DraftNotice } from './draft-notice';
import type { FormDraft } from './use-form-draft';
import { ValidatingForm } from './validating-form';

const FIELDS = ['rating', 'text'];

type Props = {
  /** The form's name: 'Rate the company', 'Rate Maria Lopez'. */
  'aria-label': string;
  /** The BEM block of its class names: `<block>__form`, `__error`, `__buttons`. */
  block: string;
  /** The stars' label, a question: 'How was working for Lone Star Movers?'. */
  starsLabel: string;
  /** Pixels of a star (StarRatingField's own size when not given). */
  starSize?: number;
  commentPlaceholder: string;
  /** Under the comment: who sees it. */
  commentHelp: string;
  /** Cancel beside Send rating, when the form was opened by a button. */
  onCancel?: () => void;
  /**
   * Sends the rating: resolves on success (the caller shows the answer and moves the focus),
   * rejects with the API error (a 422 goes on its field, or above the button).
   */
  send: (data: RatingPayload) => Promise<unknown>;
  /**
   * A form on a page keeps what is typed (useFormDraft, README "A form left unsaved keeps what
   * was typed"): its draft, and what the notice says was not sent ('your rating of the
   * company'). A form in a dialog has none: Back there asks first (useBackAsksFirst).
   */
  kept?: { draft: FormDraft<RatingFormValues>; what: string };
};

/**
 * The one rating form (7/8, two-way ratings; README "Two-way ratings"): 1–5 stars, required,
 * and an optional comment with a live "1,008 / 1,000" count, the rules of rating-form.ts; the
 * helper's "Rate the company" and the company's "Rate Maria Lopez". Nothing typed is lost
 * on a refusal, nor, on a page (`kept`), when the page is left.
 */
export function RatingForm({
  'aria-label': label,
  block,
  starsLabel,
  starSize,
  commentPlaceholder,
  commentHelp,
  onCancel,
  send,
  kept,
}: Props) {
  const sendIt = async (values: RatingFormValues) => {
    try {
      await send(toRatingPayload(values));
    } catch (error) {
      return submitErrorsFor(error, FIELDS, 'Your rating was not sent.', ['your rating', 'sent']);
    }
    return undefined;
  };
  // Kept while it is sent, gone once it is (QA 245 H1: the comment went with the page).
  const onSubmit = (values: RatingFormValues) =>
    kept ? kept.draft.guardSave(values, () => sendIt(values)) : sendIt(values);
  return (
    <Form<RatingFormValues>
      subscription={{ submitting: true }}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <ValidatingForm handleSubmit={handleSubmit} aria-label={label} className={`${block}__form`}>
          {kept && <DraftNotice kept={kept.draft} what={kept.what} />}
          <StarRatingField
            name="rating"
            label={starsLabel}
            validate={ratingValidators.rating}
            disabled={submitting}
            size={starSize}
          />
          <TextAreaField
            name="text"
            label="Comment"
            labelInfo="(optional)"
            rows={3}
            placeholder={commentPlaceholder}
            helperText={commentHelp}
            countUpTo={RATING_COMMENT_MAX}
            validate={ratingValidators.text}
            disabled={submitting}
          />
          <FormSubmitError className={`${block}__error`} />
          <div className={`${block}__buttons`}>
            {onCancel && (
              <AppButton text="Cancel" variant="minimal" onClick={onCancel} disabled={submitting} />
            )}
            <AppButton
              type="submit"
              intent="primary"
              icon="star"
              text="Send rating"
              loading={submitting}
            />
          </div>
        </ValidatingForm>
      )}
    />
  );
}
