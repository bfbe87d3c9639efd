import { useGetRatingWithUserData } from '../api/endpoints';
import type { Review } from '@/platform/api/generated/model';
import { fullName } from '@/platform/format';
import { RatingFigures, failedOutright, queryPending } from '@/platform/ui';
import { ReviewList, type ReviewLine } from '@/platform/widgets';
import { SettingsCard, SettingsLayout } from '../components/settings-layout';

/**
 * A company's review of her: which job it rates (as the company's own rating page says), then
 * who wrote it: the branch, whose name most often holds the company's ("Lone Star Movers
 * Austin"), else the company and its branch.
 */
function reviewLine(review: Review): ReviewLine {
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

function RatingContent() {
  const query = useGetRatingWithUserData();
  if (query.data === undefined || failedOutright(query))
    return queryPending(query, { label: 'Loading your rating', rows: 3 });
  const rating = query.data.data;
  return (
    <>
      <SettingsCard id="rating-summary" title="Your rating">
        {/* Not "0.0 ☆☆☆☆☆ 0 ratings" (QA 57 L3): the words the company side uses. */}
        <RatingFigures rating={rating} />
      </SettingsCard>
      <SettingsCard id="rating-reviews" title="Reviews">
        <ReviewList
          reviews={rating.reviews.map(reviewLine)}
          total={rating.count}
          emptyText="Companies can review you after a job you worked on is completed."
        />
      </SettingsCard>
    </>
  );
}

/** /helper/settings/your-rating: the average with the reviews behind it. */
export function YourRatingPage() {
  return (
    <SettingsLayout>
      <RatingContent />
    </SettingsLayout>
  );
}
