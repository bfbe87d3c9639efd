import { useEffect, useRef, useState } from 'react';
import type {
  CompanyRatingGiven,
  MyCompanyRating,
  RateCompanyRequest,
} from '@/platform/api/generated/model';
import { formatDate } from '@/platform/format';
import {
  RatedElsewhereNote,
  RatingForm,
  ratedElsewhereNote,
  useFormDraft,
  useRatedElsewhere,
  type RatingFormValues,
} from '@/platform/forms';
import { Rating, useFocusWhenShown } from '@/platform/ui';

/** Over her rating when the job was rated meanwhile, in another tab or on another device. */
const RATED = 'this job';
export const ALREADY_RATED_NOTE = ratedElsewhereNote(RATED);

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
 * The section on a completed job's details: the form until she rates, then what she gave.
 * The answer shows at once (the details refetch after), so a second click cannot send again.
 * The focus, lost with the form, goes to the section's title, which now names her rating
 * (QA helper-172 M2: it fell to the page's body), as her time clock's answers keep it in place.
 * A refusal whose details, read again, carry her rating (rated meanwhile in another tab or on
 * another device), or any refetch that brings it while the form shows, shows that rating the
 * same way, saying it was already given (QA helper-195 M1: the form stayed, with the old average,
 * and offered the same refusal again): `useRatedElsewhere`, as the company's rating of a crew
 * member. What she types is kept when she leaves the page unsent, and offered back (QA 245 H1:
 * the comment went without a word; useFormDraft, as her settings' forms); sent, or her rating
 * recorded elsewhere, it goes.
 */
export function CompanyRatingSection({
  orderId,
  companyName,
  mine,
  send,
}: {
  /** The job's order: its draft is kept per job. */
  orderId: number;
  companyName: string;
  mine: MyCompanyRating | null;
  send: (data: RateCompanyRequest) => Promise<CompanyRatingGiven>;
}) {
  const [given, setGiven] = useState<MyCompanyRating | null>(null);
  const shown = mine ?? given;
  const draft = useFormDraft<RatingFormValues>(`helper:company-rating:${orderId}`);
  const { discard } = draft;
  // Rated (here, elsewhere, or before): no form to offer a kept comment to.
  useEffect(() => {
    if (shown) discard();
  }, [shown, discard]);
  const title = useRef<HTMLHeadingElement>(null);
  // Her rating came while the form showed, not from this send: given elsewhere first. The
  // focus, lost with the form, goes to the title, as after her own send.
  const { elsewhere: recordedElsewhere, sendFailed } = useRatedElsewhere(
    mine !== null && given === null,
    !shown,
    title,
  );
  const focusLater = useFocusWhenShown();
  return (
    <section className="hj-rating" aria-labelledby="hj-rating-title">
      <h3 id="hj-rating-title" className="hj-rating__title" ref={title} tabIndex={-1}>
        {shown ? 'Your rating of the company' : 'Rate the company'}
      </h3>
      {recordedElsewhere && <RatedElsewhereNote what={RATED} className="hj-rating__note" />}
      {shown ? (
        <MyCompanyRatingView companyName={companyName} rating={shown} />
      ) : (
        <RatingForm
          aria-label="Rate the company"
          block="hj-rating"
          starsLabel={`How was working for ${companyName}?`}
          commentPlaceholder="Instructions, pay, the crew lead, the equipment…"
          commentHelp={`${companyName} sees your name, the order and your comment.`}
          kept={{ draft, what: 'your rating of the company' }}
          send={async (data) => {
            // A refusal reads the details again before it rejects (useRateCompany).
            try {
              setGiven((await send(data)).my_company_rating);
            } catch (error) {
              sendFailed(error);
              throw error;
            }
            focusLater(title);
          }}
        />
      )}
    </section>
  );
}
