import { useGetRatingWithUserData } from '../api/endpoints';
import { RatingFigures, failedOutright, queryPending } from '@/platform/ui';
import { ReviewList, helperReviewLine } from '@/platform/widgets';
import { SettingsCard, SettingsLayout } from '../components/settings-layout';

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
          reviews={rating.reviews.map(helperReviewLine)}
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
