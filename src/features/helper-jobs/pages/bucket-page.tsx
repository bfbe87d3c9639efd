import type { HelperBucket } from '@/platform/api/generated/model';
import { EmptyState, ErrorState, SkeletonList, useNow } from '@/platform/ui';
import { ListFooter } from '@/platform/widgets';
import { useBucketList } from '../api/use-helper-jobs';
import { BucketTabs } from '../components/bucket-tabs';
import { JobCard } from '../components/job-card';
import { bucketTitle, PER_PAGE, type JobGroup } from '../model/buckets';
import { useSeenOnScreen } from '../model/ended-jobs';
import './helper-job.css';
import { usePageParam, useStayInRange } from '@/platform/routing';

const EMPTY: Record<HelperBucket, string> = {
  new: 'Nothing new right now. New jobs from companies appear here.',
  accepted: 'Jobs you accept appear here.',
  waiting: 'Jobs you turned down appear here.',
  cancelled: 'Jobs a company called off appear here.',
};

/**
 * One bucket of one group: its tabs with counts, one page of cards, pagination (?page=). The
 * page's title names both ("Company invitations: New"); the cards are a list of articles, each
 * headed by its "Order #…" link, as the company's order lists are (QA helper-121 M5).
 */
function BucketPage({ group, bucket }: { group: JobGroup; bucket: HelperBucket }) {
  const [page, setPage] = usePageParam();
  const list = useBucketList(group, bucket, page);
  const { items, total, isError, refetch } = list;
  const moving = useStayInRange(list.page, page, setPage);
  const title = bucketTitle(group, bucket);
  // A new job that ends while the list is open turns Ended.
  const now = useNow();
  // Her jobs the company ended are in view: the Job page's notice of them has done its part.
  useSeenOnScreen(group, bucket === 'cancelled' ? list.page?.data : undefined, true);
  return (
    <div className="helper-job">
      <BucketTabs group={group} current={bucket} />
      <section aria-label={title} className="hj-list">
        {isError ? (
          <ErrorState
            error={list.error}
            message="These jobs could not be loaded."
            onRetry={refetch}
          />
        ) : items === undefined || moving ? (
          <SkeletonList label="Loading jobs" />
        ) : items.length === 0 ? (
          <EmptyState icon="briefcase" title="No jobs here" description={EMPTY[bucket]} />
        ) : (
          <>
            <ul className="app-card-list hj-cards" aria-label="Jobs">
              {items.map((entry) => (
                <li key={entry.item.id}>
                  <JobCard entry={entry} now={now} />
                </li>
              ))}
            </ul>
            <ListFooter
              page={{ current_page: page, per_page: PER_PAGE, total, data: items }}
              current={page}
              size={PER_PAGE}
              label={`${title} pages`}
              onPageChange={setPage}
              hideSinglePage
            />
          </>
        )}
      </section>
    </div>
  );
}

export const CompanyNewPage = () => <BucketPage group="company" bucket="new" />;
export const CompanyAcceptedPage = () => <BucketPage group="company" bucket="accepted" />;
export const CompanyWaitingPage = () => <BucketPage group="company" bucket="waiting" />;
export const CompanyCancelledPage = () => <BucketPage group="company" bucket="cancelled" />;
export const OutsourceNewPage = () => <BucketPage group="outsource" bucket="new" />;
export const OutsourceAcceptedPage = () => <BucketPage group="outsource" bucket="accepted" />;
export const OutsourceWaitingPage = () => <BucketPage group="outsource" bucket="waiting" />;
export const OutsourceCancelledPage = () => <BucketPage group="outsource" bucket="cancelled" />;
