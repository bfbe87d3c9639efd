import { useRef, useState } from 'react';
import type { CrewMemberReview } from '@/platform/api/generated/model';
import { formatDate } from '@/platform/format';
import {
  RATING_COMMENT_MAX,
  RatedElsewhereNote,
  RatingForm,
  useRatedElsewhere,
} from '@/platform/forms';
import { AppButton, Rating, useFocusWhenShown } from '@/platform/ui';
import { useRateCrewMemberAction } from './api';

type Props = {
  orderId: number;
  branchId: number;
  employeeId: number;
  name: string;
  /** What the company gave her so far (MovingTeamMember.company_review); undefined: not told. */
  review: CrewMemberReview | null | undefined;
  /** The branch's zone, for the review's day. */
  zone: string | undefined;
};

/** "You rated Maria Lopez 4/5 on 12/07/2026" with the comment, as text. */
function GivenReview({
  name,
  review,
  zone,
}: {
  name: string;
  review: CrewMemberReview;
  zone?: string;
}) {
  return (
    <>
      <p className="crew-rating__line">
        <Rating value={review.rating} size={14} />{' '}
        <strong>
          You rated {name} {review.rating}/5
        </strong>{' '}
        <span className="app-muted">on {formatDate(review.created_at, zone)}</span>
      </p>
      {review.text && <p className="crew-rating__comment">“{review.text}”</p>}
    </>
  );
}

/**
 * The company's rating of one person who worked a completed order (7/8, README "Two-way
 * ratings"): what it gave her, and, until she is rated alone, "Rate <first name>" opening the
 * stars and an optional comment (the helper's "Rate the company" rules). The crew rating of
 * completion shows as such and can be refined once. The answer shows at once; the focus, lost
 * with the form, goes to it. Rated meanwhile in another tab or on another device (a pushed or
 * refetched order) while the form is open, or while "Rate …" has the focus: the rating recorded,
 * with the helper side's note that it was already given (what was typed was not sent), and the
 * focus on it (QA-228 M1: the form went without a word, the focus to the page's body; fix-242:
 * so did the focused button): `useRatedElsewhere`.
 */
export function CrewMemberRating({ orderId, branchId, employeeId, name, review, zone }: Props) {
  const rate = useRateCrewMemberAction(branchId);
  const [open, setOpen] = useState(false);
  const [given, setGiven] = useState<CrewMemberReview | null>(null);
  const shown = given ?? review;
  const answer = useRef<HTMLDivElement>(null);
  // "Rate Maria Lopez" has the focus: a rating pushed now takes it away, as it does the form.
  const [onRateButton, setOnRateButton] = useState(false);
  const { elsewhere: recordedElsewhere, sendFailed } = useRatedElsewhere(
    Boolean(review?.individual) && given === null,
    open || onRateButton,
    answer,
  );
  const rateButton = useRef<HTMLButtonElement>(null);
  // The form's first star, once the form is drawn.
  const firstStar = {
    get current() {
      return answer.current?.querySelector<HTMLElement>('.app-star-picker input') ?? null;
    },
  };
  const focusLater = useFocusWhenShown();
  // The button that opened the form goes with it, and comes back on Cancel: the focus follows
  // (into the stars, back to the button), not left on the page's body.
  const openForm = () => {
    setOpen(true);
    focusLater(firstStar);
  };
  const closeForm = () => {
    setOpen(false);
    focusLater(rateButton);
  };
  if (shown === undefined) return null;
  if (shown?.individual)
    return (
      <div className="crew-rating" ref={answer} tabIndex={-1}>
        {recordedElsewhere && (
          <RatedElsewhereNote what={`${name} for this job`} className="crew-rating__note" />
        )}
        <GivenReview name={name} review={shown} zone={zone} />
      </div>
    );

  return (
    <div className="crew-rating" ref={answer} tabIndex={-1}>
      {shown && (
        <p className="crew-rating__line app-muted">
          <Rating value={shown.rating} size={14} /> Crew rating {shown.rating}/5, given to the whole
          crew at completion
        </p>
      )}
      {open ? (
        <RatingForm
          aria-label={`Rate ${name}`}
          block="crew-rating"
          starsLabel={`How did ${name} work on this job?`}
          starSize={24}
          commentPlaceholder="Care with the load, punctuality, teamwork…"
          commentHelp={`Up to ${RATING_COMMENT_MAX} characters, once. Their reviews show your name, the order and your comment${shown ? '; it replaces the crew rating for them' : ''}.`}
          onCancel={closeForm}
          send={async (data) => {
            try {
              const sent = await rate.mutateAsync({ id: orderId, employeeId, data });
              setGiven(sent.data.company_review);
            } catch (error) {
              sendFailed(error);
              throw error;
            }
            focusLater(answer);
          }}
        />
      ) : (
        <AppButton
          icon="star-empty"
          variant="outlined"
          size="small"
          text={`Rate ${name}`}
          ref={rateButton}
          onClick={openForm}
          onFocus={() => setOnRateButton(true)}
          onBlur={() => setOnRateButton(false)}
        />
      )}
    </div>
  );
}
