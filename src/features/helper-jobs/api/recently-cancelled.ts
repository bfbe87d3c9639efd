import {
  useListHelperCompanyInvitations,
  useListHelperOutsourceOffers,
} from '@/platform/api/generated/endpoints/helper-jobs/helper-jobs';
import { useFallbackPolling } from '@/platform/realtime';

/** How many of her latest cancelled jobs of each group the Job page reads (newest first). */
const RECENTLY_CANCELLED = 20;

/**
 * Her latest cancelled jobs of both groups, for the Job page's notice of the jobs the company
 * ended that she was not told of live (model/ended-jobs-notice.ts); refreshed by the same
 * pushes as her lists. Undefined while loading or when the call failed (nothing to add then).
 */
export function useRecentlyCancelled() {
  const params = { bucket: 'cancelled', per_page: RECENTLY_CANCELLED } as const;
  const refetchInterval = useFallbackPolling();
  const company = useListHelperCompanyInvitations(params, { query: { refetchInterval } });
  const outsource = useListHelperOutsourceOffers(params, { query: { refetchInterval } });
  return { company: company.data?.data.data, outsource: outsource.data?.data.data };
}
