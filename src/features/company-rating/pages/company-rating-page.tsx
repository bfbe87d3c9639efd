import type { CompanyRating, CompanyReview } from '@/platform/api/generated/model';
import { formatDate, fullName } from '@/platform/format';
import { Avatar, EmptyState, ErrorState, Rating, RatingFigures, SkeletonList } from '@/platform/ui';
import { useGetCompanyRating } from '../api/endpoints';
import './company-rating.css';

function Summary({ rating }: { rating: CompanyRating }) {
  return (
    <section className="app-card cr-summary" aria-labelledby="cr-summary-title">
      <h2 id="cr-summary-title" className="cr-title">
        Your company’s rating
      </h2>
      <RatingFigures rating={rating} />
      <p className="app-muted cr-summary__how">
        Helpers rate your company from 1 to 5 after a job they worked is completed. They see this
        average on your invitations and outsourcing offers.
      </p>
    </section>
  );
}

function ReviewItem({ review }: { review: CompanyReview }) {
  const name = fullName(review.helper.first_name, review.helper.last_name);
  return (
    <li className="cr-review">
      <Avatar src={review.helper.avatar_url} name={name} size={40} />
      <div className="cr-review__body">
        <div>
          <strong>{name}</strong>
          <span className="app-muted">
            {' '}
            — Order #{review.order_number} · {review.branch_name}
          </span>
        </div>
        <div>
          <Rating value={review.rating} size={14} />{' '}
          <span className="app-muted">{formatDate(review.created_at)}</span>
        </div>
        {review.text && <p className="cr-review__text">{review.text}</p>}
      </div>
    </li>
  );
}

function Reviews({ rating }: { rating: CompanyRating }) {
  return (
    <section className="app-card" aria-labelledby="cr-reviews-title">
      <h2 id="cr-reviews-title" className="cr-title">
        Reviews
      </h2>
      {rating.reviews.length === 0 ? (
        <EmptyState
          title="No reviews yet"
          description="Helpers can rate your company after a job they worked is completed."
        />
      ) : (
        <>
          <ul className="cr-reviews" aria-label="Reviews">
            {rating.reviews.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {rating.count > rating.reviews.length && (
            <p className="app-muted cr-reviews__more">
              The newest {rating.reviews.length} of {rating.count} ratings.
            </p>
          )}
        </>
      )}
    </section>
  );
}

/**
 * /company/settings/rating (7/8, beyond the spec): the company's average by helpers, the
 * count and the newest reviews (the API sends at most 50). Comments are shown as text.
 */
export function CompanyRatingPage() {
  const query = useGetCompanyRating();
  if (query.isPending) return <SkeletonList rows={4} label="Loading your company’s rating" />;
  if (query.isError)
    return (
      <ErrorState
        error={query.error}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  const rating = query.data.data;
  return (
    <div className="cr-page">
      <Summary rating={rating} />
      <Reviews rating={rating} />
    </div>
  );
}
