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
  const average = rating.average.toFixed(1);
  const counted = countOf(rating.count, noun);
  return (
    <span
      className="app-rating"
      role="img"
      aria-label={`Rated ${average} out of 5 from ${counted}`}
    >
      <span aria-hidden className="app-rating__star">
        ★
      </span>{' '}
      {average} <span className="app-muted">({noun === 'review' ? rating.count : counted})</span>
    </span>
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
