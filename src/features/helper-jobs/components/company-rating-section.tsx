import { Callout } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import type {
  CompanyRatingGiven,
  MyCompanyRating,
  RateCompanyRequest,
} from '@/platform/api/generated/model';
import { formatDate } from '@/platform/format';
import {
  FormSubmitError,
  StarRatingField,
  TextAreaField,
  submitErrorsFor,
  ValidatingForm,
} from '@/platform/forms';
import { AppButton, Rating, useFocusWhenShown } from '@/platform/ui';
import {
  COMMENT_MAX,
  companyRatingValidators,
  toCompanyRatingPayload,
  type CompanyRatingValues,
} from '../model/company-rating-form';

const FIELDS = ['rating', 'text'];

/** Over her rating when a send was refused because the job had been rated meanwhile. */
export const ALREADY_RATED_NOTE =
  'You had already rated this job, in another tab or on another device. This is the rating recorded.';

/** What she gave the company for this job: stars, the comment (as text) and when. */
export function MyCompanyRatingView({
  companyName,
  rating,
}: {
  companyName: string;
  rating: MyCompanyRating;
}) {
  return (
    <div className="hj-rating__given">
      <p className="hj-rating__line">
        <Rating value={rating.rating} size={16} />{' '}
        <strong>
          You rated {companyName} {rating.rating}/5
        </strong>{' '}
        <span className="app-muted">on {formatDate(rating.created_at)}</span>
      </p>
      {rating.text && <p className="hj-rating__comment">“{rating.text}”</p>}
    </div>
  );
}

/**
 * "Rate the company" (7/8) on a completed job she worked: 1–5 stars and an optional comment,
 * once. `send` resolves on success and rejects with the API error (a 422 goes on its field,
 * or above the button; the error is also toasted centrally). Nothing typed is lost.
 */
export function RateCompanyForm({
  companyName,
  send,
}: {
  companyName: string;
  send: (data: RateCompanyRequest) => Promise<unknown>;
}) {
  const onSubmit = async (values: CompanyRatingValues) => {
    try {
      await send(toCompanyRatingPayload(values));
    } catch (error) {
      return submitErrorsFor(error, FIELDS, 'Your rating was not sent.', ['your rating', 'sent']);
    }
    return undefined;
  };
  return (
    <Form<CompanyRatingValues>
      subscription={{ submitting: true }}
      onSubmit={onSubmit}
      render={({ handleSubmit, submitting }) => (
        <ValidatingForm
          handleSubmit={handleSubmit}
          aria-label="Rate the company"
          className="hj-rating__form"
        >
          <StarRatingField
            name="rating"
            label={`How was working for ${companyName}?`}
            validate={companyRatingValidators.rating}
            disabled={submitting}
          />
          <TextAreaField
            name="text"
            label="Comment"
            labelInfo="(optional)"
            rows={3}
            placeholder="Instructions, pay, the crew lead, the equipment…"
            helperText={`${companyName} sees your name, the order and your comment.`}
            countUpTo={COMMENT_MAX}
            validate={companyRatingValidators.text}
            disabled={submitting}
          />
          <FormSubmitError className="hj-rating__error" />
          <AppButton
            type="submit"
            intent="primary"
            icon="star"
            text="Send rating"
            loading={submitting}
          />
        </ValidatingForm>
      )}
    />
  );
}

/**
 * The section on a completed job's details: the form until she rates, then what she gave.
 * The answer shows at once (the details refetch after), so a second click cannot send again.
 * The focus, lost with the form, goes to the section's title, which now names her rating
 * (QA helper-172 M2: it fell to the page's body), as her time clock's answers keep it in place.
 * A refusal whose details, read again, carry her rating (rated meanwhile in another tab or on
 * another device) shows that rating the same way, saying it was already given (QA helper-195
 * M1: the form stayed, with the old average, and offered the same refusal again).
 */
export function CompanyRatingSection({
  companyName,
  mine,
  send,
}: {
  companyName: string;
  mine: MyCompanyRating | null;
  send: (data: RateCompanyRequest) => Promise<CompanyRatingGiven>;
}) {
  const [given, setGiven] = useState<MyCompanyRating | null>(null);
  // A send was refused: if her rating shows now, it was given elsewhere first.
  const [refused, setRefused] = useState(false);
  const shown = mine ?? given;
  const recordedElsewhere = refused && mine !== null && given === null;
  // The form, which had the focus, went: it goes to the title, as after her own send.
  useEffect(() => {
    if (recordedElsewhere) title.current?.focus();
  }, [recordedElsewhere]);
  const title = useRef<HTMLHeadingElement>(null);
  const focusLater = useFocusWhenShown();
  return (
    <section className="hj-rating" aria-labelledby="hj-rating-title">
      <h3 id="hj-rating-title" className="hj-rating__title" ref={title} tabIndex={-1}>
        {shown ? 'Your rating of the company' : 'Rate the company'}
      </h3>
      {recordedElsewhere && (
        <Callout compact intent="primary" className="hj-rating__note">
          {ALREADY_RATED_NOTE}
        </Callout>
      )}
      {shown ? (
        <MyCompanyRatingView companyName={companyName} rating={shown} />
      ) : (
        <RateCompanyForm
          companyName={companyName}
          send={async (data) => {
            try {
              setGiven((await send(data)).my_company_rating);
            } catch (error) {
              // The details were read again before this (useRateCompany).
              setRefused(true);
              throw error;
            }
            focusLater(title);
          }}
        />
      )}
    </section>
  );
}
