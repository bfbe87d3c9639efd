import { useGetRatingWithUserData } from '@/platform/api/generated/endpoints/helper-profile/helper-profile';

/**
 * A helper's rating with the reviews companies wrote of her, as her Your rating reads it, for
 * the company reading them (QA-171): the same call with her user id (`helper_id`).
 */
export function useHelperReviews(helperId: number) {
  return useGetRatingWithUserData({ helper_id: helperId });
}
