import { describe, expect, it } from 'vitest';
import { helperJobsRoutes } from '../index';
import { BUCKETS, bucketRoute, bucketTitle, GROUPS } from './buckets';
import { BRANCH_INVITATIONS_TITLE } from './branch-invitations';

describe('the bucket lists’ route titles', () => {
  it('are bucketTitle’s words for each group and bucket (the route table writes them out)', () => {
    for (const group of GROUPS)
      for (const bucket of BUCKETS) {
        const route = helperJobsRoutes.find((r) => r.name === bucketRoute(group.key, bucket.key));
        expect(route?.title, route?.name).toBe(bucketTitle(group.key, bucket.key));
      }
  });

  it('Branch invitations is BRANCH_INVITATIONS_TITLE (written out too)', () => {
    const route = helperJobsRoutes.find((r) => r.name === 'helper-job-branch-invitations');
    expect(route?.title).toBe(BRANCH_INVITATIONS_TITLE);
  });
});
