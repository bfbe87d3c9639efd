import type { CompanyRating, CompanyReview } from '@/platform/api/generated/model';
import { fullName } from '@/platform/format';
import { RatingFigures, failedOutright, queryPending } from '@/platform/ui';
import { ReviewList, type ReviewLine } from '@/platform/widgets';
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

function Reviews({ rating }: { rating: CompanyRating }) {
  return (
    <section className="app-card" aria-labelledby="cr-reviews-title">
      <h2 id="cr-reviews-title" className="cr-title">
        Reviews
      </h2>
      <ReviewList
        reviews={rating.reviews.map(reviewLine)}
        total={rating.count}
        emptyText="Helpers can rate your company after a job they worked is completed."
      />
    </section>
  );
}

function reviewLine(review: CompanyReview): ReviewLine {
  return {
    id: review.id,
    name: fullName(review.helper),
    avatarUrl: review.helper.avatar_url,
    about: `Order #${review.order_number} · ${review.branch_name}`,
    rating: review.rating,
    text: review.text,
    createdAt: review.created_at,
  };
}

/**
 * /company/settings/rating (7/8, beyond the spec): the company's average by helpers, the
 * count and the newest reviews (the API sends at most 50). Comments are shown as text.
 */
export function CompanyRatingPage() {
  const query = useGetCompanyRating();
  if (query.data === undefined || failedOutright(query))
    return queryPending(query, { label: 'Loading your company’s rating', rows: 4 });
  const rating = query.data.data;
  return (
    <div className="cr-page">
      <Summary rating={rating} />
      <Reviews rating={rating} />
    </div>
  );
}
