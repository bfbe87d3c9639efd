import { useGetRatingWithUserData } from '@/platform/api/generated/endpoints/helper-profile/helper-profile';
import { SAID_BY_PAGE_META } from '@/platform/api/query-client';

/**
 * A helper's rating with the reviews companies wrote of her, as her Your rating reads it, for
 * the company reading them (QA-171): the same call with her user id (`helper_id`). Its 404 (she
 * deleted her account since the list was read: her reviews went with it) is said by the
 * dialog, not toasted (SAID_BY_PAGE_META).
 */
export function useHelperReviews(helperId: number) {
  return useGetRatingWithUserData({ helper_id: helperId }, { query: { meta: SAID_BY_PAGE_META } });
}
