import { Tag } from '@blueprintjs/core';
import { Link } from 'wouter';
import type { HelperBucket } from '@/platform/api/generated/model';
import { href } from '@/platform/routing';
import { useJobCounts } from '../api/use-helper-jobs';
import { BUCKETS, bucketRoute, groupTitle, type JobGroup } from '../model/buckets';

/** A group's four buckets as links (each its own URL), with counts from one call. */
export function BucketTabs({ group, current }: { group: JobGroup; current: HelperBucket }) {
  const counts = useJobCounts().data?.data[group];
  return (
    <nav className="hj-tabs" aria-label={groupTitle(group)}>
      {BUCKETS.map(({ key, label }) => (
        <Link
          key={key}
          href={href(bucketRoute(group, key))}
          className={`hj-tabs__tab${key === current ? ' is-current' : ''}`}
          aria-current={key === current ? 'page' : undefined}
        >
          {label}
          {counts === undefined ? (
            <span className="bp6-skeleton hj-tabs__count-skeleton" aria-hidden />
          ) : (
            <Tag round minimal={key !== current} intent={key === current ? 'primary' : 'none'}>
              {counts[key]}
            </Tag>
          )}
        </Link>
      ))}
    </nav>
  );
}
