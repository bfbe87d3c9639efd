import type { RatingSummary } from '@/platform/api/generated/model';

/**
 * A rating summary as people read it: '★ 4.6 (12)', or 'No ratings yet'. Screen readers get
 * the whole sentence instead of the star and the bracket.
 */
export function RatingText({ rating }: { rating: RatingSummary }) {
  if (rating.count === 0) return <span className="app-muted">No ratings yet</span>;
  const average = rating.average.toFixed(1);
  return (
    <span
      className="app-rating"
      role="img"
      aria-label={`Rated ${average} out of 5 from ${rating.count} ${rating.count === 1 ? 'review' : 'reviews'}`}
    >
      <span aria-hidden className="app-rating__star">
        ★
      </span>{' '}
      {average} <span className="app-muted">({rating.count})</span>
    </span>
  );
}
