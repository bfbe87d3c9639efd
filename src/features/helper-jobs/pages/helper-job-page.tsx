import { Card, Icon } from '@blueprintjs/core';
import { Link } from 'wouter';
import { href } from '@/platform/routing';
import { useAppSelector } from '@/platform/store';
import { selectUser } from '@/platform/session';
import { ErrorState } from '@/platform/ui';
import { useJobCounts } from '../api/use-helper-jobs';
import { BUCKETS, bucketRoute, GROUPS } from '../model/buckets';
import './helper-job.css';

/**
 * /helper/job: the helper's job area, both groups with their four buckets and counts (one
 * call, GET /helper/job-counts); each bucket card opens its list.
 */
export function HelperJobPage() {
  const user = useAppSelector(selectUser);
  const { data, isError, refetch } = useJobCounts();
  if (isError) {
    return <ErrorState message="Your jobs could not be loaded." onRetry={() => void refetch()} />;
  }
  const counts = data?.data;
  const none =
    counts !== undefined && GROUPS.every((g) => BUCKETS.every((b) => counts[g.key][b.key] === 0));
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
            {BUCKETS.map((bucket) => {
              const count = counts?.[group.key][bucket.key];
              return (
                <Link
                  key={bucket.key}
                  href={href(bucketRoute(group.key, bucket.key))}
                  className="helper-job__bucket-link"
                  aria-label={`${group.title}: ${bucket.label}`}
                >
                  <Card interactive className="helper-job__bucket">
                    <div className="helper-job__bucket-head">
                      <Icon icon={bucket.icon} />
                      <strong>{bucket.label}</strong>
                    </div>
                    {count === undefined ? (
                      <div
                        className="bp6-skeleton"
                        style={{ height: 18, width: 80 }}
                        aria-label="Loading"
                      />
                    ) : (
                      <p className="helper-job__count">{plural(count)}</p>
                    )}
                  </Card>
                </Link>
              );
            })}
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
