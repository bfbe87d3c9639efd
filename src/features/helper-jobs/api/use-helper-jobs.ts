import { refreshAfter } from '@/platform/api/cache';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import {
  useGetHelperJobCounts,
  useListHelperCompanyInvitations,
  useListHelperOutsourceOffers,
} from '@/platform/api/generated/endpoints/helper-jobs/helper-jobs';
import type {
  HelperBucket,
  HelperCompanyInvitation,
  HelperOutsourceOffer,
} from '@/platform/api/generated/model';
import { useFallbackPolling } from '@/platform/realtime';
import { PER_PAGE, type JobGroup } from '../model/buckets';
import { failedOutright } from '@/platform/ui';

/**
 * Both groups' bucket counts in one call. Companies' changes arrive as pushed events on the
 * helper's user channel (platform/realtime's refresh table); the lists poll (slowly) only
 * while the socket is down.
 */
export function useJobCounts() {
  return useGetHelperJobCounts({ query: { refetchInterval: useFallbackPolling() } });
}

export type HelperJobItem =
  | { group: 'company'; item: HelperCompanyInvitation }
  | { group: 'outsource'; item: HelperOutsourceOffer };

/** One page of one bucket of one group (the other group's query stays idle). */
export function useBucketList(group: JobGroup, bucket: HelperBucket, page: number) {
  const params = { bucket, page, per_page: PER_PAGE };
  const refetchInterval = useFallbackPolling();
  const company = useListHelperCompanyInvitations(params, {
    query: { enabled: group === 'company', refetchInterval },
  });
  const outsource = useListHelperOutsourceOffers(params, {
    query: { enabled: group === 'outsource', refetchInterval },
  });
  const query = group === 'company' ? company : outsource;
  const data = query.data?.data;
  const items: HelperJobItem[] | undefined = data
    ? group === 'company'
      ? (data.data as HelperCompanyInvitation[]).map((item) => ({ group: 'company', item }))
      : (data.data as HelperOutsourceOffer[]).map((item) => ({ group: 'outsource', item }))
    : undefined;
  return {
    items,
    /** The page as answered (its bounds: useStayInRange). */
    page: data,
    total: data?.total ?? 0,
    // A re-read that met no server keeps the list (failedOutright).
    isError: failedOutright(query),
    error: query.error,
    refetch: () => void query.refetch(),
  };
}

/** After an answer: the lists, counts, details and calendar refetch in place. */
export function useRefreshHelperJobs() {
  const queryClient = useQueryClient();
  return useCallback(() => refreshAfter(queryClient, 'helperJobs', {}), [queryClient]);
}
