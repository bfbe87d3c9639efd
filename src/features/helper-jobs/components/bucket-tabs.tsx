import type { HelperBucket } from '@/platform/api/generated/model';
import { href } from '@/platform/routing';
import { tabCount } from '@/platform/ui';
import { RouteTabs } from '@/platform/widgets';
import { useJobCounts } from '../api/use-helper-jobs';
import { BUCKETS, bucketRoute, groupTitle, type JobGroup } from '../model/buckets';

/** A group's four buckets as links (each its own URL), with counts from one call. */
export function BucketTabs({ group, current }: { group: JobGroup; current: HelperBucket }) {
  const counts = useJobCounts();
  return (
    <RouteTabs
      label={groupTitle(group)}
      current={current}
      className="hj-tabs"
      tabs={BUCKETS.map(({ key, label }) => ({
        key,
        label,
        to: href(bucketRoute(group, key)),
        count: tabCount(counts, (d) => d.data[group][key]),
      }))}
    />
  );
}
