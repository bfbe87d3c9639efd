import type { Review } from '@/platform/api/generated/model';
import { formatDayInZone, fullName } from '@/platform/format';
import { Avatar, EmptyState, Rating } from '@/platform/ui';
import './widgets.css';

/** One review as a list shows it: who wrote it, what it is about, the stars and the words. */
export type ReviewLine = {
  id: number;
  name: string;
  avatarUrl: string | null;
  /** What it rates and where it comes from: 'Order #1003 · Lone Star Movers Austin'. */
  about: string;
  rating: number;
  text: string | null;
  createdAt: string;
};

/**
 * A company's review of a helper (her Your rating, the company's reviews of a helper): which
 * job it rates (as the company's own rating page says), then who wrote it: the branch, whose
 * name most often holds the company's ("Lone Star Movers Austin"), else the company and its
 * branch.
 */
export function helperReviewLine(review: Review): ReviewLine {
  const { company_name: company, branch_name: branch } = review.author;
  return {
    id: review.id,
    name: fullName(review.author),
    avatarUrl: review.author.avatar_url,
    about: [
      review.order_number != null ? `Order #${review.order_number}` : null,
      ...(company && branch?.startsWith(company) ? [branch] : [company, branch]),
    ]
      .filter(Boolean)
      .join(' · '),
    rating: review.rating,
    text: review.text,
    createdAt: review.created_at,
  };
}

/**
 * The one list of reviews (the company's rating by helpers, a helper's by companies): the
 * newest first as the API sends them, each with its author, what it rates, the stars, the
 * day it was written (the viewer's zone, named) and the comment (as text, its lines kept); "The newest N of M ratings" when the API
 * sent fewer than there are; `emptyText` when there are none.
 */
export function ReviewList({
  reviews,
  total,
  emptyText,
}: {
  reviews: ReviewLine[];
  /** How many ratings there are in all (some without a review the API sends). */
  total: number;
  emptyText: string;
}) {
  if (reviews.length === 0) return <EmptyState title="No reviews yet" description={emptyText} />;
  return (
    <>
      <ul className="app-reviews" aria-label="Reviews">
        {reviews.map((review) => (
          <li key={review.id} className="app-review">
            <Avatar src={review.avatarUrl} name={review.name} size={40} />
            <div className="app-review__body">
              <div>
                <strong>{review.name}</strong>
                {review.about && <span className="app-muted"> — {review.about}</span>}
              </div>
              <div>
                <Rating value={review.rating} size={14} />{' '}
                {/* The day it was written, with the zone it is read in (formatDayInZone). */}
                <time className="app-muted" dateTime={review.createdAt}>
                  {formatDayInZone(review.createdAt)}
                </time>
              </div>
              {review.text && <p className="app-review__text">{review.text}</p>}
            </div>
          </li>
        ))}
      </ul>
      {total > reviews.length && (
        <p className="app-muted app-reviews__more">
          The newest {reviews.length} of {total} ratings.
        </p>
      )}
    </>
  );
}
