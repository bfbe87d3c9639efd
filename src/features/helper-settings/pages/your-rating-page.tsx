import { useGetRatingWithUserData } from '../api/endpoints';
import { formatDate, fullName } from '@/platform/format';
import { Avatar, EmptyState, ErrorState, Rating, RatingFigures, SkeletonList } from '@/platform/ui';
import { SettingsCard, SettingsLayout } from '../components/settings-layout';

function RatingContent() {
  const query = useGetRatingWithUserData();
  if (query.isPending) return <SkeletonList rows={3} label="Loading your rating" />;
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
    <>
      <SettingsCard id="rating-summary" title="Your rating">
        {/* Not "0.0 ☆☆☆☆☆ 0 ratings" (QA 57 L3): the words the company side uses. */}
        <RatingFigures rating={rating} />
      </SettingsCard>
      <SettingsCard id="rating-reviews" title="Reviews">
        {rating.reviews.length === 0 ? (
          <EmptyState
            title="No reviews yet"
            description="Companies can review you after a job you worked on is completed."
          />
        ) : (
          <ul className="helper-settings__reviews" aria-label="Reviews">
            {rating.reviews.map((review) => {
              const name = fullName(review.author.first_name, review.author.last_name);
              // Which job it rates (as the company's own rating page says), then who wrote it:
              // the branch, whose name most often holds the company's ("Lone Star Movers
              // Austin"), else the company and its branch.
              const { company_name: company, branch_name: branch } = review.author;
              const from = [
                review.order_number != null ? `Order #${review.order_number}` : null,
                ...(company && branch?.startsWith(company) ? [branch] : [company, branch]),
              ]
                .filter(Boolean)
                .join(' · ');
              return (
                <li key={review.id} className="helper-settings__review">
                  <Avatar src={review.author.avatar_url} name={name} size={40} />
                  <div>
                    <div>
                      <strong>{name}</strong>
                      {from && <span className="app-muted"> — {from}</span>}
                    </div>
                    <div>
                      <Rating value={review.rating} size={14} />{' '}
                      <span className="app-muted">{formatDate(review.created_at)}</span>
                    </div>
                    {review.text && <p>{review.text}</p>}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
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
