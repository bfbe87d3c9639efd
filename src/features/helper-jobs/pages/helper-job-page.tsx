import { Card, Icon, type IconName } from '@blueprintjs/core';
import { useQueries } from '@tanstack/react-query';
import {
  getListHelperCompanyInvitationsQueryOptions,
  getListHelperOutsourceOffersQueryOptions,
} from '@/platform/api/generated/endpoints/helper-jobs/helper-jobs';
import type { HelperBucket } from '@/platform/api/generated/model';
import { useAppSelector } from '@/platform/store';
import { selectUser } from '@/platform/session';
import { ErrorState } from '@/platform/ui';
import './helper-job.css';

type Bucket = { key: HelperBucket; label: string; icon: IconName };
/** Spec section 4: the same four buckets for company invitations and outsourcing offers. */
const BUCKETS: Bucket[] = [
  { key: 'new', label: 'New', icon: 'envelope' },
  { key: 'accepted', label: 'Accepted', icon: 'tick-circle' },
  { key: 'waiting', label: 'Rejected', icon: 'cross-circle' },
  { key: 'cancelled', label: 'Cancelled', icon: 'disable' },
];
const GROUPS = [
  {
    key: 'company',
    title: 'Company invitations',
    description: 'Moving companies invite you to their orders.',
  },
  {
    key: 'outsource',
    title: 'Outsourcing offers',
    description: 'Companies share work they cannot cover with their own team.',
  },
];

/** How many jobs each bucket holds (one small page per bucket; the lists come with 7/9). */
function useBucketTotals(): {
  totals: Record<string, number | undefined>;
  failed: boolean;
  retry: () => void;
} {
  const queries = useQueries({
    queries: [
      ...BUCKETS.map((b) =>
        getListHelperCompanyInvitationsQueryOptions({ bucket: b.key, per_page: 1 }),
      ),
      ...BUCKETS.map((b) =>
        getListHelperOutsourceOffersQueryOptions({ bucket: b.key, per_page: 1 }),
      ),
    ],
  });
  const totals: Record<string, number | undefined> = {};
  BUCKETS.forEach((b, i) => {
    totals[`company:${b.key}`] = queries[i]?.data?.data.total;
    totals[`outsource:${b.key}`] = queries[i + BUCKETS.length]?.data?.data.total;
  });
  const failed = queries.some((q) => q.isError);
  const retry = () => queries.filter((q) => q.isError).forEach((q) => void q.refetch());
  return { totals, failed, retry };
}

/**
 * /helper/job: the helper's job area, by group and bucket with their counts. The bucket
 * lists and order details come with the helper area (7/9).
 */
export function HelperJobPage() {
  const user = useAppSelector(selectUser);
  const { totals, failed, retry } = useBucketTotals();
  if (failed) {
    return <ErrorState message="Your jobs could not be loaded." onRetry={retry} />;
  }
  const loaded = Object.values(totals).every((t) => t !== undefined);
  const none = loaded && Object.values(totals).every((t) => t === 0);
  return (
    <div className="helper-job">
      <p className="app-muted">
        {user ? `Hi ${user.first_name}, ` : ''}here are the jobs companies offer you, by status.
      </p>
      {GROUPS.map((group) => (
        <section
          key={group.key}
          className="helper-job__group"
          aria-labelledby={`group-${group.key}`}
        >
          <h2 id={`group-${group.key}`} className="helper-job__group-title">
            {group.title}
          </h2>
          <p className="app-muted">{group.description}</p>
          <div className="helper-job__buckets">
            {BUCKETS.map((bucket) => (
              <Card
                key={bucket.key}
                className="helper-job__bucket"
                aria-label={`${group.title}: ${bucket.label}`}
              >
                <div className="helper-job__bucket-head">
                  <Icon icon={bucket.icon} />
                  <strong>{bucket.label}</strong>
                </div>
                {totals[`${group.key}:${bucket.key}`] === undefined ? (
                  <div
                    className="bp6-skeleton"
                    style={{ height: 18, width: 80 }}
                    aria-label="Loading"
                  />
                ) : (
                  <p className="helper-job__count">
                    {plural(totals[`${group.key}:${bucket.key}`]!)}
                  </p>
                )}
              </Card>
            ))}
          </div>
        </section>
      ))}
      {none && (
        <p className="helper-job__note" role="note">
          You have no job invitations yet. When a company invites you to an order or sends you an
          outsourcing offer, it appears here.
        </p>
      )}
    </div>
  );
}

function plural(count: number): string {
  return count === 0 ? 'No jobs here yet.' : count === 1 ? '1 job' : `${count} jobs`;
}
