import type { RatingSummary } from '@/platform/api/generated/model';
import { countOf } from '@/platform/format';
import { Rating } from './rating';

/**
 * A rating summary as people read it: '★ 4.6 (12)', or 'No ratings yet'. Screen readers get
 * the whole sentence instead of the star and the bracket. `noun` names what was counted
 * when the bracket alone would not say it ('★ 4.6 (12 ratings)': a company's rating on a
 * helper's job, 7/8).
 */
export function RatingText({
  rating,
  noun = 'review',
}: {
  rating: RatingSummary;
  noun?: 'review' | 'rating';
}) {
  if (rating.count === 0) return <span className="app-muted">No ratings yet</span>;
  return (
    <span className="app-rating" role="img" aria-label={ratingWords(rating, noun)}>
      <RatingShown rating={rating} noun={noun} />
    </span>
  );
}

/**
 * What a screen reader hears of a rating summary: 'Rated 4.6 out of 5 from 12 reviews' (or,
 * within a sentence, 'rated …').
 */
function ratingWords(rating: RatingSummary, noun: 'review' | 'rating', verb = 'Rated') {
  return `${verb} ${rating.average.toFixed(1)} out of 5 from ${countOf(rating.count, noun)}`;
}

/** The figures the eye reads after the star: '4.6' and '12' ('12 ratings' with that noun). */
function shownParts(rating: RatingSummary, noun: 'review' | 'rating') {
  return {
    average: rating.average.toFixed(1),
    bracket: noun === 'review' ? String(rating.count) : countOf(rating.count, noun),
  };
}

/** What the eye reads of it: '★ 4.6 (12)'. */
function RatingShown({ rating, noun }: { rating: RatingSummary; noun: 'review' | 'rating' }) {
  const { average, bracket } = shownParts(rating, noun);
  return (
    <>
      <span aria-hidden className="app-rating__star">
        ★
      </span>{' '}
      {average} <span className="app-muted">({bracket})</span>
    </>
  );
}

/**
 * A helper's rating that opens the reviews behind it (the company side, QA-171): it reads as
 * RatingText does, link-styled, and says what it opens ("Rated 4.4 out of 5 from 9 reviews:
 * read Maria Lopez's reviews"). With no rating yet there is nothing to read: RatingText's
 * plain "No ratings yet".
 */
export function RatingButton({
  rating,
  name,
  onClick,
}: {
  rating: RatingSummary;
  /** Whose reviews it opens. */
  name: string;
  onClick: () => void;
}) {
  if (rating.count === 0) return <RatingText rating={rating} />;
  const { average, bracket } = shownParts(rating, 'review');
  return (
    <button
      type="button"
      className="app-rating app-rating-button"
      aria-haspopup="dialog"
      // Its visible text first (WCAG 2.5.3, label in name: a voice user says what they see).
      aria-label={`${average} (${bracket}): ${ratingWords(rating, 'review', 'rated')}; read ${name}'s reviews`}
      ref={keepsLabelStill}
      onClick={onClick}
    >
      <RatingShown rating={rating} noun="review" />
    </button>
  );
}

/**
 * A rating's summary card figures: the average large, its stars and how many rated, or "No
 * ratings yet" (the company's rating page and the helper's Your rating read alike: QA 57).
 */
export function RatingFigures({ rating }: { rating: Pick<RatingSummary, 'average' | 'count'> }) {
  if (rating.count === 0)
    return <p className="app-muted app-rating-figures__none">No ratings yet</p>;
  return (
    <div className="app-rating-figures">
      <strong className="app-rating-figures__average">{rating.average.toFixed(1)}</strong>
      <Rating value={rating.average} size={24} />
      <span className="app-muted">{countOf(rating.count, 'rating')}</span>
    </div>
  );
}

/**
 * In a row that is a checkbox's label (the crew picker), reading her reviews does not pick
 * her. Browsers leave a label's control alone when a button inside it is clicked; the click's
 * default is cancelled on the button itself as well, before the label sees it (React's own
 * handlers run at the root, after it), so no environment picks her.
 */
function keepsLabelStill(button: HTMLButtonElement | null) {
  if (!button) return;
  const keep = (event: Event) => event.preventDefault();
  button.addEventListener('click', keep);
  return () => button.removeEventListener('click', keep);
}
