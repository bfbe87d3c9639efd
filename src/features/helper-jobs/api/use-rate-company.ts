import type { CompanyRatingGiven, RateCompanyRequest } from '@/platform/api/generated/model';
import { toast } from '@/platform/ui';
import { useRateCompanyForJob } from './endpoints';
import { useRefreshHelperJobs } from './use-helper-jobs';

export /** Rates the job's company (7/8); rejects with the API error, for the form. */
type RateCompany = (data: RateCompanyRequest) => Promise<CompanyRatingGiven>;

/**
 * Rating the job's company (7/8): the answer, then her jobs refresh (every item's average).
 * Settled, not only on success, as her other answers: a refusal ("You have already rated this
 * job.", from another tab or device) rejects once the details are read again, so the page
 * shows the rating recorded and the company's new average (QA helper-195 M1).
 */
export function useRateCompany(orderId: number | undefined): RateCompany {
  const refresh = useRefreshHelperJobs();
  const rate = useRateCompanyForJob({ mutation: { onSettled: refresh } });
  return async (data) => {
    const given = (await rate.mutateAsync({ id: orderId ?? 0, data })).data;
    toast.success(`You rated ${given.company_name} ${given.my_company_rating.rating}/5.`);
    return given;
  };
}
